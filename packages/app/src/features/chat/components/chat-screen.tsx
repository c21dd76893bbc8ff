import { CHAT_MESSAGES } from '@countertop/api';
import { ChatView, useSession } from '@countertop/app-kit';
import { Notice } from '@countertop/ui/Notice';
import { PageHeader } from '@countertop/ui/PageHeader';
import { canChat } from '@/lib/can-chat';
import { isBackOfficeUser } from '@/lib/back-office-user';
import { CHAT_TEXT } from '../texts';

/**
 * /chat (docs/product/management.md §2 Chat): the business's conversations with its members.
 * Staff without chat access are told so instead (the server would refuse their socket).
 */
export function ChatScreen() {
  const { user } = useSession();
  const allowed = user !== null && isBackOfficeUser(user) && canChat(user);
  return (
    <>
      <PageHeader title={CHAT_TEXT.title} />
      {allowed ? (
        <ChatView side="B" />
      ) : (
        <Notice tone="danger" role="alert">
          {CHAT_MESSAGES.noChatAccess}
        </Notice>
      )}
    </>
  );
}
