import type { ResponseOf, staffDashboard } from '@countertop/api';
import { validityDays } from '@/lib/gift-card-validity';
import { DASHBOARD_TEXT } from '../texts';

type StaffDashboardResult = ResponseOf<typeof staffDashboard>;

export type DashboardOffer = StaffDashboardResult['offersList'][number];

/** 'Valid until: N days' on a gift card (docs/product/front-desk.md §2); a card that never expires says so. */
export function giftCardValidity(days: number | null): string {
  return DASHBOARD_TEXT.validUntil(validityDays(days));
}
