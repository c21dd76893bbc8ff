import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { toDollars } from '../../../contract.js';
import type { Tx } from '../../../db/client.js';
import { giftCardTemplates, type MemberRow } from '../../../db/schema/index.js';
import { conflict, notFound } from '../../../domain/errors.js';
import { isUuid } from '../../../domain/ids.js';
import { liveGiftCardBalance } from '../../../domain/members/customer-summary.js';
import { openMemberAccount } from '../../../domain/ledger/member-account.js';
import type { Place } from '../../../domain/places/place.js';
import { getRewardPlan } from '../../../domain/ledger/reward-plan.js';
import { GIFT_CARD_MESSAGES } from './messages.js';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Sells one published template: counts the sale on the template (the UPDATE's row lock also keeps
 * a concurrent delete from slipping between the check and the sale), then opens the member's card
 * with balance = face value, price paid = actual value, expiry = sale time + validity days.
 */
export async function sellGiftCard(tx: Tx, place: Place, member: MemberRow, templateId: string) {
  if (!isUuid(templateId)) throw notFound(GIFT_CARD_MESSAGES.notFound);
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
  const plan = await getRewardPlan(tx, place.businessId);
  const { posting, subscription } = await openMemberAccount(tx, place, member.id, plan, {});
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
  posting.convertPoints(plan);
  await posting.commit();
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
