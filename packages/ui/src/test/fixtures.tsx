import {
  BillingIcon,
  DashboardIcon,
  DevicesIcon,
  GalleryIcon,
  GiftCardIcon,
  OfferIcon,
  ProfileIcon,
  RewardPlanIcon,
  StaffIcon,
  StoreIcon,
  SubscribersIcon,
  TransactionsIcon,
} from '../icons';
import type { SidebarItem } from '../Sidebar';

/** The owner's twelve entries (part 1 §2), shared by the shell's tests and stories. */
export const ownerNavigation: SidebarItem[] = [
  { key: 'dashboard', label: 'Dashboard', href: '#dashboard', icon: <DashboardIcon /> },
  { key: 'giftcards', label: 'Gift Cards', href: '#giftcards', icon: <GiftCardIcon /> },
  { key: 'offers', label: 'Offers', href: '#offers', icon: <OfferIcon /> },
  { key: 'staff', label: 'Staff', href: '#staff', icon: <StaffIcon /> },
  { key: 'gallery', label: 'Gallery', href: '#gallery', icon: <GalleryIcon /> },
  { key: 'subscribers', label: 'Subscribers', href: '#subscribers', icon: <SubscribersIcon /> },
  { key: 'rewardplan', label: 'Reward Plan', href: '#rewardplan', icon: <RewardPlanIcon /> },
  { key: 'transactions', label: 'Transactions', href: '#transactions', icon: <TransactionsIcon /> },
  { key: 'stores', label: 'Stores', href: '#stores', icon: <StoreIcon /> },
  { key: 'profile', label: 'Profile', href: '#profile', icon: <ProfileIcon /> },
  { key: 'devices', label: 'Devices', href: '#devices', icon: <DevicesIcon /> },
  { key: 'billing', label: 'Billing', href: '#billing', icon: <BillingIcon /> },
];

/** The first three, with real paths, for unit tests. */
export const navigationItems: SidebarItem[] = ownerNavigation.slice(0, 3).map((item) => ({
  ...item,
  href: `/${item.key}`,
}));
