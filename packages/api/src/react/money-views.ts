import type { Query } from '@tanstack/react-query';

/**
 * Marks the queries whose answers show money or members (dashboards, lists, balances). A reward,
 * sale or refund at the counter makes every one of them stale (a first reward adds a subscriber;
 * a sale counts in the card's Sold), so they are asked again when shown instead of after a
 * reload. A mark rather than a list of endpoints: the header's customer search shares a hooks
 * file with the refund, and a list would load those screens' schemas with every page.
 */
export const SHOWS_MONEY = { meta: { showsMoney: true } } as const;

export function showsMoney(query: Query): boolean {
  return query.meta?.['showsMoney'] === true;
}
