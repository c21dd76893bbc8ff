import type { MemberBusiness } from '@countertop/api';
import { describe, expect, it } from 'vitest';
import { groupShops, type ShopBalances } from './group-shops';

const business = (id: string, status: MemberBusiness['status'], statusChangedAt: string | null) => ({
  businessId: id,
  businessName: `Shop ${id}`,
  businessHandle: `shop${id}`,
  logo: null,
  status,
  statusChangedAt,
  subscribedOn: '2026-06-01T00:00:00.000Z',
});

const balances = (id: string): ShopBalances => ({
  businessId: id,
  businessName: `Shop ${id}`,
  businessHandle: `shop${id}`,
  brandColor: null,
  pointsBalance: 10,
  rewardType: 'Points',
  stampsBalance: 0,
  stampsPerReward: 9,
  walletBalance: 0,
  gcBalance: 0,
  subscribedOn: '2026-06-01T00:00:00.000Z',
  pointsExpiring: null,
  nextConversion: { points: 990, value: 100 },
  tier: null,
  nextTier: null,
  referralBonus: 100,
  totalReferred: 0,
  referredBy: null,
});

describe('groupShops', () => {
  it('puts unanswered invitations first, accepted and left shops with their balances, blocked ones apart', () => {
    const answered = '2026-06-02T00:00:00.000Z';
    const groups = groupShops(
      [
        business('a', 'Accepted', answered),
        business('b', 'Blocked', answered),
        business('i', 'Invited', null),
        business('l', 'Invited', answered),
        // Accepted before consent existed: never answered, and still the member's shop.
        business('o', 'Accepted', null),
      ],
      [balances('a'), balances('i'), balances('l')],
    );
    expect(groups.invitations.map((s) => s.businessId)).toEqual(['i']);
    expect(groups.joined.map((s) => s.businessId)).toEqual(['a', 'l', 'o']);
    expect(groups.blocked.map((s) => s.businessId)).toEqual(['b']);
    expect(groups.invitations[0]?.balances?.pointsBalance).toBe(10);
    expect(groups.joined[2]?.balances).toBeUndefined();
  });
});
