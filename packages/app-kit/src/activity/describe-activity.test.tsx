import { describe, expect, it } from 'vitest';
import { activityItem } from '../testing/activity-item.js';
import { describeActivity, groupByBusiness } from './describe-activity.js';

const base = activityItem({ businessName: 'Harbour Lane' });

describe('describeActivity', () => {
  it('a reward: the bill and the points earned', () => {
    expect(describeActivity({ ...base, billingAmount: 12.5, pointsEarned: 12 })).toEqual({
      title: 'Purchase rewarded',
      details: ['Bill $12.50', '+12 points'],
    });
  });

  it('a first purchase: where, the bill, the points earned and the first-shop bonus, each in words', () => {
    const item = { ...base, storeName: 'Circular Quay', billingAmount: 10, pointsEarned: 10 };
    expect(describeActivity({ ...item, firstShopBonus: 25, welcomePoints: 50 }).details).toEqual([
      'At Circular Quay',
      'Bill $10.00',
      '+10 points',
      '+25 points first-shop bonus',
      '+50 points welcome bonus',
    ]);
  });

  it('a redemption: what the balances paid, and points turned into wallet money', () => {
    const item = {
      ...base,
      kind: 'redemption',
      billingAmount: 30,
      walletRedeemed: 10,
      giftCardRedeemed: 12.5,
    } as const;
    expect(describeActivity({ ...item, pointsConverted: 100, walletFromPoints: 5 }).details).toEqual([
      'Bill $30.00',
      'Wallet used $10.00',
      'Gift card used $12.50',
      '100 points turned into $5.00 wallet money',
    ]);
  });

  it('a gift card bought with the welcome points of a new membership, and a refund', () => {
    expect(
      describeActivity({ ...base, kind: 'giftCardPurchase', giftCardBought: 50, welcomePoints: 1 }),
    ).toEqual({
      title: 'Gift card bought',
      details: ['Gift card of $50.00', '+1 point welcome bonus'],
    });
    expect(describeActivity({ ...base, kind: 'refund', refunded: 4 }).details).toEqual([
      '$4.00 to your wallet',
    ]);
  });
});

describe('referrals', () => {
  it("a friend's first purchase earns the bonus, and a return of it takes the bonus back", () => {
    expect(describeActivity({ ...base, kind: 'referral', referralBonus: 100 })).toEqual({
      title: 'Referral bonus',
      details: ["+100 points for a friend's first purchase"],
    });
    expect(describeActivity({ ...base, kind: 'referralReversal', pointsReversed: 100 })).toEqual({
      title: 'Referral bonus taken back',
      details: ['−100 points', "The friend's first purchase was returned"],
    });
  });
});

describe("a business's view of the same history", () => {
  it('a stamp card: the stamp a purchase earned, a full card turned into wallet money, a stamp returned', () => {
    const coffee = { ...base, billingAmount: 4.5, stampsEarned: 1 };
    expect(describeActivity(coffee).details).toEqual(['Bill $4.50', '+1 stamp']);
    expect(describeActivity({ ...coffee, stampsConverted: 9, walletFromStamps: 4.5 }).details).toEqual([
      'Bill $4.50',
      '+1 stamp',
      'A full card of 9 stamps turned into $4.50 wallet money',
    ]);
    const returned = { ...base, kind: 'return', returnedToWallet: 4.5, stampsReversed: 1 } as const;
    expect(describeActivity(returned).details).toEqual(['$4.50 back to your wallet', '−1 stamp']);
  });

  it("says 'their' where the member's app says 'your'", () => {
    const refund = { ...base, kind: 'refund', refunded: 4 } as const;
    expect(describeActivity(refund, 'business')).toEqual({
      title: 'Refund to their wallet',
      details: ['$4.00 to their wallet'],
    });
    expect(describeActivity(refund)).toEqual({
      title: 'Refund to your wallet',
      details: ['$4.00 to your wallet'],
    });
  });
});

describe('groupByBusiness', () => {
  it('keeps the order within and across businesses', () => {
    const groups = groupByBusiness([
      { ...base, id: '3' },
      { ...base, id: '2', businessId: 'b2', businessName: 'Bakery' },
      { ...base, id: '1' },
    ]);
    expect(groups.map((g) => [g.businessName, g.items.map((i) => i.id)])).toEqual([
      ['Harbour Lane', ['3', '1']],
      ['Bakery', ['2']],
    ]);
  });
});
