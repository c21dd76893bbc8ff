import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { toDollars } from '../../../contract.js';
import { giftCardTemplates, type MemberRow } from '../../../db/schema/index.js';
import type { Writes } from '../../../db/writes.js';
import { conflict, notFound } from '../../../domain/errors.js';
import { isUuid } from '../../../domain/ids.js';
import { liveGiftCardBalance } from '../../../domain/members/customer-summary.js';
import { openMemberAccount, type AccountOpening } from '../../../domain/ledger/member-account.js';
import type { Place } from '../../../domain/places/place.js';
import { GIFT_CARD_MESSAGES } from './messages.js';

const DAY_MS = 24 * 60 * 60_000;

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
) {
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
  posting.convertPoints(account.plan);
  posting.commit();
  // The balance below counts the card just sold: the queued writes go out first.
  await writes.flush();
  const gcBalance = await liveGiftCardBalance(tx, subscription.id, place.at);
  return {
    message: GIFT_CARD_MESSAGES.sold,
    data: {
      giftCardId: cardId,
      templateId: template.id,
      faceValue: toDollars(template.faceValueCents),
      pricePaid: toDollars(template.actualValueCents),
      expiresAt: expiresAt?.toISOString() ?? null,
      gcBalance: toDollars(gcBalance),
    },
  };
}
