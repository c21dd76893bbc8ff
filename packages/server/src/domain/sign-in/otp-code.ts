import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

/**
 * 100000–999999: always six digits, so the client's integer conversion of the typed code
 * (docs/product/front-desk.md §5) can never drop a leading zero.
 */
export function newOtpCode(): string {
  return String(randomInt(100_000, 1_000_000));
}

/**
 * Six digits are a million possibilities, so a plain SHA-256 of a code is reversed instantly;
 * salted scrypt makes each guess cost real work, enough that a copied table is useless within a
 * code's 10-minute life. The format is `salt:hash`, both base64url.
 */
export async function hashOtpCode(code: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(code, salt, 32);
  return `${salt.toString('base64url')}:${hash.toString('base64url')}`;
}

export async function otpCodeMatches(code: string, stored: string): Promise<boolean> {
  const [saltText, hashText] = stored.split(':');
  if (!saltText || !hashText) return false;
  const expected = Buffer.from(hashText, 'base64url');
  const actual = await scryptAsync(code, Buffer.from(saltText, 'base64url'), expected.length);
  return timingSafeEqual(actual, expected);
}

/**
 * Where a check has fewer live codes to compare than it may (an unknown account, or one that
 * asked for none), it compares with this instead: a stored hash in form that no code was ever
 * hashed to, so it never matches, and comparing with it costs one scrypt like a real code.
 */
export const NO_CODE_HASH = `${randomBytes(16).toString('base64url')}:${randomBytes(32).toString('base64url')}`;
