// Test helpers for apps built on app-kit; a separate entry so no app bundle ever includes them.
export { fakeApiClient } from './fake-api-client.js';
export type { FakeAnswers, FakeCall, FakeCallOptions } from './fake-api-client.js';
export { FakeChatSocket } from './fake-chat-socket.js';
export { activityItem } from './activity-item.js';
export { fakeSocket } from './fake-socket.js';
export type { FakeSocketAnswers } from './fake-chat-socket.js';
