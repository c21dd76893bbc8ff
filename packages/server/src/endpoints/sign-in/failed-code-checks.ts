import type { AppContext } from '../../context.js';
import { DomainError } from '../../domain/errors.js';
import type { Account } from '../../domain/sign-in/account-repository.js';

/** A back-office sign-in attempt: the account its details name, if any, and the details. */
export interface BackOfficeAttempt {
  userType: 'B' | 'S';
  email: string;
  handle: string | undefined;
  account: Account | undefined;
}

/**
 * The account a code check is counted on: the one the code belongs to, whatever else the request
 * says. A back-office account is its user id, so a `userName` an owner's sign-in does not read
 * cannot open a fresh allowance. Details that name no account are counted under what would name
 * one (an owner's e-mail; a staff member's handle and e-mail), exactly as often as a real account,
 * so the limit's 429 tells nothing of who exists. A member's codes belong to the e-mail.
 */
export function accountKey(attempt: BackOfficeAttempt | { userType: 'C'; email: string }): string {
  if (attempt.userType === 'C') return `C:${attempt.email}`;
  if (attempt.account) return `user:${attempt.account.user.id}`;
  return attempt.userType === 'B' ? `B:${attempt.email}` : `S:${attempt.handle ?? ''}:${attempt.email}`;
}

/**
 * Runs a code check under the failed-check limits: per client address and per account across
 * addresses (http/rate-limits/limits.ts). Every check is counted before it runs, so parallel
 * guesses cannot slip past the limit together, and a right code takes its count back: only wrong
 * codes stay counted.
 */
export async function limitFailedChecks<T>(
  { limits }: Pick<AppContext, 'limits'>,
  keys: { address: string; account: string },
  check: () => Promise<T>,
): Promise<T> {
  await limits.take('failedChecksPerAddress', keys.address);
  try {
    await limits.take('failedChecksPerAccount', keys.account);
  } catch (refusal) {
    await limits.forgive('failedChecksPerAddress', keys.address);
    throw refusal;
  }
  const forgive = () =>
    Promise.all([
      limits.forgive('failedChecksPerAddress', keys.address),
      limits.forgive('failedChecksPerAccount', keys.account),
    ]);
  try {
    const result = await check();
    await forgive();
    return result;
  } catch (error) {
    // A wrong or used-up code stays counted; anything else (an inactive account, a fault) was no guess.
    if (!(error instanceof DomainError && error.kind === 'invalid-input')) await forgive();
    throw error;
  }
}
