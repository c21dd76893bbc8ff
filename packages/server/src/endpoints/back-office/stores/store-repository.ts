import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { addStore, Store, updateStore } from '../../../contract.js';
import type { Database, Queryable } from '../../../db/client.js';
import { businesses, stores, type StoreRow } from '../../../db/schema/index.js';
import { limitReached, notFound } from '../../../domain/errors.js';
import { isUuid } from '../../../domain/ids.js';
import { PLACE_MESSAGES } from '../../../domain/places/messages.js';
import { addressColumns, counterNames } from '../../../domain/places/store-columns.js';
import { lockPlanAllowance } from '../../../domain/plans/plan-limits.js';
import { STORE_MESSAGES } from './messages.js';

export type NewStore = z.output<(typeof addStore)['request']>;
export type StoreChanges = z.output<(typeof updateStore)['request']>;

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

/** A store takes the business's category (stores have none of their own). */
async function withCategory(db: Queryable, row: StoreRow): Promise<Store> {
  const [business] = await db
    .select({ category: businesses.category })
    .from(businesses)
    .where(eq(businesses.id, row.businessId));
  return toStore(row, business?.category ?? '');
}

/**
 * A new store, within the plan's limit: counted under the plan lock, so two adds at once cannot
 * both take the last place. It is never the primary store (registration made that one).
 */
export async function createStore(db: Database, businessId: string, input: NewStore): Promise<Store> {
  return db.transaction(async (tx) => {
    const limit = await lockPlanAllowance(tx, businessId, 'stores');
    const [existing] = await tx.select({ n: count() }).from(stores).where(eq(stores.businessId, businessId));
    if ((existing?.n ?? 0) >= limit) throw limitReached(STORE_MESSAGES.planLimit(limit));
    const [row] = await tx
      .insert(stores)
      .values({
        businessId,
        name: input.name,
        counters: counterNames(input.counters),
        ...addressColumns(input.address),
        latitude: input.latitude,
        longitude: input.longitude,
        isOperational: input.isOperational,
        phoneNumber: input.phoneNumber,
        website: input.website,
      })
      .returning();
    if (!row) throw new Error('store insert returned no row');
    return withCategory(tx, row);
  });
}

/**
 * Name, address, and phone, website and operational flag when given. Location and counters are
 * not among the changes the contract reads, so they stay as they were created.
 */
export async function changeStore(db: Database, businessId: string, input: StoreChanges): Promise<Store> {
  if (!isUuid(input.id)) throw notFound(PLACE_MESSAGES.storeNotFound);
  const [row] = await db
    .update(stores)
    .set({
      name: input.name,
      ...addressColumns(input.address),
      ...(input.phoneNumber === undefined ? {} : { phoneNumber: input.phoneNumber }),
      ...(input.website === undefined ? {} : { website: input.website }),
      ...(input.isOperational === undefined ? {} : { isOperational: input.isOperational }),
    })
    .where(and(eq(stores.id, input.id), eq(stores.businessId, businessId)))
    .returning();
  if (!row) throw notFound(PLACE_MESSAGES.storeNotFound);
  return withCategory(db, row);
}
