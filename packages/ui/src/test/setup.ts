import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { setColorScheme, setViewportWidth } from './viewport';

// findBy/waitFor give a loaded 2-core CI machine time; they still return as soon as the UI is there.
configure({ asyncUtilTimeout: 20_000 });

beforeEach(() => {
  // Wide by default, like the desktop most back-office staff use; tests narrow it when needed.
  setViewportWidth(1280);
  // A dark device, as the product's default theme; `system` tests switch it.
  setColorScheme('dark');
});

afterEach(() => {
  // Testing Library only cleans up by itself when vitest globals are on; they are off here.
  cleanup();
  // Portals can outlive a test. RAC's live announcer is a module singleton that keeps its node,
  // so it stays attached (later announcements must land in the page) with its logs emptied.
  for (const child of [...document.body.children]) {
    if (!child.hasAttribute('data-live-announcer')) child.remove();
  }
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
  localStorage.clear();
  document.documentElement.className = '';
});
