import { randomInt } from 'node:crypto';

/**
 * memberId: 9 digits, no leading zero (it is printed as a barcode and typed at the counter, where
 * a leading zero gets lost). 900 million codes: collisions are rare and retried on the unique index.
 */
export function newMemberCode(): string {
  return String(randomInt(100_000_000, 1_000_000_000));
}

export const MEMBER_CODE = /^[1-9]\d{8}$/;
export const USERNAME = /^[a-z][a-z0-9._]{2,29}$/;

/**
 * A username proposal from a name or e-mail: lower-case letters, digits, dots and underscores,
 * starting with a letter (so it can never look like a memberId), 3–24 characters before any
 * numeric suffix added to make it unique. 'Ava Nguyen' → 'ava.nguyen'.
 */
export function usernameBase(source: string): string {
  const cleaned = source
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/@.*$/, '')
    .replace(/[^a-z0-9._]+/g, '.')
    .replace(/\.{2,}/g, '.')
    .replace(/^[^a-z]+/, '')
    .replace(/[._]+$/, '')
    .slice(0, 24)
    .replace(/[._]+$/, '');
  return cleaned.length >= 3 ? cleaned : `member${cleaned}`.slice(0, 24);
}

/** The n-th candidate: the base, then base + a random 3–4 digit suffix. */
export function usernameCandidate(base: string, attempt: number): string {
  return attempt === 0 ? base : `${base}${randomInt(attempt < 3 ? 100 : 1000, attempt < 3 ? 1000 : 10_000)}`;
}
