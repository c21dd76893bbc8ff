import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { preparedQuery } from '../../db/prepared.js';
import type { Writes } from '../../db/writes.js';
import { rewardTransactions, type MemberRow, type SubscriptionRow } from '../../db/schema/index.js';
import { purchaseEarnings } from '../earning/index.js';
import { tierOfPurchase, type TierLevel } from '../earning/tier.js';
import { invalidInput, conflict, notFound } from '../errors.js';
import { isUuid } from '../ids.js';
import { openMemberAccount, type AccountOpening } from '../ledger/member-account.js';
import type { Place } from '../places/place.js';
import { spreadRedemption } from '../ledger/spread-redemption.js';
import { lockLiveGiftCards, Posting } from '../ledger/posting.js';
import type { RewardPlan } from '../ledger/reward-plan.js';
import { earnReferral } from '../referrals/referral-ledger.js';
import { tierFacts, type TierFacts } from '../tiers/tier-facts.js';
import { REWARD_MESSAGES } from './messages.js';
import {
  COMPLETED_REWARD_TRANSACTION,
  REWARD_TRANSACTION_COMPLETION,
  startingValues,
} from './reward-transaction-writes.js';
import { effectiveStatus, refuseCompletion } from './redemption-status.js';

/** What a reward did, in cents and points; the route words it for the wire. */
export interface Reward {
  rtId: string;
  billingCents: number;
  walletRedeemCents: number;
  giftCardRedeemCents: number;
  paidCents: number;
  pointsEarned: number;
  /** The welcome and first-shopping points. */
  bonusPoints: number;
  pointsConverted: number;
  /** A stamp for this purchase (Stamps plan), and stamps of full cards turned into wallet money. */
  stampsEarned: number;
  stampsConverted: number;
  /** Wallet money from conversions: points' blocks and full stamp cards. */
  walletCreditedCents: number;
  /** The tier the purchase earned at (its multiplier is in pointsEarned), or null. */
  tier: TierLevel | null;
  pointsBalance: number;
  stampsBalance: number;
  walletBalanceCents: number;
}

interface Purchase {
  rtId: string;
  billingCents: number;
  walletCents: number;
  giftCardCents: number;
}

/**
 * The earning half of every reward: what the earning rules give the completed purchase (the tier
 * it reaches, points on the paid part, the first-shopping bonus, conversions; domain/earning),
 * posted, the spend that places the member on a tier kept, and the activity counters.
 */
function earn(
  posting: Posting,
  subscription: SubscriptionRow,
  plan: RewardPlan,
  purchase: Purchase,
  welcomePoints: number,
  facts: TierFacts,
): Omit<Reward, 'pointsBalance' | 'stampsBalance' | 'walletBalanceCents'> {
  const tier = tierOfPurchase(facts.tiers, facts.spendBeforeCents, purchase.billingCents);
  const earned = purchaseEarnings(
    plan,
    {
      welcomePoints,
      timesShopped: subscription.timesShopped,
      pointsBalance: posting.pointsBalance,
      stampsBalance: posting.stampsBalance,
      tier,
    },
    purchase,
  );
  posting.earn(earned.earnings);
  posting.keepTierSpend(facts.spendBeforeCents + purchase.billingCents);
  const redeemed = purchase.walletCents + purchase.giftCardCents > 0;
  posting.count({
    totalMoneySpentCents: purchase.billingCents,
    timesShopped: 1,
    timesRedeemed: redeemed ? 1 : 0,
  });
  return {
    rtId: purchase.rtId,
    billingCents: purchase.billingCents,
    walletRedeemCents: purchase.walletCents,
    giftCardRedeemCents: purchase.giftCardCents,
    paidCents: earned.paidCents,
    pointsEarned: earned.pointsEarned,
    bonusPoints: earned.bonusPoints,
    pointsConverted: earned.conversion.points,
    stampsEarned: earned.stampsEarned,
    stampsConverted: earned.stampConversion.stamps,
    walletCreditedCents: earned.conversion.cents + earned.stampConversion.cents,
    tier,
  };
}

/**
 * A reward without redemption: recorded as a reward transaction that is COMPLETED at once (so
 * the reward history lists every purchase), and the points earned on the whole billing amount.
 */
export async function plainReward(
  writes: Writes,
  place: Place,
  member: MemberRow,
  account: AccountOpening,
  billingCents: number,
): Promise<Reward> {
  const { plan } = account;
  const rtId = randomUUID();
  const { posting, subscription, welcomePoints } = await openMemberAccount(
    writes,
    place,
    member.id,
    account,
    {
      rewardTransactionId: rtId,
    },
  );
  const purchase = { rtId, billingCents, walletCents: 0, giftCardCents: 0 };
  const facts = await tierFacts(writes.tx, place.businessId, subscription.id, place.at);
  const outcome = earn(posting, subscription, plan, purchase, welcomePoints, facts);
  await earnReferral(writes, place, plan, subscription, rtId);
  // Queued before the entries that point to it (their foreign key is checked at the statement's end).
  writes.addShaped(COMPLETED_REWARD_TRANSACTION, {
    ...startingValues(rtId, place, member.id, subscription.id, purchase, place.at),
    pointsEarned: outcome.pointsEarned,
  });
  const balances = posting.commit();
  return { ...outcome, ...balances };
}

/** The reward transaction a completion names, locked; built once per connection (db/prepared.ts). */
const lockRewardTransaction = preparedQuery((db) =>
  db
    .select()
    .from(rewardTransactions)
    .where(
      and(
        eq(rewardTransactions.id, sql.placeholder('rtId')),
        eq(rewardTransactions.businessId, sql.placeholder('businessId')),
      ),
    )
    .for('update')
    .prepare('lock_reward_transaction'),
);

/**
 * Completes an approved redemption, all in the caller's transaction: the member's subscription is
 * already locked (the operation's opening), then the reward transaction is locked (a second
 * completion waits on the subscription, then sees COMPLETED and gets a 409), then the live gift
 * cards; balances are checked again, the wallet and cards (soonest expiry first) debited, points
 * earned on the paid part, and the transaction marked COMPLETED.
 */
export async function completeRedemption(
  writes: Writes,
  place: Place,
  member: MemberRow,
  account: AccountOpening,
  billingCents: number,
  rtId: string,
): Promise<Reward> {
  if (!isUuid(rtId)) throw notFound(REWARD_MESSAGES.notFound);
  const { tx } = writes;
  const [rt] = await lockRewardTransaction(tx).execute({ rtId, businessId: place.businessId });
  if (!rt) throw notFound(REWARD_MESSAGES.notFound);
  if (rt.memberRowId !== member.id) throw invalidInput(REWARD_MESSAGES.otherMember);
  const status = effectiveStatus(rt, place.at);
  if (status !== 'CUSTOMER_APPROVED') throw refuseCompletion(status);
  if (rt.billingCents !== billingCents) throw invalidInput(REWARD_MESSAGES.billingMismatch);

  const { plan, subscription } = account;
  // The reward transaction is this member's at this business, so it was made for this subscription.
  if (subscription?.id !== rt.subscriptionId) throw new Error(`subscription of ${rt.id} not locked`);
  const posting = new Posting(writes, subscription, place, { rewardTransactionId: rt.id });
  if (rt.walletRedeemCents > subscription.walletBalanceCents)
    throw conflict(REWARD_MESSAGES.walletNoLongerEnough);
  if (rt.giftCardRedeemCents > 0) {
    const cards = await lockLiveGiftCards(tx, subscription.id, place.at);
    const available = cards.reduce((sum, card) => sum + card.balanceCents, 0);
    if (rt.giftCardRedeemCents > available) throw conflict(REWARD_MESSAGES.giftCardNoLongerEnough);
    posting.useGiftCards(cards);
    for (const part of spreadRedemption(cards, rt.giftCardRedeemCents)) {
      posting.debitGiftCard(part.id, part.cents, 'Redeem');
    }
  }
  posting.debitWallet(rt.walletRedeemCents, 'Redeem');
  const outcome = earn(
    posting,
    subscription,
    plan,
    { rtId: rt.id, billingCents, walletCents: rt.walletRedeemCents, giftCardCents: rt.giftCardRedeemCents },
    0,
    await tierFacts(tx, place.businessId, subscription.id, place.at),
  );
  await earnReferral(writes, place, plan, subscription, rt.id);
  writes.addShaped(REWARD_TRANSACTION_COMPLETION, {
    id: rt.id,
    completedAt: place.at,
    completedByUserId: place.actorUserId,
    pointsEarned: outcome.pointsEarned,
  });
  const balances = posting.commit();
  return { ...outcome, ...balances };
}
