export { AppKitProvider } from './app-kit-provider.js';
export { createAppServices } from './app-services.js';
export { startApp } from './start-app.js';
export type { AppServices } from './app-services.js';
export { createQueryClient } from './api/query-client.js';
export { createSessionApiClient } from './api/session-api-client.js';
export { toastNotifier } from './api/toast-notifier.js';
export { createSessionStore, isAuthenticated, STORAGE_KEYS } from './session/session-store.js';
export type { Session, SessionStore, SessionStoreOptions } from './session/session-store.js';
export { SessionProvider } from './session/session-provider.js';
export { useSession, useSessionStore } from './session/use-session.js';
export { useEndSession } from './session/use-end-session.js';
export { LinkRouterProvider } from './routing/link-router-provider.js';
export { formatDate, formatPercent } from './format.js';
export {
  describeBrowser,
  randomUuid,
  RESEND_OTP_SECONDS,
  SIGN_IN_TEXT,
  useCodeSignIn,
  useResendCountdown,
  validateEmail,
  WEB_DEVICE,
  webDevice,
} from './sign-in/index.js';
export type { BrowserDescription, CodeSignInOptions, VerifyCallbacks } from './sign-in/index.js';
