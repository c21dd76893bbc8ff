import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Tx } from '../db/client.js';
import { businesses, members, stores, subscriptions, users } from '../db/schema/index.js';
import { Writes } from '../db/writes.js';
import { prepareMoneyOpening } from '../domain/ledger/money-opening.js';
import { plainReward } from '../domain/rewards/purchase-reward.js';
import type { Logger } from '../logger.js';
import { DEMO_MEMBER, DEMO_SECOND_BUSINESS } from './accounts.js';

const DAY = 24 * 60 * 60_000;

/**
 * The second demo shop (its owner and one store) and the demo member's account there: one
 * purchase rewarded through the same service the API uses, and the shop accepted in the member
 * app. Keyed on the shop's handle, after the front desk's members exist.
 */
export async function seedSecondBusiness(tx: Tx, clock: Clock, log: Logger): Promise<boolean> {
  const { handle, name, brandColor, owner } = DEMO_SECOND_BUSINESS;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('demo-second-business', 0))`);
  const [existing] = await tx
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.handle, handle));
  const [member] = await tx.select().from(members).where(eq(members.username, DEMO_MEMBER.username));
  if (existing || !member) return false;

  const now = clock.now();
  const [business] = await tx
    .insert(businesses)
    .values({ handle, name, category: 'Bakery', phoneNumber: '0395551234', brandColor })
    .returning({ id: businesses.id });
  if (!business) throw new Error('demo business insert returned no row');
  const [ownerRow] = await tx
    .insert(users)
    .values({ businessId: business.id, role: 'B', ...owner, phoneNumber: '0415555802', chatAccess: true })
    .returning({ id: users.id });
  const [store] = await tx
    .insert(stores)
    .values({
      businessId: business.id,
      name: 'Fitzroy',
      counters: ['Counter 1'],
      addressLine1: '88 Brunswick Street',
      addressLine2: '',
      city: 'Fitzroy',
      state: 'VIC',
      country: 'AU',
      pinCode: '3065',
      latitude: -37.8011,
      longitude: 144.9787,
      isPrimary: true,
      isOperational: true,
      phoneNumber: '0395551234',
      website: '',
    })
    .returning({ id: stores.id });
  if (!ownerRow || !store) throw new Error('demo owner or store insert returned no row');

  const at = new Date(now.getTime() - 3 * DAY);
  const account = await prepareMoneyOpening(tx)({
    businessId: business.id,
    storeId: store.id,
    memberCode: member.memberId,
    actorUserId: ownerRow.id,
    guard: undefined,
  });
  const writes = new Writes(tx);
  const place = {
    businessId: business.id,
    storeId: store.id,
    counter: 'Counter 1',
    actorUserId: ownerRow.id,
    at,
  };
  await plainReward(writes, place, member, account, 2_650);
  await writes.flush();
  await tx
    .update(subscriptions)
    .set({ consent: 'Accepted', consentChangedAt: at })
    .where(and(eq(subscriptions.businessId, business.id), eq(subscriptions.memberRowId, member.id)));
  log.info(`Demo business @${handle} loaded, with ${DEMO_MEMBER.username} as a member`);
  return true;
}
