import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import type { Database } from '../db/client.js';
import type { Logger } from '../logger.js';
import { expiryMailFromConfig, type ExpiryMail } from '../domain/ledger/points-expiry-mail.js';
import { claimExpiryReminders, expirePoints, type ExpiredLot } from '../domain/ledger/points-expiry.js';
import { lowerFallenTierSpends } from '../domain/tiers/tier-spend.js';

const EVERY_MS = 60 * 60 * 1000;

/**
 * One run of the points housekeeping (docs/domain.md, "Points expiry" and "Tiers"): writes the
 * Expiry entries of every lot past its end, lowers the tier spend of members whose last 365 days
 * have fallen (their demotion without a purchase), then e-mails the reminders due (when there is a
 * mail server). Safe on several instances at once: a lot expires once (the subscription's lock,
 * then its unique key), a spend is lowered under the subscription's lock, and a reminder is
 * claimed once (its row's key). It runs hourly, so a demotion waits a day at most.
 */
export async function runPointsExpiry(
  db: Database,
  mail: ExpiryMail | null,
  log: Logger,
  now: Date,
): Promise<{ expired: ExpiredLot[]; tiersLowered: number; reminded: number }> {
  const expired = await expirePoints(db, now);
  const tiersLowered = await lowerFallenTierSpends(db, now);
  if (!mail) return { expired, tiersLowered, reminded: 0 };
  const reminders = await claimExpiryReminders(db, now);
  // Claimed first, sent after: a failing mail server loses a reminder (logged), never repeats one.
  for (const reminder of reminders) {
    void mail.send(reminder).catch((error: unknown) => {
      log.error({ err: error }, 'Points expiry reminder e-mail failed');
    });
  }
  return { expired, tiersLowered, reminded: reminders.length };
}

/** Runs once the server is ready, then hourly until it closes; every instance may do it. */
export function expirePointsHourly(app: FastifyInstance, { db, clock, log, config }: AppContext): void {
  const mail = expiryMailFromConfig(config);
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      const { expired, tiersLowered, reminded } = await runPointsExpiry(db, mail, log, clock.now());
      if (expired.length > 0 || tiersLowered > 0 || reminded > 0)
        log.info(
          { lots: expired.length, tiersLowered, reminded },
          'Points housekeeping expired lots, lowered tier spends and sent reminders',
        );
    } catch (error) {
      log.error({ err: error }, 'Points housekeeping failed; trying again in an hour');
    }
  };
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
  });
}
