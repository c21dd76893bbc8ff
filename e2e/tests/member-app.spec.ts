import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  addAndPublishGiftCard,
  addRewardTransaction,
  CHAT_EVENTS,
  refundCustomer,
  searchCustomer as searchCustomerEndpoint,
  sellGiftCard,
} from '@countertop/api';
import { chromium as playwrightChromium, devices, type Browser, type Page } from '@playwright/test';
import { api, urlOf, type Caller } from '../support/api';
import { expectNoAxeViolations } from '../support/axe';
import { chatSocketOpened, chromium, pushed } from '../support/browser';
import { expect, staffState, test } from '../support/fixtures';
import { amountField, searchCustomer, tick } from '../support/front-desk';
import { acceptShop, createMember, pendingRedemptions, type TestMember } from '../support/member';
import { baseURL, runDir } from '../support/run';
import { writeScreenshotVideo } from '../support/screenshot-video';

// Two browsers and a camera: a whole visit to the counter, with the member answering on a phone.

/** A phone, as a member holds one; Chromium's own device profile. */
const phone = { ...devices['Pixel 7'], baseURL };

/** The token of the run's staff session (staff-sign-in.setup.ts), for set-up through the API. */
function staffCaller(): Caller {
  const state = JSON.parse(readFileSync(staffState, 'utf8')) as {
    origins: { localStorage: { name: string; value: string }[] }[];
  };
  const token = state.origins.flatMap((o) => o.localStorage).find((item) => item.name === 'token')?.value;
  if (!token) throw new Error('the staff session has no token');
  return { role: 'staff', token };
}

/** Staff at the counter, in a browser whose camera plays `video`. */
async function counterWithCamera(video: string): Promise<{ browser: Browser; page: Page }> {
  const browser = await playwrightChromium.launch({
    ...chromium,
    args: [
      ...chromium.args,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  const context = await browser.newContext({ baseURL, storageState: staffState, permissions: ['camera'] });
  return { browser, page: await context.newPage() };
}

async function signInOnPhone(page: Page, email: string): Promise<void> {
  await page.goto('/member/');
  await expect(page).toHaveURL(/\/member\/sign-in$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  // Demo mode fills in the code, as the back office's login does.
  await expect(page.getByRole('textbox', { name: /^Code/ })).toHaveValue(/^\d{6}$/);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/member\/?$/);
}

/** Opens a page of the member app through its menu, as a thumb does on a phone. */
async function openSection(page: Page, name: string, heading = name): Promise<void> {
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

async function startRedemption(page: Page, billing: string, wallet: string): Promise<void> {
  await amountField(page, 'Billing Amount').fill(billing);
  await amountField(page, 'Wallet Redeem Amount').fill(wallet);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('textbox', { name: 'Transaction ID' })).not.toHaveValue('');
}

const authorization = (page: Page) =>
  page.getByRole('status').filter({ hasText: /Pending|Authorized|Rejected|error/ });

const approval = (page: Page) => page.getByRole('alertdialog', { name: 'Approve payment?' });

test('a member shows their pass, staff scan it, and the member approves one payment and rejects another', async ({
  browser,
}) => {
  const email = `member.${randomBytes(4).toString('hex')}@example.com`;
  const name = `Mia ${randomBytes(2).toString('hex')}`;
  const member = await (await browser.newContext(phone)).newPage();
  const socketOpened = chatSocketOpened(member);

  // The member signs in on their phone (the first sign-in makes them a member).
  await signInOnPhone(member, email);
  // Signed in, the app listens on the chat socket for the shop's requests.
  const memberSocket = await socketOpened;
  // A first sign-in names the member after their e-mail; they change it.
  await expect(member.getByRole('heading', { level: 1, name: /^Member / })).toBeVisible();
  await member.getByRole('button', { name: 'Change name' }).click();
  await member.getByRole('textbox', { name: 'Your name' }).fill(name);
  await member.getByRole('button', { name: 'Save name' }).click();
  await expect(member.getByRole('heading', { level: 1, name })).toBeVisible();
  const memberId = /Member ID: (\d{9})/.exec(await member.getByText(/^Member ID: /).innerText())?.[1];
  expect(memberId).toMatch(/^[1-9]\d{8}$/);
  if (!memberId) return;
  await expect(member.getByText('No shops yet')).toBeVisible();

  // Wallet money at the demo business, so there is something to redeem.
  await api(staffCaller()).call(
    refundCustomer,
    { customerId: memberId, refundAmount: 20 },
    { idempotencyKey: randomUUID() },
  );

  // The counter's camera is fed a picture of the pass exactly as the member's phone shows it.
  const qr = member.getByRole('img', { name: 'Member pass QR code' });
  const video = join(runDir, `member-app-pass-${memberId}.y4m`);
  await writeScreenshotVideo(member, await qr.screenshot(), video);
  const counter = await counterWithCamera(video);
  try {
    const desk = counter.page;
    await desk.goto('/dashboard');
    const searched = desk.waitForRequest(urlOf(searchCustomerEndpoint, 'staff'));
    await desk.getByRole('button', { name: 'Scan QR code' }).click();
    expect((await searched).postDataJSON()).toEqual({ query: memberId });
    await expect(desk.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(desk.getByText(`Member ID: ${memberId}`)).toBeVisible();
    await expect(desk.getByText('Available wallet balance: $20.00')).toBeVisible();

    // A redemption: the socket brings the dialog to the phone (polling would take 15 s while the
    // socket is up), and the member approves.
    const asked = pushed(memberSocket, CHAT_EVENTS.rewardTransactionStatus);
    await startRedemption(desk, '30', '12.50');
    await asked;
    const dialog = approval(member);
    await expect(dialog).toBeVisible();
    for (const row of [
      'Billing amount $30.00',
      'Wallet $12.50',
      'Gift card $0.00',
      'Left to pay at the counter $17.50',
    ]) {
      await expect(dialog.getByRole('row', { name: row })).toBeVisible();
    }
    await expect(dialog).toContainText('Harbour Lane');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(member.getByText('Payment approved. The counter will finish it.')).toBeVisible();

    // The front desk asks every 5 seconds; then staff complete it.
    await expect(authorization(desk)).toHaveText('Authorized');
    const reward = desk.getByRole('button', { name: 'Reward' });
    await tick(desk, "I confirm that I've collected $17.50 from the customer");
    await reward.click();
    await expect(desk.getByRole('alertdialog', { name: 'Success' })).toBeVisible();

    // The member's activity and wallet show it.
    await openSection(member, 'Activity');
    const activity = member.getByRole('table', { name: /^Activity at / });
    // Newest first: the row after the column headers.
    const newest = activity.getByRole('row').nth(1);
    await expect(newest).toContainText('Paid with your balance');
    await expect(newest).toContainText('Bill $30.00 · Wallet used $12.50');
    await expect(activity).toContainText('$20.00 to your wallet');
    await openSection(member, 'Pass', name);
    const balances = member.getByRole('region', { name: /^Balances at / });
    await expect(balances).toContainText('$7.50');

    // A second redemption, rejected: the front desk offers Try Again.
    await expect(desk).toHaveURL(/\/dashboard$/);
    await searchCustomer(desk, memberId, name);
    const askedAgain = pushed(memberSocket, CHAT_EVENTS.rewardTransactionStatus);
    await startRedemption(desk, '10', '5');
    await askedAgain;
    await expect(approval(member)).toBeVisible();
    await expect(approval(member).getByRole('row', { name: 'Wallet $5.00' })).toBeVisible();
    await approval(member).getByRole('button', { name: 'Reject' }).click();
    await expect(member.getByText('Payment rejected. Nothing was taken.')).toBeVisible();
    await expect(authorization(desk)).toHaveText('Rejected');
    await expect(desk.getByRole('button', { name: 'Try Again' })).toBeVisible();

    // Asked again, then withdrawn at the counter: the phone's dialog goes away with a note.
    const askedThird = pushed(memberSocket, CHAT_EVENTS.rewardTransactionStatus);
    await desk.getByRole('button', { name: 'Try Again' }).click();
    await desk.getByRole('button', { name: 'Next' }).click();
    await askedThird;
    await expect(approval(member)).toBeVisible();
    const withdrawn = pushed(memberSocket, CHAT_EVENTS.rewardTransactionStatus);
    await desk.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await withdrawn;
    await expect(approval(member)).toHaveCount(0);
    await expect(
      member.getByText('That payment request has expired or was withdrawn by the shop.'),
    ).toBeVisible();
  } finally {
    await counter.browser.close();
  }

  // A reload keeps the session; Sign out returns to Sign in.
  await member.reload();
  await expect(member.getByRole('heading', { level: 1, name })).toBeVisible();
  await member.getByRole('button', { name: 'Open navigation' }).click();
  await member.getByRole('button', { name: 'Sign out' }).click();
  await expect(member.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await member.goto('/member/activity');
  await expect(member).toHaveURL(/\/member\/sign-in$/);
});

/** Signs a member made through the API in on the phone, as a reload would restore them. */
async function restoreOnPhone(page: Page, member: TestMember): Promise<void> {
  const user = {
    id: member.memberId,
    userType: 'C',
    name: member.name,
    email: member.email,
    memberId: member.memberId,
    username: member.username,
  };
  await page.addInitScript(
    ({ token, user }) => {
      localStorage.setItem('member.token', token);
      localStorage.setItem('member.user', user);
    },
    { token: member.token, user: JSON.stringify(user) },
  );
}

test.describe('every member screen', () => {
  test.use({ signedInAs: 'owner' });

  test('passes axe in both themes on a phone: sign-in (by keyboard), pass, approval, activity, gift cards', async ({
    browser,
    owner,
  }) => {
    const signedOut = await (await browser.newContext(phone)).newPage();
    await signedOut.goto('/member/sign-in');
    await expect(signedOut.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expectNoAxeViolations(signedOut);
    await signedOut.getByRole('button', { name: 'Send code' }).click();
    await expect(signedOut.getByText('Email is required')).toBeVisible();
    await expectNoAxeViolations(signedOut);
    // By keyboard alone: Enter sends the code, and Enter again (the code filled in) verifies.
    await signedOut.getByRole('textbox', { name: 'Email' }).focus();
    await signedOut.keyboard.type(`member.${randomBytes(4).toString('hex')}@example.com`);
    await signedOut.keyboard.press('Enter');
    const code = signedOut.getByRole('textbox', { name: /^Code/ });
    await expect(code).toHaveValue(/^\d{6}$/);
    await expectNoAxeViolations(signedOut);
    await code.focus();
    await signedOut.keyboard.press('Enter');
    await expect(signedOut.getByText(/^Member ID: \d{9}$/)).toBeVisible();

    const member = await createMember();
    const { storeId } = owner;
    const { data: card } = await api(owner).call(addAndPublishGiftCard, {
      amount: 25,
      discount: null,
      validity: 365,
    });
    await api(owner).call(
      sellGiftCard,
      { cartItems: [{ id: card.id }], customerId: member.memberId, storeId },
      { idempotencyKey: randomUUID() },
    );
    await api(owner).call(
      refundCustomer,
      { customerId: member.memberId, refundAmount: 4, storeId },
      { idempotencyKey: randomUUID() },
    );
    // The invitation's own screen is checked in consent.spec.ts.
    await acceptShop(member, owner.business.handle);

    const page = await (await browser.newContext(phone)).newPage();
    await restoreOnPhone(page, member);
    await page.goto('/member/');
    await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
    await expect(
      page.getByRole('region', { name: `Balances at ${owner.business.businessName}` }),
    ).toContainText('$25.00');
    await expectNoAxeViolations(page);

    await api(owner).call(
      addRewardTransaction,
      { customerId: member.memberId, billingAmount: 9, wallet: 4, storeId },
      { idempotencyKey: randomUUID() },
    );
    await expect(approval(page)).toBeVisible();
    await expectNoAxeViolations(page);
    // By keyboard: focus is in the dialog, and Escape does not dismiss a payment someone waits on.
    await page.keyboard.press('Escape');
    await expect(approval(page)).toBeVisible();
    await approval(page).getByRole('button', { name: 'Reject' }).focus();
    await page.keyboard.press('Enter');
    await expect(approval(page)).toHaveCount(0);
    await expect.poll(() => pendingRedemptions(member)).toEqual([]);

    await page.goto('/member/activity');
    await expect(
      page.getByRole('table', { name: `Activity at ${owner.business.businessName}` }),
    ).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Gift card bought' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/member/gift-cards');
    await expect(page.getByText('Balance: $25.00')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/member/no-such-page');
    await expect(page.getByRole('link', { name: 'Back to your pass' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('the member app installs: its manifest, and a service worker scoped to /member/ that keeps the shell', async ({
  browser,
  request,
}) => {
  const manifest = await (await request.get('/member/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ scope: '/member/', start_url: '/member/', display: 'standalone' });
  const sizes = (manifest.icons as { sizes: string; type: string }[]).map((icon) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons as { src: string }[]) {
    expect((await request.get(`/member/${icon.src}`)).ok()).toBe(true);
  }

  const page = await (await browser.newContext(phone)).newPage();
  await page.goto('/member/sign-in');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/member/manifest.webmanifest');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${baseURL}/member/`);
  // The back office is outside it.
  expect(
    await page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration('/dashboard'))),
  ).toBe(false);
  // The app shell is cached: the pass opens without a network.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const names = await caches.keys();
        const urls = await Promise.all(
          names.map(async (n) => (await (await caches.open(n)).keys()).map((r) => r.url)),
        );
        return urls.flat().some((url) => url.includes('/member/index.html'));
      }),
    )
    .toBe(true);
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});
