import type { Role } from '../contract.js';

/** Who is calling, as the authentication hook established it. */
export interface Auth {
  sessionId: string;
  /** The device the session was opened on. */
  deviceId: string;
  /**
   * The store and counter chosen on that device (at sign-in or through the store dialog), which
   * money calls fall back to when their body names none.
   */
  selected: { storeId: string | null; counter: string | null };
  userId: string;
  businessId: string;
  role: Extract<Role, 'owner' | 'staff'>;
}

/** A signed-in member (user type C), on `/customer/...` paths. */
export interface MemberAuth {
  sessionId: string;
  /** The members row id (not the memberId code on the wire). */
  memberRowId: string;
}
