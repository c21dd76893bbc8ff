/** The sign-in screens' own texts, the same in every app (docs/product/front-desk.md §5). */
export const SIGN_IN_TEXT = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  codeRequired: 'OTP is required',
} as const;

/** Resend stays disabled this long after every send or resend: the server allows one code per 30 s. */
export const RESEND_CODE_SECONDS = 30;
