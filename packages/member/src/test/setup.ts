import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import type * as Api from '@countertop/api';
import { fakeSocket } from './fake-socket';

// No server in jsdom: the chat socket is a fake that tests can push through (test/fake-socket.ts).
vi.mock('@countertop/api', async (importOriginal) => ({
  ...(await importOriginal<typeof Api>()),
  connectChatSocket: () => fakeSocket.asSocket(),
}));

// Routes are lazy: their first import in jsdom can take seconds on a loaded 2-core machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  fakeSocket.reset();
});
