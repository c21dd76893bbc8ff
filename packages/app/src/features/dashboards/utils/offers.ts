import type { ResponseOf, staffDashboard } from '@countertop/api';

type StaffDashboardResult = ResponseOf<typeof staffDashboard>;

export type DashboardOffer = StaffDashboardResult['offersList'][number];
export type DashboardGiftCard = StaffDashboardResult['giftCardList'][number];

/** 'Valid until: N days' on a gift card (docs/product/front-desk.md §2); a card that never expires says so. */
export function giftCardValidity(days: number | null): string {
  if (days === null) return 'Valid until: Never expires';
  return `Valid until: ${days.toLocaleString('en-AU')} ${days === 1 ? 'day' : 'days'}`;
}
