import '@countertop/ui/countertop-font.css';
import { initTheme } from '@countertop/ui/theme';
import { StrictMode, startTransition } from 'react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * What the build put in #root (`data-prerender`, vite.prerender.ts): a screen as a signed-out
 * visitor sees it (the sign-in screens), or the signed-in shell's skeleton.
 */
type Prerendered = 'signed-out' | 'shell';

/**
 * An app's entry: the remembered theme (index.html's inline script set it before the first
 * paint; this keeps a `system` choice following the device), then `app` in strict mode in
 * index.html's #root. A screen prerendered for a signed-out visitor is hydrated when the visitor
 * is signed out and the URL has no query: React takes over the markup already on screen. Anything
 * else (the shell's skeleton, a sign-in page opened with a session, which leads elsewhere) is
 * rendered anew and replaces what the HTML painted once the first screen is ready.
 */
export function startApp(app: ReactNode, { signedIn }: { signedIn: boolean }): void {
  initTheme();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const element = <StrictMode>{app}</StrictMode>;
  // The build renders each page at its bare path: a query (a referral link's `?ref=`) may change it.
  const asPrerendered = !signedIn && window.location.search === '';
  if ((root.dataset.prerender as Prerendered | undefined) === 'signed-out' && asPrerendered) {
    hydrateRoot(root, element);
    return;
  }
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread until the whole screen is built (long tasks on a slow phone).
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(element));
}
