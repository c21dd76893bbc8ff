import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Tx } from '../db/client.js';
import {
  businesses,
  members,
  rewardPlans,
  stores,
  subscriptions,
  tiers,
  users,
  type MemberRow,
} from '../db/schema/index.js';
import { Writes } from '../db/writes.js';
import { prepareMoneyOpening } from '../domain/ledger/money-opening.js';
import type { TierLevel } from '../domain/earning/tier.js';
import type { RewardPlan } from '../domain/ledger/reward-plan.js';
import { recordReferral } from '../domain/referrals/record-referral.js';
import { findReferrer, memberReferralCode } from '../domain/referrals/referral-codes.js';
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
  /**
   * A member the demo member referred (docs/domain.md, "Referrals"): they sign up with her code
   * after her purchases and make their first purchase 2 days ago, which earns her the bonus.
   */
  referral?: { username: string; purchaseCents: number };
  /** The business whose referral code this one registered with. */
  referredByHandle?: string;
}

/**
 * The bakery, on points with tiers (the demo member on Silver, $248.00 short of Gold) and a
 * referral; the café, on a stamp card with the demo member at 6 of 9.
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
  const [referring] = shop.referredByHandle
    ? await tx
        .select({ id: businesses.id })
        .from(businesses)
        .where(eq(businesses.handle, shop.referredByHandle))
    : [];
  const [business] = await tx
    .insert(businesses)
    .values({
      handle,
      name,
      category: shop.category,
      phoneNumber: shop.phoneNumber,
      brandColor,
      referredByBusinessId: referring?.id,
    })
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

  // Each purchase opens the account as the API does: the subscription locked, the plan read.
  const buy = async (buyer: MemberRow, cents: number, at: Date) => {
    const account = await prepareMoneyOpening(tx)({
      businessId: business.id,
      storeId: store.id,
      memberCode: buyer.memberId,
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
    await plainReward(writes, place, buyer, account, cents);
    await writes.flush();
  };
  const days = shop.purchasesCents.length;
  for (const [index, cents] of shop.purchasesCents.entries()) {
    await buy(member, cents, new Date(now.getTime() - (3 + days - 1 - index) * DAY));
  }
  const accepted = [member];
  if (shop.referral) accepted.push(await seedReferral(tx, business.id, member, shop.referral, now, buy));
  const acceptedAt = new Date(now.getTime() - 3 * DAY);
  await tx
    .update(subscriptions)
    .set({ consent: 'Accepted', consentChangedAt: acceptedAt })
    .where(
      and(
        eq(subscriptions.businessId, business.id),
        inArray(
          subscriptions.memberRowId,
          accepted.map((m) => m.id),
        ),
      ),
    );
  log.info(`Demo business @${handle} loaded, with ${DEMO_MEMBER.username} as a member`);
  return true;
}

/**
 * The referral as the API makes it: the demo member's code at the shop, the referred member
 * signing in with it (the sign-in's own recording), then their first purchase, which earns her
 * the bonus. Answers the referred member.
 */
async function seedReferral(
  tx: Tx,
  businessId: string,
  referrerMember: MemberRow,
  referral: { username: string; purchaseCents: number },
  now: Date,
  buy: (buyer: MemberRow, cents: number, at: Date) => Promise<void>,
): Promise<MemberRow> {
  const [referred] = await tx.select().from(members).where(eq(members.username, referral.username));
  const code = await memberReferralCode(tx, referrerMember.id, businessId);
  const referrer = code && (await findReferrer(tx, code));
  if (!referred || !referrer) throw new Error('demo referral: member or code missing');
  await recordReferral(tx, {
    memberRowId: referred.id,
    referrer,
    now: new Date(now.getTime() - 2 * DAY - 60_000),
  });
  await buy(referred, referral.purchaseCents, new Date(now.getTime() - 2 * DAY));
  return referred;
}
