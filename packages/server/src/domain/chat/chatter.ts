import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import { members, users } from '../../db/schema/index.js';
import { DomainError, forbidden, unauthenticated } from '../errors.js';
import { authenticate } from '../sign-in/back-office-sessions.js';
import { findMemberSession } from '../sign-in/member-sessions.js';
import { AUTH_MESSAGES } from '../sign-in/messages.js';
import { CHAT_MESSAGES } from './messages.js';

/**
 * Who is chatting: someone of a business (owner, or staff with chatAccess), or a member; with the
 * session (and device) behind the socket, whose end closes it.
 */
export type Chatter =
  | { side: 'B'; businessId: string; userId: string; sessionId: string; deviceId: string }
  | { side: 'C'; memberRowId: string; memberId: string; name: string; sessionId: string };

/**
 * The chatter behind a session token: a back-office session first (staff need chatAccess), else
 * a member session. Checked at connect and again before every event, so a session that ends, a
 * staff member made inactive or chat access taken away stop working on an open socket too.
 */
export async function chatterFor(db: Database, clock: Clock, token: string): Promise<Chatter> {
  try {
    const auth = await authenticate(db, clock, `Bearer ${token}`);
    await assertChatAccess(db, auth);
    const { businessId, userId, sessionId, deviceId } = auth;
    return { side: 'B', businessId, userId, sessionId, deviceId };
  } catch (error) {
    if (!(error instanceof DomainError) || error.kind !== 'unauthenticated') throw error;
    const session = await findMemberSession(db, clock, token);
    if (!session) throw error;
    const [member] = await db.select().from(members).where(eq(members.id, session.memberRowId)).limit(1);
    if (!member) throw unauthenticated(AUTH_MESSAGES.sessionExpired);
    return {
      side: 'C',
      memberRowId: member.id,
      memberId: member.memberId,
      name: member.name,
      sessionId: session.sessionId,
    };
  }
}

/** Owners always chat; staff only with chatAccess (docs/product/management.md §6). */
export async function assertChatAccess(
  db: Database,
  auth: { role: 'owner' | 'staff'; userId: string },
): Promise<void> {
  if (auth.role === 'owner') return;
  const [user] = await db
    .select({ chatAccess: users.chatAccess })
    .from(users)
    .where(eq(users.id, auth.userId))
    .limit(1);
  if (!user?.chatAccess) throw forbidden(CHAT_MESSAGES.noChatAccess);
}
