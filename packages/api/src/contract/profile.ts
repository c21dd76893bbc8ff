import { z } from 'zod';
import { brandColor } from './brand-color.js';
import { abn, bankAccountNumber, bsb, requiredPhone } from './australia.js';
import { endpoint } from './endpoint.js';
import { flag, optionalText, requiredText } from './fields.js';
import { referringBusiness } from './referral-code.js';

/** The profile screen's texts for its required fields (docs/product/management.md §2 marks them). */
export const PROFILE_MESSAGES = {
  businessName: 'Business name is required',
  businessPhone: 'Business phone number is required',
  ownerName: 'Owner name is required',
  bankAccountName: 'Bank account name is required',
  bsb: 'BSB number is required',
  bankAccountNumber: 'Bank account number is required',
  gstNeedsAbn: 'Enter the ABN to register the business for GST',
} as const;

/**
 * The business as the profile shows it (docs/product/management.md §3 Business info). `userName` (the handle) and
 * `category` are read-only, and so is everything in `user`, the owner, except `name`.
 */
export const businessInfo = z.object({
  userName: z.string(),
  category: z.string(),
  name: z.string(),
  website: z.string(),
  phoneNumber: z.string(),
  abn: z.string(),
  isRegisteredForGST: z.boolean(),
  /** The logo's URL, or null before one is uploaded. */
  logo: z.string().nullable(),
  /** The brand colour (`#rrggbb`), or null for Countertop's theme. */
  brandColor: z.string().nullable(),
  user: z.object({
    name: z.string(),
    email: z.string(),
    /** The owner's own member code when they are also a member of the network, else ''. */
    memberId: z.string(),
    /** The business's own referral code: a business registering with it is recorded as referred by this one. */
    referralCode: z.string(),
    country: z.string(),
  }),
  /** The business whose code this one registered with, or null (docs/domain.md, "Referrals"). */
  referredBy: referringBusiness.nullable(),
});
export type BusinessInfo = z.infer<typeof businessInfo>;

export const bankAccount = z.object({
  name: z.string(),
  /** `123-456`. */
  bsb: z.string(),
  number: z.string(),
  bankName: z.string(),
  branch: z.string(),
});

/** The tax and bank details (the profile's Owner Bank Account Info). */
export const accountInfo = z.object({
  abn: z.string(),
  isRegisteredForGST: z.boolean(),
  bankAccount,
});
export type AccountInfo = z.infer<typeof accountInfo>;

export const businessInfoDetails = endpoint({
  method: 'GET',
  path: '/business-info/details',
  access: 'owner',
  request: z.void(),
  response: z.object({ data: businessInfo }),
});

export const accountInfoDetails = endpoint({
  method: 'GET',
  path: '/account-info/details',
  access: 'owner',
  request: z.void(),
  response: z.object({ data: accountInfo }),
});

const businessInfoAnswer = z.object({ message: z.string(), data: businessInfo });

/**
 * Save Business Info. `user.name` is the business name, as in registration (docs/product/management.md §7 sends
 * `user{name}`); phone, website and brand colour stay as they are when left out, and a null brand
 * colour goes back to Countertop's theme. A brand colour whose derived themes fail contrast is
 * refused with `brandColorRefusal`'s text, and nothing is saved. Anything else sent (the
 * read-only handle and category among it) is not read.
 */
export const updateBusinessInfo = endpoint({
  method: 'POST',
  path: '/business-info/update',
  access: 'owner',
  request: z.object({
    user: z.object(
      { name: requiredText(PROFILE_MESSAGES.businessName, 'Business name') },
      { error: PROFILE_MESSAGES.businessName },
    ),
    phoneNumber: requiredPhone(PROFILE_MESSAGES.businessPhone).optional(),
    website: optionalText('Website').optional(),
    brandColor: brandColor.nullable().optional(),
  }),
  response: businessInfoAnswer,
});

/** Save Owner Info: only the owner's name can change (e-mail, member ID, referral code and country are read-only). */
export const updateOwnerInfo = endpoint({
  method: 'POST',
  path: '/owner-info/update',
  access: 'owner',
  request: z.object({ name: requiredText(PROFILE_MESSAGES.ownerName, 'Owner name') }),
  response: businessInfoAnswer,
});

/**
 * Save Account Info (docs/product/management.md §7: abn, bankName, branch, bsb, isRegisteredForGST, name,
 * number). `name`, `bsb` and `number` are the bank account's and required; ABN, GST flag, bank
 * name and branch stay as they are when left out. Registering for GST needs an ABN.
 */
export const updateAccountInfo = endpoint({
  method: 'POST',
  path: '/account-info/update',
  access: 'owner',
  request: z.object({
    name: requiredText(PROFILE_MESSAGES.bankAccountName, 'Bank account name'),
    bsb: bsb(PROFILE_MESSAGES.bsb),
    number: bankAccountNumber(PROFILE_MESSAGES.bankAccountNumber),
    abn: abn.optional(),
    isRegisteredForGST: flag('Registered for GST').optional(),
    bankName: optionalText('Bank name', 100).optional(),
    branch: optionalText('Branch', 100).optional(),
  }),
  response: z.object({ message: z.string(), data: accountInfo }),
});
