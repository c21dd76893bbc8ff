import { eq } from 'drizzle-orm';
import { systemClock, type Clock } from '../clock.js';
import type { Database } from '../db/client.js';
import { businesses, stores, users } from '../db/schema/index.js';
import type { Logger } from '../logger.js';
import { DEMO_BUSINESS, DEMO_INACTIVE_STAFF, DEMO_OWNER, DEMO_STAFF } from './accounts.js';
import { NETWORK_SHOPS, seedNetworkShop } from './network-shops-seed.js';
import { seedChat } from './chat-seed.js';
import { seedFrontDesk } from './front-desk-seed.js';
import { seedGallery } from './gallery-seed.js';

/**
 * Loads the demo business once (DEMO=1), then its front-desk data once (members with history,
 * gift cards, offers; demo/front-desk-seed.ts), then its gallery once (pictures the offers show;
 * demo/gallery-seed.ts), then two conversations with members once (demo/chat-seed.ts), then the
 * network's other shops the first demo member belongs to, a bakery on points and a café on a
 * stamp card (demo/network-shops-seed.ts). Each part is keyed
 * on something it creates: after the first start the
 * owner may change or delete what was seeded, and a restart must not put it back. A data
 * directory seeded before a part existed gets that part on its next start. True when anything
 * was loaded.
 */
export async function seedDemo(db: Database, log: Logger, clock: Clock = systemClock): Promise<boolean> {
  const business = await seedBusiness(db, log);
  const frontDesk = await db.transaction((tx) => seedFrontDesk(tx, clock, log));
  const gallery = await db.transaction((tx) => seedGallery(tx, clock, log));
  const chat = await db.transaction((tx) => seedChat(tx, clock, log));
  let shops = false;
  for (const shop of NETWORK_SHOPS) {
    shops = (await db.transaction((tx) => seedNetworkShop(tx, clock, log, shop))) || shops;
  }
  return business || frontDesk || gallery || chat || shops;
}

async function seedBusiness(db: Database, log: Logger): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.handle, DEMO_BUSINESS.handle))
      .limit(1)
      .for('update');
    if (existing) return false;

    const [business] = await tx
      .insert(businesses)
      .values({
        handle: DEMO_BUSINESS.handle,
        name: DEMO_BUSINESS.name,
        category: 'Cafe',
        website: 'https://harbourlane.example',
        phoneNumber: '0292514410',
        abn: '51824753556',
        isRegisteredForGst: true,
        bankAccountName: 'Harbour Lane Coffee Pty Ltd',
        bankBsb: '062-000',
        bankAccountNumber: '12345678',
        bankName: 'Commonwealth Bank',
        bankBranch: 'Circular Quay',
        brandColor: DEMO_BUSINESS.brandColor,
      })
      .onConflictDoNothing()
      .returning({ id: businesses.id });
    // Another instance seeded at the same moment.
    if (!business) return false;

    await tx.insert(users).values([
      {
        businessId: business.id,
        role: 'B',
        name: DEMO_OWNER.name,
        email: DEMO_OWNER.email,
        phoneNumber: '0412555018',
        chatAccess: true,
      },
      {
        businessId: business.id,
        role: 'S',
        name: DEMO_STAFF.name,
        email: DEMO_STAFF.email,
        phoneNumber: '0413555274',
        isActive: true,
        chatAccess: false,
      },
      {
        businessId: business.id,
        role: 'S',
        name: DEMO_INACTIVE_STAFF.name,
        email: DEMO_INACTIVE_STAFF.email,
        phoneNumber: '0414555391',
        isActive: false,
        chatAccess: false,
      },
    ]);

    await tx.insert(stores).values([
      {
        businessId: business.id,
        name: 'Circular Quay',
        counters: ['Counter 1', 'Counter 2'],
        addressLine1: 'Shop 4, 31 Alfred Street',
        addressLine2: 'Circular Quay',
        city: 'Sydney',
        state: 'NSW',
        country: 'AU',
        pinCode: '2000',
        latitude: -33.8614,
        longitude: 151.2108,
        isPrimary: true,
        isOperational: true,
        phoneNumber: '0292514410',
        website: 'https://harbourlane.example/circular-quay',
      },
      {
        businessId: business.id,
        name: 'Surry Hills',
        counters: ['Front Counter'],
        addressLine1: '412 Crown Street',
        addressLine2: '',
        city: 'Surry Hills',
        state: 'NSW',
        country: 'AU',
        pinCode: '2010',
        latitude: -33.8868,
        longitude: 151.2128,
        isPrimary: false,
        isOperational: true,
        phoneNumber: '0293607821',
        website: 'https://harbourlane.example/surry-hills',
      },
    ]);
    log.info(`Demo business @${DEMO_BUSINESS.handle} loaded`);
    return true;
  });
}
