import {
  AwardIcon,
  CreditCardIcon,
  DashboardIcon,
  DevicesIcon,
  GiftIcon,
  ImageIcon,
  ProfileIcon,
  ReceiptIcon,
  StoreIcon,
  TagIcon,
  UserCheckIcon,
  UsersIcon,
} from '../icons';
import type { SidebarItem } from '../Sidebar';

/** A full navigation of twelve entries, shared by the shell's tests and stories. */
export const fullNavigation: SidebarItem[] = [
  { key: 'dashboard', label: 'Dashboard', href: '#dashboard', icon: <DashboardIcon /> },
  { key: 'orders', label: 'Orders', href: '#orders', icon: <ReceiptIcon /> },
  { key: 'products', label: 'Products', href: '#products', icon: <TagIcon /> },
  { key: 'team', label: 'Team', href: '#team', icon: <UsersIcon /> },
  { key: 'images', label: 'Images', href: '#images', icon: <ImageIcon /> },
  { key: 'contacts', label: 'Contacts', href: '#contacts', icon: <UserCheckIcon /> },
  { key: 'awards', label: 'Awards', href: '#awards', icon: <AwardIcon /> },
  { key: 'wishlist', label: 'Wishlist', href: '#wishlist', icon: <GiftIcon /> },
  { key: 'locations', label: 'Locations', href: '#locations', icon: <StoreIcon /> },
  { key: 'profile', label: 'Profile', href: '#profile', icon: <ProfileIcon /> },
  { key: 'devices', label: 'Devices', href: '#devices', icon: <DevicesIcon /> },
  { key: 'billing', label: 'Billing', href: '#billing', icon: <CreditCardIcon /> },
];

/** The first three, with real paths, for unit tests. */
export const navigationItems: SidebarItem[] = fullNavigation.slice(0, 3).map((item) => ({
  ...item,
  href: `/${item.key}`,
}));
