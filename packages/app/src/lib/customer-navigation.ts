import type { CustomerSummary } from '@countertop/api';

/**
 * The customer a search hands to /customer-details through navigation state (docs/product/front-desk.md §2):
 * `id` is the memberId, `giftcardBalance` the search's `gcBalance`.
 */
export interface NavigatedCustomer {
  name: string;
  email?: string;
  id: string;
  walletBalance?: number;
  giftcardBalance?: number;
}

/** The navigation state for a search result. */
export function customerFromSearch(result: CustomerSummary): { customer: NavigatedCustomer } {
  return {
    customer: {
      name: result.name,
      email: result.email,
      id: result.memberId,
      walletBalance: result.walletBalance,
      giftcardBalance: result.gcBalance,
    },
  };
}

/**
 * The navigation state for a search that found no one: the customer screen says so in place of
 * the previous customer, whose form it closes.
 */
export function customerNotFound(query: string): { notFound: string } {
  return { notFound: query };
}

/** The query that found no one, from a location's state. */
export function readNotFoundQuery(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('notFound' in state)) return undefined;
  const query = (state as { notFound: unknown }).notFound;
  return typeof query === 'string' ? query : undefined;
}

const finite = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/**
 * The customer in a location's state, or undefined when there is none (a reload keeps history
 * state, a typed URL or a bookmark has none). Anything malformed counts as none.
 */
export function readNavigatedCustomer(state: unknown): NavigatedCustomer | undefined {
  if (typeof state !== 'object' || state === null || !('customer' in state)) return undefined;
  const customer = (state as { customer: unknown }).customer;
  if (typeof customer !== 'object' || customer === null) return undefined;
  const { name, email, id, walletBalance, giftcardBalance } = customer as Record<string, unknown>;
  if (typeof id !== 'string' || id.trim() === '') return undefined;
  return {
    name: typeof name === 'string' ? name : '',
    email: typeof email === 'string' ? email : undefined,
    id,
    walletBalance: finite(walletBalance),
    giftcardBalance: finite(giftcardBalance),
  };
}
