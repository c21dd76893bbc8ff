import type { SubscriptionRow } from '../../db/schema/index.js';
import type { Writes } from '../../db/writes.js';
import { welcomeBonus } from '../earning/welcome-bonus.js';
import type { Place } from '../places/place.js';
import { lockSubscription, Posting, type EntryRefs } from './posting.js';
import type { RewardPlan } from './reward-plan.js';

/**
 * What a money operation's opening statement read (domain/ledger/money-opening.ts): the
 * business's reward plan, and the member's subscription there, locked, or null when they have none.
 */
export interface AccountOpening {
  plan: RewardPlan;
  subscription: SubscriptionRow | null;
}

export interface OpenAccount {
  posting: Posting;
  subscription: SubscriptionRow;
  /** Welcome points credited because this operation subscribed the member. */
  welcomePoints: number;
}

/**
 * The member's account at the business, locked, for a money operation. The first operation of
 * any kind subscribes the member, and every subscription starts with the plan's welcome points
 * (domain/earning/welcome-bonus.ts), credited by this same operation.
 */
export async function openMemberAccount(
  writes: Writes,
  place: Place,
  memberRowId: string,
  opening: AccountOpening,
  refs: EntryRefs,
): Promise<OpenAccount> {
  const { row, created } = await lockSubscription(
    writes.tx,
    place.businessId,
    memberRowId,
    place.at,
    opening.subscription,
  );
  const posting = new Posting(writes, row, place, refs);
  const welcomePoints = welcomeBonus(opening.plan, { subscribedNow: created });
  posting.credit('points', welcomePoints, 'NewSubscription');
  return { posting, subscription: row, welcomePoints };
}
