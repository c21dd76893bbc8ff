import { LogController } from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * One line per answer in place of Fastify's two per request: API calls at info (method, path,
 * status, time), the apps' files and uploaded images at debug. At info the log a newcomer reads
 * for the demo sign-in code is no longer buried under asset requests (issue 23). The path is
 * logged without its query string, which is no place for secrets but may still carry one. An
 * answer that ended in an error is logged as Fastify does, with the error.
 */
export class AnswerLog extends LogController {
  constructor(private readonly apiPrefix: string) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply, metadata);
      return;
    }
    const path = request.url.split('?', 1)[0] ?? request.url;
    const level = path.startsWith(`${this.apiPrefix}/`) ? 'info' : 'debug';
    reply.log[level](
      { method: request.method, path, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'answered',
    );
  }
}
