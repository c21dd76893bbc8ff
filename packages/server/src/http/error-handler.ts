import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionLost, sqlStateOf } from '../db/errors.js';
import { DATABASE_MESSAGES } from '../db/messages.js';
import { DomainError, type DomainErrorKind } from '../domain/errors.js';

export const GENERIC_SERVER_ERROR = 'Something went wrong. Please try again.';

/** The one mapping from a domain error to the HTTP status the client gets. */
const statusOf: Record<DomainErrorKind, number> = {
  'invalid-input': 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  // A plan limit conflicts with what the business already has (publishing one more, say).
  'limit-reached': 409,
  'too-large': 413,
  'unsupported-media-type': 415,
  unprocessable: 422,
  'too-many-requests': 429,
  unavailable: 503,
};

/** Fastify's own client-error codes, answered in words a person can act on. */
const fastifyClientErrors: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON (Content-Type: application/json).',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
  FST_ERR_CTP_EMPTY_TYPE: 'The Content-Type header is empty.',
  FST_ERR_CTP_INVALID_TYPE: 'The Content-Type header is not valid.',
};

/**
 * PostgreSQL's data exceptions that a request's own values can cause. The contract's text type
 * refuses most of them first; this is the net beneath it, so they are a 400, never a 500.
 */
const postgresDataErrors: Record<string, string> = {
  '22P02': 'A value in the request is not in the form expected.',
  '22001': 'A text in the request is too long.',
  '22021': 'A text in the request contains characters that cannot be stored (such as NUL).',
  '22003': 'A number in the request is out of range.',
  '22007': 'A date in the request is not valid.',
  '22008': 'A date in the request is out of range.',
};

interface ValidationIssue {
  message?: string;
  instancePath?: string;
}

/**
 * The contract's messages ('Please enter a valid email address') are made for people and go out
 * as they are. zod's generic ones ('Invalid input: expected string, received undefined') do not
 * say which field, so the field's path is added to them.
 */
function validationMessage(issue: ValidationIssue | undefined): string {
  const message = issue?.message ?? 'The request is not valid.';
  const field = (issue?.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  return /^(Invalid|Too (small|big)|Unrecognized)/.test(message) && field ? `${message} (${field})` : message;
}

/**
 * The one error handler: every error body is `{ error }` with the text the client shows. A
 * client's mistake is always a 4xx with a clear message; a 5xx never shows internals.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof DomainError) {
    if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.code(statusOf[error.kind]).send({ error: error.message });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.code(400).send({ error: validationMessage(error.validation[0]) });
  }
  // The database connection went (an administrator, a failover) mid-request: the service is
  // unavailable for this request, not broken, and the pool has already let the connection go. A
  // money call retried with its Idempotency-Key is applied once, whether or not its commit landed.
  if (isConnectionLost(error)) {
    request.log.warn({ err: error }, 'request failed: database connection lost');
    return reply.code(503).send({ error: DATABASE_MESSAGES.unavailable });
  }
  const dataError = postgresDataErrors[sqlStateOf(error) ?? ''];
  if (dataError) return reply.code(400).send({ error: dataError });
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send({ error: fastifyClientErrors[error.code] ?? error.message });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ error: GENERIC_SERVER_ERROR });
}
