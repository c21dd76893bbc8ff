import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Device } from '../../contract.js';
import type { Queryable } from '../../db/client.js';
import { devices } from '../../db/schema/index.js';
import type { Auth } from '../caller.js';
import { invalidInput, notFound } from '../errors.js';
import { findBusinessStore } from '../places/business-store.js';
import { PLACE_MESSAGES } from '../places/messages.js';

export interface DeviceRegistration {
  businessId: string;
  userId: string;
  device: Device;
  /** The store and counter the client has stored, if any (spec: sent with the verification). */
  storeId: string | undefined;
  counter: string | undefined;
}

/**
 * Registers (or refreshes) the device a user signs in on and returns its id. A store id is kept
 * only when it is a store of this business (a browser may still hold one from another business's
 * session), and a counter only when that store has it.
 */
export async function registerDevice(
  tx: Queryable,
  clock: Clock,
  input: DeviceRegistration,
): Promise<string> {
  const { device, businessId, userId } = input;
  const wantedStore = input.storeId ?? device.storeId;
  let storeId: string | null = null;
  let counter: string | null = null;
  const store = wantedStore === undefined ? undefined : await findBusinessStore(tx, businessId, wantedStore);
  if (store) {
    storeId = store.id;
    counter = input.counter !== undefined && store.counters.includes(input.counter) ? input.counter : null;
  }
  const now = clock.now();
  const fields = {
    platform: device.platform,
    model: device.model,
    make: device.make,
    name: device.name,
    displayName: device.displayName ?? '',
    regToken: device.regToken,
    appVersion: device.appVersion,
    isOwnerDevice: device.isOwnerDevice,
    storeId,
    counter,
    lastSeenAt: now,
  };
  const [row] = await tx
    .insert(devices)
    .values({ businessId, userId, uuid: device.uuid, createdAt: now, ...fields })
    .onConflictDoUpdate({ target: [devices.userId, devices.uuid], set: fields })
    .returning({ id: devices.id });
  if (!row) throw new Error('device upsert returned no row');
  return row.id;
}

/**
 * Remembers the store and counter chosen in the store dialog on the caller's device, so that its
 * money calls without a `storeId` or `counter` are recorded there.
 */
export async function selectCounter(
  db: Queryable,
  auth: Auth,
  wanted: { storeId: string; counter: string },
): Promise<void> {
  const store = await findBusinessStore(db, auth.businessId, wanted.storeId);
  if (!store) throw notFound(PLACE_MESSAGES.storeNotFound);
  if (!store.counters.includes(wanted.counter)) throw invalidInput(PLACE_MESSAGES.counterNotFound);
  await db
    .update(devices)
    .set({ storeId: store.id, counter: wanted.counter })
    .where(eq(devices.id, auth.deviceId));
}
