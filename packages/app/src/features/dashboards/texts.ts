import { breakpoints } from '@countertop/ui';

/** The dashboards' texts (docs/product/front-desk.md §2, §8). */
export const DASHBOARD_TEXT = {
  ownerTitle: 'Dashboard',
  staffTitle: 'Staff Dashboard',
  statsFailed: 'Failed to fetch stats.',
  mobile: 'No data available on mobile devices.',
  giftCards: 'Current Gift Cards',
  noGiftCards: 'No gift cards available',
  offers: 'Current Offers',
  noOffers: 'No offers available',
  staffFailed: 'Failed to load the gift cards and offers.',
  loading: 'Loading the dashboard',
  figures: 'Business figures',
  off: (percent: string) => `${percent} Off`,
  view: 'View',
  viewOffer: (title: string) => `View ${title}`,
  validUntil: (date: string) => `Valid until: ${date}`,
} as const;

/** docs/product/front-desk.md §9: at this width or less the staff dashboard shows only its mobile message. */
export const STAFF_DASHBOARD_MOBILE_QUERY = `(max-width: ${breakpoints.medium}px)`;
