import type { BackOfficeUserType } from '@countertop/api';
import { paths } from '@/config/paths';

/**
 * The sidebar's views, keyed as the spec names them (docs/product/front-desk.md §2), in the spec's
 * order, then the owner's controls against staff fraud (docs/product/management.md: Alerts, Audit).
 */
export const SECTIONS = [
  { key: 'dashboard', label: 'Dashboard', href: paths.dashboard.getHref() },
  { key: 'giftcards', label: 'Gift Cards', href: paths.giftCards.getHref() },
  { key: 'offers', label: 'Offers', href: paths.offers.getHref() },
  { key: 'staff', label: 'Staff', href: paths.staff.getHref() },
  { key: 'gallery', label: 'Gallery', href: paths.gallery.getHref() },
  { key: 'subscribers', label: 'Subscribers', href: paths.subscribers.getHref() },
  { key: 'rewardplan', label: 'Reward Plan', href: paths.rewardPlan.getHref() },
  { key: 'transactions', label: 'Transactions', href: paths.transactions.getHref() },
  { key: 'stores', label: 'Stores', href: paths.stores.getHref() },
  { key: 'profile', label: 'Profile', href: paths.profile.getHref() },
  { key: 'devices', label: 'Devices', href: paths.devices.getHref() },
  { key: 'billing', label: 'Billing', href: paths.billing.getHref() },
  { key: 'alerts', label: 'Alerts', href: paths.alerts.getHref() },
  { key: 'audit', label: 'Audit', href: paths.audit.getHref() },
] as const;

export type SectionKey = (typeof SECTIONS)[number]['key'];
export type Section = (typeof SECTIONS)[number];

const STAFF_SECTIONS: readonly SectionKey[] = ['dashboard', 'rewardplan'];

/** Owner sees every view; Staff only Dashboard and Reward Plan (docs/product/front-desk.md §6). */
export function sectionsFor(userType: BackOfficeUserType): Section[] {
  return userType === 'B' ? [...SECTIONS] : SECTIONS.filter((s) => STAFF_SECTIONS.includes(s.key));
}

/** The section to highlight: the first path segment, with the index route counting as dashboard. */
export function activeSectionKey(pathname: string): string {
  const first = pathname.split('/').find(Boolean);
  return first ?? 'dashboard';
}
