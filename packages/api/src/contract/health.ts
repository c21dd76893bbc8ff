import { z } from 'zod';
import { endpoint } from './endpoint.js';

/** Liveness and readiness: answers once the server has migrated its database and can reach it. */
export const health = endpoint({
  method: 'GET',
  path: '/health',
  access: 'public',
  request: z.void(),
  response: z.object({ status: z.literal('ok') }),
});
