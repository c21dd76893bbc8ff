import { ChatSocketProvider, useSession } from '@countertop/app-kit';
import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AlertsButton } from '@/features/alerts/components/alerts-button';
import { ChatButton } from '@/features/chat/components/chat-button';
import { MemberSearch } from '@/features/member-search/components/member-search';
import { AppLayout } from '@/features/navigation/components/app-layout';
import { isBackOfficeUser } from '@/lib/back-office-user';
import { canChat } from '@/lib/can-chat';

/** The authentication guard of docs/product/front-desk.md §2 and the shared shell of every signed-in route. */
export function ProtectedLayout() {
  const { token, user, store } = useSession();
  if (!token || !user || !isBackOfficeUser(user)) return <Navigate to={paths.login.getHref()} replace />;

  // One chat socket for the session: the header's dot and /chat share it.
  const chat = canChat(user);
  return (
    <ChatSocketProvider enabled={chat}>
      <AppLayout
        user={user}
        store={store}
        search={<MemberSearch />}
        chat={chat ? <ChatButton /> : undefined}
        alerts={user.userType === 'B' ? <AlertsButton /> : undefined}
      >
        <Outlet />
      </AppLayout>
    </ChatSocketProvider>
  );
}
