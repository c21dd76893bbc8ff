export { describeBrowser } from './describe-browser.js';
export type { BrowserDescription } from './describe-browser.js';
export { randomUuid } from './random-uuid.js';
export { RESEND_OTP_SECONDS, SIGN_IN_TEXT } from './texts.js';
export { useCodeSignIn } from './use-code-sign-in.js';
export type { CodeSignInOptions, VerifyCallbacks } from './use-code-sign-in.js';
export { useResendCountdown } from './use-resend-countdown.js';
export { validateEmail } from './validate-email.js';
export { WEB_DEVICE, webDevice } from './web-device.js';
