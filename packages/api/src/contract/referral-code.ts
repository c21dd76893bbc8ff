import { z } from 'zod';
import { text } from './fields.js';

/**
 * Referral codes (issue 20, docs/domain.md "Referrals"): their form, the link that carries one,
 * what a sign-in says of one, and who referred whom as the lists show it. Apart from the member's
 * call (referrals.ts), since the sign-in and registration forms read a code and their first loads
 * should not build the rest.
 */

/**
 * The letters and digits a code is made of: no 0/O, 1/I/L, so a code read out or copied by hand
 * comes back the same.
 */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;
const REFERRAL_CODE = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`);

/** The member app's sign-in reads the code from this query parameter of the link. */
export const REFERRAL_LINK_PARAM = 'ref';

/** Where a member's link leads, below the server's origin: the member app's sign-in with the code. */
export function referralLinkPath(code: string): string {
  return `/member/sign-in?${REFERRAL_LINK_PARAM}=${encodeURIComponent(code)}`;
}

/** What a code of the wrong form is told (REFERRAL_MESSAGES has every referral text). */
export const REFERRAL_CODE_FORMAT = `A referral code is ${REFERRAL_CODE_LENGTH} letters and digits, like K7QM2XPA`;

/**
 * A referral code as typed or carried by a link: spaces around it and lower case are forgiven; an
 * empty one is no code at all (a form's empty field).
 */
export const referralCode = text({ error: REFERRAL_CODE_FORMAT }, 64)
  .trim()
  .transform((code) => code.toUpperCase())
  .refine((code) => code === '' || REFERRAL_CODE.test(code), REFERRAL_CODE_FORMAT)
  .transform((code) => (code === '' ? undefined : code))
  .optional();

/** Whether a text is a referral code's form (the apps check a link's code before showing it). */
export function isReferralCode(code: string): boolean {
  return REFERRAL_CODE.test(code);
}

/** What became of the code a member signed in with. */
export const REFERRAL_OUTCOMES = ['Recorded', 'Refused'] as const;
export const signInReferral = z.object({
  status: z.enum(REFERRAL_OUTCOMES),
  businessName: z.string(),
  message: z.string(),
});
export type SignInReferral = z.infer<typeof signInReferral>;

/** The member who referred a subscriber, as the business knows them. */
export const referrer = z.object({ customerId: z.string(), customerName: z.string() });

/** The business that referred this one (recorded only: what it earns is for the billing plans). */
export const referringBusiness = z.object({ name: z.string(), userName: z.string() });
