import { Spinner } from '@countertop/ui';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { BASENAME, paths } from '@/config/paths';
import { RootLayout } from './routes/root';

export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    Component: RootLayout,
    HydrateFallback: () => <Spinner fullPage label="Loading" />,
    children: [
      {
        path: paths.signIn.path,
        lazy: async () => ({ Component: (await import('./routes/sign-in')).SignInRoute }),
      },
      {
        lazy: async () => ({ Component: (await import('./routes/protected-layout')).ProtectedLayout }),
        children: [
          { index: true, lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }) },
          {
            path: paths.activity.path,
            lazy: async () => ({ Component: (await import('./routes/activity')).ActivityRoute }),
          },
          {
            path: paths.giftCards.path,
            lazy: async () => ({ Component: (await import('./routes/gift-cards')).GiftCardsRoute }),
          },
          {
            path: paths.chat.path,
            lazy: async () => ({ Component: (await import('./routes/chat')).ChatRoute }),
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
  const [router] = useState(() => createBrowserRouter(routes, { basename: BASENAME }));
  return <RouterProvider router={router} />;
}
