import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { register } from '../../contract.js';
import { publicRoute } from '../../http/route.js';
import { REGISTRATION_MESSAGES } from '../../contract.js';
import { registerBusiness } from './business-repository.js';

export async function registrationRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  publicRoute(app, register, async ({ body }) => {
    await registerBusiness(context.db, body);
    return { message: REGISTRATION_MESSAGES.registered };
  });
}
