import { randomBytes } from 'node:crypto';
import { listAlerts, refundCustomer, updateAlert, updateAlertSettings, updateStaff } from '@countertop/api';
import type { Locator, Page } from '@playwright/test';
import { urlOf } from '../support/api';
import { expectNoAxeViolations } from '../support/axe';
import { registerBusiness } from '../support/business';
import { expect, test } from '../support/fixtures';
import { amountField, searchCustomer, tick } from '../support/front-desk';
import { createMember } from '../support/member';
import { signIn, staffDevice } from '../support/sign-in';

// One journey across two devices: the owner's browser and the staff member's tablet.

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/**
 * Presses a row's button from the keyboard as the grid has it: Tab (or focus) lands on the row,
 * ArrowRight walks its cells and then the buttons of its actions cell, Enter presses.
 */
async function pressInRow(row: Locator, name: string) {
  const button = row.getByRole('button', { name });
  await row.focus();
  for (let step = 0; step < 10 && !(await button.evaluate((b) => b === document.activeElement)); step++)
    await row.page().keyboard.press('ArrowRight');
  await expect(button).toBeFocused();
  await row.page().keyboard.press('Enter');
}

/** A refund at the counter; answers the popup's title and text, and closes it. */
async function refund(page: Page, amount: string) {
  await page.getByRole('tab', { name: 'Refund' }).click();
  await amountField(page, 'Enter Refund Amount').fill(amount);
  await tick(page, 'I confirm to process this refund');
  const answered = page.waitForResponse(urlOf(refundCustomer, 'staff'));
  await page.getByRole('tabpanel', { name: 'Refund' }).getByRole('button', { name: 'Refund' }).click();
  await answered;
  const popup = page.getByRole('alertdialog');
  await expect(popup).toBeVisible();
  return popup;
}

test("the owner limits a staff member's refunds; past them the counter refuses, and the owner is alerted", async ({
  page,
  browser,
}) => {
  const business = await registerBusiness(1);
  await signIn(page, { userType: 'Owner', email: business.ownerEmail }, undefined, 'Counter 1');
  const staffEmail = `staff.${randomBytes(4).toString('hex')}@example.com`;

  // The staff form: the limits start at $100.00 and $300.00 a day, gift-card sales allowed.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff' }).click();
  await page.getByRole('button', { name: 'Add Staff' }).click();
  await expect(field(page, 'Refund limit')).toHaveValue('100.00');
  await expect(field(page, 'Daily refund limit')).toHaveValue('300.00');
  await expect(page.getByRole('checkbox', { name: 'Can sell gift cards' })).toBeChecked();
  await expect(field(page, 'Refund limit')).toHaveAccessibleDescription(
    /The largest refund they may give at once/,
  );
  await expectNoAxeViolations(page);
  await field(page, 'Name').fill('Riley Chen');
  await field(page, 'Email').fill(staffEmail);
  await field(page, 'Refund limit').fill('20');
  await field(page, 'Daily refund limit').fill('30');
  await page.getByRole('button', { name: 'Add Staff' }).click();
  await expect(page).toHaveURL(/\/staff$/);

  // Editing shows them as set.
  await page.getByRole('button', { name: 'Edit Riley Chen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Update Staff' })).toBeVisible();
  await expect(field(page, 'Refund limit')).toHaveValue('20.00');
  await expect(field(page, 'Daily refund limit')).toHaveValue('30.00');
  const saved = page.waitForResponse(urlOf(updateStaff, 'owner'));
  await page.getByRole('button', { name: 'Update Staff' }).click();
  expect(updateStaff.response.parse(await (await saved).json()).data).toMatchObject({
    refundLimit: 20,
    dailyRefundLimit: 30,
    canSellGiftcards: true,
  });

  const member = await createMember();
  const tablet = await staffDevice(browser, staffEmail, business.handle);
  try {
    const counter = tablet.page;
    await searchCustomer(counter, member.username, member.name);
    const tooBig = await refund(counter, '25');
    await expect(tooBig).toContainText(
      'Refunds above $20.00 need the owner. Ask the owner to make this refund.',
    );
    await tooBig.getByRole('button', { name: 'OK' }).click();

    await searchCustomer(counter, member.username, member.name);
    await expect(await refund(counter, '20')).toContainText('Refund processed successfully!');
    await counter.getByRole('button', { name: 'OK' }).click();

    await searchCustomer(counter, member.username, member.name);
    const pastTheDay = await refund(counter, '15');
    await expect(pastTheDay).toContainText(
      'This refund would take your refunds today past your daily limit of $30.00 ($10.00 left today). Ask the owner to make this refund.',
    );
  } finally {
    await tablet.context.close();
  }

  // The header counts the New alert (asked afresh when a page loads).
  await page.reload();
  const badge = page.getByRole('button', { name: 'Alerts, 1 new' });
  await expect(badge).toBeVisible();
  await badge.click();
  await expect(page).toHaveURL(/\/alerts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
  const table = page.getByRole('grid', { name: 'Alerts' });
  const row = table.getByRole('row').filter({ hasText: 'Refunds over the daily limit' });
  await expect(row).toContainText('Riley Chen (Staff)');
  await expect(row).toContainText(
    `A refund of $15.00 to ${member.name} after $20.00 refunded that day, past the daily limit of $30.00. It was refused.`,
  );
  await expect(row).toContainText(business.storeName);
  await expect(row.getByRole('link', { name: 'Audit trail' })).toHaveAttribute('href', '/audit');
  await expectNoAxeViolations(page);

  // By keyboard: Mark seen takes it off the New tab, and the badge's count with it.
  const marked = page.waitForResponse(urlOf(updateAlert, 'owner'));
  const counted = page.waitForResponse(
    (response) =>
      response.url() === urlOf(listAlerts, 'owner') &&
      response.request().postData()?.includes('"limit":1') === true,
  );
  await pressInRow(row, 'Mark seen: Refunds over the daily limit');
  expect((await marked).status()).toBe(200);
  await counted;
  await expect(table.getByText('No new alerts')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Alerts', exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'New' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  await expect(row).toContainText('Seen');
  await expect(row.getByRole('button', { name: /^Mark seen/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The thresholds, by keyboard: the dialog opens on Enter, Enter in a field saves.
  await page.getByRole('button', { name: 'Thresholds' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Alert thresholds' });
  const perDay = dialog.getByRole('textbox', { name: 'Rewards per member per day' });
  await expect(perDay).toHaveValue('5');
  await expectNoAxeViolations(page);
  await perDay.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('0');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Rewards per member per day must be at least 1')).toBeVisible();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('3');
  const thresholds = page.waitForResponse(urlOf(updateAlertSettings, 'owner'));
  await page.keyboard.press('Enter');
  expect(updateAlertSettings.response.parse(await (await thresholds).json()).data).toEqual({
    rewardsPerMemberDay: 3,
    refundRedeemMinutes: 60,
    medianMultiple: 10,
  });
  await expect(dialog).toHaveCount(0);
});

test.describe('staff', () => {
  test.use({ signedInAs: 'staff' });

  test('have no alerts icon, no Alerts or Audit in the sidebar, and are turned away from both', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff Dashboard' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Alerts/ })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
      'Dashboard',
      'Reward Plan',
    ]);
    for (const path of ['/alerts', '/audit']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
    }
  });
});
