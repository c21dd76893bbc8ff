/**
 * Every route of the spec (docs/product/front-desk.md §2, docs/product/management.md §2) in one table. Screens link with `getHref` so a
 * renamed path changes in one place.
 */
const route = <P extends string>(path: P) => ({ path, getHref: () => path });

/** The tabs of /transactions, which a link may open by name (`?tab=wallet`). */
export const TRANSACTION_TABS = ['reward', 'wallet', 'giftcard'] as const;
export type TransactionTab = (typeof TRANSACTION_TABS)[number];

export const paths = {
  home: route('/'),
  login: route('/login'),
  register: route('/register'),
  dashboard: route('/dashboard'),
  customerDetails: route('/customer-details'),
  giftCards: route('/giftcards'),
  giftCardsAdd: route('/giftcards/add'),
  offers: route('/offers'),
  offersAdd: route('/offers/add'),
  staff: route('/staff'),
  staffAdd: route('/staff/add'),
  gallery: route('/gallery'),
  subscribers: route('/subscribers'),
  rewardPlan: route('/rewardplan'),
  transactions: {
    path: '/transactions',
    getHref: (tab?: TransactionTab) => (tab ? `/transactions?tab=${tab}` : '/transactions'),
  },
  stores: route('/stores'),
  storesAdd: route('/stores/add'),
  profile: route('/profile'),
  devices: route('/devices'),
  billing: route('/billing'),
  chat: route('/chat'),
  alerts: route('/alerts'),
  audit: route('/audit'),
} as const;

export type PathKey = keyof typeof paths;
