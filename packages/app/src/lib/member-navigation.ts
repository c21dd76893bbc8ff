import type { CustomerSummary } from '@countertop/api';

/**
 * The member a search hands to /customer-details through navigation state (docs/product/front-desk.md §2):
 * `id` is the memberId, `giftCardBalance` the search's `gcBalance`.
 */
export interface NavigatedMember {
  name: string;
  email?: string;
  id: string;
  walletBalance?: number;
  giftCardBalance?: number;
}

/** The navigation state for a search result. */
export function memberFromSearch(result: CustomerSummary): { member: NavigatedMember } {
  return {
    member: {
      name: result.name,
      email: result.email,
      id: result.memberId,
      walletBalance: result.walletBalance,
      giftCardBalance: result.gcBalance,
    },
  };
}

/**
 * The navigation state for a search that found no one: the member screen says so in place of
 * the previous member, whose form it closes.
 */
export function memberNotFound(query: string): { notFound: string } {
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
 * The member in a location's state, or undefined when there is none (a reload keeps history
 * state, a typed URL or a bookmark has none). Anything malformed counts as none.
 */
export function readNavigatedMember(state: unknown): NavigatedMember | undefined {
  if (typeof state !== 'object' || state === null || !('member' in state)) return undefined;
  const member = (state as { member: unknown }).member;
  if (typeof member !== 'object' || member === null) return undefined;
  const { name, email, id, walletBalance, giftCardBalance } = member as Record<string, unknown>;
  if (typeof id !== 'string' || id.trim() === '') return undefined;
  return {
    name: typeof name === 'string' ? name : '',
    email: typeof email === 'string' ? email : undefined,
    id,
    walletBalance: finite(walletBalance),
    giftCardBalance: finite(giftCardBalance),
  };
}
