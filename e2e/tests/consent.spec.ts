import { randomUUID } from 'node:crypto';
import { isApiError, rewardCustomer, searchCustomer as searchEndpoint } from '@countertop/api';
import { devices, type Page } from '@playwright/test';
import { api, type Caller } from '../support/api';
import { expectNoAxeViolations } from '../support/axe';
import { chatSocketOpened } from '../support/browser';
import { expect, test } from '../support/fixtures';
import { amountField, searchCustomer, tick } from '../support/front-desk';
import { createMember, memberState } from '../support/member';
import { baseURL } from '../support/run';

// Consent before contact (docs/domain.md, "Consent"): a shop that adds a member at its counter
// sees a masked e-mail and cannot chat until the member accepts it; a member who blocks a shop is
// unknown to it. Two browsers: the owner's back office and the member's phone.

/** A phone, as a member holds one; Chromium's own device profile. */
const phone = { ...devices['Pixel 7'], baseURL };

/** What the customer screen says under the member's name: their ID and the e-mail the shop sees. */
const customerLine = (page: Page) => page.getByText(/^Member ID: \d{9}/);

/** The answer to a search as the API gives it, refusal included, to compare two searches. */
async function searchAnswer(caller: Caller, query: string): Promise<unknown> {
  try {
    return await api(caller).call(searchEndpoint, { query });
  } catch (error) {
    if (!isApiError(error)) throw error;
    return { status: error.status, error: error.serverMessage };
  }
}

test.describe('consent before contact', () => {
  test.use({ signedInAs: 'owner' });

  test('a member rewarded at the counter accepts the invitation in their app: the shop then sees their e-mail and the chat opens', async ({
    page,
    owner,
    browser,
  }) => {
    const member = await createMember();
    const shop = owner.business.businessName;

    // At the counter: a plain reward makes the member a subscriber of the shop.
    await page.goto('/dashboard');
    await searchCustomer(page, member.username, member.name);
    await amountField(page, 'Billing Amount').fill('12');
    await page.getByRole('button', { name: 'Next' }).click();
    await tick(page, "I confirm that I've collected $12.00 from the customer");
    await page.getByRole('button', { name: 'Reward' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Success' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    // A subscriber now, and still only the masked e-mail.
    await searchCustomer(page, member.username, member.name);
    await expect(customerLine(page)).toHaveText(`Member ID: ${member.memberId} · m***@e***.com`);

    const context = await browser.newContext({ ...phone, storageState: memberState(member) });
    try {
      const phonePage = await context.newPage();
      await phonePage.goto('/member/');
      const invitation = phonePage.getByRole('region', { name: `Invitation from ${shop}` });
      await expect(invitation).toContainText(`${shop} added you at its counter.`);
      await expect(invitation).toContainText(/You have \d+ points/);
      await expectNoAxeViolations(phonePage);

      await invitation.getByRole('button', { name: 'Accept' }).click();
      const balances = phonePage.getByRole('region', { name: `Balances at ${shop}` });
      await expect(balances.getByRole('button', { name: 'Leave' })).toBeVisible();
      await expect(invitation).toHaveCount(0);

      // The shop is offered in the member's chat now; the member writes.
      const socket = chatSocketOpened(phonePage);
      await phonePage.goto('/member/chat');
      await socket;
      await phonePage.getByRole('option', { name: new RegExp(`^${shop}`) }).click();
      const box = phonePage.getByPlaceholder('Type a message');
      await expect(box).toBeEnabled();
      await box.fill('Thanks for having me!');
      await box.press('Enter');
      await expect(box).toHaveValue('');
    } finally {
      await context.close();
    }

    // The back office: the full e-mail, and the conversation open in its chat.
    await page.goto('/dashboard');
    await searchCustomer(page, member.username, member.name);
    await expect(customerLine(page)).toHaveText(`Member ID: ${member.memberId} · ${member.email}`);
    await page.goto('/chat');
    await page.getByRole('option', { name: new RegExp(`^${member.name}`) }).click();
    await expect(page.getByRole('log', { name: `Conversation with ${member.name}` })).toContainText(
      `${member.name}: Thanks for having me!`,
    );
    await expect(page.getByPlaceholder('Type a message')).toBeEnabled();
  });

  test('a member who blocks a shop is unknown to it: its search finds no one', async ({
    page,
    owner,
    browser,
  }) => {
    const member = await createMember();
    const shop = owner.business.businessName;
    await api(owner).call(
      rewardCustomer,
      { customerId: member.memberId, billingAmount: 0.01 },
      { idempotencyKey: randomUUID() },
    );

    const context = await browser.newContext({ ...phone, storageState: memberState(member) });
    try {
      const phonePage = await context.newPage();
      await phonePage.goto('/member/');
      const invitation = phonePage.getByRole('region', { name: `Invitation from ${shop}` });
      await invitation.getByRole('button', { name: 'Block' }).click();
      const confirm = phonePage.getByRole('alertdialog', { name: `Block ${shop}?` });
      await expect(confirm).toContainText('It will no longer be able to find you');
      // Focus starts on Cancel; the member moves to Block by keyboard.
      await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await expectNoAxeViolations(phonePage);
      await phonePage.keyboard.press('Tab');
      await expect(confirm.getByRole('button', { name: 'Block' })).toBeFocused();
      await phonePage.keyboard.press('Enter');
      const blocked = phonePage.getByRole('region', { name: 'Blocked shops' });
      await expect(blocked).toContainText(shop);
      await expect(invitation).toHaveCount(0);
      await expectNoAxeViolations(phonePage);
    } finally {
      await context.close();
    }

    // The search answers as for no member at all, and the box clears as it does then.
    expect(await searchAnswer(owner, member.username)).toEqual(
      await searchAnswer(owner, `nobody.${randomUUID().slice(0, 8)}`),
    );
    await page.goto('/dashboard');
    const box = page.getByRole('searchbox', { name: 'Search customers' });
    await box.fill(member.username);
    await box.press('Enter');
    await expect(box).toHaveValue('');
    await expect(box).toBeFocused();
    await expect(page).toHaveURL(/\/customer-details$/);
    await expect(page.getByText(`No customer found for "${member.username}"`)).toBeVisible();
  });
});
