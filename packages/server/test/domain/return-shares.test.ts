import { describe, expect, it } from 'vitest';
import { cardShares, returnedAfter, returnedShare } from '../../src/domain/returns/return-shares.js';

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

describe('the shares of a return', () => {
  it('the worked example: $40.00 of $80.00 with $20.00 wallet, $10.00 gift card and 50 points', () => {
    const purchase = { billingCents: 8000, walletCents: 2000, giftCardCents: 1000, points: 50 };
    expect(returnedAfter(purchase, 4000)).toEqual({ walletCents: 1000, giftCardCents: 500, points: 25 });
    expect(returnedAfter(purchase, 8000)).toEqual({ walletCents: 2000, giftCardCents: 1000, points: 50 });
  });

  it('rounds money half up and points down; all of it once the whole bill is back', () => {
    expect(returnedShare(1, 1, 2, 'half-up')).toBe(1);
    expect(returnedShare(1, 1, 3, 'half-up')).toBe(0);
    expect(returnedShare(7, 1, 2, 'down')).toBe(3);
    expect(returnedShare(7, 3, 3, 'down')).toBe(7);
    // Past 2^53 as a product: $1,000,000 × $999,999.99.
    expect(returnedShare(100_000_000, 99_999_999, 100_000_000, 'half-up')).toBe(99_999_999);
  });

  it('never gives back more money than was returned, even at exact half cents with no cash', () => {
    const purchase = { billingCents: 2, walletCents: 1, giftCardCents: 1, points: 0 };
    expect(returnedAfter(purchase, 1)).toEqual({ walletCents: 1, giftCardCents: 0, points: 0 });
    // A cent returned of 3 cents paid 2 + 1 with balances: never 2 cents back for 1.
    const tight = { billingCents: 3, walletCents: 2, giftCardCents: 1, points: 0 };
    const [one, two] = [returnedAfter(tight, 1), returnedAfter(tight, 2)];
    expect(two.walletCents - one.walletCents + two.giftCardCents - one.giftCardCents).toBeLessThanOrEqual(1);
  });

  it('any sequence of returns: each share is ≥ 0, money never exceeds what is returned, and the parts add up', () => {
    const next = random(19);
    for (let round = 0; round < 2_000; round++) {
      const billingCents = 1 + next(20_000);
      const walletCents = next(billingCents + 1);
      const giftCardCents = next(billingCents - walletCents + 1);
      const purchase = { billingCents, walletCents, giftCardCents, points: next(5_000) };
      let returned = 0;
      let before = returnedAfter(purchase, 0);
      while (returned < billingCents) {
        const amount = 1 + next(billingCents - returned);
        const after = returnedAfter(purchase, returned + amount);
        const wallet = after.walletCents - before.walletCents;
        const giftCard = after.giftCardCents - before.giftCardCents;
        expect(wallet).toBeGreaterThanOrEqual(0);
        expect(giftCard).toBeGreaterThanOrEqual(0);
        expect(after.points - before.points).toBeGreaterThanOrEqual(0);
        expect(wallet + giftCard).toBeLessThanOrEqual(amount);
        returned += amount;
        before = after;
      }
      expect(before).toEqual({ walletCents, giftCardCents, points: purchase.points });
    }
  });

  it('spreads the gift-card share over the cards in the order they were spent', () => {
    const cards = [
      { id: 'a', cents: 300 },
      { id: 'b', cents: 700 },
    ];
    expect(cardShares(cards, 0, 500)).toEqual([
      { id: 'a', cents: 300 },
      { id: 'b', cents: 200 },
    ]);
    expect(cardShares(cards, 500, 1000)).toEqual([{ id: 'b', cents: 500 }]);
  });
});
