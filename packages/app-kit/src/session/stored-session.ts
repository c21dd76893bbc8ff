import { z } from 'zod';
import { address, userTypeCode } from '@countertop/api';

/**
 * What a web client keeps about the signed-in user between page loads (docs/product/front-desk.md §3): an Owner
 * or Staff of the back office, or a member (`C`) of the member app. Only `userType` is essential:
 * a stored user without it is discarded (§5); the rest falls back to harmless defaults so an older
 * stored shape does not sign the user out.
 */
export const storedUser = z.object({
  userType: userTypeCode,
  name: z.string().catch(''),
  chatAccess: z.boolean().catch(false),
  id: z.string().optional().catch(undefined),
  email: z.string().optional().catch(undefined),
  /** Owners and Staff: the business they signed in to. */
  business: z.object({ id: z.string(), userName: z.string(), name: z.string() }).optional().catch(undefined),
  /** Members: the code on their member pass, and their username. */
  memberId: z.string().optional().catch(undefined),
  username: z.string().optional().catch(undefined),
});
export type StoredUser = z.infer<typeof storedUser>;

/** The store and counter chosen after sign-in (docs/product/front-desk.md §3: storeId or id, storeName, counter, …). */
export const selectedStore = z.preprocess(
  (value) =>
    typeof value === 'object' && value !== null && !('storeId' in value) && 'id' in value
      ? { ...value, storeId: (value as { id: unknown }).id }
      : value,
  z.object({
    storeId: z.string().min(1),
    storeName: z.string().catch(''),
    counter: z.string().catch(''),
    isOperational: z.boolean().catch(true),
    address: address.optional().catch(undefined),
  }),
);
export type SelectedStore = z.infer<typeof selectedStore>;

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The stored user, or undefined when it is missing, not JSON, or lacks a valid userType. */
export function parseStoredUser(text: string | null): StoredUser | undefined {
  const result = storedUser.safeParse(parseJson(text));
  return result.success ? result.data : undefined;
}

/** The stored store selection, or undefined when it is missing or does not parse. */
export function parseStoredStore(text: string | null): SelectedStore | undefined {
  const result = selectedStore.safeParse(parseJson(text));
  return result.success ? result.data : undefined;
}
