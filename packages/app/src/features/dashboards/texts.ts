import { breakpoints } from '@countertop/ui/theme';

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
  pendingFigure: '–',
  figures: 'Business figures',
  off: (percent: string) => `${percent} Off`,
  view: 'View',
  viewOffer: (title: string) => `View ${title}`,
  validUntil: (date: string) => `Valid until: ${date}`,
  trends: {
    title: 'Last 30 Days',
    description: 'Rewards, gift card sales, redemptions, refunds and returns per day, in dollars.',
    view: 'Show the last 30 days as',
    chart: 'Chart',
    table: 'Table',
    loading: 'Loading the last 30 days',
    failed: 'Failed to load the last 30 days.',
    date: 'Date',
    rewards: 'Rewards',
    giftCardSales: 'Gift Card Sales',
    redemptions: 'Redemptions',
    refunds: 'Refunds',
    returns: 'Returns',
  },
} as const;

/** docs/product/front-desk.md §9: at this width or less the staff dashboard shows only its mobile message. */
export const STAFF_DASHBOARD_MOBILE_QUERY = `(max-width: ${breakpoints.medium}px)`;
