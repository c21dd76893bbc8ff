import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { formatCount } from './count.js';
import { memberBusinessRequest } from './member-businesses.js';
import { REFERRAL_CODE_FORMAT } from './referral-code.js';

/**
 * Referrals (issue 20, docs/domain.md "Referrals"). A member has a code per business they are
 * subscribed to; a new member who signs up with it and then completes a first purchase there earns
 * the referrer the plan's `referralBonus`. A business has a code too (the owner's
 * `ownerReferralCode` on Profile); a business registering with it is recorded as referred by it.
 * The code's form and the sign-in's answer are in referral-code.ts.
 */

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

/** The referral texts: the server's answers, which the apps show as sent. */
export const REFERRAL_MESSAGES = {
  codeFormat: REFERRAL_CODE_FORMAT,
  /** A well-formed code that names no member at a shop (sign-up) or no business (registration). */
  unknownMemberCode: 'This referral code was not found. Check it, or sign in without it.',
  unknownBusinessCode: 'This referral code was not found. Check it, or register without it.',
  /** The sign-in's `referral.message`: what became of the code. */
  recorded: (referrer: string, shop: string, bonusPoints: number) =>
    bonusPoints > 0
      ? `${referrer} referred you to ${shop}. Your first purchase there earns them ${formatCount(bonusPoints)} points.`
      : `${referrer} referred you to ${shop}.`,
  ownCode: 'That is your own referral code: it only works for someone new to the shop.',
  alreadySubscribed: (shop: string) =>
    `You already belong to ${shop}, so the referral code does not apply. A referral is for someone new to the shop.`,
  alreadyReferred: (shop: string) =>
    `Someone else already referred you to ${shop}. A member is referred to a shop only once.`,
} as const;
