import { and, asc, count, desc, eq, gt, inArray } from 'drizzle-orm';
import { toDollars } from '../../../contract.js';
import type { Database } from '../../../db/client.js';
import { giftCardTemplates, offers, stores, subscriptions, users } from '../../../db/schema/index.js';
import { visibleSubscribers } from '../../../domain/members/consent.js';

/**
 * The owner dashboard's counts. Each matches the list its tile opens: gift cards and offers in
 * their Active tabs (Draft and Published, as docs/product/management.md §2 defines the tabs), every subscriber (but
 * those who blocked the business), every store, staff members who are active.
 */
export async function businessStats(db: Database, businessId: string) {
  const [[giftCards], [offersCount], [subscribers], [storeCount], [staff]] = await Promise.all([
    db
      .select({ n: count() })
      .from(giftCardTemplates)
      .where(
        and(
          eq(giftCardTemplates.businessId, businessId),
          inArray(giftCardTemplates.status, ['Draft', 'Published']),
        ),
      ),
    db
      .select({ n: count() })
      .from(offers)
      .where(and(eq(offers.businessId, businessId), inArray(offers.status, ['Draft', 'Published']))),
    db.select({ n: count() }).from(subscriptions).where(visibleSubscribers(businessId)),
    db.select({ n: count() }).from(stores).where(eq(stores.businessId, businessId)),
    db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.businessId, businessId), eq(users.role, 'S'), eq(users.isActive, true))),
  ]);
  return {
    gcCount: giftCards?.n ?? 0,
    offersCount: offersCount?.n ?? 0,
    subscribersCount: subscribers?.n ?? 0,
    storeCount: storeCount?.n ?? 0,
    staffCount: staff?.n ?? 0,
  };
}

/** What staff can sell or mention now: published gift cards, published offers not yet expired. */
export async function staffDashboard(db: Database, businessId: string, now: Date) {
  const [cards, current] = await Promise.all([
    db
      .select()
      .from(giftCardTemplates)
      .where(and(eq(giftCardTemplates.businessId, businessId), eq(giftCardTemplates.status, 'Published')))
      .orderBy(asc(giftCardTemplates.faceValueCents), desc(giftCardTemplates.createdAt)),
    db
      .select()
      .from(offers)
      .where(
        and(eq(offers.businessId, businessId), eq(offers.status, 'Published'), gt(offers.expiryDate, now)),
      )
      .orderBy(asc(offers.expiryDate), asc(offers.id)),
  ]);
  return {
    giftCardList: cards.map((row) => ({
      id: row.id,
      faceValue: toDollars(row.faceValueCents),
      discount: row.discountBasisPoints / 100,
      actualValue: toDollars(row.actualValueCents),
      validity: row.validityDays,
    })),
    offersList: current.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      images: row.images,
      expiryDate: row.expiryDate.toISOString(),
    })),
  };
}
