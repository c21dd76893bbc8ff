import type { CustomerSummary } from '@countertop/api';

/** A member as `/customer/details` and `/customer/search` answer for her: the tests' usual member. */
export const ava: CustomerSummary = {
  name: 'Ava Nguyen',
  email: 'ava.nguyen@members.example',
  memberId: '402715938',
  username: 'ava.nguyen',
  walletBalance: 10,
  gcBalance: 40,
  pointsBalance: 162,
  rewardType: 'Points',
  stampsBalance: 0,
  stampsPerReward: 9,
  tier: null,
  isSubscribed: true,
};
