import '@countertop/ui/countertop-font.css';
import { initTheme } from '@countertop/ui/theme';
import { StrictMode, startTransition } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * An app's entry: the remembered theme first, so the first paint already has it (one `theme` key
 * for every app: it is the device's preference, not a session's), then `app` in strict mode in
 * index.html's #root.
 */
export function startApp(app: ReactNode): void {
  initTheme();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread until the whole screen is built (long tasks on a slow phone).
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(<StrictMode>{app}</StrictMode>));
}
