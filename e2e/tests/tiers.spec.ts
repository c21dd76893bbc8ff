import { randomUUID } from 'node:crypto';
import { listStores, rewardCustomer } from '@countertop/api';
import { api } from '../support/api';
import { expectNoAxeViolations } from '../support/axe';
import { registerBusiness } from '../support/business';
import { expect, test } from '../support/fixtures';
import { amountField, searchCustomer, tick } from '../support/front-desk';
import { acceptShop, createMember, memberBalances, onMemberPhone } from '../support/member';
import { signIn } from '../support/sign-in';

// A shop with tiers (issue 20), through the reward plan screen, the counter and the member app.

test('a shop sets up tiers; the purchase that crosses the line earns at the new tier, shown at the counter and in the member app', async ({
  page,
  browser,
}) => {
  const business = await registerBusiness();
  const owner = await signIn(page, { userType: 'Owner', email: business.ownerEmail }, undefined, 'Counter 1');

  // The owner adds Silver (from $100, ×1.5) and Gold (from $300, ×2).
  await page.goto('/rewardplan');
  await expect(page.getByText(/^No tiers/)).toBeVisible();
  await page.getByRole('button', { name: 'Edit Tiers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Tiers' });
  for (const [n, name, minSpend, multiplier] of [
    [1, 'Silver', '100', '1.5'],
    [2, 'Gold', '300', '2'],
  ] as const) {
    await dialog.getByRole('button', { name: 'Add tier' }).click();
    const tier = dialog.getByRole('group', { name: `Tier ${n}` });
    await tier.getByRole('textbox', { name: /^Name/ }).fill(name);
    await tier.getByRole('textbox', { name: /^Minimum spend/ }).fill(minSpend);
    await tier.getByRole('textbox', { name: /^Points multiplier/ }).fill(multiplier);
  }
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const tiers = page.getByRole('grid', { name: 'Tiers' });
  await expect(tiers.getByRole('row')).toHaveCount(3);
  await expect(tiers.getByRole('row', { name: /Gold/ })).toContainText('×2.00');

  // A member has spent $80 here and accepted the shop in the app.
  const member = await createMember();
  const { data } = await api(owner).call(listStores, { offset: 0, limit: 1 });
  await api(owner).call(
    rewardCustomer,
    { customerId: member.memberId, billingAmount: 80, storeId: data.totalItems[0]?.id },
    { idempotencyKey: randomUUID() },
  );
  await acceptShop(member, business.handle);

  // At the counter: no tier yet; a $30 purchase crosses $100 and earns 45 points at Silver.
  await searchCustomer(page, member.username, member.name);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(member.name);
  await amountField(page, 'Billing Amount').fill('30.00');
  await page.getByRole('button', { name: 'Next' }).click();
  await tick(page, "I confirm that I've collected $30.00 from the customer");
  await page.getByRole('button', { name: 'Reward' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Success' })).toBeVisible();
  // 80 + 50 welcome + 25 first-shopping, then 30 × 1.5.
  await expect.poll(async () => (await memberBalances(member, business.handle))?.pointsBalance).toBe(200);

  await searchCustomer(page, member.username, member.name);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Silver tier · ×1.5 points');
  await expectNoAxeViolations(page);

  // The subscribers list shows the tier.
  await page.goto('/subscribers');
  const subscribers = page.getByRole('grid', { name: 'Subscribers' });
  await expect(subscribers.getByRole('row', { name: new RegExp(member.name) })).toContainText('Silver');

  // The member app: the tier and the step to Gold.
  await onMemberPhone(browser, member, async (app) => {
    const card = app.getByRole('region', { name: `Balances at ${business.businessName}` });
    await expect(card.getByText('Silver tier: ×1.5 points')).toBeVisible();
    await expect(
      card.getByText(/^Spend \$190\.00 more by \d{1,2} [A-Z][a-z]+ \d{4} to reach Gold$/),
    ).toBeVisible();
    await expectNoAxeViolations(app);
  });
});
