import { and, eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import { businesses, users } from '../../db/schema/index.js';
import type { Logger } from '../../logger.js';
import { calendarDay } from '../places/business-time-zone.js';
import type { Reward } from '../rewards/purchase-reward.js';
import { alertsByIds } from './alert-repository.js';
import type { AlertMail } from './alert-mail.js';
import { MedianBaselines, type Baseline } from './median-baselines.js';
import { farAboveMedianAlert, type MeasuredOperation } from './rules/far-above-median.js';
import { refundThenRedeemAlert } from './rules/refund-then-redeem.js';
import { rewardsPerMemberAlert } from './rules/rewards-per-member.js';
import type { WatchedOperation } from './watched-operation.js';

/**
 * The suspicious-activity rules over the money operations (docs/domain.md, "Alerts"), one per
 * server: it keeps the businesses' medians of the day, and e-mails the owner what was raised
 * once the operation has committed. The rules raise their alerts into the operation's own writes.
 */
export class AlertWatch {
  private readonly baselines = new MedianBaselines();

  constructor(
    private readonly db: Database,
    private readonly mail: AlertMail | null,
    private readonly log: Logger,
  ) {}

  /** A completed reward, plain or with a redemption. */
  async reward(tx: Queryable, operation: WatchedOperation, reward: Reward): Promise<void> {
    const { alerts } = operation;
    alerts.raise(rewardsPerMemberAlert(operation, reward.rtId));
    const walletCents = reward.walletRedeemCents;
    if (walletCents > 0) alerts.raise(refundThenRedeemAlert(operation, { rtId: reward.rtId, walletCents }));
    const { rewardPoints } = await this.baseline(tx, operation);
    this.unusual(operation, {
      kind: 'reward',
      id: reward.rtId,
      amount: reward.pointsEarned,
      median: rewardPoints,
    });
  }

  /** A refund that was made (one the limits refused is recorded by domain/staff-limits/refused-refund.ts). */
  async refund(tx: Queryable, operation: WatchedOperation, refund: { id: string; amountCents: number }) {
    const { refundCents } = await this.baseline(tx, operation);
    this.unusual(operation, {
      kind: 'refund',
      id: refund.id,
      amount: refund.amountCents,
      median: refundCents,
    });
  }

  /**
   * Tells the owner of the alerts written, by e-mail when SMTP is configured. Called after the
   * commit and never awaited: a mail server that is slow or down delays and fails nothing.
   */
  notify(businessId: string, alertIds: readonly string[]): void {
    const { mail } = this;
    if (!mail || alertIds.length === 0) return;
    const deliver = async () => {
      const [owner] = await this.db
        .select({ email: users.email, businessName: businesses.name })
        .from(users)
        .innerJoin(businesses, eq(businesses.id, users.businessId))
        .where(and(eq(users.businessId, businessId), eq(users.role, 'B')));
      if (!owner) return;
      const alerts = await alertsByIds(this.db, businessId, alertIds);
      await mail.send({ to: owner.email, businessName: owner.businessName, alerts });
    };
    deliver().catch((error: unknown) =>
      this.log.error({ err: error, businessId }, 'An alert e-mail could not be sent'),
    );
  }

  private baseline(tx: Queryable, { place, business }: WatchedOperation): Promise<Baseline> {
    const day = calendarDay(place.at, business.timeZone);
    return this.baselines.of(tx, place.businessId, { day, timeZone: business.timeZone });
  }

  private unusual(operation: WatchedOperation, measured: MeasuredOperation): void {
    const alert = farAboveMedianAlert(operation, measured);
    if (alert) operation.alerts.raise(alert);
  }
}
