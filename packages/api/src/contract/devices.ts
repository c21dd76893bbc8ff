import { z } from 'zod';
import { backOfficeUserType, listOf, pageRequest } from './common.js';
import { endpoint } from './endpoint.js';
import { text } from './fields.js';

/**
 * A device someone of the business signed in on (docs/product/management.md §3 Device), with who and when.
 * Its sessions live as long as it is listed: deleting it ends them.
 */
export const registeredDevice = z.object({
  uuid: z.string(),
  name: z.string(),
  displayName: z.string(),
  platform: z.string(),
  /** 'Owner Device' or 'Regular Device' on the screen. */
  isOwnerDevice: z.boolean(),
  /** The device this very call comes from: deleting it signs the caller out. */
  isCurrentDevice: z.boolean(),
  userName: z.string(),
  userType: backOfficeUserType,
  /** When someone last signed in on it. */
  lastSignInAt: z.string(),
  /**
   * When one of its sessions was last used (at most a few minutes late: the server writes it
   * now and then, not on every call), or its sign-in when none has been used since.
   */
  lastActiveAt: z.string(),
  /** A session on it is still open: not signed out, expired or idle past the limit. */
  isSignedIn: z.boolean(),
});
export type RegisteredDevice = z.infer<typeof registeredDevice>;

/** Every device of the business (the owner's and the staff's), most recently used first. */
export const listDevices = endpoint({
  method: 'POST',
  path: '/device/list',
  access: 'owner',
  request: pageRequest,
  response: listOf(registeredDevice),
});

/**
 * Forgets a device and ends every session on it at once (a lost tablet). `signedOut` is true when
 * it was the caller's own device: the caller's token no longer works.
 */
export const deleteDevice = endpoint({
  method: 'POST',
  path: '/device/delete',
  access: 'owner',
  request: z.object({
    uuid: text({ error: 'Device ID is required' }).trim().min(1, 'Device ID is required').max(64),
  }),
  response: z.object({ message: z.string(), signedOut: z.boolean() }),
});
