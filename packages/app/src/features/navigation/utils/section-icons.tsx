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
} from '@countertop/ui';
import type { ReactElement } from 'react';
import type { SectionKey } from './sections';

export const SECTION_ICONS: Record<SectionKey, ReactElement> = {
  dashboard: <DashboardIcon />,
  giftcards: <GiftCardIcon />,
  offers: <OfferIcon />,
  staff: <StaffIcon />,
  gallery: <GalleryIcon />,
  subscribers: <SubscribersIcon />,
  rewardplan: <RewardPlanIcon />,
  transactions: <TransactionsIcon />,
  stores: <StoreIcon />,
  profile: <ProfileIcon />,
  devices: <DevicesIcon />,
  billing: <BillingIcon />,
};
