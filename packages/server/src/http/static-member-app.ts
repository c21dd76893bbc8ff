import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { builtPages, pageFor } from './prerendered-pages.js';
import { builtAppFiles } from './static-assets.js';

/** Where the member app lives: its manifest and service worker are scoped to this path. */
export const MEMBER_APP_PATH = '/member';

const notBuiltPage = (dir: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Countertop member app</title></head>
<body><h1>Countertop member app</h1>
<p>The member app is not built: nothing was found in <code>${dir.replace(/[<>&]/g, '')}</code>.</p>
<p>Build it with <code>pnpm --filter @countertop/member build</code> (or run <code>npm start</code>), then restart the server.</p>
</body></html>`;

function wantsHtml(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/**
 * Serves the built member app at `/member/`, beside the back office at `/` (http/static-app.ts),
 * with its own single-page fallback: a browser navigation to `/member/activity` gets the member
 * app's index.html (or its prerendered page: `/member/sign-in` gets sign-in.html), never the back
 * office's. Registered before the back office, in a scope of its
 * own, so the back office's catch-all never answers under `/member/`.
 */
export async function serveMemberApp(app: FastifyInstance, memberAppDir: string): Promise<void> {
  const built = existsSync(join(memberAppDir, 'index.html'));
  const pages = builtPages(memberAppDir);
  await app.register(
    async (member) => {
      // Relative URLs and the service worker's scope need the trailing slash.
      member.get('/', { schema: { hide: true }, prefixTrailingSlash: 'no-slash' }, async (_request, reply) =>
        reply.redirect(`${MEMBER_APP_PATH}/`, 301),
      );
      if (built) {
        await member.register(fastifyStatic, {
          ...builtAppFiles(memberAppDir),
          prefix: '/',
          decorateReply: false,
        });
      } else {
        member.get('/', { schema: { hide: true }, prefixTrailingSlash: 'slash' }, async (_request, reply) =>
          reply.type('text/html; charset=utf-8').send(notBuiltPage(memberAppDir)),
        );
      }
      member.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
        if (built && wantsHtml(request)) {
          const page = pageFor(pages, request.url.slice(MEMBER_APP_PATH.length));
          const html = await readFile(join(memberAppDir, page));
          return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
        }
        return reply.code(404).send({ error: 'Not found.' });
      });
    },
    { prefix: MEMBER_APP_PATH },
  );
}
