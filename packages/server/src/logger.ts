import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';

/** The slice of pino the server's own modules use; Fastify's `app.log` and a pino logger both fit. */
export type Logger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error' | 'debug'>;

/**
 * JSON lines for log collectors; readable lines when a person watches the terminal (`npm start`).
 * pino-pretty runs in pino's transport worker, off the request path.
 */
export function createLogger(level: string, readable = false): FastifyBaseLogger {
  if (!readable) return pino({ level });
  return pino({
    level,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId' },
    },
  });
}

/** For tests and tools that want no output. */
export const silentLogger: Logger = pino({ level: 'silent' });
