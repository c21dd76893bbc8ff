import type { Store } from '@countertop/api';
import { formatPhone } from '@countertop/app-kit';

/**
 * What the list hands to /stores/add to edit a store (docs/product/management.md §2): id, name,
 * operational, phone, website, address parts, latitude/longitude and the counter count.
 */
export interface StoreEditState {
  id: string;
  name: string;
  operational: boolean;
  phone: string;
  website: string;
  address: { line1: string; line2: string; city: string; state: string; pincode: string };
  location: { lat: number | null; lng: number | null };
  counters: number;
}

export function storeEditState(store: Store): { store: StoreEditState } {
  return {
    store: {
      id: store.id,
      name: store.name,
      operational: store.isOperational,
      // The field starts with the number as the list shows it; the server takes it either way.
      phone: formatPhone(store.phoneNumber),
      website: store.website,
      address: {
        line1: store.address.line1,
        line2: store.address.line2,
        city: store.address.city,
        state: store.address.state,
        pincode: String(store.address.pinCode),
      },
      location: { lat: store.latitude, lng: store.longitude },
      counters: store.counters.length,
    },
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const coordinate = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/**
 * The store to edit in a location's state, or undefined for add mode (a typed URL, a bookmark, or
 * anything malformed).
 */
export function readStoreEditState(state: unknown): StoreEditState | undefined {
  const store = record(record(state).store);
  if (typeof store.id !== 'string' || store.id.trim() === '') return undefined;
  const address = record(store.address);
  const location = record(store.location);
  return {
    id: store.id,
    name: text(store.name),
    operational: store.operational !== false,
    phone: text(store.phone),
    website: text(store.website),
    address: {
      line1: text(address.line1),
      line2: text(address.line2),
      city: text(address.city),
      state: text(address.state),
      pincode: text(address.pincode),
    },
    location: { lat: coordinate(location.lat), lng: coordinate(location.lng) },
    counters: typeof store.counters === 'number' && store.counters >= 1 ? store.counters : 1,
  };
}
