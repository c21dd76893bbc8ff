import { toDollars, type MemberTier, type NextTierStep, type Tier } from '../../contract.js';
import type { TierRow } from '../../db/schema/index.js';
import { nextTier, type TierLevel } from '../earning/tier.js';
import { addDays, calendarDay } from '../places/business-time-zone.js';
import { leavesTierWindowAt, type WindowSpend } from './tier-spend.js';

/** A tier as the editor lists it: the multiplier as a decimal (150 → 1.5). */
export function toTier(row: TierRow): Tier {
  return {
    id: row.id,
    name: row.name,
    minSpendAmount: toDollars(row.minSpendCents),
    multiplier: row.multiplierHundredths / 100,
  };
}

/** A member's tier on the wire, or null. */
export function memberTierOf(
  tier: Pick<TierLevel, 'name' | 'multiplierHundredths'> | null,
): MemberTier | null {
  return tier ? { name: tier.name, multiplier: tier.multiplierHundredths / 100 } : null;
}

/**
 * The member app's "Spend $X more by D MMM to reach Gold": the next tier above the one they are on
 * (`keptCents`, subscriptions.tier_spend_cents), and X its minimum less the spend that counts
 * today (`spend`; lower than the kept one while a demotion waits for the housekeeping). That X holds until the earliest purchase still counting leaves the
 * 365 days, so `by` is the shop's calendar day before that (the last whole day on which all of
 * today's spend still counts); with nothing counting yet, nothing rolls off and there is no date.
 */
export function nextTierStepOf(
  tiers: readonly TierLevel[],
  keptCents: number,
  spend: Pick<WindowSpend, 'cents' | 'oldestAt'>,
  timeZone: string,
): NextTierStep | null {
  const next = nextTier(tiers, Math.max(keptCents, spend.cents));
  if (!next) return null;
  return {
    tierName: next.tier.name,
    amount: toDollars(next.tier.minSpendCents - spend.cents),
    by: spend.oldestAt ? addDays(calendarDay(leavesTierWindowAt(spend.oldestAt), timeZone), -1) : null,
  };
}
