import { CHAT_EVENTS, hasNewMessage, type DeliveredMessage } from '@countertop/api';
import { useHasNewMessage } from '@countertop/api/react';
import { useChatSocket } from '@countertop/app-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Whether a member has written since the business last read (the header's dot): `hasNewMsg`
 * every 120 s without a toast (docs/product/front-desk.md §7), and at once when a member's
 * message arrives on the socket, unless the chat screen has that conversation open (it reads it).
 */
export function useUnreadChat(enabled: boolean): boolean {
  const { socket, openConversation } = useChatSocket();
  const queryClient = useQueryClient();
  const unread = useHasNewMessage(undefined, {
    enabled,
    requestOptions: { loadingToast: false, errorToast: false },
  });

  useEffect(() => {
    if (!socket) return;
    const onMessage = (message: DeliveredMessage) => {
      if (message.from === 'C' && message.customerId !== openConversation.current)
        void queryClient.invalidateQueries({ queryKey: [hasNewMessage.path] });
    };
    socket.on(CHAT_EVENTS.newMsg, onMessage);
    return () => {
      socket.off(CHAT_EVENTS.newMsg, onMessage);
    };
  }, [socket, openConversation, queryClient]);

  return enabled && unread.data?.result === true;
}
