import { lazyComponent, lazyFramed, RouteError, RouteTree } from '@countertop/app-kit';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LoadingFrame } from '@/features/navigation/components/loading-frame';
import { RootLayout } from './routes/root';

// Every screen is its own chunk, loaded the first time its route renders.
const LoginRoute = lazyComponent(async () => (await import('./routes/login')).LoginRoute);
const RegisterRoute = lazyComponent(async () => (await import('./routes/register')).RegisterRoute);
/** The signed-in layout, with the frame the HTML painted (LoadingFrame) until it has loaded. */
const ProtectedLayout = lazyFramed(
  async () => (await import('./routes/app/protected-layout')).ProtectedLayout,
  <LoadingFrame />,
);
const DashboardRoute = lazyComponent(async () => (await import('./routes/app/dashboard')).DashboardRoute);
const CustomerDetailsRoute = lazyComponent(
  async () => (await import('./routes/app/customer-details')).CustomerDetailsRoute,
);
const RewardPlanRoute = lazyComponent(async () => (await import('./routes/app/reward-plan')).RewardPlanRoute);
const OwnerOnly = lazyComponent(async () => (await import('./routes/app/owner-only')).OwnerOnly);
const GiftCardsScreen = lazyComponent(
  async () => (await import('@/features/gift-cards/components/gift-cards-screen')).GiftCardsScreen,
);
const GiftCardsAddRoute = lazyComponent(
  async () => (await import('./routes/app/gift-cards-add')).GiftCardsAddRoute,
);
const OffersScreen = lazyComponent(
  async () => (await import('@/features/offers/components/offers-screen')).OffersScreen,
);
const OffersAddRoute = lazyComponent(async () => (await import('./routes/app/offers-add')).OffersAddRoute);
const GalleryScreen = lazyComponent(
  async () => (await import('@/features/gallery/components/gallery-screen')).GalleryScreen,
);
const StaffScreen = lazyComponent(
  async () => (await import('@/features/staff/components/staff-screen')).StaffScreen,
);
const StaffAddRoute = lazyComponent(async () => (await import('./routes/app/staff-add')).StaffAddRoute);
const StoresScreen = lazyComponent(
  async () => (await import('@/features/stores/components/stores-screen')).StoresScreen,
);
const StoresAddRoute = lazyComponent(async () => (await import('./routes/app/stores-add')).StoresAddRoute);
const ProfileScreen = lazyComponent(
  async () => (await import('@/features/profile/components/profile-screen')).ProfileScreen,
);
const TransactionsScreen = lazyComponent(
  async () => (await import('@/features/transactions/components/transactions-screen')).TransactionsScreen,
);
const SubscribersScreen = lazyComponent(
  async () => (await import('@/features/subscribers/components/subscribers-screen')).SubscribersScreen,
);
const DevicesScreen = lazyComponent(
  async () => (await import('@/features/devices/components/devices-screen')).DevicesScreen,
);
const BillingScreen = lazyComponent(
  async () => (await import('@/features/billing/components/billing-screen')).BillingScreen,
);
const ChatScreen = lazyComponent(
  async () => (await import('@/features/chat/components/chat-screen')).ChatScreen,
);
const AlertsScreen = lazyComponent(
  async () => (await import('@/features/alerts/components/alerts-screen')).AlertsScreen,
);
const AuditScreen = lazyComponent(
  async () => (await import('@/features/audit/components/audit-screen')).AuditScreen,
);
const NotFoundRoute = lazyComponent(async () => (await import('./routes/not-found')).NotFoundRoute);

/** The app's route table: the browser renders it in AppRouter, tests in a MemoryRouter. */
export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    Component: RootLayout,
    children: [
      { path: paths.login.path, Component: LoginRoute },
      { path: paths.register.path, Component: RegisterRoute },
      {
        Component: ProtectedLayout,
        children: [
          { index: true, Component: DashboardRoute },
          { path: paths.dashboard.path, Component: DashboardRoute },
          { path: paths.customerDetails.path, Component: CustomerDetailsRoute },
          { path: paths.rewardPlan.path, Component: RewardPlanRoute },
          {
            Component: OwnerOnly,
            children: [
              { path: paths.giftCards.path, Component: GiftCardsScreen },
              { path: paths.giftCardsAdd.path, Component: GiftCardsAddRoute },
              { path: paths.offers.path, Component: OffersScreen },
              { path: paths.offersAdd.path, Component: OffersAddRoute },
              { path: paths.gallery.path, Component: GalleryScreen },
              { path: paths.staff.path, Component: StaffScreen },
              { path: paths.staffAdd.path, Component: StaffAddRoute },
              { path: paths.stores.path, Component: StoresScreen },
              { path: paths.storesAdd.path, Component: StoresAddRoute },
              { path: paths.profile.path, Component: ProfileScreen },
              { path: paths.transactions.path, Component: TransactionsScreen },
              { path: paths.subscribers.path, Component: SubscribersScreen },
              { path: paths.devices.path, Component: DevicesScreen },
              { path: paths.alerts.path, Component: AlertsScreen },
              { path: paths.audit.path, Component: AuditScreen },
            ],
          },
          { path: paths.billing.path, Component: BillingScreen },
          { path: paths.chat.path, Component: ChatScreen },
        ],
      },
      { path: '*', Component: NotFoundRoute },
    ],
  },
];

/** The route table with the app's loading and error screens (RouteTree). Must sit inside a router. */
export function AppRoutes() {
  return (
    <RouteTree
      routes={routes}
      errorScreen={<RouteError homeHref={paths.home.getHref()} homeLabel="Go back home" />}
    />
  );
}

/** The browser's router: outermost, so the providers' links can navigate through it. */
export function AppRouter({ children }: { children: ReactNode }) {
  return <BrowserRouter>{children}</BrowserRouter>;
}
