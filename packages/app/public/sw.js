// Countertop service worker: keeps the app shell so a page load without network still opens the
// app (which then shows its own request errors) instead of the browser's offline page.
// Navigations go to the network first; hashed build assets are cached as they load. The API and
// uploads are never cached: balances and sessions must always be live.
const CACHE = 'countertop-shell-v1';
const SHELL = '/';

/** The shell and the scripts and styles it names, so an offline start can run the app. */
async function cacheShell() {
  const cache = await caches.open(CACHE);
  const response = await fetch(SHELL, { cache: 'no-cache' });
  if (!response.ok) return;
  const html = await response.clone().text();
  await cache.put(SHELL, response);
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  await cache.addAll(assets);
}

self.addEventListener('install', (event) => {
  // A failed precache must not block the update: the network-first path still works.
  event.waitUntil(
    cacheShell()
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // The member app (/member/) has its own shell and service worker; until that one is installed,
  // its pages must not be answered with, or cached as, the back office's shell.
  if (url.pathname === '/member' || url.pathname.startsWith('/member/')) return;

  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          // Every route but a prerendered one (/login, whose page holds its screen) serves the
          // same index.html, so the latest one is the shell for all of them.
          if (response.ok) {
            const copy = response.clone();
            copy.text().then((html) => {
              if (html.includes('data-prerender=')) return;
              caches.open(CACHE).then((cache) => cache.put(SHELL, new Response(html, copy)));
            });
          }
          return response;
        })
        .catch(() => caches.match(SHELL).then((cached) => cached ?? Response.error())),
    );
    return;
  }

  if (url.pathname.startsWith('/assets/')) {
    // File names carry a content hash, so a cached copy is never stale.
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ??
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});
