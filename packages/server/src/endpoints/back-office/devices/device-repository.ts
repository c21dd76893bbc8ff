import { and, count, desc, eq } from 'drizzle-orm';
import type { RegisteredDevice } from '../../../contract.js';
import type { Database, Queryable } from '../../../db/client.js';
import { devices, users } from '../../../db/schema/index.js';
import type { Auth } from '../../../domain/caller.js';
import { notFound } from '../../../domain/errors.js';
import { DEVICE_MESSAGES } from './messages.js';

/** One page of the business's devices, most recent sign-in first; the caller's own is marked. */
export async function listBusinessDevices(
  db: Database,
  auth: Auth,
  page: { offset: number; limit: number },
): Promise<{ items: RegisteredDevice[]; total: number }> {
  const own = eq(devices.businessId, auth.businessId);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ device: devices, userName: users.name, role: users.role })
      .from(devices)
      .innerJoin(users, eq(users.id, devices.userId))
      .where(own)
      .orderBy(desc(devices.lastSeenAt), desc(devices.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(devices).where(own),
  ]);
  const items = rows.map(({ device, userName, role }) => ({
    uuid: device.uuid,
    name: device.name,
    displayName: device.displayName,
    platform: device.platform,
    isOwnerDevice: device.isOwnerDevice,
    isCurrentDevice: device.id === auth.deviceId,
    userName,
    userType: role,
    lastSignInAt: device.lastSeenAt.toISOString(),
  }));
  return { items, total: totals?.n ?? 0 };
}

/**
 * Forgets the business's device with this uuid (a uuid names the physical device, so every
 * person's registration of it goes). Its sessions go with it (the foreign key cascades), so each
 * of their tokens is refused on its next call; the rows' ids name the sockets to close. Another
 * business's device is not found.
 */
export async function deleteBusinessDevice(
  db: Queryable,
  auth: Auth,
  uuid: string,
): Promise<{ signedOut: boolean; deviceIds: string[] }> {
  const deleted = await db
    .delete(devices)
    .where(and(eq(devices.businessId, auth.businessId), eq(devices.uuid, uuid)))
    .returning({ id: devices.id });
  if (deleted.length === 0) throw notFound(DEVICE_MESSAGES.notFound);
  const deviceIds = deleted.map((row) => row.id);
  return { signedOut: deviceIds.includes(auth.deviceId), deviceIds };
}
