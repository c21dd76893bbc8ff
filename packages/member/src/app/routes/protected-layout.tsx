import { ChatSocketProvider, useSession } from '@countertop/app-kit';
import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PendingApprovals } from '@/features/approvals/components/pending-approvals';
import { isSignedInMember } from '@/lib/signed-in-member';
import { MemberLayout } from './member-layout';

/**
 * Signed-in members only; every signed-in screen watches for payments waiting on their answer.
 * One chat socket for the session brings those requests and the chat's messages.
 */
export function ProtectedLayout() {
  const { token, user } = useSession();
  if (!token || !isSignedInMember(user)) return <Navigate to={paths.signIn.getHref()} replace />;
  return (
    <ChatSocketProvider>
      <MemberLayout>
        <Outlet />
        <PendingApprovals />
      </MemberLayout>
    </ChatSocketProvider>
  );
}
