import { z } from 'zod';
import { optionalPhone } from './australia.js';
import { email, listOf, pageRequest } from './common.js';
import { endpoint } from './endpoint.js';
import { flag, recordId, requiredText } from './fields.js';

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
});
export type StaffMember = z.infer<typeof staffMember>;

const staffAnswer = z.object({ message: z.string(), data: staffMember });
const staffName = requiredText(STAFF_MESSAGES.name, 'Name', 80);
const activeStaff = flag('Active');
const chatAccess = flag('Chat access');

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
  }),
  response: staffAnswer,
});

/**
 * Changes a staff member; phone and the two flags stay as they are when left out. Setting
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
