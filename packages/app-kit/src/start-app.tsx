import '@countertop/ui/countertop-font.css';
import { initTheme } from '@countertop/ui/theme';
import { StrictMode, startTransition } from 'react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { AppServices } from './app-services.js';
import { isAuthenticated } from './session/session-store.js';

/**
 * An app's entry: the remembered theme (index.html's inline script set it before the first
 * paint; this keeps a `system` choice following the device), then `app` in strict mode in
 * index.html's #root. A screen prerendered for a signed-out visitor is hydrated when the visitor
 * is signed out (the session `services` read before this first render) and the URL has no query: React takes over the markup already on screen. Anything
 * else (index.html's empty #root, a sign-in page opened with a session, which leads elsewhere) is
 * rendered anew.
 */
export function startApp(app: ReactNode, { session }: Pick<AppServices, 'session'>): void {
  initTheme();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const element = <StrictMode>{app}</StrictMode>;
  // The build renders each page at its bare path: a query (a referral link's `?ref=`) may change it.
  const asPrerendered = !isAuthenticated(session.getSnapshot()) && window.location.search === '';
  // `data-prerender` (vite.prerender.ts): the sign-in screens as a visitor who is not signed in
  // sees them. The signed-in screens' frame (`shell`) is replaced by the first render.
  if (root.dataset.prerender === 'signed-out' && asPrerendered) {
    hydrateRoot(root, element);
    return;
  }
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread until the whole screen is built (long tasks on a slow phone).
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(element));
}
