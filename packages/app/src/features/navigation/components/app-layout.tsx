import type { SelectedStore } from '@countertop/app-kit';
import { useSignOut } from '@countertop/app-kit';
import { AppShell } from '@countertop/ui/AppShell';
import type { ReactNode } from 'react';
import type { BackOfficeUser } from '@/lib/back-office-user';
import { TEXT } from '@/config/constants';
import { paths } from '@/config/paths';
import { AppHeader } from './app-header';
import { AppSidebar } from './app-sidebar';

/** The shell every signed-in page shares: sidebar, header bar and the page itself. */
export function AppLayout({
  user,
  store,
  search,
  chat,
  alerts,
  children,
}: {
  user: BackOfficeUser;
  store: SelectedStore | null;
  /** The header's member search. */
  search?: ReactNode;
  /** The header's chat icon. */
  chat?: ReactNode;
  /** The header's alerts icon. */
  alerts?: ReactNode;
  children: ReactNode;
}) {
  const signOut = useSignOut({
    signInHref: paths.login.getHref(),
    texts: { signedOut: TEXT.loggedOut, failed: TEXT.logoutFailed },
  });
  const onLogout = () => void signOut();

  return (
    <AppShell
      sidebar={<AppSidebar userType={user.userType} onLogout={onLogout} />}
      header={
        <AppHeader
          user={user}
          store={store}
          onLogout={onLogout}
          search={search}
          chat={chat}
          alerts={alerts}
        />
      }
    >
      {children}
    </AppShell>
  );
}
