/**
 * Spreads a gift-card redemption over the member's live cards, soonest expiry first (cards that
 * never expire last; then the oldest sale), so the money most at risk of lapsing is spent first.
 * The caller passes the cards in that order (lockLiveGiftCards sorts them).
 */
export function spreadRedemption(
  cards: readonly { id: string; balanceCents: number }[],
  amountCents: number,
): { id: string; cents: number }[] {
  const parts: { id: string; cents: number }[] = [];
  let left = amountCents;
  for (const card of cards) {
    if (left === 0) break;
    const cents = Math.min(card.balanceCents, left);
    if (cents > 0) parts.push({ id: card.id, cents });
    left -= cents;
  }
  if (left > 0) throw new Error('gift card redemption exceeds the cards given');
  return parts;
}
