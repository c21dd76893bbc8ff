/**
 * The gift-card pricing rule, written once for the add form, the contract's schema, the server
 * and the demo seed: the discount (hundredths of a percent, so 12.5 % stays an integer), the sale
 * price and the ACCC warning. "No discount" is `null`: a typed 0 counts as missing
 * (docs/product/management.md §5, docs/decisions.md 45).
 */

/** 100 % in hundredths of a percent. */
const WHOLE = 10_000;

/**
 * ACCC rule (cards sold from 1 Nov 2019): at least 3 years unless exempt, e.g. a genuinely
 * discounted card.
 */
export const ACCC_MINIMUM_VALIDITY_DAYS = 3 * 365;

export const ACCC_WARNING =
  'Gift cards sold in Australia must be redeemable for at least 3 years unless exempt (for example a genuinely discounted card).';

export type DiscountReading =
  { ok: true; basisPoints: number } | { ok: false; problem: 'range' | 'decimals' };

/** A typed discount: above 0 and at most 100, with at most two decimals. */
export function readDiscount(typed: string): DiscountReading {
  const match = /^\s*(\d{1,3})(?:\.(\d+))?\s*$/.exec(typed);
  if (!match) return { ok: false, problem: 'range' };
  const decimals = match[2] ?? '';
  if (decimals.length > 2) return { ok: false, problem: 'decimals' };
  const basisPoints = Number(match[1]) * 100 + Number(decimals.padEnd(2, '0'));
  return basisPoints > 0 && basisPoints <= WHOLE
    ? { ok: true, basisPoints }
    : { ok: false, problem: 'range' };
}

/** face × (1 − discount), rounded half up to the cent, in integers; `null` sells at face value. */
export function salePriceCents(faceValueCents: number, discountBasisPoints: number | null): number {
  const off = discountBasisPoints ?? 0;
  return Math.floor((faceValueCents * (WHOLE - off) + WHOLE / 2) / WHOLE);
}

/** Under 3 years without a discount: saved all the same, with the warning for the owner. */
export function breaksAcccRule(validityDays: number | null, discountBasisPoints: number | null): boolean {
  const short = validityDays !== null && validityDays < ACCC_MINIMUM_VALIDITY_DAYS;
  return short && !discountBasisPoints;
}
