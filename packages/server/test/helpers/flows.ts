import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../src/db/client.js';
import { businesses, users } from '../../src/db/schema/index.js';
import type { RecordingDelivery } from './app.js';

export const API = '/api/v2';

export function uniqueId(): string {
  return randomBytes(4).toString('hex');
}

export function device(overrides: Record<string, unknown> = {}) {
  return {
    uuid: `web-${uniqueId()}-${uniqueId()}`,
    platform: 'Web',
    model: 'Chrome',
    make: 'Google',
    name: 'Browser',
    regToken: 'web-placeholder',
    appVersion: '1.0.0',
    isOwnerDevice: true,
    ...overrides,
  };
}

export interface RegisteredBusiness {
  id: string;
  handle: string;
  ownerEmail: string;
  ownerName: string;
  businessName: string;
  storeName: string;
}

/** The registration form's payload (docs/product/management.md §3), with fresh names unless overridden. */
export function registrationPayload(
  overrides: { handle?: string; email?: string; counters?: string; storeName?: string } = {},
) {
  const id = uniqueId();
  return {
    userType: 'B',
    user: { email: overrides.email ?? `owner.${id}@example.com`, name: `Shop ${id}`, country: 'AU' },
    userName: overrides.handle ?? `@shop${id}`,
    name: `Owner ${id}`,
    website: 'https://example.com',
    phoneNumber: '0291234567',
    stores: [
      {
        name: overrides.storeName ?? `Main Street ${id}`,
        isOperational: 'true',
        isPrimary: 'true',
        phoneNumber: '0290001111',
        website: '',
        address: {
          line1: '1 George Street',
          line2: '',
          city: 'Sydney',
          state: 'NSW',
          country: 'Australia',
          pinCode: '2000',
        },
        longitude: '151.2093',
        latitude: '-33.8688',
        counters: overrides.counters ?? '2',
      },
    ],
  };
}

export async function registerBusiness(
  app: FastifyInstance,
  db: Database,
  overrides: Parameters<typeof registrationPayload>[0] = {},
): Promise<RegisteredBusiness> {
  const payload = registrationPayload(overrides);
  const res = await app.inject({ method: 'POST', url: `${API}/user/add`, payload });
  if (res.statusCode !== 200) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  const handle = payload.userName.replace(/^@/, '').toLowerCase();
  const [row] = await db.select().from(businesses).where(eq(businesses.handle, handle));
  if (!row) throw new Error('registered business not found');
  return {
    id: row.id,
    handle,
    ownerEmail: payload.user.email,
    ownerName: payload.name,
    businessName: payload.user.name,
    storeName: payload.stores[0]?.name ?? '',
  };
}

/** A staff member written straight to the database: a fixture (the staff endpoints have their own tests). */
export async function addStaff(
  db: Database,
  businessId: string,
  overrides: { email?: string; isActive?: boolean; chatAccess?: boolean } = {},
): Promise<{ id: string; email: string }> {
  const email = overrides.email ?? `staff.${uniqueId()}@example.com`;
  const [row] = await db
    .insert(users)
    .values({
      businessId,
      role: 'S',
      name: `Staff ${email}`,
      email,
      isActive: overrides.isActive ?? true,
      chatAccess: overrides.chatAccess ?? false,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('staff insert returned no row');
  return { id: row.id, email };
}

export function sendOtp(
  app: FastifyInstance,
  who: { userType: 'B' | 'S' | 'C'; email: string; handle?: string },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `${API}/user/loginotp`,
    payload: {
      userType: who.userType,
      user: { email: who.email, ...(who.handle ? { userName: who.handle } : {}) },
    },
  });
}

export function verifyOtp(
  app: FastifyInstance,
  who: { userType: 'B' | 'S'; email: string; handle?: string; otp: number | string },
  extra: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `${API}/user/verifyloginotp`,
    payload: {
      userType: who.userType,
      client: 'Web',
      user: {
        email: who.email,
        otp: Number(who.otp),
        device: device({ isOwnerDevice: who.userType === 'B' }),
        ...(who.handle ? { userName: who.handle } : {}),
      },
      ...extra,
    },
  });
}

/** Sends a code, reads it from the mailbox and verifies it: the bearer token of a new session. */
export async function signIn(
  app: FastifyInstance,
  delivery: RecordingDelivery,
  who: { userType: 'B' | 'S'; email: string; handle?: string },
): Promise<string> {
  const sent = await sendOtp(app, who);
  if (sent.statusCode !== 200) throw new Error(`send failed: ${sent.statusCode} ${sent.body}`);
  const res = await verifyOtp(app, { ...who, otp: delivery.lastCodeFor(who.email) });
  if (res.statusCode !== 200) throw new Error(`verify failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

export function listStores(
  app: FastifyInstance,
  token: string,
  role: 'business' | 'staff' = 'business',
  payload: object = { offset: 0, limit: 10 },
) {
  return app.inject({
    method: 'POST',
    url: `${API}/${role}/store/list`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
}
