import type { Desk } from './front-desk.js';
import { call } from './front-desk.js';
import type { FileApp } from './file-setup.js';
import { addStaff, signIn } from './flows.js';

/** A staff member of the desk's business, signed in: their id and e-mail for the owner's calls. */
export interface SignedInStaff {
  id: string;
  email: string;
  token: string;
}

/** Adds a staff member (with the add's defaults) and signs them in. */
export async function signedInStaff(t: FileApp, desk: Desk, email?: string): Promise<SignedInStaff> {
  const added = await addStaff(t.db, desk.business.id, email === undefined ? {} : { email });
  const token = await signIn(t.app, t.delivery, {
    userType: 'S',
    email: added.email,
    handle: desk.business.handle,
  });
  return { ...added, token };
}

/** The owner changes a staff member's limits on the staff form (`/business/staff/update`). */
export async function setStaffLimits(
  t: FileApp,
  desk: Desk,
  staff: SignedInStaff,
  limits: { refundLimit?: number | string; dailyRefundLimit?: number | string; canSellGiftcards?: boolean },
): Promise<void> {
  const res = await call(t.app, desk.owner, '/business/staff/update', {
    id: staff.id,
    name: `Staff ${staff.email}`,
    email: staff.email,
    ...limits,
  });
  if (res.statusCode !== 200) throw new Error(`staff update failed: ${res.statusCode} ${res.body}`);
}
