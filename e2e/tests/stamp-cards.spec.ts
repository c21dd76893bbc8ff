import { randomUUID } from 'node:crypto';
import { listStores, rewardCustomer } from '@countertop/api';
import { api } from '../support/api';
import { expectNoAxeViolations } from '../support/axe';
import { registerBusiness } from '../support/business';
import { expect, test } from '../support/fixtures';
import { amountField, searchCustomer, tick } from '../support/front-desk';
import { acceptShop, createMember, memberBalances, onMemberPhone } from '../support/member';
import { signIn } from '../support/sign-in';

// A café on a stamp card (issue 20), through the reward plan screen, the counter and the member app.

test('a café turns its plan into a stamp card; a full card at the counter becomes wallet money the member sees', async ({
  page,
  browser,
}) => {
  const business = await registerBusiness();
  const owner = await signIn(page, { userType: 'Owner', email: business.ownerEmail }, undefined, 'Counter 1');

  // The owner chooses a stamp card of 3 stamps worth $4.50.
  await page.goto('/rewardplan');
  const plan = page.getByRole('table', { name: 'Reward plan' });
  await expect(plan.getByRole('row')).toHaveCount(9);
  await page.getByRole('button', { name: 'Edit Reward Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Reward Plan' });
  await dialog.getByText('Stamp card', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'Stamp card' })).toBeChecked();
  const perCard = dialog.getByRole('textbox', { name: 'Stamps per Reward' });
  await perCard.fill('3');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(plan.getByRole('row', { name: /Stamps per Reward/ })).toContainText('3');
  await expect(plan.getByRole('row')).toHaveCount(12);

  // Two coffees earn two stamps; the member has accepted the café in the app.
  const member = await createMember();
  const { data } = await api(owner).call(listStores, { offset: 0, limit: 1 });
  for (const billingAmount of [4.5, 5]) {
    await api(owner).call(
      rewardCustomer,
      { customerId: member.memberId, billingAmount, storeId: data.totalItems[0]?.id },
      { idempotencyKey: randomUUID() },
    );
  }
  await acceptShop(member, business.handle);

  // The counter shows the card; the third coffee fills it.
  await searchCustomer(page, member.username, member.name);
  await expect(page.getByText('Stamps: 2 of 3')).toBeVisible();
  await expectNoAxeViolations(page);
  await amountField(page, 'Billing Amount').fill('4.00');
  await page.getByRole('button', { name: 'Next' }).click();
  await tick(page, "I confirm that I've collected $4.00 from the customer");
  await page.getByRole('button', { name: 'Reward' }).click();
  // The popup says what the stamp did: the card is full, its money went to the wallet.
  const popup = page.getByRole('alertdialog', { name: 'Success' });
  await expect(popup).toContainText('Stamps0 of 3');
  await expect(popup).toContainText('Full card, added to the wallet$4.50');
  await expect.poll(async () => (await memberBalances(member, business.handle))?.walletBalance).toBe(4.5);
  expect(await memberBalances(member, business.handle)).toMatchObject({
    stampsBalance: 0,
    stampsPerReward: 3,
  });

  // The member app shows the new card and the $4.50.
  await onMemberPhone(browser, member, async (app) => {
    const card = app.getByRole('region', { name: `Balances at ${business.businessName}` });
    await expect(card.getByText('0 of 3 stamps')).toBeVisible();
    await expect(card).toContainText('$4.50');
    await expectNoAxeViolations(app);
  });
});
