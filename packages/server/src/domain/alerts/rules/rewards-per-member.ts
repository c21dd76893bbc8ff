import { sql } from 'drizzle-orm';
import { rewardTransactions } from '../../../db/schema/index.js';
import { businessDay } from '../../places/business-time-zone.js';
import type { AlertRow } from '../alert-row.js';
import type { WatchedOperation } from '../watched-operation.js';

/**
 * More rewards for one member in one business day than the owner's threshold (Square's 5): raised
 * by the reward that goes past it, once per member and day. The count is SQL's, in the reward's
 * own write statement: it runs under the member's subscription lock, so rewards racing for the
 * same member are counted one after the other, and it sees the completed rewards before this one
 * (the statement's parts do not see each other's rows).
 */
export function rewardsPerMemberAlert({ place, member, business }: WatchedOperation, rtId: string): AlertRow {
  const memberRowId = member.id;
  const { day, start } = businessDay(place.at, business.timeZone);
  const threshold = business.thresholds.rewardsPerMemberDay;
  const rt = rewardTransactions;
  return {
    businessId: place.businessId,
    rule: 'rewards-per-member',
    actorUserId: place.actorUserId,
    memberRowId,
    storeId: place.storeId,
    subject: rtId,
    details: sql`jsonb_build_object('rewardsToday', today.rewards + 1, 'threshold', ${threshold}::int, 'day', ${day}::text)`,
    dedupeKey: `${memberRowId}:${day}`,
    at: place.at,
    source: sql`from (select count(*)::int as rewards from ${rt} where ${rt.memberRowId} = ${memberRowId} and ${rt.businessId} = ${place.businessId} and ${rt.status} = 'COMPLETED' and ${rt.completedAt} >= ${start}) as today where today.rewards >= ${threshold}::int`,
  };
}
