import { FakeChatSocket } from '@countertop/app-kit/testing';

/** The chat socket every member test's app gets (test/setup.ts); `push` plays a server event. */
export const fakeSocket = new FakeChatSocket();
