import type { Tx } from '../../db/client.js';
import type { SubscriptionRow } from '../../db/schema/index.js';
import type { Place } from '../places/place.js';
import { lockSubscription, Posting, type EntryRefs } from './posting.js';
import type { RewardPlan } from './reward-plan.js';

export interface OpenAccount {
  posting: Posting;
  subscription: SubscriptionRow;
  /** Welcome points credited because this operation subscribed the member. */
  welcomePoints: number;
}

/**
 * Locks the member's account at the business for a money operation. The first operation of any
 * kind subscribes the member, and every subscription starts with the plan's welcome points
 * (pointsForNewSubscription), credited by this same operation.
 */
export async function openMemberAccount(
  tx: Tx,
  place: Place,
  memberRowId: string,
  plan: RewardPlan,
  refs: EntryRefs,
): Promise<OpenAccount> {
  const { row, created } = await lockSubscription(tx, place.businessId, memberRowId, place.at);
  const posting = new Posting(tx, row, place, refs);
  const welcomePoints = created ? plan.pointsForNewSubscription : 0;
  posting.creditPoints(welcomePoints, 'NewSubscription');
  return { posting, subscription: row, welcomePoints };
}
