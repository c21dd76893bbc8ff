import { businessStats } from '../../contract/dashboard.js';
import { addStore, listStores, updateStore } from '../../contract/stores.js';
import type { RequestOf } from '../../contract/endpoint.js';
import { mutationHook } from '../mutation-hook.js';
import { queryHook } from '../query-hook.js';

/** Enough for every store of a business in one page (the contract's largest page). */
export const ALL_STORES: RequestOf<typeof listStores> = { offset: 0, limit: 100 };

export const useStores = queryHook(listStores);

/** The store list is also the sign-in dialog's, and the dashboard counts stores. */
export const useAddStore = mutationHook(addStore, { invalidates: [listStores, businessStats] });

export const useUpdateStore = mutationHook(updateStore, { invalidates: [listStores] });
