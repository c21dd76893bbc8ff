import { formatCountOf, formatDollars } from '@countertop/api';
import type { MemberActivityItem } from '@countertop/api';
import type { DetailsRow } from '@countertop/ui/DetailsTable';
import { formatDateTime } from '../format.js';

/**
 * Whose history is read: the member's own app says "your wallet", the business's subscriber popup
 * "their wallet"; the reasons are the same words otherwise (issue 19: the owner sees what the
 * member sees).
 */
export type ActivityVoice = 'member' | 'business';

const points = (n: number) => formatCountOf(n, 'point');
const stamps = (n: number) => formatCountOf(n, 'stamp');

function titles(their: string): Record<MemberActivityItem['kind'], string> {
  return {
    reward: 'Purchase rewarded',
    redemption: `Paid with ${their} balance`,
    giftCardPurchase: 'Gift card bought',
    refund: `Refund to ${their} wallet`,
    welcome: 'Joined the rewards',
    return: 'Purchase returned',
    expiry: 'Points expired',
    referral: 'Referral bonus',
    referralReversal: 'Referral bonus taken back',
  };
}

/** One line of history: a title and what changed, with its reason, in words. */
export function describeActivity(
  item: MemberActivityItem,
  voice: ActivityVoice = 'member',
): { title: string; details: string[] } {
  const their = voice === 'member' ? 'your' : 'their';
  const details: string[] = [];
  if (item.storeName) details.push(`At ${item.storeName}`);
  if (item.billingAmount > 0) details.push(`Bill ${formatDollars(item.billingAmount)}`);
  if (item.walletRedeemed > 0) details.push(`Wallet used ${formatDollars(item.walletRedeemed)}`);
  if (item.giftCardRedeemed > 0) details.push(`Gift card used ${formatDollars(item.giftCardRedeemed)}`);
  if (item.giftCardBought > 0) details.push(`Gift card of ${formatDollars(item.giftCardBought)}`);
  if (item.refunded > 0) details.push(`${formatDollars(item.refunded)} to ${their} wallet`);
  if (item.returnedToWallet > 0)
    details.push(`${formatDollars(item.returnedToWallet)} back to ${their} wallet`);
  if (item.returnedToGiftCard > 0)
    details.push(`${formatDollars(item.returnedToGiftCard)} back to ${their} gift card`);
  if (item.pointsReversed > 0) details.push(`−${points(item.pointsReversed)}`);
  if (item.pointsExpired > 0) details.push(`−${points(item.pointsExpired)} expired`);
  if (item.pointsEarned > 0) details.push(`+${points(item.pointsEarned)}`);
  if (item.firstShopBonus > 0) details.push(`+${points(item.firstShopBonus)} first-shop bonus`);
  if (item.welcomePoints > 0) details.push(`+${points(item.welcomePoints)} welcome bonus`);
  if (item.referralBonus > 0) details.push(`+${points(item.referralBonus)} for a friend's first purchase`);
  if (item.kind === 'referralReversal') details.push("The friend's first purchase was returned");
  if (item.pointsConverted > 0) {
    details.push(
      `${points(item.pointsConverted)} turned into ${formatDollars(item.walletFromPoints)} wallet money`,
    );
  }
  if (item.stampsReversed > 0) details.push(`−${stamps(item.stampsReversed)}`);
  if (item.stampsEarned > 0) details.push(`+${stamps(item.stampsEarned)}`);
  if (item.stampsConverted > 0) {
    details.push(
      `A full card of ${stamps(item.stampsConverted)} turned into ${formatDollars(item.walletFromStamps)} wallet money`,
    );
  }
  return { title: titles(their)[item.kind], details };
}

/**
 * The rows of a history table (ui DetailsTable): what happened as the row header, then when (a
 * member with two visits on one day tells them apart by the time) and what changed.
 */
export function activityRows(
  items: readonly MemberActivityItem[],
  voice: ActivityVoice = 'member',
): DetailsRow[] {
  return items.map((item) => {
    const { title, details } = describeActivity(item, voice);
    return {
      id: item.id,
      title,
      details: (
        <>
          <time dateTime={item.occurredAt}>{formatDateTime(item.occurredAt)}</time>
          {details.map((d) => ` · ${d}`).join('')}
        </>
      ),
    };
  });
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
