import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Without vitest's globals, Testing Library cannot register its own cleanup: each test's render is
// unmounted here, so a running timer (the resend countdown) cannot outlive the test's jsdom.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
