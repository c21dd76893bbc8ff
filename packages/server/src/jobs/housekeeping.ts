import { isNotNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { OTP_SEND_WINDOW_MS, SESSION_IDLE_MS } from '../domain/sign-in/limits.js';
import type { Counters } from '../http/rate-limits/counters.js';
import type { Database } from '../db/client.js';
import { pruneIdempotencyKeys } from '../db/idempotent-transaction.js';
import { memberOtpCodes, memberSessions, otpCodes, otpSends, sessions } from '../db/schema/index.js';

const EVERY_MS = 60 * 60 * 1000;

/** Rows removed per kind, for the log and the tests. */
export type Pruned = Record<string, number>;

/**
 * Deletes what can never matter again: expired sign-in codes, sends older than the send window,
 * ended sessions (expired, idle past the limit, or signed out), idempotency keys past their
 * retention and ended rate-limit windows. Nothing here is money history.
 */
export async function pruneExpired(db: Database, counters: Counters, now: Date): Promise<Pruned> {
  const count = (rows: unknown[]) => rows.length;
  const idleBefore = new Date(now.getTime() - SESSION_IDLE_MS);
  return {
    otpCodes: count(
      await db.delete(otpCodes).where(lt(otpCodes.expiresAt, now)).returning({ id: otpCodes.id }),
    ),
    memberOtpCodes: count(
      await db
        .delete(memberOtpCodes)
        .where(lt(memberOtpCodes.expiresAt, now))
        .returning({ id: memberOtpCodes.id }),
    ),
    otpSends: count(
      await db
        .delete(otpSends)
        .where(lt(otpSends.sentAt, new Date(now.getTime() - OTP_SEND_WINDOW_MS)))
        .returning({ id: otpSends.id }),
    ),
    sessions: count(
      await db
        .delete(sessions)
        .where(
          or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleBefore), isNotNull(sessions.revokedAt)),
        )
        .returning({ id: sessions.id }),
    ),
    memberSessions: count(
      await db
        .delete(memberSessions)
        .where(
          or(
            lt(memberSessions.expiresAt, now),
            lt(memberSessions.lastSeenAt, idleBefore),
            isNotNull(memberSessions.revokedAt),
          ),
        )
        .returning({ id: memberSessions.id }),
    ),
    idempotencyKeys: await pruneIdempotencyKeys(db, now),
    rateLimitCounters: await counters.prune(),
  };
}

/** Prunes once the server is ready, then hourly until it closes; every instance may do it. */
export function pruneHourly(app: FastifyInstance, { db, clock, log }: AppContext, counters: Counters): void {
  let timer: NodeJS.Timeout | undefined;
  const prune = async () => {
    try {
      const pruned = await pruneExpired(db, counters, clock.now());
      const total = Object.values(pruned).reduce((a, b) => a + b, 0);
      if (total > 0) log.info({ pruned }, `Housekeeping removed ${total} expired rows`);
    } catch (error) {
      log.error({ err: error }, 'Housekeeping failed; trying again in an hour');
    }
  };
  app.addHook('onReady', async () => {
    await prune();
    timer = setInterval(() => void prune(), EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
}
