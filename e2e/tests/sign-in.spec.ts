import { listStores } from '@countertop/api';
import { api } from '../support/api';
import { expectNoAxeViolations } from '../support/axe';
import { registerBusiness } from '../support/business';
import { expect, test } from '../support/fixtures';
import { chooseStoreAndCounter, enterOtp, requestOtp, signIn } from '../support/sign-in';

const ownerEntries = [
  'Dashboard',
  'Gift Cards',
  'Offers',
  'Staff',
  'Gallery',
  'Subscribers',
  'Reward Plan',
  'Transactions',
  'Stores',
  'Profile',
  'Devices',
  'Billing',
  // Ours, after the spec's twelve: the fraud alerts and the audit log (docs/domain.md, "Alerts").
  'Alerts',
  'Audit',
];

test('the owner signs in, picks store and counter, and a reload keeps the session', async ({ page }) => {
  const business = await registerBusiness(2);
  await signIn(page, { userType: 'Owner', email: business.ownerEmail }, undefined, 'Counter 2');

  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await expect(sidebar.getByRole('link')).toHaveText(ownerEntries);
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('banner')).toContainText(business.ownerName);
  await expect(page.getByRole('banner')).toContainText(`${business.storeName} - Counter 2`);

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner')).toContainText(business.ownerName);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('store') ?? 'null'));
  expect(stored).toMatchObject({ storeName: business.storeName, counter: 'Counter 2' });
});

test('logout returns to /login and protected routes then redirect there', async ({ page }) => {
  const business = await registerBusiness(1);
  const owner = await signIn(page, { userType: 'Owner', email: business.ownerEmail }, undefined, 'Counter 1');

  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Successfully logged out!')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  for (const path of ['/dashboard', '/giftcards', '/customer-details']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
  // The server revoked the session too: the old token no longer works.
  await expect(api(owner).call(listStores, { offset: 0, limit: 10 })).rejects.toMatchObject({ status: 401 });
});

test('a wrong OTP shows an error and keeps the user on /login', async ({ page }) => {
  const business = await registerBusiness(1);
  const otp = await requestOtp(page, { userType: 'Owner', email: business.ownerEmail });
  const wrong = otp === '123456' ? '654321' : '123456';
  await enterOtp(page, wrong);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /otp|code/i })
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('dialog', { name: 'Select Store & Counter' })).toHaveCount(0);

  await enterOtp(page, otp);
  await chooseStoreAndCounter(page, undefined, 'Counter 1');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the login footer links to the product website in a new tab', async ({ page }) => {
  await page.goto('/login');
  const footer = page.getByRole('navigation', { name: 'Product website' });
  for (const [name, path] of [
    ['Privacy Policy', 'privacy'],
    ['Terms of Service', 'terms'],
    ['FAQ', 'faq'],
  ] as const) {
    const link = footer.getByRole('link', { name });
    await expect(link).toHaveAttribute('href', `https://countertop.com.au/${path}`);
    await expect(link).toHaveAttribute('target', '_blank');
  }
});

test('an unknown path shows Page Not Found with a way home', async ({ page }) => {
  await page.goto('/no/such/place');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go back home' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
