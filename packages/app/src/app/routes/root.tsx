import { useSession } from '@countertop/app-kit';
import { Spinner } from '@countertop/ui/Spinner';
import { Outlet } from 'react-router-dom';

/** Wraps every route: nothing renders until the stored session has been restored (docs/product/front-desk.md §4). */
export function RootLayout() {
  const { status } = useSession();
  return status === 'restoring' ? <Spinner fullPage label="Loading" /> : <Outlet />;
}
