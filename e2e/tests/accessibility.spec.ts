import { expectNoAxeViolations } from '../support/axe';
import { registerBusiness } from '../support/business';
import { expect, test } from '../support/fixtures';
import { enterOtp, nextCode, requestOtp } from '../support/sign-in';

// The screens after sign-in are checked where their tests reach them.
test('the login screen, its code step and the store dialog pass axe', async ({ page }) => {
  await page.goto('/login');
  await expectNoAxeViolations(page);

  const business = await registerBusiness(2);
  const otp = await requestOtp(page, { userType: 'Owner', email: business.ownerEmail });
  await expectNoAxeViolations(page);
  await enterOtp(page, otp);
  await expect(page.getByRole('dialog', { name: 'Select Store & Counter' })).toBeVisible();
  await expectNoAxeViolations(page);
});

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
  const code = nextCode(page, 'owner');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'OTP' })).toHaveValue(await code);
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
  // The list closes and gives focus back to its button; a Tab before that goes nowhere useful.
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(counter).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
});
