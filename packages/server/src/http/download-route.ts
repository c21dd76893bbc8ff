import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { DownloadEndpoint } from '../contract.js';
import { servedPaths } from '../contract.js';
import type { Auth } from '../domain/caller.js';

/**
 * Serves a file download (a CSV export) for owners or staff: the handler returns a stream, which
 * Fastify pipes to the socket as the client reads it, so a long file never sits in memory. The
 * authentication hook runs first, as for every call with a role.
 */
export function downloadRoute(
  app: FastifyInstance,
  endpoint: DownloadEndpoint,
  handler: (auth: Auth) => Promise<Readable>,
): void {
  for (const { role, path } of servedPaths(endpoint)) {
    if (!role || role === 'member') throw new Error(`${endpoint.path} must be an owner or staff download`);
    app.route({
      method: 'GET',
      url: path,
      schema: {
        tags: [role],
        security: [{ bearer: [] }],
        produces: [endpoint.download.contentType],
        description: `Streams ${endpoint.download.fileName} (every row, no paging).`,
      },
      config: { role },
      handler: async (request, reply) => {
        if (!request.auth) throw new Error(`no authentication on ${request.url}`);
        const stream = await handler(request.auth);
        return reply
          .header('content-type', endpoint.download.contentType)
          .header('content-disposition', `attachment; filename="${endpoint.download.fileName}"`)
          .header('cache-control', 'no-store')
          .send(stream);
      },
    });
  }
}
