import type { QueryClient } from '@tanstack/react-query';

/** How long the first screen's queries must stay done before the service worker registers. */
const SETTLED_MS = 2000;

/**
 * Registers an app's service worker once the first screen is done: after the page's load event,
 * when no query has been fetching for two seconds. Its install fetches and caches the app's
 * files (the member app's, every one), and on a phone's few cores that work took the CPU from the
 * first screen's rendering: member home's main thread blocked about twice as long with it
 * (docs/decisions.md 68). A first visit gets its offline shell a few seconds later instead.
 */
export function registerServiceWorker(url: string, scope: string, queryClient: QueryClient): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(url, { scope }).catch((error: unknown) => {
      // The app works without it (no offline shell), so a failure is only worth a console line.
      console.warn('Service worker registration failed', error);
    });
  };
  const afterSettling = () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const restart = () => {
      clearTimeout(timer);
      if (queryClient.isFetching() === 0) timer = setTimeout(registerOnce, SETTLED_MS);
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(restart);
    const registerOnce = () => {
      unsubscribe();
      register();
    };
    restart();
  };
  if (document.readyState === 'complete') afterSettling();
  else window.addEventListener('load', afterSettling, { once: true });
}
