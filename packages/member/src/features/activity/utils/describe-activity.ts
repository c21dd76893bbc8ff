import type { MemberActivityItem } from '@countertop/api';
import { dollarsText } from '@/lib/money';

const TITLES: Record<MemberActivityItem['kind'], string> = {
  reward: 'Purchase rewarded',
  redemption: 'Paid with your balance',
  giftCardPurchase: 'Gift card bought',
  refund: 'Refund to your wallet',
  welcome: 'Joined the rewards',
  return: 'Purchase returned',
  expiry: 'Points expired',
};

const points = (n: number) => `${n.toLocaleString('en-AU')} ${n === 1 ? 'point' : 'points'}`;

/** One line of history: a title and what changed, in the member's words. */
export function describeActivity(item: MemberActivityItem): { title: string; details: string[] } {
  const details: string[] = [];
  if (item.storeName) details.push(`At ${item.storeName}`);
  if (item.billingAmount > 0) details.push(`Bill ${dollarsText(item.billingAmount)}`);
  if (item.walletRedeemed > 0) details.push(`Wallet used ${dollarsText(item.walletRedeemed)}`);
  if (item.giftCardRedeemed > 0) details.push(`Gift card used ${dollarsText(item.giftCardRedeemed)}`);
  if (item.giftCardBought > 0) details.push(`Gift card of ${dollarsText(item.giftCardBought)}`);
  if (item.refunded > 0) details.push(`${dollarsText(item.refunded)} to your wallet`);
  if (item.returnedToWallet > 0) details.push(`${dollarsText(item.returnedToWallet)} back to your wallet`);
  if (item.returnedToGiftCard > 0)
    details.push(`${dollarsText(item.returnedToGiftCard)} back to your gift card`);
  if (item.pointsReversed > 0) details.push(`−${points(item.pointsReversed)}`);
  if (item.pointsExpired > 0) details.push(`−${points(item.pointsExpired)} expired`);
  if (item.pointsEarned > 0) details.push(`+${points(item.pointsEarned)}`);
  if (item.firstShopBonus > 0) details.push(`+${points(item.firstShopBonus)} first-shop bonus`);
  if (item.welcomePoints > 0) details.push(`+${points(item.welcomePoints)} welcome bonus`);
  if (item.pointsConverted > 0) {
    details.push(
      `${points(item.pointsConverted)} turned into ${dollarsText(item.walletFromPoints)} wallet money`,
    );
  }
  return { title: TITLES[item.kind], details };
}

/** The history grouped by business, each newest first, businesses by their latest visit. */
export function groupByBusiness(items: readonly MemberActivityItem[]) {
  const groups = new Map<string, { businessId: string; businessName: string; items: MemberActivityItem[] }>();
  for (const item of items) {
    const group = groups.get(item.businessId) ?? {
      businessId: item.businessId,
      businessName: item.businessName,
      items: [],
    };
    group.items.push(item);
    groups.set(item.businessId, group);
  }
  return [...groups.values()];
}
