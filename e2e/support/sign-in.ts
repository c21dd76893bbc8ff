import { expect, type Locator, type Page } from '@playwright/test';

interface Credentials {
  userType: 'Owner' | 'Staff';
  email: string;
  handle?: string;
}

/** Requests a code on /login and returns the OTP from the demo-mode response, as the auto-fill does. */
export async function requestOtp(page: Page, { userType, email, handle }: Credentials): Promise<string> {
  await page.goto('/login');
  // The radio input is visually hidden behind its label, so click the label as a person would.
  await page.getByRole('radiogroup').getByText(userType, { exact: true }).click();
  await expect(page.getByRole('radio', { name: userType })).toBeChecked();
  if (handle !== undefined) await page.getByRole('textbox', { name: 'Business Handle' }).fill(handle);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  const response = page.waitForResponse((r) => r.url().endsWith('/api/v2/user/loginotp'));
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const body = (await (await response).json()) as { otp?: string };
  expect(body.otp, 'demo mode returns the code').toMatch(/^\d{6}$/);
  return body.otp as string;
}

/** Types the code as a person reading it from their e-mail would, and verifies it. */
export async function enterOtp(page: Page, otp: string): Promise<void> {
  const field = page.getByRole('textbox', { name: 'OTP' });
  await field.fill('');
  await field.pressSequentially(otp);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
}

/** Picks an option of a labelled select (a button that opens a listbox). */
export async function choose(scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  await scope.page().getByRole('option', { name: option, exact: true }).click();
}

export async function chooseStoreAndCounter(page: Page, store: string | undefined, counter: string) {
  const dialog = page.getByRole('dialog', { name: 'Select Store & Counter' });
  await expect(dialog).toBeVisible();
  if (store !== undefined) await choose(dialog, 'Store', store);
  await choose(dialog, 'Counter', counter);
  await dialog.getByRole('button', { name: 'Continue' }).click();
}

export async function signIn(
  page: Page,
  credentials: Credentials,
  store: string | undefined,
  counter: string,
) {
  const otp = await requestOtp(page, credentials);
  await enterOtp(page, otp);
  await chooseStoreAndCounter(page, store, counter);
  await expect(page).toHaveURL(/\/dashboard$/);
}
