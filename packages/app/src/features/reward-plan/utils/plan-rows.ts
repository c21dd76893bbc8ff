import { formatCount, REWARD_PLAN_KEYS } from '@countertop/api';
import type { RewardPlanEntries } from '@countertop/api';
import { REWARD_PLAN_TEXT } from '../texts';

/** A value as the table shows it: numbers the Australian way (1,000), text as sent. */
export function formatPlanValue(value: string | number): string {
  return typeof value === 'number' ? formatCount(value) : value;
}

/** The points expiry in words: 0 is 'Never', else '12 months'. */
export function formatExpiryMonths(value: string | number): string {
  const months = Number(value);
  if (months === 0) return 'Never';
  return `${formatPlanValue(months)} ${months === 1 ? 'month' : 'months'}`;
}

const STAMP_ROWS = new Set<string>(['stampsPerReward', 'stampRewardCents', 'stampMinimumSpendCents']);

/**
 * The entries that earn points, which a stamp card does not (docs/domain.md, "Earning rules"): kept
 * on the plan for a switch back to points, so still listed, but marked as not earned now.
 */
const POINTS_EARNING_ROWS = new Set<string>([
  'pointsForNewSubscription',
  'pointsBonusForFirstShopping',
  'referralBonus',
  'pointsPerDollarSpent',
]);

/**
 * The table's rows in the order of docs/product/management.md §3 (the points expiry, then the
 * stamp card's entries last), each with its tooltip. The stamp card's rows show only on a plan
 * that runs one, and there the entries that earn points say they earn nothing.
 */
export function planRows(plan: RewardPlanEntries) {
  const onStamps = plan.type.value === 'Stamps';
  return REWARD_PLAN_KEYS.filter((key) => onStamps || !STAMP_ROWS.has(key)).map((key) => ({
    id: key,
    title: plan[key].title,
    details:
      key === 'pointsExpiryMonths'
        ? formatExpiryMonths(plan[key].value)
        : onStamps && POINTS_EARNING_ROWS.has(key)
          ? REWARD_PLAN_TEXT.notOnStamps(formatPlanValue(plan[key].value))
          : formatPlanValue(plan[key].value),
    info: plan[key].info,
  }));
}
