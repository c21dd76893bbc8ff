import { getRewardTransactionStatus } from '@countertop/api';
import type { Page } from '@playwright/test';
import { urlOf } from '../support/api';
import { expectNoAxeViolations } from '../support/axe';
import { demo } from '../support/demo';
import { expect, test } from '../support/fixtures';
import {
  amountField,
  expectBalances,
  fundMember,
  publishGiftCard,
  searchCustomer,
  tick,
} from '../support/front-desk';
import {
  answerRedemption,
  createMember,
  memberBalances,
  pendingRedemptions,
  waitForRedemption,
} from '../support/member';
import type { TestMember } from '../support/member';
import { choose } from '../support/sign-in';

// Whole visits to the counter: set-up through the API, waits for the member and returns.

async function confirmAndReward(page: Page, collected: string) {
  const reward = page.getByRole('button', { name: 'Reward' });
  await expect(reward).toBeDisabled();
  await tick(page, `I confirm that I've collected ${collected} from the customer`);
  await expect(reward).toBeEnabled();
  await reward.click();
}

/** The popup, then the screen goes back by itself after 2 seconds. */
async function expectOutcome(page: Page, title: 'Success' | 'Error', text: string) {
  await expect(page.getByRole('alertdialog', { name: title })).toContainText(text);
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function startRedemption(
  page: Page,
  member: TestMember,
  amounts: { billing: string; wallet?: string; giftcard?: string },
) {
  await amountField(page, 'Billing Amount').fill(amounts.billing);
  if (amounts.wallet) await amountField(page, 'Wallet Redeem Amount').fill(amounts.wallet);
  if (amounts.giftcard) await amountField(page, 'Giftcard Redeem Amount').fill(amounts.giftcard);
  await page.getByRole('button', { name: 'Next' }).click();
  const transactionId = page.getByRole('textbox', { name: 'Transaction ID' });
  await expect(transactionId).not.toHaveValue('');
  const pending = await waitForRedemption(member);
  await expect(transactionId).toHaveValue(pending.rtId);
  return pending;
}

const authorization = (page: Page) =>
  page.getByRole('status').filter({ hasText: /Pending|Authorized|Rejected|error/ });

test.describe('staff', () => {
  test.use({ signedInAs: 'staff' });

  test('staff find a member by username and by member ID and reward without redemption', async ({ page }) => {
    const member = await createMember();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff Dashboard' })).toBeVisible();

    const box = page.getByRole('searchbox', { name: 'Search customers' });
    await expect(box).toHaveAttribute('placeholder', "Enter customer's username or member ID");
    await searchCustomer(page, `  ${member.username}  `, member.name);
    await expect(page.getByText(`Member ID: ${member.memberId}`)).toBeVisible();
    await expectBalances(page, '$0.00', '$0.00');
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // No match: the box is cleared and focused again, and the customer screen says so.
    await box.fill('no.such.member.anywhere');
    await box.press('Enter');
    await expect(box).toHaveValue('');
    await expect(box).toBeFocused();
    await expect(page).toHaveURL(/\/customer-details$/);
    await expect(page.getByText('No customer found for "no.such.member.anywhere"')).toBeVisible();

    await searchCustomer(page, member.memberId, member.name);
    await amountField(page, 'Billing Amount').fill('25.40');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(amountField(page, 'Billing Amount')).toHaveAttribute('readonly', '');
    await expect(amountField(page, 'Balance Amount')).toHaveValue('$25.40');
    await expect(page.getByRole('textbox', { name: 'Transaction ID' })).toHaveCount(0);
    await confirmAndReward(page, '$25.40');
    await expect(page.getByText('Customer has been rewarded successfully!')).toBeAttached();
    await expectOutcome(page, 'Success', 'Reward transaction completed successfully!');

    const balances = await memberBalances(member, demo.handle);
    expect(balances?.pointsBalance).toBeGreaterThanOrEqual(25);
    expect(balances).toMatchObject({ walletBalance: 0, gcBalance: 0 });
  });
});

test.describe('owner', () => {
  test.use({ signedInAs: 'owner' });

  /** A member of their own for the test, and the counter's start screen. */
  async function memberAtTheCounter(page: Page) {
    const member = await createMember();
    await page.goto('/dashboard');
    return member;
  }

  test('the owner sells a gift card and refunds, and the balances shown afterwards are right', async ({
    page,
    owner,
  }) => {
    const member = await memberAtTheCounter(page);
    await publishGiftCard(owner, { amount: 50, discount: 10, validity: 365 });

    await searchCustomer(page, member.username, member.name);
    await expectBalances(page, '$0.00', '$0.00');
    await page.getByRole('tab', { name: 'Sell' }).click();
    const sell = page.getByRole('tabpanel', { name: 'Sell' });
    await expect(sell.getByRole('heading', { name: 'Sell Giftcards' })).toBeVisible();
    const send = sell.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await choose(sell, 'Gift Card', '$50.00 (10% off)');
    const details = sell.getByRole('table', { name: 'Gift card details' });
    await expect(details.getByRole('row')).toHaveText([
      /Detail\s*Value/,
      /Amount\s*\$50\.00/,
      /Discount\s*10%/,
      /Validity\s*365 days/,
      /Actual Amount\s*\$45\.00/,
    ]);
    await expect(send).toBeDisabled();
    await tick(page, 'I confirm that the payment for this gift card has been successfully received.');
    await send.click();
    await expectOutcome(page, 'Success', 'Giftcard sold successfully!');

    await searchCustomer(page, member.memberId, member.name);
    await expectBalances(page, '$0.00', '$50.00');
    await page.getByRole('tab', { name: 'Refund' }).click();
    const refund = page.getByRole('tabpanel', { name: 'Refund' });
    await expect(refund.getByRole('heading', { name: 'Refund Customer' })).toBeVisible();
    await amountField(page, 'Enter Refund Amount').fill('15.5');
    await tick(page, 'I confirm to process this refund');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await expectOutcome(page, 'Success', 'Refund processed successfully!');

    await searchCustomer(page, member.username, member.name);
    await expectBalances(page, '$15.50', '$50.00');
    expect(await memberBalances(member, owner.business.handle)).toMatchObject({
      walletBalance: 15.5,
      gcBalance: 50,
    });
  });

  test('a redemption waits for the member, who approves it in their app', async ({ page, owner }) => {
    // The screen a new user found Reward and Cancel below the fold on (issue 23 item 8).
    await page.setViewportSize({ width: 1280, height: 800 });
    const member = await memberAtTheCounter(page);
    const giftCardId = await publishGiftCard(owner, { amount: 50, discount: null, validity: null });
    await fundMember(owner, member.memberId, { giftCardId, refund: 10 });

    await searchCustomer(page, member.username, member.name);
    await expectBalances(page, '$10.00', '$50.00');
    // More than there is, and more than the bill: refused before anything is sent.
    await amountField(page, 'Billing Amount').fill('30');
    await amountField(page, 'Wallet Redeem Amount').fill('10.01');
    await expect(page.getByText('Cannot exceed the available wallet balance of $10.00.')).toBeVisible();
    await amountField(page, 'Wallet Redeem Amount').fill('10');
    await amountField(page, 'Giftcard Redeem Amount').fill('20.01');
    await expect(
      page.getByText('The sum of wallet and gift card redeem amounts cannot exceed the billing amount.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

    const pending = await startRedemption(page, member, { billing: '30', wallet: '10', giftcard: '12.50' });
    expect(pending).toMatchObject({
      billingAmount: 30,
      walletRedeemAmount: 10,
      giftCardRedeemAmount: 12.5,
      balanceAmount: 7.5,
    });
    await expect(amountField(page, 'Balance Amount')).toHaveValue('$7.50');
    await expect(authorization(page)).toHaveText('Pending');
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const name of ['Reward', 'Cancel']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
    }
    await expectNoAxeViolations(page);

    await answerRedemption(member, pending.rtId, 'approve');
    // The screen asks every 5 seconds.
    await expect(authorization(page)).toHaveText('Authorized');
    await expect(page.getByRole('button', { name: 'Refresh' })).toHaveCount(0);
    await confirmAndReward(page, '$7.50');
    await expectOutcome(page, 'Success', 'Reward transaction with redeem amounts completed successfully!');

    await searchCustomer(page, member.memberId, member.name);
    await expectBalances(page, '$0.00', '$37.50');
    expect(await memberBalances(member, owner.business.handle)).toMatchObject({
      walletBalance: 0,
      gcBalance: 37.5,
    });
  });

  test('a rejection offers Try Again, and leaving withdraws a pending request', async ({ page, owner }) => {
    const member = await memberAtTheCounter(page);
    const giftCardId = await publishGiftCard(owner, { amount: 20, discount: null, validity: null });
    await fundMember(owner, member.memberId, { giftCardId, refund: 5 });

    await searchCustomer(page, member.username, member.name);
    await expectBalances(page, '$5.00', '$20.00');
    const first = await startRedemption(page, member, { billing: '20', wallet: '5' });
    // Refresh asks at once; the screen also asks by itself every 5 seconds, so the answer below may
    // arrive through either and Refresh is pressed while the member has not answered yet.
    const asked = page.waitForResponse(urlOf(getRewardTransactionStatus, 'owner'));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await asked;
    await expect(authorization(page)).toHaveText('Pending');
    await answerRedemption(member, first.rtId, 'reject');
    await expect(authorization(page)).toHaveText('Rejected');
    await expect(page.getByRole('button', { name: 'Reward' })).toBeDisabled();

    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(amountField(page, 'Billing Amount')).not.toHaveAttribute('readonly');
    await expect(amountField(page, 'Wallet Redeem Amount')).toHaveValue('5.00');
    await page.getByRole('button', { name: 'Next' }).click();
    const second = await waitForRedemption(member);
    expect(second.rtId).not.toBe(first.rtId);
    await expect(authorization(page)).toHaveText('Pending');

    // Leaving the screen withdraws the request from the member's app.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect.poll(() => pendingRedemptions(member)).toEqual([]);

    // So does closing or reloading the page, which never unmounts the screen.
    await searchCustomer(page, member.username, member.name);
    await startRedemption(page, member, { billing: '20', wallet: '5' });
    await page.reload();
    await expect.poll(() => pendingRedemptions(member)).toEqual([]);
  });

  test('the customer screen passes axe at rest, at each step and after a refund', async ({ page, owner }) => {
    const member = await memberAtTheCounter(page);
    await publishGiftCard(owner, { amount: 25, discount: 5, validity: 1095 });
    await searchCustomer(page, member.username, member.name);
    await expectBalances(page, '$0.00', '$0.00');
    await expectNoAxeViolations(page);

    await amountField(page, 'Billing Amount').fill('12');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(amountField(page, 'Balance Amount')).toHaveValue('$12.00');
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: 'Sell' }).click();
    const sell = page.getByRole('tabpanel', { name: 'Sell' });
    await choose(sell, 'Gift Card', '$25.00 (5% off)');
    await expect(sell.getByRole('table', { name: 'Gift card details' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: 'Refund' }).click();
    await amountField(page, 'Enter Refund Amount').fill('1');
    await tick(page, 'I confirm to process this refund');
    await page.getByRole('button', { name: 'Refund' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Success' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('without a customer the screen says so', async ({ page }) => {
    await page.goto('/customer-details');
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Details' })).toBeVisible();
    await expect(page.getByText('No customer data available.')).toBeVisible();
  });
});
