import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Queryable } from '../../db/client.js';
import { devices, stores } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../http/http-error.js';
import { isUuid } from '../ids.js';
import type { Auth } from '../../http/route.js';
import type { Place } from './place.js';

export const PLACE_MESSAGES = {
  /** The spec's text (part 1 §8) for an operation without a selected store. */
  noStore: 'Store data not found',
  storeNotFound: 'Store not found',
  noCounter: 'Counter not found. Please select a store and counter.',
  counterNotFound: 'This counter does not belong to the selected store.',
} as const;

/**
 * Where a money operation happens: the request's storeId (a store of the caller's business, or
 * 404 like any other business's id) and counter (one of that store's), falling back to the store
 * and counter the session's device registered at sign-in.
 */
export async function resolvePlace(
  db: Queryable,
  clock: Clock,
  auth: Auth,
  wanted: { storeId?: string | undefined; counter?: string | undefined },
): Promise<Place> {
  let device: { storeId: string | null; counter: string | null } | undefined;
  let storeId = wanted.storeId;
  if (storeId === undefined || wanted.counter === undefined) {
    [device] = await db
      .select({ storeId: devices.storeId, counter: devices.counter })
      .from(devices)
      .where(eq(devices.id, auth.deviceId))
      .limit(1);
    storeId ??= device?.storeId ?? undefined;
  }
  if (storeId === undefined) throw badRequest(PLACE_MESSAGES.noStore);
  if (!isUuid(storeId)) throw notFound(PLACE_MESSAGES.storeNotFound);
  const [store] = await db
    .select({ id: stores.id, counters: stores.counters })
    .from(stores)
    .where(and(eq(stores.id, storeId), eq(stores.businessId, auth.businessId)))
    .limit(1);
  if (!store) throw notFound(PLACE_MESSAGES.storeNotFound);
  const counter = wanted.counter ?? (device?.storeId === store.id ? device.counter : null);
  if (counter === null || counter === undefined) throw badRequest(PLACE_MESSAGES.noCounter);
  if (!store.counters.includes(counter)) throw badRequest(PLACE_MESSAGES.counterNotFound);
  return {
    businessId: auth.businessId,
    storeId: store.id,
    counter,
    actorUserId: auth.userId,
    at: clock.now(),
  };
}
