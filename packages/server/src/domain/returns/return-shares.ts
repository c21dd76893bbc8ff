/**
 * The arithmetic of a return (docs/domain.md, "Returns"), in integers. For a purchase of billing B
 * whose part X (wallet, gift cards, points earned) is given back in proportion to what is
 * returned: after returns totalling r, X × r / B of it has come back, rounded (money) or rounded
 * down (points); once r = B, all of X. One return's share is that total after it minus the total
 * before it, so the first return's share is exactly round(X × R / B), and the shares of a
 * purchase's returns always add up to X, whatever the order and sizes.
 */
export type Rounding = 'half-up' | 'down';

/** X × r / B of a part X after returns totalling r of a bill B; all of X once r = B. */
export function returnedShare(
  part: number,
  returnedCents: number,
  billingCents: number,
  rounding: Rounding,
): number {
  if (returnedCents >= billingCents) return part;
  // BigInt: amounts up to $1,000,000 (10^8 cents) multiply past 2^53.
  const numerator = BigInt(part) * BigInt(returnedCents);
  const bill = BigInt(billingCents);
  const share = rounding === 'down' ? numerator / bill : (2n * numerator + bill) / (2n * bill);
  return Number(share);
}

/** The purchase as a return sees it: the bill and its parts, in cents and points. */
export interface ReturnedPurchase {
  billingCents: number;
  walletCents: number;
  giftCardCents: number;
  points: number;
}

/** What has come back after returns totalling `returnedCents`. */
export interface Returned {
  walletCents: number;
  giftCardCents: number;
  points: number;
}

/**
 * The wallet's, the gift cards' and the points' shares after returns totalling r. The money is
 * split in two steps, each rounded half up: first what the wallet and gift cards paid together,
 * M = round((W + G) × r / B), then M between them, wallet round(W × M / (W + G)), the cards the
 * rest. Each step grows by at most a cent per cent returned, so every return's three parts (wallet,
 * gift cards, cash) are never negative and the wallet and gift cards never get back more than was
 * returned; rounding W and G separately could give a return of 1 cent 2 cents back. The first
 * return's shares are round(W × R / B) and round(G × R / B) but for a cent at exact half cents.
 */
export function returnedAfter(purchase: ReturnedPurchase, returnedCents: number): Returned {
  const { billingCents: bill } = purchase;
  const paidWithBalances = purchase.walletCents + purchase.giftCardCents;
  const balancesCents = returnedShare(paidWithBalances, returnedCents, bill, 'half-up');
  const walletCents =
    paidWithBalances === 0
      ? 0
      : returnedShare(purchase.walletCents, balancesCents, paidWithBalances, 'half-up');
  return {
    walletCents,
    giftCardCents: balancesCents - walletCents,
    points: returnedShare(purchase.points, returnedCents, bill, 'down'),
  };
}

/**
 * The gift-card share spread over the cards the purchase was paid with, in the order they were
 * spent: the first card takes back up to what it gave, then the next. Answers, per card, what a
 * cumulative gift-card share of `totalCents` has given back to it.
 */
function filled(cards: readonly { id: string; cents: number }[], totalCents: number): Map<string, number> {
  const out = new Map<string, number>();
  let left = totalCents;
  for (const card of cards) {
    const cents = Math.min(card.cents, left);
    out.set(card.id, (out.get(card.id) ?? 0) + cents);
    left -= cents;
  }
  return out;
}

/** What one return gives back to each card: its cumulative fill after minus before (zeros left out). */
export function cardShares(
  cards: readonly { id: string; cents: number }[],
  shareBeforeCents: number,
  shareAfterCents: number,
): { id: string; cents: number }[] {
  const before = filled(cards, shareBeforeCents);
  const after = filled(cards, shareAfterCents);
  return [...after.entries()]
    .map(([id, cents]) => ({ id, cents: cents - (before.get(id) ?? 0) }))
    .filter((part) => part.cents > 0);
}
