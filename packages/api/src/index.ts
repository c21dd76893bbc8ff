export * from './contract/index.js';

export { createApiClient } from './client/create-api-client.js';
export type { ApiClient, ApiClientConfig, DownloadedFile } from './client/create-api-client.js';
export { ApiError, isApiError } from './client/api-error.js';
export { mapError } from './client/map-error.js';
export { MESSAGES, REQUEST_TIMEOUT_MS } from './client/messages.js';
export type { Notifier } from './client/notifier.js';
export type { RequestOptions, UploadProgress } from './client/request-options.js';
export { roleForUserType } from './client/role.js';
export { connectChatSocket } from './client/chat-socket.js';
export type { ChatSocket, ChatServerEvents, ChatClientEvents } from './client/chat-socket.js';
