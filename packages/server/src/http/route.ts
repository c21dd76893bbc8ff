import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Endpoint, Role, UploadEndpoint } from '../contract.js';
import { isUploadEndpoint, servedPaths } from '../contract.js';
import type { Auth, MemberAuth } from '../domain/caller.js';
import { readMultipartForm } from './multipart-form.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The role a route is served for; unset on public routes. The authentication hook reads it. */
    role?: Role;
  }
  interface FastifyRequest {
    auth: Auth | null;
    memberAuth: MemberAuth | null;
  }
}

export interface RouteContext<E extends Endpoint, A> {
  body: z.output<E['request']>;
  auth: A;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Handler<E extends Endpoint, A> = (context: RouteContext<E, A>) => Promise<z.output<E['response']>>;

function hasInput(endpoint: Endpoint): boolean {
  return endpoint.request.def.type !== 'void';
}

/**
 * Reads a body the JSON parser does not (a multipart upload) into the object the endpoint's schema
 * validates. Runs after the authentication hook, so an anonymous upload is never read.
 */
type BodyReader = (request: FastifyRequest) => Promise<unknown>;

function register<E extends Endpoint, A>(
  app: FastifyInstance,
  endpoint: E,
  authOf: (request: FastifyRequest) => A,
  handler: Handler<E, A>,
  readBody?: BodyReader,
): void {
  for (const { role, path } of servedPaths(endpoint)) {
    const input = hasInput(endpoint) ? endpoint.request : undefined;
    app.route({
      method: endpoint.method,
      url: path,
      schema: {
        ...(input && endpoint.method === 'POST' ? { body: input } : {}),
        ...(input && endpoint.method === 'GET' ? { querystring: input } : {}),
        response: { 200: endpoint.response },
        // For the OpenAPI document: which calls need the bearer token, grouped by caller.
        tags: [role ?? 'public'],
        ...(endpoint.idempotent
          ? {
              description:
                'Accepts an Idempotency-Key header: a repeat with the same key returns the first answer ' +
                '(with idempotent-replayed: true) and changes nothing; the same key with another body is a 422.',
            }
          : {}),
        ...(role ? { security: [{ bearer: [] }] } : {}),
        ...(readBody ? { consumes: ['multipart/form-data'] } : {}),
      },
      config: role ? { role } : {},
      // The spec's client posts some calls without a body (the store dialog's list call): an
      // absent body means "all defaults" rather than a validation error.
      preValidation: async (request) => {
        if (readBody) request.body = await readBody(request);
        else if (endpoint.method === 'POST' && request.body === undefined) request.body = {};
      },
      handler: async (request, reply) => {
        const source = endpoint.method === 'GET' ? request.query : request.body;
        return handler({
          // Validated (and transformed) by the zod validator compiler against this very schema.
          body: (input ? source : undefined) as z.output<E['request']>,
          auth: authOf(request),
          request,
          reply,
        });
      },
    });
  }
}

/** Serves a public endpoint of the contract. */
export function publicRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E, undefined>,
) {
  if (endpoint.access !== 'public') throw new Error(`${endpoint.path} is not public`);
  register(app, endpoint, () => undefined, handler);
}

/** Serves an endpoint that needs a signed-in caller of the endpoint's role, at each of its paths. */
export function protectedRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E, Auth>,
) {
  assertBackOffice(endpoint);
  if (isUploadEndpoint(endpoint)) throw new Error(`${endpoint.path} is an upload: serve it with uploadRoute`);
  register(app, endpoint, authOf, handler);
}

function assertBackOffice(endpoint: Endpoint): void {
  if (endpoint.access === 'public' || endpoint.access === 'member') {
    throw new Error(`${endpoint.path} is not an owner or staff endpoint`);
  }
}

function authOf(request: FastifyRequest): Auth {
  // The hook has run for every route with a role; reaching here without it is a wiring bug.
  if (!request.auth) throw new Error(`no authentication on ${request.url}`);
  return request.auth;
}

/**
 * Serves an owner or staff upload: the multipart form is read into `{field: string | File}` and
 * validated by the endpoint's schema like a JSON body; the handler gets it validated.
 */
export function uploadRoute<E extends UploadEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E, Auth>,
) {
  assertBackOffice(endpoint);
  register(app, endpoint, authOf, handler, (request) => readMultipartForm(request, endpoint.multipart));
}

/** Serves a member endpoint (`/customer/...`); the handler gets the signed-in member. */
export function memberRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E, MemberAuth>,
) {
  if (endpoint.access !== 'member') throw new Error(`${endpoint.path} is not a member endpoint`);
  register(
    app,
    endpoint,
    (request) => {
      if (!request.memberAuth) throw new Error(`no member authentication on ${request.url}`);
      return request.memberAuth;
    },
    handler,
  );
}
