import { z } from 'zod';
import { formatCount } from './count.js';
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
  'pointsExpiryMonths',
  'stampsPerReward',
  'stampRewardCents',
  'stampMinimumSpendCents',
] as const;
export type RewardPlanKey = (typeof REWARD_PLAN_KEYS)[number];

/** The kinds of programme a plan runs: points per dollar (the default) or a stamp card (issue 20). */
export const REWARD_PLAN_TYPES = ['Points', 'Stamps'] as const;
export type RewardPlanType = (typeof REWARD_PLAN_TYPES)[number];

/**
 * The values an owner may change: the spec's three (docs/product/management.md §5), each a whole
 * number from 1 to `max`, and the points expiry in months (issue 19; 0 = never, the default). The
 * upper bounds are ours: far above any real plan, low enough that no bill can earn an amount of
 * points or money the ledger cannot hold. The stamp card's three (issue 20): a card of 1 to 100
 * stamps, worth 1 cent to $1,000.00, and the smallest purchase that earns a stamp ($0.00 to
 * $10,000.00).
 */
export const EDITABLE_REWARD_PLAN_ENTRIES = {
  pointsPerDollarSpent: { label: 'Points per dollar spent', min: 1, max: 1_000 },
  minimumPointsRedeemTarget: { label: 'Minimum points redeem target', min: 1, max: 1_000_000 },
  minimumPointsTargetValueCents: { label: 'Point value in cents', min: 1, max: 10_000 },
  pointsExpiryMonths: { label: 'Points expiry in months', min: 0, max: 120 },
  stampsPerReward: { label: 'Stamps per reward', min: 1, max: 100 },
  stampRewardCents: { label: 'Stamp card reward in cents', min: 1, max: 100_000 },
  stampMinimumSpendCents: { label: 'Minimum spend for a stamp in cents', min: 0, max: 1_000_000 },
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
  pointsExpiryMonths: rewardPlanEntry,
  stampsPerReward: rewardPlanEntry,
  stampRewardCents: rewardPlanEntry,
  stampMinimumSpendCents: rewardPlanEntry,
} satisfies Record<RewardPlanKey, typeof rewardPlanEntry>);
export type RewardPlanEntries = z.infer<typeof rewardPlanEntries>;

export const rewardPlanDetails = endpoint({
  method: 'GET',
  path: '/rewardplan/details',
  access: 'owner-or-staff',
  request: z.void(),
  response: z.object({ data: rewardPlanEntries }),
});

/** The message for an editable value that is missing, below its minimum, fractional or too large. */
export function rewardPlanValueMessage(key: EditableRewardPlanKey): string {
  const { label, min, max } = EDITABLE_REWARD_PLAN_ENTRIES[key];
  return `${label} must be a whole number from ${min} to ${formatCount(max)}`;
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
            .min(EDITABLE_REWARD_PLAN_ENTRIES[key].min, message)
            .max(EDITABLE_REWARD_PLAN_ENTRIES[key].max, message),
        ),
      info: text().optional(),
    },
    { error: message },
  );
};

export const REWARD_PLAN_TYPE_MESSAGE = 'Reward type must be Points or Stamps';

/** The programme's type as the form sends it back: only `value` is read. */
const typeEntry = z.object(
  {
    title: text().optional(),
    value: z.enum(REWARD_PLAN_TYPES, { error: REWARD_PLAN_TYPE_MESSAGE }),
    info: text().optional(),
  },
  { error: REWARD_PLAN_TYPE_MESSAGE },
);

/**
 * The full set of entries, as the details call gave them with the editable values changed
 * (docs/product/management.md §7). Only those are read; the others are accepted and ignored, so
 * they stay what they are whatever is sent. `pointsExpiryMonths`, `type` and the stamp card's
 * three are ours and optional: a client sending only the spec's entries leaves them as they are
 * (the spec's client sends `type` back unchanged, which changes nothing either).
 */
export const updateRewardPlan = endpoint({
  method: 'POST',
  path: '/rewardplan/update',
  access: 'owner',
  request: z.object({
    pointsPerDollarSpent: editableEntry('pointsPerDollarSpent'),
    minimumPointsRedeemTarget: editableEntry('minimumPointsRedeemTarget'),
    minimumPointsTargetValueCents: editableEntry('minimumPointsTargetValueCents'),
    pointsExpiryMonths: editableEntry('pointsExpiryMonths').optional(),
    type: typeEntry.optional(),
    stampsPerReward: editableEntry('stampsPerReward').optional(),
    stampRewardCents: editableEntry('stampRewardCents').optional(),
    stampMinimumSpendCents: editableEntry('stampMinimumSpendCents').optional(),
  }),
  response: z.object({ message: z.string(), data: rewardPlanEntries }),
});
