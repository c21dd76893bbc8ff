/** The reward plan screen's texts (docs/product/management.md §2 Reward Plan, §8). */
export const REWARD_PLAN_TEXT = {
  title: 'Reward Plan',
  tableLabel: 'Reward plan',
  edit: 'Edit Reward Plan',
  dialogTitle: 'Edit Reward Plan',
  dialogDescription:
    'Each value is a whole number of at least 1; the points expiry and the minimum spend for a stamp may be 0. The next reward uses the new plan; points and stamps members already have stay.',
  points: 'Points',
  stamps: 'Stamp card',
  notOnStamps: (value: string) => `${value} (not earned on a stamp card)`,
  save: 'Save',
  cancel: 'Cancel',
  loadFailed: 'Failed to load reward plan details',
  loading: 'Loading the reward plan',
} as const;

/** One formatter for every multiplier shown (making one a call is costly in a list). */
const MULTIPLIER = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The tiers section of /rewardplan (issue 20). */
export const TIERS_TEXT = {
  title: 'Tiers',
  description:
    "Members reach a tier by what they spent here over the last 12 months, and earn its multiple of the points per dollar. A purchase that reaches a tier earns at it; a member moves down once their 12 months' spend falls. On a stamp card a tier is a title only.",
  tableLabel: 'Tiers',
  empty: 'No tiers: every member earns the plan’s points per dollar.',
  columns: { name: 'Tier', minSpend: 'Minimum spend (12 months)', multiplier: 'Points multiplier' },
  edit: 'Edit Tiers',
  dialogTitle: 'Edit Tiers',
  dialogDescription:
    'Up to 4 tiers, lowest first: each needs a different name, a higher minimum spend than the one before, and a multiplier from 1.00 to 3.00 in steps of 0.05.',
  tier: (n: number) => `Tier ${n}`,
  name: 'Name',
  minSpend: 'Minimum spend over 12 months',
  multiplier: 'Points multiplier',
  add: 'Add tier',
  remove: (name: string) => `Remove ${name}`,
  save: 'Save',
  cancel: 'Cancel',
  loadFailed: 'Failed to load tiers',
  loading: 'Loading tiers',
  multiplierText: (multiplier: number) => `×${MULTIPLIER.format(multiplier)}`,
} as const;
