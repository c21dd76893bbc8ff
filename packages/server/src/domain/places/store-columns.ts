import type { z } from 'zod';
import type { storeAddress } from '../../contract.js';

export type StoreAddress = z.output<typeof storeAddress>;

/** Counter names for a store with a number of counters: Counter 1 … Counter n. */
export function counterNames(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `Counter ${i + 1}`);
}

/** The stores row's address columns for an address the contract has read. */
export function addressColumns(address: StoreAddress) {
  return {
    addressLine1: address.line1,
    addressLine2: address.line2,
    city: address.city,
    state: address.state,
    country: address.country,
    pinCode: address.pinCode,
  };
}
