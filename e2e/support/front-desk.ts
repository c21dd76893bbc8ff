import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { post } from './api-sign-in';

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

/** The session the app stored at sign-in: token and the chosen store. */
export async function storedSession(
  page: Page,
): Promise<{ token: string; storeId: string; counter: string }> {
  return page.evaluate(() => {
    const store = JSON.parse(localStorage.getItem('store') ?? '{}') as { storeId: string; counter: string };
    return { token: localStorage.getItem('token') ?? '', storeId: store.storeId, counter: store.counter };
  });
}

/** An owner publishes a gift card through the API (the gift card screens are another issue). */
export async function publishGiftCard(
  token: string,
  card: { amount: number; discount: number; validity: number | null },
): Promise<string> {
  const { data } = await post<{ data: { id: string } }>('/business/giftcard/addandpublish', card, token);
  return data.id;
}

/** Gives a member gift card and wallet money at the owner's business through the API. */
export async function fundMember(
  owner: { token: string; storeId: string; counter: string },
  memberId: string,
  { giftCardId, refund }: { giftCardId: string; refund: number },
): Promise<void> {
  const place = { storeId: owner.storeId, counter: owner.counter };
  const key = () => ({ 'Idempotency-Key': randomUUID() });
  await post(
    '/business/giftcard/sell',
    { cartItems: [{ id: giftCardId }], customerId: memberId, ...place },
    owner.token,
    key(),
  );
  await post(
    '/business/customer/refund',
    { customerId: memberId, refundAmount: refund, ...place },
    owner.token,
    key(),
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

/**
 * Waits until no toast is on screen: they cover the top right of the header for a few seconds,
 * and axe would judge one caught in its fade-out animation.
 */
export async function toastsGone(page: Page): Promise<void> {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
}
