import { lazyComponent, lazyFramed, RouteError, RouteTree } from '@countertop/app-kit';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { LoadingFrame } from '@/components/loading-frame';
import { BASENAME, paths } from '@/config/paths';
import { RootLayout } from './routes/root';

// Every screen is its own chunk, loaded the first time its route renders.
const SignInRoute = lazyComponent(async () => (await import('./routes/sign-in')).SignInRoute);
/** The signed-in layout behind the frame index.html paints with (src/prerender.tsx). */
const ProtectedLayout = lazyFramed(
  async () => (await import('./routes/protected-layout')).ProtectedLayout,
  <LoadingFrame />,
);
const HomeRoute = lazyComponent(async () => (await import('./routes/home')).HomeRoute);
const ActivityRoute = lazyComponent(async () => (await import('./routes/activity')).ActivityRoute);
const GiftCardsRoute = lazyComponent(async () => (await import('./routes/gift-cards')).GiftCardsRoute);
const ChatRoute = lazyComponent(async () => (await import('./routes/chat')).ChatRoute);
const NotFoundRoute = lazyComponent(async () => (await import('./routes/not-found')).NotFoundRoute);

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

/** The route table with the app's loading and error screens (RouteTree). Must sit inside a router. */
export function AppRoutes() {
  return (
    <RouteTree
      routes={routes}
      errorScreen={<RouteError homeHref={paths.home.getHref()} homeLabel="Back to your pass" />}
    />
  );
}

/** The browser's router: outermost, so the providers' links can navigate through it. */
export function AppRouter({ children }: { children: ReactNode }) {
  return <BrowserRouter basename={BASENAME}>{children}</BrowserRouter>;
}
