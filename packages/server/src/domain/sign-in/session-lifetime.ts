// Back-office and member sessions share these rules; each keeps its rows in its own table.
import { createHash, randomBytes } from 'node:crypto';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SESSION_TOUCH_INTERVAL_MS } from './limits.js';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new bearer token (256 random bits, base64url) and the columns of its session row: only the hash is stored. */
export function issueSessionToken(now: Date) {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    row: {
      tokenHash: hashToken(token),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    },
  };
}

interface SessionTimes {
  revokedAt: Date | null;
  expiresAt: Date;
  lastSeenAt: Date;
}

/** Not revoked, not past its absolute end, and used within the idle window. */
export function isSessionLive(session: SessionTimes, now: Date): boolean {
  const at = now.getTime();
  return (
    session.revokedAt === null &&
    at < session.expiresAt.getTime() &&
    at - session.lastSeenAt.getTime() < SESSION_IDLE_MS
  );
}

/** Whether `lastSeenAt` is old enough to be written again (not on every request). */
export function isDueForTouch(session: SessionTimes, now: Date): boolean {
  return now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS;
}
