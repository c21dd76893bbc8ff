import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  addStaff,
  exportAuditEvents,
  listAuditEvents,
  listStores,
  refundCustomer,
  sendOtp,
  verifyOtp,
} from '@countertop/api';
import type { Locator, Page } from '@playwright/test';
import { api, urlOf, type Caller } from '../support/api';
import { expectNoAxeViolations } from '../support/axe';
import { registerBusiness, type TestBusiness } from '../support/business';
import { expect, test } from '../support/fixtures';
import { createMember } from '../support/member';
import { signIn } from '../support/sign-in';

/** A staff member signs in on a tablet of their own, through the API (the sign-in screen has its own tests). */
async function staffSignsIn(business: TestBusiness, email: string) {
  const handle = `@${business.handle}`;
  const { otp } = await api().call(sendOtp, { userType: 'S', user: { email, userName: handle } });
  await api().call(verifyOtp, {
    userType: 'S',
    client: 'Web',
    user: {
      email,
      otp: Number(otp),
      userName: handle,
      device: {
        uuid: randomUUID(),
        platform: 'Web',
        model: 'Tablet',
        make: 'Browser',
        name: 'Audit tablet',
        regToken: 'web',
        appVersion: '1.0.0',
        isOwnerDevice: false,
      },
    },
  });
}

/**
 * Chooses an option of a labelled select from the keyboard: focus the button, Enter opens the
 * list (at the option chosen), Home goes to its top, the arrows move down it, Enter chooses.
 */
async function chooseByKeyboard(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`^${label}`) }).focus();
  await page.keyboard.press('Enter');
  const wanted = page.getByRole('option', { name: option, exact: true });
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Home');
  for (let step = 0; step < 30 && !(await wanted.evaluate((o) => o === document.activeElement)); step++)
    await page.keyboard.press('ArrowDown');
  await expect(wanted).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** Types a day into a labelled date field, segment by segment, as dd/mm/yyyy. */
async function typeDay(page: Page, label: string, day: Date) {
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().focus();
  const pad = (n: number) => String(n).padStart(2, '0');
  await page.keyboard.type(`${pad(day.getDate())}${pad(day.getMonth() + 1)}${day.getFullYear()}`);
}

const rowsOf = (table: Locator) =>
  table.getByRole('row').filter({ has: table.page().getByRole('rowheader') });

test('the owner filters the audit trail by person, kind and dates from the keyboard, and exports what is shown', async ({
  page,
}) => {
  // A long keyboard walk: past the 60 s default beside another full run (1.1 min in two fresh clones).
  // A business of its own: the test counts every event in its trail.
  const business = await registerBusiness(1);
  const owner: Caller = await signIn(
    page,
    { userType: 'Owner', email: business.ownerEmail },
    undefined,
    'Counter 1',
  );
  const staffEmail = `staff.${randomBytes(4).toString('hex')}@example.com`;
  await api(owner).call(addStaff, { name: 'Jordan Audit', email: staffEmail });
  await staffSignsIn(business, staffEmail);
  const member = await createMember();
  const { data } = await api(owner).call(listStores, { offset: 0, limit: 1 });
  await api(owner).call(
    refundCustomer,
    { customerId: member.memberId, refundAmount: 7.5, storeId: data.totalItems[0]!.id },
    { idempotencyKey: randomUUID() },
  );

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  const table = page.getByRole('grid', { name: 'Audit trail' });
  const rows = rowsOf(table);
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toContainText(`${business.ownerName} (Owner)`);
  await expect(rows.nth(0)).toContainText(`RefundAmount: $7.50Member ${member.memberId}`);
  await expect(rows.nth(1)).toContainText('Jordan Audit (Staff)Signed in');
  await expect(rows.nth(1)).toContainText('Audit tablet');
  await expect(rows.nth(2)).toContainText(`Staff member added`);
  await expect(rows.nth(2)).toContainText(staffEmail);
  await expect(rows.nth(3)).toContainText(`${business.ownerName} (Owner)Signed in`);
  // The browser the owner signed in with names their device.
  await expect(rows.nth(3)).toContainText('127.0.0.1Chrome on');
  await expectNoAxeViolations(page);

  // One person, then one kind they did nothing of, then everyone again.
  await chooseByKeyboard(page, 'Person', 'Jordan Audit (Staff)');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Jordan Audit (Staff)Signed in');
  await chooseByKeyboard(page, 'Kind', 'Refund');
  await expect(table.getByText('No events found')).toBeVisible();
  await chooseByKeyboard(page, 'Person', 'Everyone');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Amount: $7.50');

  // Today where the shop is holds the refund; days chosen in the calendars narrow it the same way.
  await chooseByKeyboard(page, 'Dates', 'Today');
  await expect(rows).toHaveCount(1);
  await chooseByKeyboard(page, 'Dates', 'Choose dates');
  // The shop's today (the test business is in NSW), whatever this machine's zone.
  const [year, month, date] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number, number];
  const today = new Date(year, month - 1, date);
  const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
  await typeDay(page, 'From date', tomorrow);
  await typeDay(page, 'To date', today);
  await expect(page.getByText('From date must be on or before To date')).toBeVisible();
  await expectNoAxeViolations(page);
  const listed = page.waitForResponse(urlOf(listAuditEvents, 'owner'));
  await typeDay(page, 'From date', today);
  await listed;
  await expect(page.getByText('From date must be on or before To date')).toHaveCount(0);
  await expect(rows).toHaveCount(1);

  // Export CSV saves what the filters show, in the screen's words.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).focus();
  await page.keyboard.press('Enter');
  const file = await download;
  expect(file.suggestedFilename()).toBe(exportAuditEvents.download.fileName);
  const [header, ...lines] = (await readFile(await file.path(), 'utf8')).trimEnd().split('\n');
  expect(header).toBe('Date,Person,Person Type,Kind,Details,About,IP Address,Device,Browser');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(`,${business.ownerName},Owner,Refund,Amount: $7.50,Member ${member.memberId},`);
  expect(lines[0]).toMatch(/,127\.0\.0\.1,Chrome on \w+,/);
});
