/** Only members sign in here; a back-office session in the same browser is never restored. */
export const MEMBER_USER_TYPES = ['C'] as const;

/**
 * The member app keeps its session under keys of its own: it shares the back office's origin, and
 * a shop's owner may well be a member too.
 */
export const SESSION_KEY_PREFIX = 'member.';

/**
 * How often the app asks for requests waiting on the member's answer while the chat socket is not
 * connected: a counter waits on it.
 */
export const PENDING_POLL_MS = 3_000;

/** The same while the socket pushes every change: a safety net for a push lost on the way. */
export const PENDING_POLL_WITH_PUSH_MS = 15_000;

/** How often the pass asks for fresh balances while it is shown. */
export const BALANCES_POLL_MS = 10_000;

export const TEXT = {
  signedIn: 'Signed in',
  signInFailed: 'Could not sign you in',
  codeResent: 'A new code is on its way',
  codeResendFailed: 'Could not send a new code. Please try again.',
  codeRequired: 'Code is required',
  newMessages: 'New messages',
  signedOut: 'Signed out',
  signOutFailed: 'Could not sign you out. Please try again.',
  approved: 'Payment approved. The counter will finish it.',
  rejected: 'Payment rejected. Nothing was taken.',
  requestGone: 'That payment request has expired or was withdrawn by the shop.',
} as const;
