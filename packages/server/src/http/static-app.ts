import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { builtPages, pageFor } from './prerendered-pages.js';
import { builtAppFiles } from './static-assets.js';

/** Paths that belong to the server, never to the single-page app. */
const SERVER_PREFIXES = ['/api', '/uploads'];

function isServerPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

function wantsHtml(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

const notBuiltPage = (appDir: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Countertop</title></head>
<body><h1>Countertop</h1>
<p>The API is running at <a href="/api/v2/health">/api/v2</a>, but the web app is not built:
nothing was found in <code>${appDir.replace(/[<>&]/g, '')}</code>.</p>
<p>Build it with <code>pnpm --filter @countertop/app build</code> (or run <code>npm start</code>), then restart the server.</p>
</body></html>`;

/**
 * Serves the built app at `/` with a single-page-app fallback: a browser navigation to any path
 * that is not a file and not the server's own (`/api`, `/uploads`) gets its prerendered page
 * (`/login` gets login.html) or else index.html, so the app's router draws the page (including its
 * own 'Page Not Found'). Everything else unknown is a JSON 404.
 */
export async function serveApp(app: FastifyInstance, appDir: string): Promise<void> {
  const built = existsSync(join(appDir, 'index.html'));
  const pages = builtPages(appDir);
  if (built) {
    await app.register(fastifyStatic, builtAppFiles(appDir));
  } else {
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(notBuiltPage(appDir)),
    );
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (built && !isServerPath(request.url) && wantsHtml(request)) {
      return reply.header('cache-control', 'no-cache').sendFile(pageFor(pages, request.url));
    }
    return reply
      .code(404)
      .send({ error: isServerPath(request.url) ? 'This API endpoint does not exist.' : 'Not found.' });
  });
}
