import type { AppContext } from '../../context.js';
import { DomainError } from '../../domain/errors.js';

/** Whose code a check is for: the same e-mail may be a member, an owner and staff of several businesses. */
export function accountKey(input: { userType: 'B' | 'S' | 'C'; email: string; handle?: string | undefined }) {
  return `${input.userType}:${input.email}:${input.handle?.replace(/^@/, '').toLowerCase() ?? ''}`;
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
