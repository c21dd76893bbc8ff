import { z } from 'zod';
import { backOfficeUserType, businessHandle, email, messageBody, userTypeCode } from './common.js';
import { endpoint } from './endpoint.js';
import { text } from './fields.js';
import { referralCode, signInReferral } from './referral-code.js';

export const OTP_LENGTH = 6;

/** Staff sign in to one business, so their calls name it; owners and members never need to. */
function staffGivesHandle(body: { userType: string; user: { userName?: string | undefined } }): boolean {
  return body.userType !== 'S' || Boolean(body.user.userName);
}

export const sendOtp = endpoint({
  method: 'POST',
  path: '/user/loginotp',
  access: 'public',
  request: z
    .object({
      userType: userTypeCode,
      user: z.object({ email, userName: businessHandle.optional() }),
    })
    .refine(staffGivesHandle, { error: 'Business handle is required', path: ['user', 'userName'] }),
  response: z.object({
    message: z.string(),
    /** Only in demo mode: the code, for the login screen's auto-fill. Never in production. */
    otp: z.string().optional(),
    err: z.string().optional(),
  }),
});

const otpCode = z
  .number({ error: 'OTP is required' })
  .int('OTP must be 6 digits')
  .min(0, 'OTP must be 6 digits')
  .max(999999, 'OTP must be 6 digits');

/** The device registered at sign-in; the session token is bound to it. */
export const device = z.object({
  uuid: text().min(8).max(64),
  platform: text().max(64),
  model: text().max(128),
  make: text().max(128),
  name: text().max(128),
  regToken: text().max(256),
  appVersion: text().max(32),
  isOwnerDevice: z.boolean(),
  storeId: text().max(64).optional(),
  displayName: text().max(128).optional(),
});
export type Device = z.infer<typeof device>;

export const signedInUser = z.object({
  id: z.string(),
  userType: backOfficeUserType,
  name: z.string(),
  email: z.string(),
  chatAccess: z.boolean(),
  business: z.object({ id: z.string(), userName: z.string(), name: z.string() }),
});
export type SignedInUser = z.infer<typeof signedInUser>;

export const verifyOtp = endpoint({
  method: 'POST',
  path: '/user/verifyloginotp',
  access: 'public',
  request: z
    .object({
      userType: backOfficeUserType,
      client: z.literal('Web'),
      user: z.object({
        email,
        otp: otpCode,
        userName: businessHandle.optional(),
        device,
      }),
      storeId: text().max(64).optional(),
      counter: text().max(64).optional(),
    })
    .refine(staffGivesHandle, { error: 'Business handle is required', path: ['user', 'userName'] }),
  response: z.object({ token: z.string(), data: signedInUser, message: z.string().optional() }),
});

/** A member (user type `C`) as signed in: one identity across all businesses of the network. */
export const signedInMember = z.object({
  id: z.string(),
  userType: z.literal('C'),
  name: z.string(),
  email: z.string(),
  /** The short code on the member pass (QR/barcode); the front desk searches by it. */
  memberId: z.string(),
  username: z.string(),
});
export type SignedInMember = z.infer<typeof signedInMember>;

/**
 * Member sign-in on the same path (POST /user/verifyloginotp with userType `C`). The first sign-in
 * of an e-mail creates the member, with a memberId and a unique username (from the e-mail, or from
 * `user.name` when given).
 */
export const verifyMemberOtp = endpoint({
  method: 'POST',
  path: '/user/verifyloginotp',
  access: 'public',
  request: z.object({
    userType: z.literal('C'),
    client: text().max(32).optional(),
    user: z.object({
      email,
      otp: otpCode,
      name: text().trim().min(1).max(80).optional(),
      device: device.optional(),
    }),
    /** A referral code from a member's link (docs/domain.md, "Referrals"); an unknown one is 400. */
    referralCode,
  }),
  response: z.object({
    token: z.string(),
    data: signedInMember,
    message: z.string().optional(),
    /** With a `referralCode`: whether it was recorded, and why not. The sign-in stands either way. */
    referral: signInReferral.optional(),
  }),
});

/**
 * What the server serves at POST /user/verifyloginotp: the back-office sign-in (`verifyOtp`,
 * userType B or S) or the member's (`verifyMemberOtp`, userType C), told apart by `userType`.
 * Clients call the view they need; the server validates with this union.
 */
export const verifyLoginOtp = endpoint({
  method: 'POST',
  path: '/user/verifyloginotp',
  access: 'public',
  request: z.discriminatedUnion('userType', [verifyOtp.request, verifyMemberOtp.request], {
    error: 'User type must be B (owner), S (staff) or C (member)',
  }),
  response: z.object({
    token: z.string(),
    data: z.union([signedInUser, signedInMember]),
    message: z.string().optional(),
    referral: signInReferral.optional(),
  }),
});

export const logout = endpoint({
  method: 'GET',
  path: '/logout',
  access: 'owner-or-staff',
  request: z.void(),
  response: messageBody,
});
