import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { stores } from '../../db/schema/index.js';
import { isUuid } from '../ids.js';

/** A store of this business with its counters, or undefined (another business's id included). */
export async function findBusinessStore(
  db: Queryable,
  businessId: string,
  storeId: string,
): Promise<{ id: string; counters: string[] } | undefined> {
  if (!isUuid(storeId)) return undefined;
  const [store] = await db
    .select({ id: stores.id, counters: stores.counters })
    .from(stores)
    .where(and(eq(stores.id, storeId), eq(stores.businessId, businessId)))
    .limit(1);
  return store;
}
