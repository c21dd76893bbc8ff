/**
 * Sign-in limits (docs/domain.md, "Sign-in and sessions"). Sessions last 7 days without use and 30
 * days at most: a counter device used every working day stays signed in for a month, one left
 * in a drawer signs itself out within a week.
 */
export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_WRONG_TRIES = 5;
export const OTP_SEND_COOLDOWN_MS = 30_000;
export const OTP_SEND_WINDOW_MS = 15 * 60_000;
export const OTP_SENDS_PER_WINDOW = 5;

export const SESSION_IDLE_MS = 7 * 24 * 60 * 60_000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60_000;
/** lastSeenAt is written at most this often, so reads do not turn every request into a write. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;
