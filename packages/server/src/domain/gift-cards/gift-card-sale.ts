import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { giftCardTemplates, type MemberRow } from '../../db/schema/index.js';
import type { Writes } from '../../db/writes.js';
import { conversionEarnings } from '../earning/index.js';
import { conflict, notFound } from '../errors.js';
import { isUuid } from '../ids.js';
import { liveGiftCardBalance } from '../members/member-summary.js';
import { openMemberAccount, type AccountOpening } from '../ledger/member-account.js';
import type { Place } from '../places/place.js';
import { GIFT_CARD_MESSAGES } from './messages.js';

const DAY_MS = 24 * 60 * 60_000;

/** What a sale did, in cents; the route words it for the wire. */
export interface GiftCardSale {
  giftCardId: string;
  templateId: string;
  faceValueCents: number;
  pricePaidCents: number;
  expiresAt: Date | null;
  /** The member's live gift-card balance at this business, the new card included. */
  giftCardBalanceCents: number;
}

/**
 * Sells one published template: counts the sale on the template (the UPDATE's row lock also keeps
 * a concurrent delete from slipping between the check and the sale), then opens the member's card
 * with balance = face value, price paid = actual value, expiry = sale time + validity days.
 */
export async function sellGiftCard(
  writes: Writes,
  place: Place,
  member: MemberRow,
  account: AccountOpening,
  templateId: string,
): Promise<GiftCardSale> {
  if (!isUuid(templateId)) throw notFound(GIFT_CARD_MESSAGES.notFound);
  const { tx } = writes;
  // The member's subscription before the template: every money operation locks the subscription
  // first (the opening does, or this creates it), so two sales never wait on each other crosswise.
  const { posting, subscription } = await openMemberAccount(writes, place, member.id, account, {});
  const own = and(eq(giftCardTemplates.id, templateId), eq(giftCardTemplates.businessId, place.businessId));
  const [template] = await tx
    .update(giftCardTemplates)
    .set({ soldNumber: sql`${giftCardTemplates.soldNumber} + 1` })
    .where(and(own, eq(giftCardTemplates.status, 'Published')))
    .returning();
  if (!template) {
    const [exists] = await tx.select({ id: giftCardTemplates.id }).from(giftCardTemplates).where(own);
    throw exists ? conflict(GIFT_CARD_MESSAGES.notOnSale) : notFound(GIFT_CARD_MESSAGES.notFound);
  }
  const cardId = randomUUID();
  const expiresAt =
    template.validityDays === null ? null : new Date(place.at.getTime() + template.validityDays * DAY_MS);
  posting.openGiftCard({
    id: cardId,
    templateId: template.id,
    faceValueCents: template.faceValueCents,
    pricePaidCents: template.actualValueCents,
    expiresAt,
  });
  posting.earn(conversionEarnings(posting.pointsBalance, account.plan));
  posting.commit();
  // The balance below counts the card just sold: the queued writes go out first.
  await writes.flush();
  return {
    giftCardId: cardId,
    templateId: template.id,
    faceValueCents: template.faceValueCents,
    pricePaidCents: template.actualValueCents,
    expiresAt,
    giftCardBalanceCents: await liveGiftCardBalance(tx, subscription.id, place.at),
  };
}
