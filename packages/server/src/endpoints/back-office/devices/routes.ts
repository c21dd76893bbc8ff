import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import { deleteDevice, listDevices } from '../../../contract.js';
import { auditedChange } from '../../../http/audit.js';
import { protectedRoute } from '../../../http/route.js';
import { deleteBusinessDevice, listBusinessDevices } from './device-repository.js';
import { DEVICE_MESSAGES } from './messages.js';

export async function deviceRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db, realtime, clock } = context;

  protectedRoute(app, listDevices, async ({ auth, body }) => {
    const { items, total } = await listBusinessDevices(db, auth, body, clock.now());
    return { data: { totalItems: items, totalCount: total } };
  });

  protectedRoute(app, deleteDevice, async (call) => {
    const { uuid } = call.body;
    const { signedOut, deviceIds } = await auditedChange(
      context,
      call,
      (tx) => deleteBusinessDevice(tx, call.auth, uuid),
      // A device that deleted itself is the one named: its row (and uuid) went with the delete.
      (deleted) => ({
        action: 'device-deleted',
        subject: uuid,
        deviceUuid: deleted.signedOut ? uuid : undefined,
      }),
    );
    realtime.closeSockets({ devices: deviceIds });
    return { message: signedOut ? DEVICE_MESSAGES.deletedOwn : DEVICE_MESSAGES.deleted, signedOut };
  });
}
