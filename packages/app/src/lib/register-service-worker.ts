/** Registers /sw.js for the whole site once the page has loaded (docs/product/front-desk.md §7). */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      // The app works without it (no offline shell), so a failure is only worth a console line.
      console.warn('Service worker registration failed', error);
    });
  });
}
