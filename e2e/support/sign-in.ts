import { sendOtp, verifyOtp, type Role } from '@countertop/api';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { urlOf, type Caller } from './api';

interface Credentials {
  userType: 'Owner' | 'Staff';
  email: string;
  handle?: string;
}

const roles = { Owner: 'owner', Staff: 'staff' } as const satisfies Record<Credentials['userType'], Role>;

/** Requests a code on /login and returns the OTP from the demo-mode response, as the auto-fill does. */
export async function requestOtp(page: Page, { userType, email, handle }: Credentials): Promise<string> {
  await page.goto('/login');
  // The radio input is visually hidden behind its label, so click the label as a person would.
  await page.getByRole('radiogroup').getByText(userType, { exact: true }).click();
  await expect(page.getByRole('radio', { name: userType })).toBeChecked();
  if (handle !== undefined) await page.getByRole('textbox', { name: 'Business Handle' }).fill(handle);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  const code = nextCode(page, roles[userType]);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  return code;
}

/** The code in the answer to the app's next send-OTP call: demo mode returns it for the auto-fill. */
export async function nextCode(page: Page, role: Role): Promise<string> {
  const response = await page.waitForResponse(urlOf(sendOtp, role));
  const { otp } = sendOtp.response.parse(await response.json());
  expect(otp, 'demo mode returns the code').toMatch(/^\d{6}$/);
  return otp as string;
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

/** Signs in through the login screen and the store dialog; returns the session the app got. */
export async function signIn(
  page: Page,
  credentials: Credentials,
  store: string | undefined,
  counter: string,
): Promise<Caller> {
  const role = roles[credentials.userType];
  const otp = await requestOtp(page, credentials);
  const verified = page.waitForResponse(urlOf(verifyOtp, role));
  await enterOtp(page, otp);
  const { token } = verifyOtp.response.parse(await (await verified).json());
  await chooseStoreAndCounter(page, store, counter);
  await expect(page).toHaveURL(/\/dashboard$/);
  return { role, token };
}

/** A second browser of its own (another device), signed in as a staff member of the business. */
export async function staffDevice(browser: Browser, email: string, handle: string, store?: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, { userType: 'Staff', email, handle: `@${handle}` }, store, 'Counter 1');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff Dashboard' })).toBeVisible();
  return { context, page };
}
