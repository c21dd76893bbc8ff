import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import { deleteDevice, listDevices } from '../../../contract.js';
import { protectedRoute } from '../../../http/route.js';
import { deleteBusinessDevice, listBusinessDevices } from './device-repository.js';
import { DEVICE_MESSAGES } from './messages.js';

export async function deviceRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db } = context;

  protectedRoute(app, listDevices, async ({ auth, body }) => {
    const { items, total } = await listBusinessDevices(db, auth, body);
    return { data: { totalItems: items, totalCount: total } };
  });

  protectedRoute(app, deleteDevice, async ({ auth, body }) => {
    const { signedOut } = await deleteBusinessDevice(db, auth, body.uuid);
    return { message: signedOut ? DEVICE_MESSAGES.deletedOwn : DEVICE_MESSAGES.deleted, signedOut };
  });
}
