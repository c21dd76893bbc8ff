import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Device } from '../../contract.js';
import type { Queryable } from '../../db/client.js';
import { devices, stores } from '../../db/schema/index.js';
import { isUuid } from '../ids.js';

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
  if (isUuid(wantedStore)) {
    const [store] = await tx
      .select({ id: stores.id, counters: stores.counters })
      .from(stores)
      .where(and(eq(stores.id, wantedStore), eq(stores.businessId, businessId)))
      .limit(1);
    if (store) {
      storeId = store.id;
      counter = input.counter !== undefined && store.counters.includes(input.counter) ? input.counter : null;
    }
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
