import { CHAT_EVENTS, CHAT_LIST_LIMIT, type ChatSocket, type DeliveredMessage } from '@countertop/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useChatSocket } from './chat-socket-provider.js';

/** The member's unread check; useChat asks it again once a thread is read. */
export const UNREAD_CHATS_KEY = ['chat', 'member-unread'] as const;

function hasUnread(socket: ChatSocket): Promise<boolean> {
  return new Promise((resolve, reject) => {
    socket.emit(CHAT_EVENTS.listChats, { limit: CHAT_LIST_LIMIT, page: 1, pagination: true }, (answer) => {
      if (!answer.ok) return reject(new Error(answer.error));
      resolve(answer.conversationList.some((c) => 'totalUnreadByC' in c && c.totalUnreadByC > 0));
    });
  });
}

/**
 * Whether a shop has written since the member last read (the member app's dot on Chat), as the
 * back office's dot works but over the socket, since members have no `hasNewMsg`: the conversation
 * list's unread counts when the socket connects, and again when a shop's message arrives for a
 * conversation that is not open, or when the chat screen reads one.
 */
export function useUnreadChats(): boolean {
  const { socket, connection, openConversation } = useChatSocket();
  const queryClient = useQueryClient();
  const unread = useQuery({
    queryKey: UNREAD_CHATS_KEY,
    queryFn: () => (socket ? hasUnread(socket) : false),
    enabled: socket !== null && connection === 'connected',
  });

  useEffect(() => {
    if (!socket) return;
    const onMessage = (message: DeliveredMessage) => {
      if (message.from === 'B' && message.businessId !== openConversation.current)
        void queryClient.invalidateQueries({ queryKey: UNREAD_CHATS_KEY });
    };
    socket.on(CHAT_EVENTS.newMsg, onMessage);
    return () => {
      socket.off(CHAT_EVENTS.newMsg, onMessage);
    };
  }, [socket, openConversation, queryClient]);

  return unread.data === true;
}
