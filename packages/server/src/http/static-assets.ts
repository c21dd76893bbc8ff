import type { FastifyStaticOptions } from '@fastify/static';

/**
 * How both built apps' files are served: the `.br` or `.gz` file the build wrote beside each one
 * (scripts/precompress.mjs) when the browser accepts it, with `Content-Encoding` and
 * `Vary: Accept-Encoding`. Hashed build assets never change under their name, so they are cached
 * for a year; everything else (index.html, the service worker, the manifest) is revalidated so a
 * deploy reaches every browser and installed app. Nothing under a name that starts with a dot is
 * served: that is where the build keeps its own files (Vite's `.vite/manifest.json`, which maps
 * every source file to its chunk, for the bundle budgets on disk).
 */
export function builtAppFiles(root: string): FastifyStaticOptions {
  return {
    root,
    wildcard: true,
    preCompressed: true,
    // A path with any dot-segment is not found, checked after decoding and resolving `..`.
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header(
        'cache-control',
        path.startsWith(`${root}/assets/`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  };
}
