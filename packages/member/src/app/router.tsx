import { Spinner } from '@countertop/ui';
import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { BrowserRouter, useLocation, useRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { BASENAME, paths } from '@/config/paths';
import { RootLayout } from './routes/root';
import { RouteError } from './routes/route-error';

// Every screen is its own chunk, loaded the first time its route renders.
const SignInRoute = lazy(() => import('./routes/sign-in').then((m) => ({ default: m.SignInRoute })));
const ProtectedLayout = lazy(() =>
  import('./routes/protected-layout').then((m) => ({ default: m.ProtectedLayout })),
);
const HomeRoute = lazy(() => import('./routes/home').then((m) => ({ default: m.HomeRoute })));
const ActivityRoute = lazy(() => import('./routes/activity').then((m) => ({ default: m.ActivityRoute })));
const GiftCardsRoute = lazy(() => import('./routes/gift-cards').then((m) => ({ default: m.GiftCardsRoute })));
const ChatRoute = lazy(() => import('./routes/chat').then((m) => ({ default: m.ChatRoute })));
const NotFoundRoute = lazy(() => import('./routes/not-found').then((m) => ({ default: m.NotFoundRoute })));

/** The app's route table, below BASENAME: the browser renders it in AppRouter, tests in a MemoryRouter. */
export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    Component: RootLayout,
    children: [
      { path: paths.signIn.path, Component: SignInRoute },
      {
        Component: ProtectedLayout,
        children: [
          { index: true, Component: HomeRoute },
          { path: paths.activity.path, Component: ActivityRoute },
          { path: paths.giftCards.path, Component: GiftCardsRoute },
          { path: paths.chat.path, Component: ChatRoute },
        ],
      },
      { path: '*', Component: NotFoundRoute },
    ],
  },
];

/**
 * `routes` at the router's location, with the app's one loading screen (while a screen's chunk
 * downloads on the first load; later navigations are transitions, so the current screen stays up
 * until the next one is ready) and its one error screen: a screen that throws, or whose chunk
 * fails to download, shows RouteError until the next navigation. Must sit inside a router.
 */
export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routes);
  return (
    <ErrorBoundary fallback={<RouteError />} resetKeys={[location.key]}>
      <Suspense fallback={<Spinner fullPage label="Loading" />}>{element}</Suspense>
    </ErrorBoundary>
  );
}

/**
 * Declarative routing (BrowserRouter + useRoutes) rather than react-router's data router: the app
 * uses no loaders or actions, and the data router weighs ~16 KB gzip more on every first load
 * (docs/decisions.md).
 */
export function AppRouter() {
  return (
    <BrowserRouter basename={BASENAME}>
      <AppRoutes />
    </BrowserRouter>
  );
}
