import { z } from 'zod';
import { requiredPhone, optionalPhone } from './australia.js';
import { businessHandle, email, messageBody } from './common.js';
import { endpoint } from './endpoint.js';
import { optionalText, requiredText, text } from './fields.js';
import { referralCode } from './referral-code.js';
import { counterCount, latitude, longitude, STORE_MESSAGES, storeAddress } from './stores.js';

/** The register screen's texts (docs/product/management.md §5) that are not the store form's. */
export const REGISTER_FORM_MESSAGES = {
  businessName: 'Business name is required',
  handle: 'Business handle is required',
  ownerName: 'Owner name is required',
  contactNumber: 'Contact number is required',
} as const;

/**
 * The server's answers to a registration; the taken handle and e-mail are in the contract so the
 * form can mark the field each one is about.
 */
export const REGISTRATION_MESSAGES = {
  registered: 'Your business is registered. Sign in with your e-mail to continue.',
  handleTaken: (handle: string) => `The business handle @${handle} is already taken. Please choose another.`,
  emailTaken: 'An owner account with this e-mail already exists. Sign in instead, or use another e-mail.',
} as const;

/**
 * The registration payload of docs/product/management.md §3, as the register screen sends it: the business, its
 * owner and its primary store. Numbers may arrive as text (`counters: '2'`, `latitude: '-33.86'`).
 */
export const register = endpoint({
  method: 'POST',
  path: '/user/add',
  access: 'public',
  request: z.object({
    userType: z.literal('B'),
    /** `user.name` is the business name; the top-level `name` is the owner's. */
    user: z.object({
      email,
      name: requiredText(REGISTER_FORM_MESSAGES.businessName, 'Business name'),
      country: z.literal('AU'),
    }),
    userName: text().trim().min(1, REGISTER_FORM_MESSAGES.handle).pipe(businessHandle),
    name: requiredText(REGISTER_FORM_MESSAGES.ownerName, 'Owner name'),
    website: optionalText('Website').default(''),
    phoneNumber: requiredPhone(REGISTER_FORM_MESSAGES.contactNumber),
    stores: z
      .array(
        z.object({
          name: requiredText(STORE_MESSAGES.name, 'Store name'),
          isOperational: z.literal('true'),
          isPrimary: z.literal('true'),
          phoneNumber: optionalPhone.default(''),
          website: optionalText('Website').default(''),
          address: storeAddress,
          longitude,
          latitude,
          counters: counterCount,
        }),
      )
      .length(1, 'Exactly one store is registered with the business'),
    /** Another business's code (its owner's `ownerReferralCode`): recorded as referred by it. */
    referralCode,
  }),
  response: messageBody,
});
