import { staffDashboard } from '@countertop/api';
import { urlOf } from '../support/api';
import { expectNoAxeViolations } from '../support/axe';
import { registerBusiness } from '../support/business';
import { expect, test } from '../support/fixtures';
import { publishGiftCard } from '../support/front-desk';
import { signIn } from '../support/sign-in';

test('the owner dashboard shows a tile per figure, each opening its view', async ({ page }) => {
  // A business of its own: the tiles count everything the business has.
  const business = await registerBusiness(1);
  const owner = await signIn(page, { userType: 'Owner', email: business.ownerEmail }, undefined, 'Counter 1');
  await publishGiftCard(owner, { amount: 30, discount: null, validity: 1095 });
  await page.reload();

  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const tiles = page.getByRole('main').getByRole('link');
  await expect(tiles).toHaveText([
    /Active Giftcards\s*1/,
    /Active Offers\s*0/,
    /Subscribers\s*0/,
    /Stores\s*1/,
    /Active Staff\s*0/,
  ]);
  await expectNoAxeViolations(page);
  await tiles.filter({ hasText: 'Stores' }).click();
  await expect(page).toHaveURL(/\/stores$/);
});

test.describe('staff', () => {
  test.use({ signedInAs: 'staff' });

  test('the staff dashboard lists the gift cards and offers on sale', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff Dashboard' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Current Gift Cards' }).getByRole('listitem');
    await expect(cards.filter({ hasText: '$25.00' })).toContainText(['5% Off']);
    await expect(cards.filter({ hasText: '$25.00' })).toContainText('Valid until: 1,095 days');
    await expect(cards.filter({ hasText: '$100.00' })).toContainText('Valid until: Never expires');
    const offers = page.getByRole('list', { name: 'Current Offers' });
    await expect(offers.getByRole('heading', { name: 'Pastry pair' })).toBeVisible();
    await expect(offers.getByRole('listitem').filter({ hasText: 'Pastry pair' })).toContainText(
      'Valid until: ',
    );
    await expectNoAxeViolations(page);

    await offers.getByRole('button', { name: 'View Pastry pair' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pastry pair' });
    await expect(dialog).toContainText('Two pastries and two coffees for $18.');
    await expect(dialog).toContainText('Valid till: ');
    await expect(dialog.getByRole('region', { name: 'Pastry pair images' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('the staff dashboard shows only a message on phones', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url() === urlOf(staffDashboard, 'staff')) calls.push(request.url());
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff Dashboard' })).toBeVisible();
    await expect(page.getByText('No data available on mobile devices.')).toBeVisible();
    await expect(page.getByText('Current Gift Cards')).toHaveCount(0);
    expect(calls).toEqual([]);
  });
});
