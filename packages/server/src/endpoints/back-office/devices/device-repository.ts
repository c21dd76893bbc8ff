import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { RegisteredDevice } from '../../../contract.js';
import type { Database, Queryable } from '../../../db/client.js';
import { devices, sessions, users } from '../../../db/schema/index.js';
import type { Auth } from '../../../domain/caller.js';
import { notFound } from '../../../domain/errors.js';
import { isSessionLive } from '../../../domain/sign-in/session-lifetime.js';
import { DEVICE_MESSAGES } from './messages.js';

/**
 * One page of the business's devices, most recent sign-in first; the caller's own is marked. Each
 * sign-in on a fresh browser tab registers a device (the spec's uuid is random per login), so
 * several rows may read 'Chrome on Linux': when each was last used and whether it is still signed
 * in tell them apart (issue 23).
 */
export async function listBusinessDevices(
  db: Database,
  auth: Auth,
  page: { offset: number; limit: number },
  now: Date,
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
  const deviceSessions =
    rows.length === 0
      ? []
      : await db
          .select({
            deviceId: sessions.deviceId,
            revokedAt: sessions.revokedAt,
            expiresAt: sessions.expiresAt,
            lastSeenAt: sessions.lastSeenAt,
          })
          .from(sessions)
          .where(
            inArray(
              sessions.deviceId,
              rows.map(({ device }) => device.id),
            ),
          );
  const items = rows.map(({ device, userName, role }) => {
    const its = deviceSessions.filter((session) => session.deviceId === device.id);
    const lastActive = Math.max(device.lastSeenAt.getTime(), ...its.map((s) => s.lastSeenAt.getTime()));
    return {
      uuid: device.uuid,
      name: device.name,
      displayName: device.displayName,
      platform: device.platform,
      isOwnerDevice: device.isOwnerDevice,
      isCurrentDevice: device.id === auth.deviceId,
      userName,
      userType: role,
      lastSignInAt: device.lastSeenAt.toISOString(),
      lastActiveAt: new Date(lastActive).toISOString(),
      isSignedIn: its.some((session) => isSessionLive(session, now)),
    };
  });
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
