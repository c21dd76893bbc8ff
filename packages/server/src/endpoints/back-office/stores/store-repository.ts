import { asc, count, desc, eq } from 'drizzle-orm';
import type { Store } from '../../../contract.js';
import type { Queryable } from '../../../db/client.js';
import { businesses, stores, type StoreRow } from '../../../db/schema/index.js';

export function toStore(row: StoreRow, category: string): Store {
  return {
    id: row.id,
    name: row.name,
    counters: row.counters,
    phoneNumber: row.phoneNumber,
    website: row.website,
    isOperational: row.isOperational,
    isPrimary: row.isPrimary,
    category,
    address: {
      line1: row.addressLine1,
      line2: row.addressLine2,
      city: row.city,
      state: row.state,
      country: row.country,
      pinCode: row.pinCode,
    },
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/** One page of a business's stores, the primary store first; never another business's. */
export async function listStores(
  db: Queryable,
  businessId: string,
  page: { offset: number; limit: number },
): Promise<{ items: Store[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select({ store: stores, category: businesses.category })
      .from(stores)
      .innerJoin(businesses, eq(businesses.id, stores.businessId))
      .where(eq(stores.businessId, businessId))
      .orderBy(desc(stores.isPrimary), asc(stores.name), asc(stores.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(stores).where(eq(stores.businessId, businessId)),
  ]);
  return { items: rows.map((r) => toStore(r.store, r.category)), total: totals?.total ?? 0 };
}
