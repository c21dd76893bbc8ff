import {
  AlertIcon,
  CreditCardIcon,
  DashboardIcon,
  DevicesIcon,
  ImageIcon,
  GiftIcon,
  TagIcon,
  ProfileIcon,
  AwardIcon,
  UsersIcon,
  StoreIcon,
  UserCheckIcon,
  ReceiptIcon,
  ScrollIcon,
} from '@countertop/ui/icons';
import type { ReactElement } from 'react';

/**
 * The icon of each of the app's sections, wherever a section is shown (the sidebar, the owner
 * dashboard's tiles). The ui package names icons for what they draw; this is where they get a meaning.
 */
export const SECTION_ICONS = {
  dashboard: <DashboardIcon />,
  giftcards: <GiftIcon />,
  offers: <TagIcon />,
  staff: <UsersIcon />,
  gallery: <ImageIcon />,
  subscribers: <UserCheckIcon />,
  rewardplan: <AwardIcon />,
  transactions: <ReceiptIcon />,
  stores: <StoreIcon />,
  profile: <ProfileIcon />,
  devices: <DevicesIcon />,
  billing: <CreditCardIcon />,
  alerts: <AlertIcon />,
  audit: <ScrollIcon />,
} as const satisfies Record<string, ReactElement>;
