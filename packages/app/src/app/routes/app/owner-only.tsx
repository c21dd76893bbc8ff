import { useSession } from '@countertop/app-kit';
import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * The areas only an Owner manages (docs/product/management.md §6): staff never see them in the
 * sidebar, and a typed URL takes them to their dashboard instead of a screen whose calls they may not make.
 */
export function OwnerOnly() {
  const { user } = useSession();
  return user?.userType === 'B' ? <Outlet /> : <Navigate to={paths.dashboard.getHref()} replace />;
}
