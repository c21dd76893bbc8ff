import { useSession } from '@countertop/app-kit';
import { Spinner } from '@countertop/ui/Spinner';
import { Outlet } from 'react-router-dom';

/** Nothing renders until the stored session is read. */
export function RootLayout() {
  const { status } = useSession();
  return status === 'restoring' ? <Spinner fullPage label="Loading" /> : <Outlet />;
}
