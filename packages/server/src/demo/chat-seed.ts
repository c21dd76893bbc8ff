import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Tx } from '../db/client.js';
import { businesses, chatConversations, chatMessages, members, users } from '../db/schema/index.js';
import type { Logger } from '../logger.js';
import { DEMO_BUSINESS, DEMO_MEMBERS, DEMO_OWNER } from './accounts.js';

const MINUTE = 60_000;
const [, LIAM, MIA] = DEMO_MEMBERS;

/** Each conversation's messages, oldest first, with how long ago each was sent. */
const CONVERSATIONS = [
  {
    member: MIA,
    messages: [
      { from: 'C', ago: 2 * 24 * 60, text: 'Hi! Can I use my gift card in the online shop too?' },
      { from: 'B', ago: 2 * 24 * 60 - 25, text: 'Hi Mia, yes: it works in store and online.' },
      { from: 'C', ago: 2 * 24 * 60 - 20, text: 'Great, thanks!' },
    ],
  },
  {
    member: LIAM,
    messages: [{ from: 'C', ago: 3 * 60, text: 'Are you open on the public holiday?' }],
  },
] as const;

/**
 * Two demo conversations with members of the demo business: one answered, one waiting for the
 * owner, so /chat and the header's dot show something on a first start. Keyed on the business
 * having no conversation: it runs once, also for a data directory seeded before chat existed.
 */
export async function seedChat(tx: Tx, clock: Clock, log: Logger): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('demo-chat', 0))`);
  const [owner] = await tx
    .select({ businessId: businesses.id, userId: users.id })
    .from(businesses)
    .innerJoin(users, and(eq(users.businessId, businesses.id), eq(users.email, DEMO_OWNER.email)))
    .where(eq(businesses.handle, DEMO_BUSINESS.handle));
  if (!owner) return false;
  const [existing] = await tx
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(eq(chatConversations.businessId, owner.businessId))
    .limit(1);
  if (existing) return false;

  const rows = await tx
    .select({ id: members.id, memberId: members.memberId })
    .from(members)
    .where(inArray(members.memberId, [MIA.memberId, LIAM.memberId]));
  const rowIdOf = new Map(rows.map((row) => [row.memberId, row.id]));
  if (rowIdOf.size < CONVERSATIONS.length) return false;
  const now = clock.now().getTime();
  for (const { member, messages } of CONVERSATIONS) {
    const timed = messages.map((message, i) => ({
      ...message,
      i,
      sentAt: new Date(now - message.ago * MINUTE),
    }));
    const earliest = timed.reduce((a, b) => (b.sentAt < a.sentAt ? b : a));
    const latest = timed.reduce((a, b) => (b.sentAt > a.sentAt ? b : a));
    // The business has read everything up to its last reply; what came after waits for it.
    const lastReply = Math.max(
      -1,
      ...timed.filter((message) => message.from === 'B').map((message) => message.i),
    );
    const unread = (message: (typeof timed)[number]) => message.from === 'C' && message.i > lastReply;
    const [conversation] = await tx
      .insert(chatConversations)
      .values({
        businessId: owner.businessId,
        memberRowId: rowIdOf.get(member.memberId) ?? '',
        unreadByB: timed.filter(unread).length,
        unreadByC: 0,
        lastMessage: latest.text,
        lastMessageAt: latest.sentAt,
        createdAt: earliest.sentAt,
      })
      .returning({ id: chatConversations.id });
    if (!conversation) return false;
    await tx.insert(chatMessages).values(
      timed.map((message) => ({
        conversationId: conversation.id,
        from: message.from,
        senderId: message.from === 'B' ? owner.userId : member.memberId,
        body: message.text,
        sentAt: message.sentAt,
        isReadByB: !unread(message),
        isReadByC: true,
      })),
    );
  }
  log.info('demo chat loaded: conversations with Mia Rossi and Liam O’Connor');
  return true;
}
