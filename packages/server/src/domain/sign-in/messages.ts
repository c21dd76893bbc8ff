/** The texts the sign-in screens show; tests assert them, so they live in one place. */
export const AUTH_MESSAGES = {
  otpSent:
    'If an account matches these details, we have sent a 6-digit OTP to that e-mail. It is valid for 10 minutes.',
  /** Every failed check, whatever the reason: the reasons differ only for real accounts. */
  invalidOtp: 'Invalid or expired OTP. Please check the code or request a new one.',
  inactiveStaff: 'Your staff account is inactive. Please contact the business owner.',
  busy: 'Another OTP request for this e-mail is in progress. Please try again in a moment.',
  loggedIn: 'Successfully logged in!',
  loggedOut: 'Successfully logged out!',
  counterSelected: 'Store and counter selected.',
  signInRequired: 'Please sign in to continue.',
  sessionExpired: 'Session expired. Please login again.',
  wrongRole: 'Your account type cannot use this page.',
  cooldown: (seconds: number) => `Please wait ${seconds} seconds before requesting another OTP.`,
  tooManySends: (minutes: number) =>
    `Too many OTP requests for this e-mail. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;
