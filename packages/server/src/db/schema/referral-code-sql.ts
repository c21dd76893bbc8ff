import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH } from '../../contract.js';

/**
 * A new referral code, made by the database: 8 characters of the contract's REFERRAL_CODE_ALPHABET
 * (`countertop_referral_code()`, migration 0014). Businesses get one as a column default; a
 * member's is set when they first ask for it (domain/referrals/referral-codes.ts).
 */
export const REFERRAL_CODE_SQL = sql`countertop_referral_code()`;

/** CHECK: `column` holds a code of that form (or null). */
export function referralCodeForm(column: AnyPgColumn): SQL {
  return sql`${column} ~ ${sql.raw(`'^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$'`)}`;
}
