import type { SelectedStore } from '@countertop/app-kit';

/** Where a reward, sale or refund happens, as every front-desk request carries it (docs/product/front-desk.md §7). */
export function counterPlace(store: SelectedStore): { storeId: string; counter?: string } {
  return { storeId: store.storeId, ...(store.counter ? { counter: store.counter } : {}) };
}
