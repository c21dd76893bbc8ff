import { randomUUID } from 'node:crypto';
import { addRewardTransaction, rewardCustomer } from '@countertop/api';
import type { Page } from '@playwright/test';
import { api } from '../support/api';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test, type Owner } from '../support/fixtures';
import {
  amountField,
  expectBalances,
  fundMember,
  publishGiftCard,
  searchCustomer,
  tick,
} from '../support/front-desk';
import { answerRedemption, createMember, memberBalances } from '../support/member';
import type { TestMember } from '../support/member';

// Set-up through the API (a purchase paid with wallet, gift card and cash), then the counter.
test.use({ signedInAs: 'owner' });

/**
 * docs/domain.md's worked example: a member with $20.00 in the wallet and a $10.00 gift card buys
 * for $80.00, paying $20.00 from the wallet, $10.00 by gift card and $50.00 cash.
 */
async function memberWithPurchase(owner: Owner): Promise<TestMember> {
  const member = await createMember();
  const giftCardId = await publishGiftCard(owner, { amount: 10, discount: null, validity: null });
  await fundMember(owner, member.memberId, { giftCardId, refund: 20 });
  const client = api(owner);
  const place = { customerId: member.memberId, storeId: owner.storeId, counter: 'Counter 1' };
  const { rtId } = await client.call(
    addRewardTransaction,
    { ...place, billingAmount: 80, wallet: 20, gc: 10 },
    { idempotencyKey: randomUUID() },
  );
  await answerRedemption(member, rtId, 'approve');
  await client.call(rewardCustomer, { ...place, billingAmount: 80, rtId }, { idempotencyKey: randomUUID() });
  return member;
}

async function openReturn(page: Page, member: TestMember) {
  await page.goto('/dashboard');
  await searchCustomer(page, member.username, member.name);
  await page.getByRole('tab', { name: 'Refund' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Refund' });
  await panel.getByText('Return a purchase', { exact: true }).click();
  await expect(panel.getByRole('radio', { name: /^Return a purchase/ })).toBeChecked();
  return panel;
}

test('a purchase is returned in part at the counter: wallet and gift card back, points taken back, cash to hand back', async ({
  page,
  owner,
}) => {
  const member = await memberWithPurchase(owner);
  const before = await memberBalances(member, owner.business.handle);
  expect(before).toMatchObject({ walletBalance: 0, gcBalance: 0 });

  const panel = await openReturn(page, member);
  const purchases = panel.getByRole('radiogroup', { name: 'Purchase to return' });
  const purchase = purchases.getByRole('radio');
  await expect(purchase).toHaveCount(1);
  await expect(purchase).toHaveAccessibleDescription('Billed $80.00 · $80.00 left to return');
  const send = panel.getByRole('button', { name: 'Return' });
  await expect(send).toHaveAccessibleDescription('Choose a purchase to return.');
  await expectNoAxeViolations(page);

  // Chosen by keyboard: the amount is all that is left.
  await purchases.getByRole('radio').focus();
  await page.keyboard.press('Space');
  await expect(purchase).toBeChecked();
  await expect(amountField(page, 'Return Amount')).toHaveValue('80.00');
  await amountField(page, 'Return Amount').fill('80.01');
  await expect(
    panel.getByText('Cannot exceed what is left to return on this purchase, $80.00.'),
  ).toBeVisible();
  await expect(send).toBeDisabled();
  await amountField(page, 'Return Amount').fill('40');
  await tick(page, 'I confirm the customer returns $40.00 of this purchase');
  await expectNoAxeViolations(page);
  await send.click();

  const popup = page.getByRole('alertdialog', { name: 'Success' });
  await expect(popup).toContainText('Purchase returned successfully!');
  await expect(popup).toContainText('Hand back in cash$25.00');
  await expect(popup).toContainText('Back to the wallet$10.00');
  await expect(popup).toContainText('Back to gift cards$5.00');
  await expect(popup).toContainText('Points taken back25');
  await expect(popup).toContainText('Still returnable$40.00');
  // Cash to hand back: the popup waits for OK, then the screen goes back.
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The money views are asked again: the balances and what is left to return.
  await searchCustomer(page, member.memberId, member.name);
  await expectBalances(page, '$10.00', '$5.00');
  const again = await openReturn(page, member);
  await expect(
    again.getByRole('radiogroup', { name: 'Purchase to return' }).getByRole('radio'),
  ).toHaveAccessibleDescription('Billed $80.00 · $40.00 left to return');
  expect(await memberBalances(member, owner.business.handle)).toMatchObject({
    walletBalance: 10,
    gcBalance: 5,
  });
});
