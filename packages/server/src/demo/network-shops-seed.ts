import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Tx } from '../db/client.js';
import { businesses, members, rewardPlans, stores, subscriptions, tiers, users } from '../db/schema/index.js';
import { Writes } from '../db/writes.js';
import { prepareMoneyOpening } from '../domain/ledger/money-opening.js';
import type { TierLevel } from '../domain/earning/tier.js';
import type { RewardPlan } from '../domain/ledger/reward-plan.js';
import { plainReward } from '../domain/rewards/purchase-reward.js';
import type { Logger } from '../logger.js';
import { DEMO_MEMBER, DEMO_SECOND_BUSINESS, DEMO_STAMP_CAFE } from './accounts.js';

const DAY = 24 * 60 * 60_000;

/** A shop of the network besides the demo business: who runs it, where, and the member's purchases there. */
interface NetworkShop {
  handle: string;
  name: string;
  brandColor: string;
  owner: { name: string; email: string };
  category: string;
  phoneNumber: string;
  ownerPhone: string;
  store: {
    name: string;
    addressLine1: string;
    city: string;
    pinCode: string;
    latitude: number;
    longitude: number;
  };
  /** The plan, when not the defaults. */
  plan?: Partial<RewardPlan>;
  /** Its tiers, lowest first (docs/domain.md, "Tiers"). */
  tiers?: TierLevel[];
  /** The demo member's purchases, in cents, oldest first, one a day up to 3 days ago. */
  purchasesCents: number[];
}

/**
 * The bakery, on points with tiers (the demo member on Silver, $248.00 short of Gold); the café, on
 * a stamp card with the demo member at 6 of 9.
 */
export const NETWORK_SHOPS: NetworkShop[] = [
  {
    ...DEMO_SECOND_BUSINESS,
    category: 'Bakery',
    phoneNumber: '0395551234',
    ownerPhone: '0415555802',
    store: {
      name: 'Fitzroy',
      addressLine1: '88 Brunswick Street',
      city: 'Fitzroy',
      pinCode: '3065',
      latitude: -37.8011,
      longitude: 144.9787,
    },
    tiers: DEMO_SECOND_BUSINESS.tiers.map((tier) => ({ ...tier })),
    purchasesCents: [4_250, 3_180, 2_650, 5_120],
  },
  {
    ...DEMO_STAMP_CAFE,
    category: 'Cafe',
    phoneNumber: '0395557788',
    ownerPhone: '0415555803',
    store: {
      name: 'Degraves Street',
      addressLine1: '12 Degraves Street',
      city: 'Melbourne',
      pinCode: '3000',
      latitude: -37.8167,
      longitude: 144.9656,
    },
    plan: { type: 'Stamps', stampsPerReward: 9, stampRewardCents: 450, stampMinimumSpendCents: 300 },
    purchasesCents: Array.from({ length: DEMO_STAMP_CAFE.stamps }, (_, i) => 450 + i * 20),
  },
];

/**
 * A shop of the network (its owner, one store and its plan) and the demo member's account there:
 * purchases rewarded through the same service the API uses, and the shop accepted in the member
 * app. Keyed on the shop's handle, after the front desk's members exist.
 */
export async function seedNetworkShop(
  tx: Tx,
  clock: Clock,
  log: Logger,
  shop: NetworkShop,
): Promise<boolean> {
  const { handle, name, brandColor, owner } = shop;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`demo-shop-${handle}`}, 0))`);
  const [existing] = await tx
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.handle, handle));
  const [member] = await tx.select().from(members).where(eq(members.username, DEMO_MEMBER.username));
  if (existing || !member) return false;

  const now = clock.now();
  const [business] = await tx
    .insert(businesses)
    .values({ handle, name, category: shop.category, phoneNumber: shop.phoneNumber, brandColor })
    .returning({ id: businesses.id });
  if (!business) throw new Error('demo business insert returned no row');
  const [ownerRow] = await tx
    .insert(users)
    .values({ businessId: business.id, role: 'B', ...owner, phoneNumber: shop.ownerPhone, chatAccess: true })
    .returning({ id: users.id });
  const [store] = await tx
    .insert(stores)
    .values({
      businessId: business.id,
      ...shop.store,
      counters: ['Counter 1'],
      addressLine2: '',
      state: 'VIC',
      country: 'AU',
      isPrimary: true,
      isOperational: true,
      phoneNumber: shop.phoneNumber,
      website: '',
    })
    .returning({ id: stores.id });
  if (!ownerRow || !store) throw new Error('demo owner or store insert returned no row');
  if (shop.plan)
    await tx.insert(rewardPlans).values({ businessId: business.id, ...shop.plan, updatedAt: now });
  if (shop.tiers)
    await tx.insert(tiers).values(shop.tiers.map((tier) => ({ businessId: business.id, ...tier })));

  const days = shop.purchasesCents.length;
  for (const [index, cents] of shop.purchasesCents.entries()) {
    const at = new Date(now.getTime() - (3 + days - 1 - index) * DAY);
    // Each purchase opens the account as the API does: the subscription locked, the plan read.
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
    await plainReward(writes, place, member, account, cents);
    await writes.flush();
  }
  const acceptedAt = new Date(now.getTime() - 3 * DAY);
  await tx
    .update(subscriptions)
    .set({ consent: 'Accepted', consentChangedAt: acceptedAt })
    .where(and(eq(subscriptions.businessId, business.id), eq(subscriptions.memberRowId, member.id)));
  log.info(`Demo business @${handle} loaded, with ${DEMO_MEMBER.username} as a member`);
  return true;
}
