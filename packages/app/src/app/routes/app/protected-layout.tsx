import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CustomerSearch } from '@/features/customer-search/components/customer-search';
import { AppLayout } from '@/features/navigation/components/app-layout';
import { useSession } from '@/lib/session/use-session';

/** The authentication guard of spec part 1 §2 and the shared shell of every signed-in route. */
export function ProtectedLayout() {
  const { token, user, store } = useSession();
  if (!token || !user) return <Navigate to={paths.login.getHref()} replace />;

  return (
    <AppLayout user={user} store={store} search={<CustomerSearch />}>
      <Outlet />
    </AppLayout>
  );
}
