import type { MemberBusiness, MemberTier, NextTierStep } from '@countertop/api';

/** The demo shop as the member's lists give it, with the consent the test needs. */
export function shopEntry(overrides: Partial<MemberBusiness> = {}): MemberBusiness {
  return {
    businessId: 'b1',
    businessName: 'Harbour Lane Coffee',
    businessHandle: 'harbourlane',
    logo: null,
    status: 'Accepted',
    statusChangedAt: '2026-06-01T00:00:00.000Z',
    subscribedOn: '2026-06-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The shop's balances, as `/subscription/list` gives them. */
export function shopBalances(
  overrides: {
    pointsBalance?: number;
    walletBalance?: number;
    gcBalance?: number;
    pointsExpiring?: { points: number; date: string } | null;
    nextConversion?: { points: number; value: number };
    rewardType?: 'Points' | 'Stamps';
    stampsBalance?: number;
    stampsPerReward?: number;
    brandColor?: string | null;
    tier?: MemberTier | null;
    nextTier?: NextTierStep | null;
    referralBonus?: number;
    totalReferred?: number;
    referredBy?: { name: string } | null;
  } = {},
) {
  return {
    businessId: 'b1',
    businessName: 'Harbour Lane Coffee',
    businessHandle: 'harbourlane',
    brandColor: null,
    pointsBalance: 0,
    rewardType: 'Points' as const,
    stampsBalance: 0,
    stampsPerReward: 9,
    walletBalance: 0,
    gcBalance: 0,
    subscribedOn: '2026-06-01T00:00:00.000Z',
    pointsExpiring: null,
    nextConversion: { points: 1000, value: 100 },
    tier: null,
    nextTier: null,
    referralBonus: 100,
    totalReferred: 0,
    referredBy: null,
    ...overrides,
  };
}
