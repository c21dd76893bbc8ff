/** Only members sign in here; a back-office session in the same browser is never restored. */
export const MEMBER_USER_TYPES = ['C'] as const;

/**
 * The member app keeps its session under keys of its own: it shares the back office's origin, and
 * a shop's owner may well be a member too.
 */
export const SESSION_KEY_PREFIX = 'member.';

/**
 * How often the app asks for requests waiting on the member's answer. The chat socket will push
 * them (another issue); until then this is the only way, and a counter waits on it.
 */
export const PENDING_POLL_MS = 3_000;

/** How often the pass asks for fresh balances while it is shown. */
export const BALANCES_POLL_MS = 10_000;

export const TEXT = {
  signedIn: 'Signed in',
  signInFailed: 'Could not sign you in',
  codeResent: 'A new code is on its way',
  codeResendFailed: 'Could not send a new code. Please try again.',
  signedOut: 'Signed out',
  approved: 'Payment approved. The counter will finish it.',
  rejected: 'Payment rejected. Nothing was taken.',
  requestGone: 'That payment request has expired or was withdrawn by the shop.',
} as const;
