import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Database, Queryable } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared.js';
import { devices, sessions, users } from '../../db/schema/index.js';
import type { Auth } from '../caller.js';
import { unauthenticated } from '../errors.js';
import { AUTH_MESSAGES } from './messages.js';
import { voidLiveCodes } from './one-time-codes.js';
import { hashToken, isDueForTouch, isSessionLive, issueSessionToken } from './session-lifetime.js';

/** Creates a session bound to a device and returns its bearer token (256 random bits, base64url). */
export async function createSession(
  tx: Queryable,
  clock: Clock,
  owner: { userId: string; businessId: string; deviceId: string },
): Promise<string> {
  const { token, row } = issueSessionToken(clock.now());
  await tx.insert(sessions).values({
    ...row,
    userId: owner.userId,
    businessId: owner.businessId,
    deviceId: owner.deviceId,
  });
  return token;
}

/** Every back-office request's lookup, built once (db/prepared.ts). */
const sessionByToken = preparedQuery((db) =>
  db
    .select({
      session: sessions,
      role: users.role,
      isActive: users.isActive,
      storeId: devices.storeId,
      counter: devices.counter,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // The store and counter chosen on this device come along, so a money call needs no extra query.
    .leftJoin(devices, eq(devices.id, sessions.deviceId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_by_token'),
);

/**
 * The caller behind a bearer token, or a 401 with the text the client shows. A staff member made
 * inactive by the owner loses access at once, not when the session would have expired.
 */
export async function authenticate(
  db: Database,
  clock: Clock,
  authorization: string | undefined,
): Promise<Auth> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match?.[1]) throw unauthenticated(AUTH_MESSAGES.signInRequired);
  const [row] = await sessionByToken(db).execute({ tokenHash: hashToken(match[1]) });
  if (!row) throw unauthenticated(AUTH_MESSAGES.sessionExpired);
  // Before liveness: a deactivated staff member's sessions are revoked too, and the reason they
  // were signed out is that they are inactive, not that a session expired.
  if (!row.isActive) throw unauthenticated(AUTH_MESSAGES.inactiveStaff);
  const { session } = row;
  const now = clock.now();
  if (!isSessionLive(session, now)) throw unauthenticated(AUTH_MESSAGES.sessionExpired);
  if (isDueForTouch(session, now)) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
  }
  return {
    sessionId: session.id,
    deviceId: session.deviceId,
    userId: session.userId,
    businessId: session.businessId,
    role: row.role === 'B' ? 'owner' : 'staff',
    selected: { storeId: row.storeId, counter: row.counter },
  };
}

export async function revokeSession(db: Database, clock: Clock, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: clock.now() }).where(eq(sessions.id, sessionId));
}

/**
 * Ends every open session of a user, and first voids their live sign-in codes (a staff member
 * made inactive, or whose e-mail changed: a code sent to the old address must not sign in under
 * the new one). In that order because a sign-in holds its code's row until it commits: voiding
 * either beats it (the sign-in finds its code void) or waits for its session to be committed,
 * which the revocation then sees and ends. Made active again, they sign in afresh: an old token
 * never comes back to life.
 */
export async function revokeUserSessions(db: Queryable, userId: string, now: Date): Promise<void> {
  await voidLiveCodes(db, { userId }, now);
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
