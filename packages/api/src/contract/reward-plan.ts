import { z } from 'zod';
import { text } from './fields.js';
import { endpoint } from './endpoint.js';

/** The entries of a reward plan, in the order the screen lists them (docs/product/management.md §3). */
export const REWARD_PLAN_KEYS = [
  'type',
  'pointsForNewSubscription',
  'pointsBonusForFirstShopping',
  'referralBonus',
  'pointsPerDollarSpent',
  'minimumPointsRedeemTarget',
  'minimumPointsTargetValueCents',
] as const;
export type RewardPlanKey = (typeof REWARD_PLAN_KEYS)[number];

/**
 * The three values an owner may change (docs/product/management.md §5), each a whole number from 1 to `max`. The
 * upper bounds are ours: far above any real plan, low enough that no bill can earn an amount of
 * points or money the ledger cannot hold.
 */
export const EDITABLE_REWARD_PLAN_ENTRIES = {
  pointsPerDollarSpent: { label: 'Points per dollar spent', max: 1_000 },
  minimumPointsRedeemTarget: { label: 'Minimum points redeem target', max: 1_000_000 },
  minimumPointsTargetValueCents: { label: 'Point value in cents', max: 10_000 },
} as const;
export type EditableRewardPlanKey = keyof typeof EDITABLE_REWARD_PLAN_ENTRIES;

export const rewardPlanEntry = z.object({
  title: z.string(),
  /** `type` is text ('Points'); every other entry is a whole number. */
  value: z.union([z.string(), z.number()]),
  /** The row's tooltip. */
  info: z.string(),
});
export type RewardPlanEntry = z.infer<typeof rewardPlanEntry>;

/** The plan as the screen shows it: one `{title, value, info}` per key. */
export const rewardPlanEntries = z.object({
  type: rewardPlanEntry,
  pointsForNewSubscription: rewardPlanEntry,
  pointsBonusForFirstShopping: rewardPlanEntry,
  referralBonus: rewardPlanEntry,
  pointsPerDollarSpent: rewardPlanEntry,
  minimumPointsRedeemTarget: rewardPlanEntry,
  minimumPointsTargetValueCents: rewardPlanEntry,
} satisfies Record<RewardPlanKey, typeof rewardPlanEntry>);
export type RewardPlanEntries = z.infer<typeof rewardPlanEntries>;

export const rewardPlanDetails = endpoint({
  method: 'GET',
  path: '/rewardplan/details',
  access: 'owner-or-staff',
  request: z.void(),
  response: z.object({ data: rewardPlanEntries }),
});

/** The message for an editable value that is missing, below 1, fractional or too large. */
export function rewardPlanValueMessage(key: EditableRewardPlanKey): string {
  const { label, max } = EDITABLE_REWARD_PLAN_ENTRIES[key];
  return `${label} must be a whole number from 1 to ${max.toLocaleString('en-AU')}`;
}

/** An editable entry as the form sends it back: only `value` is read (a number or its text). */
const editableEntry = (key: EditableRewardPlanKey) => {
  const message = rewardPlanValueMessage(key);
  return z.object(
    {
      title: text().optional(),
      value: z
        .union([z.number(), text().trim().min(1, message)], { error: message })
        .pipe(
          z.coerce
            .number<string | number>({ error: message })
            .int(message)
            .min(1, message)
            .max(EDITABLE_REWARD_PLAN_ENTRIES[key].max, message),
        ),
      info: text().optional(),
    },
    { error: message },
  );
};

/**
 * The full set of entries, as the details call gave them with the three editable values changed
 * (docs/product/management.md §7). Only those three are read; the others are accepted and ignored, so they stay
 * what they are whatever is sent.
 */
export const updateRewardPlan = endpoint({
  method: 'POST',
  path: '/rewardplan/update',
  access: 'owner',
  request: z.object({
    pointsPerDollarSpent: editableEntry('pointsPerDollarSpent'),
    minimumPointsRedeemTarget: editableEntry('minimumPointsRedeemTarget'),
    minimumPointsTargetValueCents: editableEntry('minimumPointsTargetValueCents'),
  }),
  response: z.object({ message: z.string(), data: rewardPlanEntries }),
});
