import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { ChatMessage, DeliveredMessage } from '../../contract.js';
import type { Database, Queryable } from '../../db/client.js';
import {
  businesses,
  chatConversations,
  chatMessages,
  members,
  subscriptions,
  users,
  type ChatMessageRow,
  type ChatSide,
} from '../../db/schema/index.js';
import { forbidden, notFound } from '../errors.js';
import { isUuid } from '../ids.js';
import { MEMBER_CODE } from '../members/member-codes.js';
import type { Chatter } from './chatter.js';
import { CHAT_MESSAGES } from './messages.js';

/** A business and one of its subscribers: the only pairs that may talk. */
export interface ChatPair {
  businessId: string;
  businessName: string;
  memberRowId: string;
  memberId: string;
  memberName: string;
}

/**
 * The pair a chatter names: the business side names the member by memberId, a member names the
 * business by id. A member who is not subscribed to the business (or an id that names nothing)
 * is refused the same way, so no one can probe who exists. Only a member who accepted the
 * business may talk with it (docs/domain.md, "Consent"): until then the business is told to wait
 * for the member's acceptance, and a member who blocked it is unknown to it.
 */
export async function chatPair(db: Queryable, chatter: Chatter, counterpartId: string): Promise<ChatPair> {
  const condition =
    chatter.side === 'B'
      ? MEMBER_CODE.test(counterpartId)
        ? and(eq(subscriptions.businessId, chatter.businessId), eq(members.memberId, counterpartId))
        : undefined
      : isUuid(counterpartId)
        ? and(eq(subscriptions.businessId, counterpartId), eq(subscriptions.memberRowId, chatter.memberRowId))
        : undefined;
  const [row] = condition
    ? await db
        .select({
          businessId: subscriptions.businessId,
          businessName: businesses.name,
          memberRowId: members.id,
          memberId: members.memberId,
          memberName: members.name,
          consent: subscriptions.consent,
        })
        .from(subscriptions)
        .innerJoin(members, eq(members.id, subscriptions.memberRowId))
        .innerJoin(businesses, eq(businesses.id, subscriptions.businessId))
        .where(condition)
        .limit(1)
    : [];
  if (row?.consent === 'Accepted') return row;
  if (chatter.side === 'B') {
    throw row?.consent === 'Invited'
      ? forbidden(CHAT_MESSAGES.notAccepted)
      : notFound(CHAT_MESSAGES.notSubscriber);
  }
  throw forbidden(row ? CHAT_MESSAGES.acceptFirst : CHAT_MESSAGES.notSubscribed);
}

/** The conversations either side may see: those of a member who accepted the business. */
const acceptedPair = and(
  eq(subscriptions.businessId, chatConversations.businessId),
  eq(subscriptions.memberRowId, chatConversations.memberRowId),
  eq(subscriptions.consent, 'Accepted'),
);

function toChatMessage(row: ChatMessageRow, senderName: string | null): ChatMessage {
  return {
    _id: row.id,
    from: row.from,
    sentAt: row.sentAt.toISOString(),
    message: row.body,
    isReadByB: row.isReadByB,
    isReadByC: row.isReadByC,
    senderId: row.senderId,
    ...(senderName === null ? {} : { senderName }),
  };
}

/** The business-side writer of a message: its user (owner or staff); a member's message has none. */
const writer = and(eq(chatMessages.from, 'B'), sql`${users.id}::text = ${chatMessages.senderId}`);

/**
 * Stores a message and counts it unread for the other side, in one transaction: the conversation
 * is created by the first message (one upsert, so two first messages at once cannot make two).
 */
export async function storeMessage(
  db: Database,
  pair: ChatPair,
  from: ChatSide,
  senderId: string,
  text: string,
  now: Date,
): Promise<DeliveredMessage> {
  const unreadByB = from === 'C' ? 1 : 0;
  const unreadByC = from === 'B' ? 1 : 0;
  const row = await db.transaction(async (tx) => {
    const [conversation] = await tx
      .insert(chatConversations)
      .values({
        businessId: pair.businessId,
        memberRowId: pair.memberRowId,
        unreadByB,
        unreadByC,
        lastMessage: text,
        lastMessageAt: now,
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: [chatConversations.businessId, chatConversations.memberRowId],
        set: {
          unreadByB: sql`${chatConversations.unreadByB} + ${unreadByB}`,
          unreadByC: sql`${chatConversations.unreadByC} + ${unreadByC}`,
          lastMessage: text,
          lastMessageAt: now,
        },
      })
      .returning({ id: chatConversations.id });
    if (!conversation) throw new Error('conversation upsert returned no row');
    const [message] = await tx
      .insert(chatMessages)
      .values({
        conversationId: conversation.id,
        from,
        senderId,
        body: text,
        sentAt: now,
        isReadByB: from === 'B',
        isReadByC: from === 'C',
      })
      .returning();
    if (!message) throw new Error('message insert returned no row');
    const [author] =
      from === 'B'
        ? await tx
            .select({ name: users.name })
            .from(users)
            .where(sql`${users.id}::text = ${senderId}`)
            .limit(1)
        : [];
    return { message, senderName: author?.name ?? null };
  });
  return {
    ...toChatMessage(row.message, row.senderName),
    customerId: pair.memberId,
    customerName: pair.memberName,
    businessId: pair.businessId,
    businessName: pair.businessName,
  };
}

/**
 * A page of the thread, oldest first (page 1 = the newest `pageSize` messages), after marking
 * every message read for the side that opened it and clearing that side's unread count.
 */
export async function openThread(
  db: Database,
  pair: ChatPair,
  side: ChatSide,
  page: { page: number; pageSize: number },
) {
  const rows = await db.transaction(async (tx) => {
    const [conversation] = await tx
      .update(chatConversations)
      .set(side === 'B' ? { unreadByB: 0 } : { unreadByC: 0 })
      .where(
        and(
          eq(chatConversations.businessId, pair.businessId),
          eq(chatConversations.memberRowId, pair.memberRowId),
        ),
      )
      .returning({ id: chatConversations.id });
    if (!conversation) return [];
    const readColumn = side === 'B' ? chatMessages.isReadByB : chatMessages.isReadByC;
    await tx
      .update(chatMessages)
      .set(side === 'B' ? { isReadByB: true } : { isReadByC: true })
      .where(and(eq(chatMessages.conversationId, conversation.id), eq(readColumn, false)));
    return tx
      .select({ message: chatMessages, senderName: users.name })
      .from(chatMessages)
      .leftJoin(users, writer)
      .where(eq(chatMessages.conversationId, conversation.id))
      .orderBy(desc(chatMessages.seq))
      .offset((page.page - 1) * page.pageSize)
      .limit(page.pageSize + 1);
  });
  return {
    chat: rows
      .slice(0, page.pageSize)
      .reverse()
      .map((row) => toChatMessage(row.message, row.senderName)),
    memberId: pair.memberId,
    businessId: pair.businessId,
    page: page.page,
    hasMore: rows.length > page.pageSize,
  };
}

/** The chatter's conversations with accepted pairs, the most recent message first. */
export async function listConversations(
  db: Database,
  chatter: Chatter,
  page: { page: number; limit: number },
) {
  const where =
    chatter.side === 'B'
      ? eq(chatConversations.businessId, chatter.businessId)
      : eq(chatConversations.memberRowId, chatter.memberRowId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        conversation: chatConversations,
        memberId: members.memberId,
        memberName: members.name,
        businessName: businesses.name,
      })
      .from(chatConversations)
      .innerJoin(subscriptions, acceptedPair)
      .innerJoin(members, eq(members.id, chatConversations.memberRowId))
      .innerJoin(businesses, eq(businesses.id, chatConversations.businessId))
      .where(where)
      .orderBy(desc(chatConversations.lastMessageAt), desc(chatConversations.id))
      .offset((page.page - 1) * page.limit)
      .limit(page.limit),
    db.select({ n: count() }).from(chatConversations).innerJoin(subscriptions, acceptedPair).where(where),
  ]);
  const last = (c: (typeof rows)[number]['conversation']) => ({
    lastMessage: c.lastMessage,
    lastMessageAt: c.lastMessageAt.toISOString(),
  });
  return {
    conversationList: rows.map(({ conversation: c, memberId, memberName, businessName }) =>
      chatter.side === 'B'
        ? { customerId: memberId, customerName: memberName, totalUnreadByB: c.unreadByB, ...last(c) }
        : { businessId: c.businessId, businessName, totalUnreadByC: c.unreadByC, ...last(c) },
    ),
    totalCount: total?.n ?? 0,
    page: page.page,
    limit: page.limit,
  };
}

/**
 * hasNewMsg: has any member written to the business since it last opened that conversation? Only
 * conversations it can open count: a member who left or blocked it leaves no dot that never clears.
 */
export async function businessHasUnread(db: Queryable, businessId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .innerJoin(subscriptions, acceptedPair)
    .where(and(eq(chatConversations.businessId, businessId), gt(chatConversations.unreadByB, 0)))
    .limit(1);
  return row !== undefined;
}
