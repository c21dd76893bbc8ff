import { formatMoney } from '../../contract.js';

/** Texts for returns (docs/domain.md, "Returns"); tests assert them, so they live in one place. */
export const RETURN_MESSAGES = {
  returned: 'Purchase returned.',
  /** Unknown, malformed or another business's: the same answer, so nothing leaks. */
  notFound: 'Purchase not found',
  notCompleted: 'Only a completed purchase can be returned. This one was never completed.',
  fullyReturned: 'This purchase has already been returned in full.',
  overReturnable: (leftCents: number) =>
    `The return amount is more than can still be returned on this purchase (${formatMoney(leftCents)}).`,
} as const;
