import { LinkRouterProvider, useSession } from '@countertop/app-kit';
import { Spinner } from '@countertop/ui';
import { Outlet } from 'react-router-dom';

/**
 * Wraps every route: ui links navigate through the router (no full reloads), and nothing
 * renders until the stored session has been restored (docs/product/front-desk.md §4).
 */
export function RootLayout() {
  const { status } = useSession();
  return (
    <LinkRouterProvider>
      {status === 'restoring' ? <Spinner fullPage label="Loading" /> : <Outlet />}
    </LinkRouterProvider>
  );
}
