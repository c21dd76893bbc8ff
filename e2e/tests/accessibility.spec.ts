import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, setTheme } from '../support/axe';
import { registerBusiness } from '../support/business';
import { enterOtp, requestOtp } from '../support/sign-in';

for (const theme of ['dark', 'light'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => setTheme(page, theme));

    test('the login screen, the store dialog and the shell pass axe', async ({ page }) => {
      await page.goto('/login');
      await expect(page.locator('html')).toHaveClass(new RegExp(theme));
      await expectNoAxeViolations(page);

      const business = await registerBusiness(2);
      const otp = await requestOtp(page, { userType: 'Owner', email: business.ownerEmail });
      await expectNoAxeViolations(page);
      await enterOtp(page, otp);
      await expect(page.getByRole('dialog', { name: 'Select Store & Counter' })).toBeVisible();
      await expectNoAxeViolations(page);

      await page
        .getByRole('dialog')
        .getByRole('button', { name: /^Counter/ })
        .click();
      await page.getByRole('option', { name: 'Counter 1', exact: true }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expectNoAxeViolations(page);
    });

    test('the 404 page passes axe', async ({ page }) => {
      await page.goto('/missing');
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test('the login screen works by keyboard alone', async ({ page }) => {
  const business = await registerBusiness(1);
  await page.goto('/login');
  await page.getByRole('radio', { name: 'Owner' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Staff' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Business Handle' })).toBeVisible();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('radio', { name: 'Owner' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Business Handle' })).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Email' }).focus();
  await page.keyboard.type(business.ownerEmail);
  const response = page.waitForResponse((r) => r.url().endsWith('/user/loginotp'));
  await page.keyboard.press('Enter');
  const { otp } = (await (await response).json()) as { otp: string };
  await expect(page.getByRole('textbox', { name: 'OTP' })).toHaveValue(otp);
  await page.getByRole('textbox', { name: 'OTP' }).focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Select Store & Counter' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  // The only store is chosen already; tab to the counter picker and choose by keyboard.
  const counter = dialog.getByRole('button', { name: /^Counter/ });
  for (let i = 0; i < 10 && !(await counter.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(counter).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Counter 1', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
});
