import { FakeChatSocket } from './fake-chat-socket.js';

/** The chat socket every test's app gets (testing/setup.ts); `push` plays a server event. */
export const fakeSocket = new FakeChatSocket();
