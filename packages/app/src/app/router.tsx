import { Spinner } from '@countertop/ui';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RootLayout } from './routes/root';
import { RouteError } from './routes/route-error';

const routes: RouteObject[] = [
  {
    path: paths.home.path,
    Component: RootLayout,
    HydrateFallback: () => <Spinner fullPage label="Loading" />,
    ErrorBoundary: RouteError,
    children: [
      {
        path: paths.login.path,
        lazy: async () => ({ Component: (await import('./routes/login')).LoginRoute }),
      },
      {
        path: paths.register.path,
        lazy: async () => ({ Component: (await import('./routes/register')).RegisterRoute }),
      },
      {
        lazy: async () => ({ Component: (await import('./routes/app/protected-layout')).ProtectedLayout }),
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('./routes/app/dashboard')).DashboardRoute }),
          },
          {
            path: paths.dashboard.path,
            lazy: async () => ({ Component: (await import('./routes/app/dashboard')).DashboardRoute }),
          },
          {
            path: paths.customerDetails.path,
            lazy: async () => ({
              Component: (await import('./routes/app/customer-details')).CustomerDetailsRoute,
            }),
          },
          {
            path: paths.rewardPlan.path,
            lazy: async () => ({ Component: (await import('./routes/app/reward-plan')).RewardPlanRoute }),
          },
          {
            lazy: async () => ({ Component: (await import('./routes/app/owner-only')).OwnerOnly }),
            children: [
              {
                path: paths.giftCards.path,
                lazy: async () => ({
                  Component: (await import('@/features/gift-cards/components/gift-cards-screen'))
                    .GiftCardsScreen,
                }),
              },
              {
                path: paths.giftCardsAdd.path,
                lazy: async () => ({
                  Component: (await import('./routes/app/gift-cards-add')).GiftCardsAddRoute,
                }),
              },
              {
                path: paths.offers.path,
                lazy: async () => ({
                  Component: (await import('@/features/offers/components/offers-screen')).OffersScreen,
                }),
              },
              {
                path: paths.offersAdd.path,
                lazy: async () => ({ Component: (await import('./routes/app/offers-add')).OffersAddRoute }),
              },
              {
                path: paths.gallery.path,
                lazy: async () => ({
                  Component: (await import('@/features/gallery/components/gallery-screen')).GalleryScreen,
                }),
              },
              {
                path: paths.staff.path,
                lazy: async () => ({
                  Component: (await import('@/features/staff/components/staff-screen')).StaffScreen,
                }),
              },
              {
                path: paths.staffAdd.path,
                lazy: async () => ({ Component: (await import('./routes/app/staff-add')).StaffAddRoute }),
              },
              {
                path: paths.stores.path,
                lazy: async () => ({
                  Component: (await import('@/features/stores/components/stores-screen')).StoresScreen,
                }),
              },
              {
                path: paths.storesAdd.path,
                lazy: async () => ({ Component: (await import('./routes/app/stores-add')).StoresAddRoute }),
              },
              {
                path: paths.profile.path,
                lazy: async () => ({
                  Component: (await import('@/features/profile/components/profile-screen')).ProfileScreen,
                }),
              },
              {
                path: paths.transactions.path,
                lazy: async () => ({
                  Component: (await import('@/features/transactions/components/transactions-screen'))
                    .TransactionsScreen,
                }),
              },
              {
                path: paths.subscribers.path,
                lazy: async () => ({
                  Component: (await import('@/features/subscribers/components/subscribers-screen'))
                    .SubscribersScreen,
                }),
              },
              {
                path: paths.devices.path,
                lazy: async () => ({
                  Component: (await import('@/features/devices/components/devices-screen')).DevicesScreen,
                }),
              },
            ],
          },
          {
            path: paths.billing.path,
            lazy: async () => ({
              Component: (await import('@/features/billing/components/billing-screen')).BillingScreen,
            }),
          },
          {
            path: paths.chat.path,
            lazy: async () => ({
              Component: (await import('@/features/chat/components/chat-screen')).ChatScreen,
            }),
          },
        ],
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
      },
    ],
  },
];

export function AppRouter() {
  // Created once per mount: the router owns history listeners that must not be duplicated.
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
