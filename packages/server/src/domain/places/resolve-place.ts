import type { Auth } from '../caller.js';
import { invalidInput, notFound } from '../errors.js';
import { PLACE_MESSAGES } from './messages.js';
import type { Place } from './place.js';

export interface WantedPlace {
  storeId?: string | undefined;
  counter?: string | undefined;
}

/**
 * Which store a money operation names (docs/domain.md, "Store, counter and actor"): the body's
 * `storeId`, else the one selected in the session; null for none. Without a store anywhere,
 * `storeRequired` operations fail with the spec's 'Store data not found'; the others (a plain
 * reward) are recorded without one. The store itself is read with the operation's other rows
 * (domain/ledger/money-opening.ts) and checked by `placeAt`.
 */
export function wantedStoreId(
  auth: Auth,
  wanted: WantedPlace,
  { storeRequired }: { storeRequired: boolean },
): string | null {
  const storeId = wanted.storeId ?? auth.selected.storeId;
  if (storeId === null && storeRequired) throw invalidInput(PLACE_MESSAGES.noStore);
  return storeId;
}

/**
 * Where a money operation happens: the wanted store must be one of the caller's business (`store`
 * is the row read for it, null when there is none: 404 like any other business's id), and a
 * counter named in the body must be one of its counters; otherwise the session's counter when it
 * is for that store, else unknown.
 */
export function placeAt(
  auth: Auth,
  wanted: WantedPlace,
  storeId: string | null,
  store: { id: string; counters: string[] } | null,
  at: Date,
): Place {
  const who = { businessId: auth.businessId, actorUserId: auth.userId, at };
  if (storeId === null) return { ...who, storeId: null, counter: wanted.counter ?? null };
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
