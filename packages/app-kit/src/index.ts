export { AppKitProvider } from './app-kit-provider.js';
export { createAppServices } from './app-services.js';
export { startApp } from './start-app.js';
export { registerServiceWorker } from './register-service-worker.js';
export type { AppServices } from './app-services.js';
export { createQueryClient } from './api/query-client.js';
export { createSessionApiClient } from './api/session-api-client.js';
export { toastNotifier } from './api/toast-notifier.js';
export { createSessionStore, isAuthenticated, STORAGE_KEYS } from './session/session-store.js';
export type { Session, SessionStore, SessionStoreOptions } from './session/session-store.js';
export type { SelectedStore, StoredUser } from './session/stored-session.js';
export { SessionProvider } from './session/session-provider.js';
export { useSession, useSessionStore } from './session/use-session.js';
export { useEndSession } from './session/use-end-session.js';
export { useSignOut } from './session/use-sign-out.js';
export type { SignOutOptions } from './session/use-sign-out.js';
export { lazyComponent } from './routing/lazy-component.js';
export { lazyFramed } from './routing/lazy-framed.js';
export { RouteError } from './routing/route-error.js';
export { RouteTree } from './routing/route-tree.js';
export {
  formatDate,
  formatDateTime,
  formatDiscount,
  formatPercent,
  formatPhone,
  isDiscounted,
} from './format.js';
export { randomUuid, useCodeSignIn, WEB_DEVICE, webDevice } from './sign-in/index.js';
export type { CodeSignInOptions, VerifyCallbacks } from './sign-in/index.js';
export {
  ChatSocketProvider,
  ChatView,
  CHAT_TEXT,
  useChat,
  useChatSocket,
  useUnreadChats,
} from './chat/index.js';
export type { ChatConnection, ChatConversation, ChatSide, ChatSocketValue } from './chat/index.js';
export { activityRows, describeActivity, groupByBusiness } from './activity/index.js';
export type { ActivityVoice } from './activity/index.js';
