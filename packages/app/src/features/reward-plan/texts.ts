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
  save: 'Save',
  cancel: 'Cancel',
  loadFailed: 'Failed to load reward plan details',
  loading: 'Loading the reward plan',
} as const;
