import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import type * as Api from '@countertop/api';
import { fakeSocket } from './fake-socket.js';

// The vitest setup of every app built on app-kit (`setupFiles: ['@countertop/app-kit/testing/setup']`).

// No server in jsdom: the chat socket is a fake that tests can push through (`fakeSocket`).
vi.mock('@countertop/api', async (importOriginal) => ({
  ...(await importOriginal<typeof Api>()),
  connectChatSocket: () => fakeSocket.asSocket(),
}));

// Routes are lazy: their first import in jsdom took 6.8 s in a fresh-clone run beside another one
// on 2 cores (load 15). A wait still ends as soon as the UI is there; only a failure waits longer.
configure({ asyncUtilTimeout: 20_000 });

// Without vitest's globals, Testing Library cannot register its own cleanup: each test's render is
// unmounted here, and storage emptied, so nothing outlives the test.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  fakeSocket.reset();
});
