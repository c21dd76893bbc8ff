import { REWARD_PLAN_KEYS } from '@countertop/api';
import type { RewardPlanEntries } from '@countertop/api';

/** A value as the table shows it: numbers the Australian way (1,000), text as sent. */
export function formatPlanValue(value: string | number): string {
  return typeof value === 'number' ? value.toLocaleString('en-AU') : value;
}

/** The table's rows in the order of docs/product/management.md §3, each with its tooltip. */
export function planRows(plan: RewardPlanEntries) {
  return REWARD_PLAN_KEYS.map((key) => ({
    id: key,
    title: plan[key].title,
    details: formatPlanValue(plan[key].value),
    info: plan[key].info,
  }));
}
