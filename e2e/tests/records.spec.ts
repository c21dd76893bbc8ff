import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  exportGiftCardTransactions,
  exportRewardTransactions,
  exportSubscriptions,
  exportWalletTransactions,
  listStores,
  listWalletTransactions,
  refundCustomer,
  rewardCustomer,
  sellGiftCard,
  type DownloadEndpoint,
} from '@countertop/api';
import type { Locator, Page } from '@playwright/test';
import { api, type Caller } from '../support/api';
import { expectNoAxeViolations } from '../support/axe';
import { registerBusiness, type TestBusiness } from '../support/business';
import { expect, test } from '../support/fixtures';
import { publishGiftCard } from '../support/front-desk';
import { acceptShop, createMember } from '../support/member';
import { signIn } from '../support/sign-in';

// Each test counts what its business has, so each registers a business of its own.

interface Desk extends Caller {
  business: TestBusiness;
  storeId: string;
}

/** A business of the test's own, its owner signed in on `page` at Counter 1. */
async function ownBusiness(page: Page): Promise<Desk> {
  const business = await registerBusiness(1);
  const caller = await signIn(
    page,
    { userType: 'Owner', email: business.ownerEmail },
    undefined,
    'Counter 1',
  );
  const { data } = await api(caller).call(listStores, { offset: 0, limit: 1 });
  return { ...caller, business, storeId: data.totalItems[0]?.id ?? '' };
}

/** The desk's money calls through the API, each with a fresh Idempotency-Key as the app sends. */
function deskCalls(desk: Desk) {
  const client = api(desk);
  const { storeId } = desk;
  const key = () => ({ idempotencyKey: randomUUID() });
  return {
    reward: (customerId: string, billingAmount: number) =>
      client.call(rewardCustomer, { customerId, billingAmount, storeId }, key()),
    sell: (customerId: string, id: string) =>
      client.call(sellGiftCard, { cartItems: [{ id }], customerId, storeId }, key()),
    refund: (customerId: string, refundAmount: number) =>
      client.call(refundCustomer, { customerId, refundAmount, storeId }, key()),
  };
}

/** Presses Export CSV and reads the saved file's lines, checking the name the server gives it. */
async function exportCsv(page: Page, endpoint: DownloadEndpoint): Promise<string[]> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(endpoint.download.fileName);
  const text = await readFile(await file.path(), 'utf8');
  return text.trimEnd().split('\n');
}

/** A CSV date: ISO 8601 in the business's zone (Sydney, +10:00 or +11:00 by season) with its offset. */
const ISO_WITH_OFFSET = '\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\+1[01]:00';

/** The data rows: the header row has no cells. */
const rowsOf = (table: Locator) => table.getByRole('row').filter({ has: table.page().getByRole('gridcell') });

/** Page 1 shows 5 rows, Next shows the rest: the tab pages 5 at a time. */
async function pageThrough(page: Page, table: Locator, total: number) {
  const pages = Math.ceil(total / 5);
  await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
  await expect(rowsOf(table)).toHaveCount(Math.min(5, total));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
  await expect(rowsOf(table)).toHaveCount(Math.min(5, total - 5));
}

/** Today as the dashboard's table writes it, in the business's time zone (its store is in NSW). */
const today = () =>
  new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', timeZone: 'Australia/Sydney' }).format(
    new Date(),
  );

test('an owner pages each transaction tab and exports its CSV', async ({ page }) => {
  const desk = await ownBusiness(page);
  const { business } = desk;
  const calls = deskCalls(desk);
  const member = await createMember();
  const card = await publishGiftCard(desk, { amount: 40, discount: null, validity: 1095 });
  for (let i = 0; i < 6; i++) await calls.reward(member.memberId, 10 + i);
  for (let i = 0; i < 6; i++) await calls.sell(member.memberId, card);
  await calls.refund(member.memberId, 5);
  const walletCount = (await api(desk).call(listWalletTransactions, { offset: 0 })).totalCount;
  expect(walletCount).toBeGreaterThan(5);

  await page.goto('/transactions');
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();

  // Reward: six rewards, newest first.
  const reward = page.getByRole('grid', { name: 'Reward' });
  await expect(rowsOf(reward).first()).toContainText('$15.00');
  await expect(rowsOf(reward).first()).toContainText(business.ownerName);
  await expect(rowsOf(reward).first()).toContainText('Completed');
  await expectNoAxeViolations(page);
  await pageThrough(page, reward, 6);
  await expect(rowsOf(reward).first()).toContainText('$10.00');
  const rewardCsv = await exportCsv(page, exportRewardTransactions);
  expect(rewardCsv[0]).toBe(
    'Transaction ID,Date,Customer ID,Customer Name,Billing Amount,Wallet Redeemed,Giftcard Redeemed,Points Earned,Initiator,Store,Counter,Status,Completed',
  );
  expect(rewardCsv).toHaveLength(7);
  expect(rewardCsv[1]).toMatch(
    new RegExp(
      `^[0-9a-f-]{36},${ISO_WITH_OFFSET},${member.memberId},${member.name},15\\.00,0\\.00,0\\.00,\\d+,${business.ownerName},${business.storeName},Counter 1,COMPLETED,`,
    ),
  );

  // Wallet: the refund on top, in dollars; points entries in points. A new tab starts at page 1.
  await page.getByRole('tab', { name: 'Wallet' }).click();
  const wallet = page.getByRole('grid', { name: 'Wallet' });
  await expect(rowsOf(wallet).first()).toContainText('$5.00');
  await expect(rowsOf(wallet).first()).toContainText('Refund');
  await expect(rowsOf(wallet).filter({ hasText: 'Reward' }).first()).toContainText(/\d points/);
  await expectNoAxeViolations(page);
  await pageThrough(page, wallet, walletCount);
  const walletCsv = await exportCsv(page, exportWalletTransactions);
  expect(walletCsv[0]).toBe(
    'Transaction ID,Date,Customer ID,Customer Name,Type,Kind,Amount,Unit,From,Store,Counter',
  );
  expect(walletCsv).toHaveLength(walletCount + 1);
  expect(walletCsv[1]).toContain(
    `,${member.memberId},${member.name},Refund,Refund,5.00,AUD,${business.ownerName},${business.storeName},Counter 1`,
  );

  // Redeem Giftcards: six cards sold at $40.
  await page.getByRole('tab', { name: 'Redeem Giftcards' }).click();
  const giftCards = page.getByRole('grid', { name: 'Redeem Giftcards' });
  await expect(rowsOf(giftCards).first()).toContainText('$40.00Sold');
  await expect(rowsOf(giftCards).first()).toContainText(member.name);
  await expectNoAxeViolations(page);
  await pageThrough(page, giftCards, 6);
  const giftCardCsv = await exportCsv(page, exportGiftCardTransactions);
  expect(giftCardCsv[0]).toBe(
    'Transaction ID,Date,Customer ID,Customer Name,Type,Amount,Giftcard ID,Staff,Store,Counter',
  );
  expect(giftCardCsv).toHaveLength(7);
  expect(giftCardCsv[1]).toContain(`,${member.memberId},${member.name},Purchase,40.00,`);
});

test('the subscribers list opens Customer Details and exports every subscriber', async ({ page }) => {
  const desk = await ownBusiness(page);
  const calls = deskCalls(desk);
  const [ava, ben] = [await createMember(), await createMember()];
  await calls.reward(ava.memberId, 20);
  await calls.refund(ava.memberId, 6.5);
  await calls.reward(ben.memberId, 5);
  // Ava accepted the shop, so it sees her e-mail; Ben has not (docs/domain.md, "Consent").
  await acceptShop(ava, desk.business.handle);

  await page.goto('/subscribers');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();
  const table = page.getByRole('grid', { name: 'Subscribers' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Subscriber Name',
    'Giftcard Balance',
    'Wallet Balance',
    'Points Balance',
    'Subscribed On',
  ]);
  await expect(rowsOf(table)).toHaveCount(2);
  await expectNoAxeViolations(page);

  const csv = await exportCsv(page, exportSubscriptions);
  expect(csv[0]).toBe(
    'Customer ID,Subscriber Name,Email,Tier,Giftcard Balance,Wallet Balance,Points Balance,Stamps Balance,Total Points Earned,Total Money Spent,Times Shopped,Times Redeemed,Total Referred,Referred By,Subscribed On',
  );
  expect(csv).toHaveLength(3);
  expect(csv.find((line) => line.startsWith(ava.memberId))).toMatch(
    new RegExp(
      `^${ava.memberId},${ava.name},${ava.email},,0\\.00,6\\.50,\\d+,0,\\d+,20\\.00,1,0,0,,${ISO_WITH_OFFSET}`,
    ),
  );

  await rowsOf(table).filter({ hasText: ava.name }).getByText(ava.name).click();
  const dialog = page.getByRole('dialog', { name: 'Customer Details' });
  const basic = dialog.getByRole('region', { name: 'Basic Information' });
  await expect(basic).toContainText(ava.email);
  await expect(dialog.getByRole('heading', { level: 3 })).toHaveText([
    'Basic Information',
    'Balance Information',
    'Activity Statistics',
    'Additional Information',
    'History',
  ]);
  // Her history here, newest first, in the words her own app uses, about her.
  const history = dialog.getByRole('table', { name: `History: ${ava.name}` });
  await expect(history.getByRole('rowheader')).toHaveText(['Refund to their wallet', 'Purchase rewarded']);
  await expect(history.getByRole('row').nth(1)).toContainText('$6.50 to their wallet');
  await expect(dialog.getByRole('region', { name: 'Balance Information' })).toContainText(
    'Wallet Balance$6.50',
  );
  await expect(dialog.getByRole('region', { name: 'Activity Statistics' })).toContainText(
    'Total Money Spent$20.00',
  );
  await expect(dialog.getByRole('region', { name: 'Activity Statistics' })).toContainText('Times Shopped1');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test("the owner dashboard shows the last 30 days as a chart and as a table of today's figures", async ({
  page,
}) => {
  const desk = await ownBusiness(page);
  const calls = deskCalls(desk);
  const member = await createMember();
  const card = await publishGiftCard(desk, { amount: 40, discount: 10, validity: 1095 });
  await calls.sell(member.memberId, card);
  await calls.reward(member.memberId, 12.5);
  await calls.refund(member.memberId, 5);

  await page.goto('/dashboard');
  const trends = page.getByRole('region', { name: 'Last 30 Days' });
  await expect(trends.getByRole('img', { name: 'Last 30 Days' })).toBeVisible();
  await expect(trends.getByRole('list', { name: 'Last 30 Days: key' })).toContainText('Gift Card Sales');
  await expectNoAxeViolations(page);

  // The same figures as a table, reached by keyboard: the tabs take the arrow keys.
  await trends.getByRole('tab', { name: 'Chart' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(trends.getByRole('tab', { name: 'Table' })).toHaveAttribute('aria-selected', 'true');
  const table = trends.getByRole('grid', { name: 'Last 30 Days' });
  await expect(rowsOf(table)).toHaveCount(30);
  // Today, on top: a $12.50 reward, a $40 card bought at 10 % off ($36), a $5 refund, no return.
  await expect(rowsOf(table).first()).toHaveText(`${today()}$12.50$36.00$0.00$5.00$0.00`);
  await expectNoAxeViolations(page);
});
