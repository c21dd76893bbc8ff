export { randomUuid } from './random-uuid.js';
export { useCodeSignIn } from './use-code-sign-in.js';
export type { CodeSignInOptions, VerifyCallbacks } from './use-code-sign-in.js';
export { WEB_DEVICE, webDevice } from './web-device.js';
