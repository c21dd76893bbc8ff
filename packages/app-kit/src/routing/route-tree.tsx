import { Spinner } from '@countertop/ui/Spinner';
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation, useRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';

/**
 * An app's route table at the router's location, with its one loading screen (while a screen's
 * chunk downloads on the first load; later navigations are transitions, so the current screen
 * stays up until the next one is ready) and its one error screen: a screen that throws, or whose
 * chunk fails to download (offline, or a deploy replaced the files), shows `errorScreen` until
 * the next navigation. Declarative routing rather than react-router's data router: the apps use
 * no loaders or actions, and the data router weighs ~16 KB gzip more on every first load
 * (docs/decisions.md). Must sit inside a router.
 */
export function RouteTree({ routes, errorScreen }: { routes: RouteObject[]; errorScreen: ReactNode }) {
  const location = useLocation();
  const element = useRoutes(routes);
  return (
    <ErrorBoundary fallback={errorScreen} resetKeys={[location.key]}>
      <Suspense fallback={<Spinner fullPage label="Loading" />}>{element}</Suspense>
    </ErrorBoundary>
  );
}
