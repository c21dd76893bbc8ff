import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { DomainError, forbidden } from '../domain/errors.js';
import { findMemberSession } from '../domain/sign-in/member-sessions.js';
import { AUTH_MESSAGES } from '../domain/sign-in/messages.js';
import { authenticate } from '../domain/sign-in/back-office-sessions.js';

function bearerToken(authorization: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
}

/**
 * The one authentication hook over the API: a route served for a role (its `config.role`, set
 * from the contract's access) needs a live session of a user with that role. Runs on request,
 * before the body is read, so an anonymous caller cannot make the server parse anything.
 * Back-office people and members have sessions of their own; a live token of the other kind is
 * the wrong role (403), not an unknown one.
 */
export function addAuthenticationHook(app: FastifyInstance, context: AppContext): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('memberAuth', null);
  app.addHook('onRequest', async (request) => {
    const role = request.routeOptions.config.role;
    if (!role) return;
    const { authorization } = request.headers;
    if (role === 'member') {
      const token = bearerToken(authorization);
      const member = token ? await findMemberSession(context.db, context.clock, token) : undefined;
      if (member) {
        request.memberAuth = member;
        return;
      }
      // Throws the 401 for a missing or dead token; a live back-office token is the wrong role.
      await authenticate(context.db, context.clock, authorization);
      throw forbidden(AUTH_MESSAGES.wrongRole);
    }
    try {
      const auth = await authenticate(context.db, context.clock, authorization);
      if (auth.role !== role) throw forbidden(AUTH_MESSAGES.wrongRole);
      request.auth = auth;
    } catch (error) {
      const token = bearerToken(authorization);
      if (error instanceof DomainError && error.kind === 'unauthenticated' && token) {
        if (await findMemberSession(context.db, context.clock, token))
          throw forbidden(AUTH_MESSAGES.wrongRole);
      }
      throw error;
    }
  });
}
