import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI description of /api/v2, generated from the same zod contract that validates the
 * requests, so the reference in docs/ cannot drift from what the server accepts. Registered
 * before the routes so it sees them all.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Countertop REST API',
        version: '2',
        description:
          'Owner paths are under /business, staff paths under /staff, member paths under /customer. ' +
          'Amounts are decimal dollars; every customerId is a memberId. Protected calls need ' +
          '`Authorization: Bearer <token>` from POST /user/verifyloginotp. Every error body is `{ "error": "<text to show>" }`.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
}

/** GET /api/v2/openapi.json */
export function serveOpenApiDocument(api: FastifyInstance): void {
  api.get('/openapi.json', { schema: { hide: true } }, async () => api.swagger());
}
