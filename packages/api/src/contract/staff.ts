import { z } from 'zod';
import { optionalPhone } from './australia.js';
import { email, listOf, pageRequest } from './common.js';
import { endpoint } from './endpoint.js';
import { flag, recordId, requiredText } from './fields.js';
import { dollars, money } from './money.js';

/** The staff form's texts (docs/product/management.md §5; the e-mail ones come with the shared `email`). */
export const STAFF_MESSAGES = {
  name: 'Name is required',
  staffId: 'Staff ID is required',
} as const;

/** A staff member as the Staff screen lists them (docs/product/management.md §3). */
export const staffMember = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  isActive: z.boolean(),
  /** The same as `isActive`, under the name the form sends. */
  activeStaff: z.boolean(),
  chatAccess: z.boolean(),
  /** The largest refund they may give in one operation, in dollars (owners have no limit). */
  refundLimit: dollars,
  /** What they may refund in one business day, in dollars. */
  dailyRefundLimit: dollars,
  canSellGiftcards: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMember>;

const staffAnswer = z.object({ message: z.string(), data: staffMember });
const staffName = requiredText(STAFF_MESSAGES.name, 'Name', 80);
const activeStaff = flag('Active');
const chatAccess = flag('Chat access');
const refundLimit = money('Refund limit');
const dailyRefundLimit = money('Daily refund limit');
const canSellGiftcards = flag('Can sell gift cards');

/** What a new staff member may refund until the owner says otherwise (zod 4 defaults are outputs: cents). */
export const STAFF_LIMIT_DEFAULTS = { refundLimitCents: 10_000, dailyRefundLimitCents: 30_000 } as const;

/** Adds a staff member; the e-mail must be new within the business (else 409). */
export const addStaff = endpoint({
  method: 'POST',
  path: '/staff/add',
  access: 'owner',
  request: z.object({
    name: staffName,
    email,
    phoneNumber: optionalPhone.default(''),
    activeStaff: activeStaff.default(true),
    chatAccess: chatAccess.default(false),
    refundLimit: refundLimit.default(STAFF_LIMIT_DEFAULTS.refundLimitCents),
    dailyRefundLimit: dailyRefundLimit.default(STAFF_LIMIT_DEFAULTS.dailyRefundLimitCents),
    canSellGiftcards: canSellGiftcards.default(true),
  }),
  response: staffAnswer,
});

/**
 * Changes a staff member; phone, the flags and the limits stay as they are when left out. Setting
 * `activeStaff` false ends their sessions at once and refuses their sign-in until set true again.
 */
export const updateStaff = endpoint({
  method: 'POST',
  path: '/staff/update',
  access: 'owner',
  request: z.object({
    id: recordId(STAFF_MESSAGES.staffId),
    name: staffName,
    email,
    phoneNumber: optionalPhone.optional(),
    activeStaff: activeStaff.optional(),
    chatAccess: chatAccess.optional(),
    refundLimit: refundLimit.optional(),
    dailyRefundLimit: dailyRefundLimit.optional(),
    canSellGiftcards: canSellGiftcards.optional(),
  }),
  response: staffAnswer,
});

/** The business's staff, active and inactive, by name. */
export const listStaff = endpoint({
  method: 'POST',
  path: '/staff/list',
  access: 'owner',
  request: pageRequest,
  response: listOf(staffMember),
});
