import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Database, Queryable } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared.js';
import { memberSessions } from '../../db/schema/index.js';
import type { MemberAuth } from '../caller.js';
import { hashToken, isDueForTouch, isSessionLive, issueSessionToken } from './session-lifetime.js';

/** A member session: the same token rules as the back office (256 bits, only the hash stored). */
export async function createMemberSession(
  db: Queryable,
  clock: Clock,
  input: { memberRowId: string; deviceUuid?: string | undefined; platform?: string | undefined },
): Promise<string> {
  const { token, row } = issueSessionToken(clock.now());
  await db.insert(memberSessions).values({
    ...row,
    memberRowId: input.memberRowId,
    deviceUuid: input.deviceUuid ?? null,
    platform: input.platform ?? null,
  });
  return token;
}

/** Every member request's lookup, built once (db/prepared.ts). */
const memberSessionByToken = preparedQuery((db) =>
  db
    .select()
    .from(memberSessions)
    .where(eq(memberSessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('member_session_by_token'),
);

/** The member behind a bearer token, or undefined when it is not a live member session. */
export async function findMemberSession(
  db: Database,
  clock: Clock,
  token: string,
): Promise<MemberAuth | undefined> {
  const [session] = await memberSessionByToken(db).execute({ tokenHash: hashToken(token) });
  if (!session) return undefined;
  const now = clock.now();
  if (!isSessionLive(session, now)) return undefined;
  if (isDueForTouch(session, now)) {
    await db.update(memberSessions).set({ lastSeenAt: now }).where(eq(memberSessions.id, session.id));
  }
  return { sessionId: session.id, memberRowId: session.memberRowId };
}

export async function revokeMemberSession(db: Database, clock: Clock, sessionId: string): Promise<void> {
  await db.update(memberSessions).set({ revokedAt: clock.now() }).where(eq(memberSessions.id, sessionId));
}
