import { LinkRouterProvider, useSession } from '@countertop/app-kit';
import { Spinner } from '@countertop/ui';
import { Outlet } from 'react-router-dom';

/** ui links navigate through the router, and nothing renders until the stored session is read. */
export function RootLayout() {
  const { status } = useSession();
  return (
    <LinkRouterProvider>
      {status === 'restoring' ? <Spinner fullPage label="Loading" /> : <Outlet />}
    </LinkRouterProvider>
  );
}
