import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import { salePriceCents } from '../contract.js';
import type { Tx } from '../db/client.js';
import {
  businesses,
  giftCardTemplates,
  members,
  offers,
  rewardTransactions,
  stores,
  subscriptions,
  users,
  type MemberRow,
} from '../db/schema/index.js';
import { Writes } from '../db/writes.js';
import type { Logger } from '../logger.js';
import { sellGiftCard } from '../domain/gift-cards/gift-card-sale.js';
import { refundToWallet } from '../domain/refunds/refund-to-wallet.js';
import type { AccountOpening } from '../domain/ledger/member-account.js';
import { prepareMoneyOpening } from '../domain/ledger/money-opening.js';
import type { Place } from '../domain/places/place.js';
import { completeRedemption, plainReward } from '../domain/rewards/purchase-reward.js';
import { createRewardTransaction } from '../domain/rewards/redemption-requests.js';
import { DEMO_BUSINESS, DEMO_MEMBERS, DEMO_OWNER, DEMO_STAFF } from './accounts.js';

const DAY = 24 * 60 * 60_000;

/**
 * The front desk's demo data: members with history at the demo business, gift card templates
 * (published and draft) and current offers, so search, reward, sell and refund can be tried at
 * once. Keyed on the first demo member: it runs once, after which the owner's changes stay. Every
 * balance is made through the same services the API uses, so the history is a real ledger.
 */
export async function seedFrontDesk(tx: Tx, clock: Clock, log: Logger): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('demo-front-desk', 0))`);
  const [first] = DEMO_MEMBERS;
  const [seeded] = await tx
    .select({ id: members.id })
    .from(members)
    .where(eq(members.username, first.username));
  if (seeded) return false;

  const [business] = await tx
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.handle, DEMO_BUSINESS.handle));
  const [store] = business
    ? await tx
        .select({ id: stores.id, counters: stores.counters })
        .from(stores)
        .where(and(eq(stores.businessId, business.id), eq(stores.isPrimary, true)))
    : [];
  const people = business ? await tx.select().from(users).where(eq(users.businessId, business.id)) : [];
  const owner = people.find((u) => u.email === DEMO_OWNER.email);
  const staff = people.find((u) => u.email === DEMO_STAFF.email);
  // The owner may have changed the demo business since; without these the history cannot be made.
  if (!business || !store || !owner || !staff) return false;

  const now = clock.now();
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const place = (daysAgo: number, by: 'owner' | 'staff' = 'staff'): Place => ({
    businessId: business.id,
    storeId: store.id,
    counter: store.counters[0] ?? 'Counter 1',
    actorUserId: by === 'owner' ? owner.id : staff.id,
    at: ago(daysAgo),
  });

  const rows = new Map<string, MemberRow>();
  for (const m of DEMO_MEMBERS) {
    const [row] = await tx
      .insert(members)
      .values({
        memberId: m.memberId,
        username: m.username,
        name: m.name,
        email: m.email,
        createdAt: ago(60),
      })
      .returning();
    if (row) rows.set(m.username, row);
  }
  const member = (username: string): MemberRow => {
    const row = rows.get(username);
    if (!row) throw new Error(`demo member ${username} missing`);
    return row;
  };

  const template = async (
    face: number,
    discountBp: number | null,
    validityDays: number | null,
    publish: boolean,
  ) => {
    const [row] = await tx
      .insert(giftCardTemplates)
      .values({
        businessId: business.id,
        faceValueCents: face,
        discountBasisPoints: discountBp ?? 0,
        actualValueCents: salePriceCents(face, discountBp),
        validityDays,
        status: publish ? 'Published' : 'Draft',
        createdAt: ago(45),
        updatedAt: ago(45),
        publishedAt: publish ? ago(45) : null,
      })
      .returning({ id: giftCardTemplates.id });
    if (!row) throw new Error('demo gift card insert returned no row');
    return row.id;
  };
  const card25 = await template(2_500, 500, 1_095, true);
  const card50 = await template(5_000, 1_000, 365, true);
  const card100 = await template(10_000, null, null, true);
  await template(20_000, 1_500, 730, false);

  /** A money service run as the API runs it: the opening's reads, then its queued writes sent. */
  const openMoneyOperation = prepareMoneyOpening(tx);
  const money = async <T>(
    username: string,
    run: (writes: Writes, who: MemberRow, account: AccountOpening) => Promise<T>,
  ): Promise<T> => {
    const who = member(username);
    const account = await openMoneyOperation({
      businessId: business.id,
      storeId: null,
      memberCode: who.memberId,
      actorUserId: owner.id,
      guard: undefined,
    });
    const writes = new Writes(tx);
    const result = await run(writes, who, account);
    await writes.flush();
    return result;
  };
  const reward = (username: string, daysAgo: number, billingCents: number) =>
    money(username, (writes, who, account) =>
      plainReward(writes, place(daysAgo), who, account, billingCents),
    );
  const sell = (username: string, daysAgo: number, templateId: string) =>
    money(username, (writes, who, account) =>
      sellGiftCard(writes, place(daysAgo, 'owner'), who, account, templateId),
    );
  const redeem = async (
    username: string,
    daysAgo: number,
    amounts: { billingCents: number; walletCents: number; giftCardCents: number },
  ) => {
    const started = await money(username, (writes, who, account) =>
      createRewardTransaction(writes, place(daysAgo), who, account.subscription, amounts),
    );
    await tx
      .update(rewardTransactions)
      .set({ status: 'CUSTOMER_APPROVED', answeredAt: ago(daysAgo) })
      .where(eq(rewardTransactions.id, started.rtId));
    await money(username, (writes, who, account) =>
      completeRedemption(writes, place(daysAgo), who, account, amounts.billingCents, started.rtId),
    );
  };

  // Ava: a regular with wallet money and a gift card, and one redemption already.
  await reward('ava.nguyen', 30, 1_850);
  await reward('ava.nguyen', 20, 4_200);
  await money('ava.nguyen', (writes, who, account) =>
    refundToWallet(writes, place(15, 'owner'), who, account, 1_500),
  );
  await sell('ava.nguyen', 10, card50);
  await redeem('ava.nguyen', 5, { billingCents: 3_000, walletCents: 500, giftCardCents: 1_000 });
  await reward('ava.nguyen', 2, 1_280);
  // Liam: spent enough for 1,000 points to turn into $100.00 of wallet money.
  await reward('liam.oconnor', 25, 65_000);
  await reward('liam.oconnor', 12, 42_000);
  await sell('liam.oconnor', 8, card100);
  // Mia: a gift card and one small purchase. Noah has never shopped here (all balances 0).
  await sell('mia.rossi', 6, card25);
  await reward('mia.rossi', 1, 900);
  // The regulars accepted the shop in their app when they joined; Zoe, rewarded once at the
  // counter, has its invitation waiting (docs/domain.md, "Consent").
  await reward('zoe.martin', 1, 650);
  await tx
    .update(subscriptions)
    .set({ consent: 'Accepted', consentChangedAt: sql`${subscriptions.subscribedAt}` })
    .where(
      and(
        eq(subscriptions.businessId, business.id),
        inArray(
          subscriptions.memberRowId,
          ['ava.nguyen', 'liam.oconnor', 'mia.rossi'].map((u) => member(u).id),
        ),
      ),
    );

  const offer = (title: string, description: string, days: number, status: 'Draft' | 'Published') => ({
    businessId: business.id,
    title,
    description,
    expiryDate: new Date(now.getTime() + days * DAY),
    status,
    images: [],
    createdAt: ago(7),
    updatedAt: ago(7),
    publishedAt: status === 'Published' ? ago(7) : null,
  });
  await tx
    .insert(offers)
    .values([
      offer('Flat white Fridays', 'Any size flat white for $4 every Friday before 11 am.', 30, 'Published'),
      offer('Pastry pair', 'Two pastries and two coffees for $18.', 14, 'Published'),
      offer(
        'Winter blend tasting',
        'Free tasting flight of our winter single origins on Saturdays.',
        60,
        'Published',
      ),
      offer('Double points week', 'Twice the points on every purchase for a week.', 90, 'Draft'),
    ]);
  log.info(`Demo members, gift cards and offers loaded (try member ${first.username} / ${first.memberId})`);
  return true;
}
