import { randomBytes, randomUUID } from 'node:crypto';
import { addStaff, listStores, rewardCustomer, updateRewardPlan } from '@countertop/api';
import type { Page } from '@playwright/test';
import { api, urlOf, type Caller } from '../support/api';
import { expectNoAxeViolations } from '../support/axe';
import { registerBusiness } from '../support/business';
import { expect, test } from '../support/fixtures';
import { amountField, searchCustomer, tick } from '../support/front-desk';
import { acceptShop, createMember, memberBalances, onMemberPhone } from '../support/member';
import { choose, enterOtp, requestOtp, signIn, staffDevice } from '../support/sign-in';

// Whole journeys through several screens, each screen checked by axe in both themes on the way.

const unique = () => randomBytes(4).toString('hex');

/** The session is over: the next call is refused, the app clears it and asks to sign in. */
async function expectSignedOut(page: Page) {
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible();
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test.describe('a new business', () => {
  // "Use my location" fills the coordinates from the browser's position where it may give one.
  test.use({ permissions: ['geolocation'], geolocation: { latitude: -33.8688, longitude: 151.2093 } });

  test('registers from /register, signs in and adds a second store', async ({ page }) => {
    const id = unique();
    const handle = `reg${id}`;
    const email = `owner.${id}@example.com`;

    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Register your business' })).toBeVisible();
    await expectNoAxeViolations(page);

    // An empty submit says what each field needs, in the spec's words, and sends nothing.
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Business handle is required')).toBeVisible();
    await expect(page.getByText('You must accept the Terms & Conditions')).toBeVisible();
    await expect(page.getByText('Location coordinates are required')).toHaveCount(2);
    await expectNoAxeViolations(page);

    const business = page.getByRole('group', { name: 'Business Details' });
    await business.getByRole('textbox', { name: 'Business Name' }).fill(`Registered Shop ${id}`);
    await business.getByRole('textbox', { name: 'Business Handle' }).fill(handle);
    await business.getByRole('textbox', { name: 'Website' }).fill('https://example.com');
    const owner = page.getByRole('group', { name: 'Owner Details' });
    await owner.getByRole('textbox', { name: 'Owner Name' }).fill(`Owner ${id}`);
    await owner.getByRole('textbox', { name: 'Email' }).fill(email);
    await owner.getByRole('textbox', { name: 'Contact Number' }).fill('+61 2 9000 1000');
    const store = page.getByRole('group', { name: 'Store Details' });
    await store.getByRole('textbox', { name: 'Store Name' }).fill(`George Street ${id}`);
    await store.getByRole('textbox', { name: 'Store Contact Number' }).fill('02 9000 1001');
    await store.getByRole('textbox', { name: 'Number of Counters' }).fill('2');
    await store.getByRole('textbox', { name: 'Address Line 1' }).fill('1 George St');
    await store.getByRole('textbox', { name: 'City' }).fill('Sydney');
    await choose(store, 'State', 'New South Wales');
    await store.getByRole('textbox', { name: 'Pincode' }).fill('2000');
    await store.getByRole('button', { name: 'Use my location' }).click();
    await expect(store.getByRole('textbox', { name: 'Latitude' })).toHaveValue('-33.868800');
    await expect(store.getByRole('textbox', { name: 'Longitude' })).toHaveValue('151.209300');
    await tick(page, 'I accept the Terms & Conditions');

    // The handle needs its @ (docs/product/management.md §5).
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Business handle must start with @')).toBeVisible();
    await business.getByRole('textbox', { name: 'Business Handle' }).fill(`@${handle}`);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await signIn(page, { userType: 'Owner', email }, undefined, 'Counter 2');
    await expect(page.getByRole('banner')).toContainText(`George Street ${id} - Counter 2`);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Stores' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
    const table = page.getByRole('grid', { name: 'Stores' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText(`George Street ${id}`);
    await expect(table.getByRole('row').nth(1)).toContainText('1 George St, Sydney NSW 2000');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Add Store' }).click();
    await expect(page).toHaveURL(/\/stores\/add$/);
    await expect(page.getByRole('checkbox', { name: 'Operational' })).toBeChecked();
    await expect(field(page, 'Number of Counters')).toHaveValue('1');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Add Store' }).click();
    await expect(page.getByText('Store name is required')).toBeVisible();
    await expect(page.getByText('State is required')).toBeVisible();
    await field(page, 'Store Name').fill(`Darwin Wharf ${id}`);
    await field(page, 'Address Line 1').fill('19 Kitchener Dr');
    await field(page, 'City').fill('Darwin');
    await choose(page.getByRole('form', { name: 'Add Store' }), 'State', 'Northern Territory');
    await field(page, 'Pincode').fill('0800');
    await field(page, 'Phone Number').fill('+61 8 8900 0000');
    await field(page, 'Latitude').fill('-12.4634');
    await field(page, 'Longitude').fill('130.8456');
    const added = page.waitForResponse((response) => response.url().endsWith('/business/store/add'));
    await page.getByRole('button', { name: 'Add Store' }).click();
    expect((await added).status()).toBe(200);
    await expect(page).toHaveURL(/\/stores$/);
    await expect(table.getByRole('row')).toHaveCount(3);

    await table
      .getByRole('row')
      .filter({ hasText: `Darwin Wharf ${id}` })
      .getByText(`Darwin Wharf ${id}`)
      .click();
    const details = page.getByRole('dialog', { name: 'Store Details' });
    await expect(details).toContainText('Address19 Kitchener Dr, Darwin NT 0800');
    await expect(details).toContainText('Phone Number(08) 8900 0000');
    await expect(details).toContainText('WebsiteN/A');
    await expect(details).toContainText('OperationalYes');
    await expect(details).toContainText('Counters1');
    await expect(details).toContainText('Latitude-12.4634');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    // Edit: the location and the counters are shown, not changed.
    await page.getByRole('button', { name: `Edit Darwin Wharf ${id}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Update Store' })).toBeVisible();
    await expect(field(page, 'Latitude')).toBeDisabled();
    await expect(field(page, 'Longitude')).toBeDisabled();
    await expect(field(page, 'Number of Counters')).toHaveAttribute('readonly', '');
    await expectNoAxeViolations(page);
    await page.getByText('Operational', { exact: true }).click();
    await expect(page.getByRole('checkbox', { name: 'Operational' })).not.toBeChecked();
    await page.getByRole('button', { name: 'Update Store' }).click();
    await expect(page).toHaveURL(/\/stores$/);
    await expect(table.getByRole('row').filter({ hasText: `Darwin Wharf ${id}` })).toContainText('Inactive');
  });
});

test('the owner adds a staff member with chat access, who signs in with the handle; deactivating them ends their session', async ({
  page,
  browser,
}) => {
  const business = await registerBusiness(1);
  const owner = await signIn(page, { userType: 'Owner', email: business.ownerEmail }, undefined, 'Counter 1');
  const staffEmail = `staff.${unique()}@example.com`;

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expect(page.getByText('No staff found')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Add Staff' }).click();
  await expect(page).toHaveURL(/\/staff\/add$/);
  await expect(page.getByRole('checkbox', { name: 'Chat Access' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Active' })).toBeChecked();
  await page.getByRole('button', { name: 'Add Staff' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expectNoAxeViolations(page);

  await field(page, 'Name').fill('Casey Nguyen');
  await field(page, 'Email').fill(staffEmail);
  await field(page, 'Phone Number').fill('+61 412 000 111');
  await tick(page, 'Chat Access');
  await page.getByRole('button', { name: 'Add Staff' }).click();
  await expect(page).toHaveURL(/\/staff$/);
  const row = page.getByRole('grid', { name: 'Staff' }).getByRole('row').filter({ hasText: 'Casey Nguyen' });
  await expect(row).toContainText(`0412 000 111${staffEmail}ActiveYes`);

  // The same e-mail twice is refused with the spec's text and the server's reason.
  await page.getByRole('button', { name: 'Add Staff' }).click();
  await field(page, 'Name').fill('Casey Again');
  await field(page, 'Email').fill(staffEmail);
  await page.getByRole('button', { name: 'Add Staff' }).click();
  await expect(page.getByText('Failed to add staff member')).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/add$/);
  await page.getByRole('button', { name: 'Cancel' }).click();

  const staff = await staffDevice(browser, staffEmail, business.handle);
  try {
    await expect(staff.page.getByRole('banner')).toContainText('Casey Nguyen (Staff)');

    await row.getByRole('button', { name: 'Edit Casey Nguyen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Update Staff' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Chat Access' })).toBeChecked();
    await page.getByText('Active', { exact: true }).click();
    await expect(page.getByRole('checkbox', { name: 'Active' })).not.toBeChecked();
    await page.getByRole('button', { name: 'Update Staff' }).click();
    await expect(page).toHaveURL(/\/staff$/);
    await expect(row).toContainText('Inactive');

    // Their open session ends at once.
    await expectSignedOut(staff.page);
    // An inactive staff member cannot sign in: the code they are sent is refused with the reason
    // (the code request alone tells no one). One who has not just signed in, as a second request
    // for Casey's e-mail within 30 s would wait out the resend cooldown.
    const inactiveEmail = `inactive.${unique()}@example.com`;
    await api(owner).call(addStaff, { name: 'Robin Inactive', email: inactiveEmail, activeStaff: false });
    const credentials = { userType: 'Staff', email: inactiveEmail, handle: `@${business.handle}` } as const;
    await enterOtp(staff.page, await requestOtp(staff.page, credentials));
    await expect(staff.page.getByRole('main')).toContainText(
      'Your staff account is inactive. Please contact the business owner.',
    );
  } finally {
    await staff.context.close();
  }
});

test('the owner changes the reward plan and the next purchase earns by it', async ({ page }) => {
  // A business of its own: the worker's shared business must keep the default plan.
  const business = await registerBusiness(1);
  await signIn(page, { userType: 'Owner', email: business.ownerEmail }, undefined, 'Counter 1');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reward Plan' }).click();
  const plan = page.getByRole('table', { name: 'Reward plan' });
  const perDollar = plan.getByRole('row', { name: /Points per Dollar Spent/ }).getByRole('cell');
  await expect(perDollar).toHaveText('1');
  await expect(plan.getByRole('button', { name: 'About Points per Dollar Spent' })).toBeVisible();
  await expectNoAxeViolations(page);

  // By keyboard: the button opens the dialog, Enter in a field saves.
  await page.getByRole('button', { name: 'Edit Reward Plan' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit Reward Plan' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('textbox', { name: 'Points per Dollar Spent' }).focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('3');
  const saved = page.waitForResponse(urlOf(updateRewardPlan, 'owner'));
  await page.keyboard.press('Enter');
  expect((await saved).status()).toBe(200);
  await expect(dialog).toHaveCount(0);
  await expect(perDollar).toHaveText('3');

  // $20.00 at 3 points a dollar is 60 points, on top of the welcome and first-purchase bonuses.
  const member = await createMember();
  await searchCustomer(page, member.username, member.name);
  await amountField(page, 'Billing Amount').fill('20');
  await page.getByRole('button', { name: 'Next' }).click();
  await tick(page, "I confirm that I've collected $20.00 from the customer");
  const rewarded = page.waitForResponse(urlOf(rewardCustomer, 'owner'));
  await page.getByRole('button', { name: 'Reward' }).click();
  const { data } = rewardCustomer.response.parse(await (await rewarded).json());
  expect(data.pointsEarned).toBe(60);
  await expect(page.getByRole('alertdialog', { name: 'Success' })).toBeVisible();
  expect((await memberBalances(member, business.handle))?.pointsBalance).toBe(50 + 25 + 60);
});

test('the owner deletes a lost device, which is signed out at once, then their own', async ({
  page,
  browser,
}) => {
  const business = await registerBusiness(1);
  const owner: Caller = await signIn(
    page,
    { userType: 'Owner', email: business.ownerEmail },
    undefined,
    'Counter 1',
  );
  const staffEmail = `tablet.${unique()}@example.com`;
  await api(owner).call(addStaff, { name: 'Front Tablet', email: staffEmail });
  const tablet = await staffDevice(browser, staffEmail, business.handle);
  try {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Devices' }).click();
    const table = page.getByRole('grid', { name: 'Devices' });
    await expect(table.getByRole('row')).toHaveCount(3);
    const mine = table.getByRole('row').filter({ hasText: 'This device' });
    await expect(mine).toContainText('Owner Device');
    const lost = table.getByRole('row').filter({ hasText: 'Front Tablet' });
    await expect(lost).toContainText('Regular Device');
    await expectNoAxeViolations(page);

    await lost.getByRole('button', { name: /^Delete / }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this device?' });
    await expect(confirm).toContainText('is signed out at once');
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expectSignedOut(tablet.page);

    await mine.getByRole('button', { name: /^Delete / }).click();
    await expect(confirm).toContainText('This is the device you are using now');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible();
  } finally {
    await tablet.context.close();
  }
});

test('the owner edits the profile, the bank details, the logo and the brand colour the member app shows', async ({
  page,
  browser,
}) => {
  const business = await registerBusiness(1);
  const caller = await signIn(
    page,
    { userType: 'Owner', email: business.ownerEmail },
    undefined,
    'Counter 1',
  );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();

  const info = page.getByRole('region', { name: 'Business Info' });
  await expect(info.getByRole('textbox', { name: 'Business Name' })).toHaveValue(business.businessName);
  await expect(info.getByRole('textbox', { name: 'Business Handle' })).toHaveAttribute('readonly', '');
  await expectNoAxeViolations(page);

  await info.getByRole('textbox', { name: 'Business Name' }).fill(`${business.businessName} Roasters`);
  await info.getByRole('textbox', { name: 'Business Phone Number' }).fill('+61 2 9111 2222');
  // A brand colour whose light theme fails contrast is refused at the field, in the server's words.
  const brandColour = info.getByRole('textbox', { name: 'Brand Colour' });
  await brandColour.fill('#ffee00');
  await info.getByRole('button', { name: 'Save Business Info' }).click();
  await expect(
    info.getByText('Brand colour #ffee00: accent on the page in the light theme 1.12:1'),
  ).toBeVisible();
  await brandColour.fill('#0e7490');
  await info.getByRole('button', { name: 'Save Business Info' }).click();
  await expect(page.getByText('Business info saved.')).toBeVisible();

  const owner = page.getByRole('region', { name: 'Owner Info' });
  await owner.getByRole('textbox', { name: 'Owner Name' }).fill('Olive Owner');
  await owner.getByRole('button', { name: 'Save Owner Info' }).click();
  await expect(page.getByText('Owner info saved.')).toBeVisible();

  const bank = page.getByRole('region', { name: 'Owner Bank Account Info' });
  await bank.getByRole('textbox', { name: 'Bank Account Name' }).fill('Test Shop Pty Ltd');
  await bank.getByRole('textbox', { name: 'BSB Number' }).fill('062000');
  await bank.getByRole('textbox', { name: 'Bank Account Number' }).fill('1234 5678');
  await bank.getByRole('textbox', { name: 'Bank Name' }).fill('Commonwealth Bank');
  await bank.getByRole('textbox', { name: 'Branch' }).fill('George Street');
  await bank.getByRole('textbox', { name: 'ABN' }).fill('51 824 753 557');
  await tick(page, 'Registered For GST');
  await bank.getByRole('button', { name: 'Save Account Info' }).click();
  await expect(bank.getByText('This ABN is not valid. Please check the number.')).toBeVisible();
  await bank.getByRole('textbox', { name: 'ABN' }).fill('51 824 753 556');
  await bank.getByRole('button', { name: 'Save Account Info' }).click();
  await expect(page.getByText('Account info saved.')).toBeVisible();

  // Click-to-upload: the picture is the button, and the new logo comes back with a timestamp.
  const logo = page.getByRole('button', { name: 'Upload business logo' });
  const chooser = page.waitForEvent('filechooser');
  await logo.focus();
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(logo.locator('img')).toHaveAttribute('src', /^\/uploads\/.+\?t=\d+$/);

  await page.reload();
  await expect(info.getByRole('textbox', { name: 'Business Name' })).toHaveValue(
    `${business.businessName} Roasters`,
  );
  await expect(info.getByRole('textbox', { name: 'Business Phone Number' })).toHaveValue('(02) 9111 2222');
  await expect(owner.getByRole('textbox', { name: 'Owner Name' })).toHaveValue('Olive Owner');
  await expect(bank.getByRole('textbox', { name: 'BSB Number' })).toHaveValue('062-000');
  await expect(bank.getByRole('textbox', { name: 'Bank Account Number' })).toHaveValue('12345678');
  await expect(bank.getByRole('textbox', { name: 'ABN' })).toHaveValue('51 824 753 556');
  await expect(bank.getByRole('checkbox', { name: 'Registered For GST' })).toBeChecked();
  await expect(logo.locator('img')).toHaveAttribute('src', /^\/uploads\//);
  await expect(brandColour).toHaveValue('#0e7490');
  await expectNoAxeViolations(page);

  // A member of the shop sees its card in the brand colour; the back office kept Countertop's.
  const member = await createMember();
  const { data } = await api(caller).call(listStores, { offset: 0, limit: 1 });
  await api(caller).call(
    rewardCustomer,
    { customerId: member.memberId, billingAmount: 10, storeId: data.totalItems[0]?.id },
    { idempotencyKey: randomUUID() },
  );
  await acceptShop(member, business.handle);
  await onMemberPhone(browser, member, async (app) => {
    const card = app.getByRole('region', { name: `Balances at ${business.businessName} Roasters` });
    const accentOf = (element: Element) =>
      getComputedStyle(element).getPropertyValue('--ct-color-accent-solid').trim();
    await expect.poll(() => card.evaluate(accentOf)).toBe('#0e7490');
    expect(await page.locator('body').evaluate(accentOf)).not.toBe('#0e7490');
    await expectNoAxeViolations(app);
  });
});

test.describe('staff', () => {
  test.use({ signedInAs: 'staff' });

  test('staff read the reward plan without the edit button', async ({ page }) => {
    await page.goto('/rewardplan');
    const plan = page.getByRole('table', { name: 'Reward plan' });
    await expect(plan.getByRole('row')).toHaveCount(9);
    // The points expiry, last: the demo plan lets points live for ever.
    await expect(plan.getByRole('row').last()).toContainText('Never');
    await expect(page.getByRole('button', { name: 'Edit Reward Plan' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goto('/stores');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

/** An 8×8 PNG (a real image: the server checks the bytes, not the name). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPgL8vDihiGlgQApWE8wfekj3cAAAAASUVORK5CYII=',
  'base64',
);
