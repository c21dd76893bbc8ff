import { randomUUID } from 'node:crypto';
import { addAndPublishGiftCard, refundCustomer, sellGiftCard } from '@countertop/api';
import { expect, type Page } from '@playwright/test';
import { api, type Caller } from './api';

/** Searches from the header as a person does (type, Enter) and waits for the customer screen. */
export async function searchCustomer(page: Page, query: string, name: string): Promise<void> {
  const box = page.getByRole('searchbox', { name: 'Search customers' });
  await box.fill(query);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/customer-details$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(box).toHaveValue('');
  await expect(box).toBeFocused();
}

/** The balances the Reward form shows under its redeem fields, once the fresh lookup is in. */
export async function expectBalances(page: Page, wallet: string, giftcard: string): Promise<void> {
  await expect(page.getByText(`Available wallet balance: ${wallet}`)).toBeVisible();
  await expect(page.getByText(`Available gift card balance: ${giftcard}`)).toBeVisible();
}

export const amountField = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${label}`) });

/** An owner publishes a gift card through the API (the gift card screens are another issue). */
export async function publishGiftCard(
  owner: Caller,
  card: { amount: number; discount: number | null; validity: number | null },
): Promise<string> {
  const { data } = await api(owner).call(addAndPublishGiftCard, card);
  return data.id;
}

/** Gives a member gift card and wallet money at the owner's store through the API. */
export async function fundMember(
  owner: Caller & { storeId: string },
  memberId: string,
  { giftCardId, refund }: { giftCardId: string; refund: number },
): Promise<void> {
  const client = api(owner);
  const { storeId } = owner;
  // A fresh key per submission, as the app sends one.
  await client.call(
    sellGiftCard,
    { cartItems: [{ id: giftCardId }], customerId: memberId, storeId },
    { idempotencyKey: randomUUID() },
  );
  await client.call(
    refundCustomer,
    { customerId: memberId, refundAmount: refund, storeId },
    { idempotencyKey: randomUUID() },
  );
}

/**
 * Ticks a checkbox by its label, as a person does (the input itself is visually hidden behind
 * the drawn box), and checks that it took.
 */
export async function tick(page: Page, label: string): Promise<void> {
  await page.getByText(label, { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: label })).toBeChecked();
}
