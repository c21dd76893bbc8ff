import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { text } from './fields.js';
import { memberBusinessRequest } from './member-businesses.js';

/**
 * Referrals (issue 20, docs/domain.md "Referrals"). A member has a code per business they are
 * subscribed to; a new member who signs up with it and then completes a first purchase there earns
 * the referrer the plan's `referralBonus`. A business has a code too (the owner's
 * `ownerReferralCode` on Profile); a business registering with it is recorded as referred by it.
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

export const REFERRAL_MESSAGES = {
  codeFormat: `A referral code is ${REFERRAL_CODE_LENGTH} letters and digits, like K7QM2XPA`,
  /** A well-formed code that names no member at a shop (sign-up) or no business (registration). */
  unknownMemberCode: 'This referral code was not found. Check it, or sign in without it.',
  unknownBusinessCode: 'This referral code was not found. Check it, or register without it.',
  /** The sign-in's `referral.message`: what became of the code. */
  recorded: (referrer: string, shop: string, bonusPoints: number) =>
    bonusPoints > 0
      ? `${referrer} referred you to ${shop}. Your first purchase there earns them ${bonusPoints.toLocaleString('en-AU')} points.`
      : `${referrer} referred you to ${shop}.`,
  ownCode: 'That is your own referral code: it only works for someone new to the shop.',
  alreadySubscribed: (shop: string) =>
    `You already belong to ${shop}, so the referral code does not apply. A referral is for someone new to the shop.`,
  alreadyReferred: (shop: string) =>
    `Someone else already referred you to ${shop}. A member is referred to a shop only once.`,
} as const;

/**
 * A referral code as typed or carried by a link: spaces around it and lower case are forgiven; an
 * empty one is no code at all (a form's empty field).
 */
export const referralCode = text({ error: REFERRAL_MESSAGES.codeFormat }, 64)
  .trim()
  .transform((code) => code.toUpperCase())
  .refine((code) => code === '' || REFERRAL_CODE.test(code), REFERRAL_MESSAGES.codeFormat)
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

/**
 * The member's code and link for one of their shops; the same code on every call (it is made on
 * the first). A shop the member does not belong to, an unknown or a malformed id is 404
 * `Shop not found.`.
 */
export const getReferralCode = endpoint({
  method: 'POST',
  path: '/referral/code',
  access: 'member',
  request: memberBusinessRequest,
  response: z.object({ code: z.string(), link: z.string() }),
});

/** The member who referred a subscriber, as the business knows them. */
export const referrer = z.object({ customerId: z.string(), customerName: z.string() });

/** The business that referred this one (recorded only: what it earns is for the billing plans). */
export const referringBusiness = z.object({ name: z.string(), userName: z.string() });
