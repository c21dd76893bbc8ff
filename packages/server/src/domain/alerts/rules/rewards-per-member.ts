import { sql } from 'drizzle-orm';
import { rewardTransactions } from '../../../db/schema/index.js';
import { businessDay } from '../../places/business-time-zone.js';
import { slots, type Slot } from '../../../db/write-shapes.js';
import { alertSelect, KNOWN_COLUMNS, type AlertRow } from '../alert-row.js';
import type { WatchedOperation } from '../watched-operation.js';

/**
 * More rewards for one member in one business day than the owner's threshold (Square's 5): raised
 * by the reward that goes past it, once per member and day. The count is SQL's, in the reward's
 * own write statement: it runs under the member's subscription lock, so rewards racing for the
 * same member are counted one after the other, and it sees the completed rewards before this one
 * (the statement's parts do not see each other's rows).
 */
export function rewardsPerMemberAlert({ place, member, business }: WatchedOperation, rtId: string): AlertRow {
  const { day, start } = businessDay(place.at, business.timeZone);
  return {
    key: 'rewards-per-member',
    select: rewardsPerMemberSelect,
    values: {
      businessId: place.businessId,
      rule: 'rewards-per-member',
      actorUserId: place.actorUserId,
      memberRowId: member.id,
      storeId: place.storeId,
      subject: rtId,
      threshold: business.thresholds.rewardsPerMemberDay,
      day,
      dedupeKey: `${member.id}:${day}`,
      at: place.at,
      start,
    },
  };
}

const rewardsPerMemberSelect = (slot: Slot) => {
  const rt = rewardTransactions;
  return alertSelect(
    {
      ...slots(slot, KNOWN_COLUMNS),
      details: sql`jsonb_build_object('rewardsToday', today.rewards + 1, 'threshold', ${slot('threshold')}::int, 'day', ${slot('day')}::text)`,
    },
    sql`from (select count(*)::int as rewards from ${rt} where ${rt.memberRowId} = ${slot('memberRowId')} and ${rt.businessId} = ${slot('businessId')} and ${rt.status} = 'COMPLETED' and ${rt.completedAt} >= ${slot('start')}) as today where today.rewards >= ${slot('threshold')}::int`,
  );
};
