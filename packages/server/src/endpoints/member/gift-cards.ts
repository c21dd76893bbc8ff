import { toDollars, type MemberGiftCard } from '../../contract.js';
import type { Database } from '../../db/client.js';
import { giftCardsOf } from './member-repository.js';

function stateOf(card: { balanceCents: number; expiresAt: Date | null }, now: Date): MemberGiftCard['state'] {
  if (card.expiresAt && card.expiresAt <= now) return 'expired';
  return card.balanceCents > 0 ? 'live' : 'spent';
}

const order = { live: 0, spent: 1, expired: 2 } as const;

/**
 * Every card the member bought, at any business: live ones first in the order the counter spends
 * them (soonest expiry first, never-expiring last), then spent and expired ones.
 */
export async function memberGiftCardList(
  db: Database,
  memberRowId: string,
  now: Date,
): Promise<{ giftCards: MemberGiftCard[] }> {
  const rows = await giftCardsOf(db, memberRowId);
  const giftCards = rows.map(({ card, businessName }) => ({
    id: card.id,
    businessId: card.businessId,
    businessName,
    faceValue: toDollars(card.faceValueCents),
    balance: toDollars(card.balanceCents),
    expiresAt: card.expiresAt?.toISOString() ?? null,
    purchasedAt: card.soldAt.toISOString(),
    state: stateOf(card, now),
  }));
  // A stable sort keeps the database's spending order within each state.
  return { giftCards: giftCards.sort((a, b) => order[a.state] - order[b.state]) };
}
