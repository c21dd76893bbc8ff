import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { DownloadEndpoint } from '../contract.js';
import { servedPaths } from '../contract.js';
import type { Auth } from '../domain/caller.js';

/**
 * Serves a file download (a CSV export) for owners or staff: the handler returns a stream, which
 * Fastify pipes to the socket as the client reads it, so a long file never sits in memory. The
 * authentication hook runs first, as for every call with a role. A `POST` export's body (its
 * filters) is validated by the endpoint's schema, as a call's is, before the handler runs.
 */
export function downloadRoute<E extends DownloadEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (auth: Auth, filters: z.output<E['request']>) => Promise<Readable>,
): void {
  for (const { role, path } of servedPaths(endpoint)) {
    if (!role || role === 'member') throw new Error(`${endpoint.path} must be an owner or staff download`);
    const filtered = endpoint.method === 'POST';
    app.route({
      method: endpoint.method,
      url: path,
      schema: {
        ...(filtered ? { body: endpoint.request } : {}),
        tags: [role],
        security: [{ bearer: [] }],
        produces: [endpoint.download.contentType],
        description: `Streams ${endpoint.download.fileName} (every row${filtered ? ' that passes the filters' : ''}, no paging).`,
      },
      config: { role },
      // No body means no filters, as for a list call.
      preValidation: async (request) => {
        if (filtered && request.body === undefined) request.body = {};
      },
      handler: async (request, reply) => {
        if (!request.auth) throw new Error(`no authentication on ${request.url}`);
        const stream = await handler(request.auth, request.body as z.output<E['request']>);
        return reply
          .header('content-type', endpoint.download.contentType)
          .header('content-disposition', `attachment; filename="${endpoint.download.fileName}"`)
          .header('cache-control', 'no-store')
          .send(stream);
      },
    });
  }
}
