import type { Clock } from '../../clock.js';
import type { Queryable } from '../../db/client.js';
import type { Auth } from '../caller.js';
import { invalidInput, notFound } from '../errors.js';
import { findBusinessStore } from './business-store.js';
import { PLACE_MESSAGES } from './messages.js';
import type { Place } from './place.js';

export interface WantedPlace {
  storeId?: string | undefined;
  counter?: string | undefined;
}

/**
 * Where a money operation happens (docs/domain.md, "Store, counter and actor"): the store is
 * the body's `storeId`, else the one selected in the session; the counter is the body's, else the
 * session's when it is for that store, else unknown. A store must belong to the caller's business
 * (404 like any other business's id) and a counter named in the body must be one of its counters.
 * Without a store anywhere, `storeRequired` operations fail with the spec's 'Store data not
 * found'; the others (a plain reward) are recorded without one.
 */
export async function resolvePlace(
  db: Queryable,
  clock: Clock,
  auth: Auth,
  wanted: WantedPlace,
  { storeRequired }: { storeRequired: boolean },
): Promise<Place> {
  const who = { businessId: auth.businessId, actorUserId: auth.userId, at: clock.now() };
  const storeId = wanted.storeId ?? auth.selected.storeId;
  if (storeId === null) {
    if (storeRequired) throw invalidInput(PLACE_MESSAGES.noStore);
    return { ...who, storeId: null, counter: wanted.counter ?? null };
  }
  const store = await findBusinessStore(db, auth.businessId, storeId);
  if (!store) throw notFound(PLACE_MESSAGES.storeNotFound);
  if (wanted.counter !== undefined) {
    if (!store.counters.includes(wanted.counter)) throw invalidInput(PLACE_MESSAGES.counterNotFound);
    return { ...who, storeId: store.id, counter: wanted.counter };
  }
  // The session's counter counts only for the session's store, and only while the store has it.
  const { counter } = auth.selected;
  const sessionCounter =
    auth.selected.storeId === store.id && counter !== null && store.counters.includes(counter)
      ? counter
      : null;
  return { ...who, storeId: store.id, counter: sessionCounter };
}
