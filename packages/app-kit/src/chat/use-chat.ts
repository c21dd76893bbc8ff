import {
  CHAT_EVENTS,
  CHAT_LIST_LIMIT,
  CHAT_THREAD_PAGE_SIZE,
  hasNewMessage,
  type DeliveredMessage,
} from '@countertop/api';
import { toast } from '@countertop/ui/Toaster';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer } from 'react';
import { useChatSocket } from './chat-socket-provider.js';
import {
  chatReducer,
  conversationOf,
  initialChatState,
  isOwnMessage,
  toChatConversation,
  type ChatSide,
} from './chat-state.js';
import { UNREAD_CHATS_KEY } from './use-unread-chats.js';

/**
 * A chat screen's conversations over the session's socket (docs/product/management.md §2 Chat,
 * §4, §5 "Chat send"): lists them when the socket connects (again after a reconnect, when the open
 * thread is fetched again too, so nothing sent meanwhile is missed), opens one (which clears its
 * unread count on the server), sends, and follows `new-msg`: appended to the open thread, which is
 * then read at once, or counted unread on its conversation.
 */
export function useChat(side: ChatSide) {
  const { socket, connection, openConversation } = useChatSocket();
  const [state, dispatch] = useReducer(chatReducer, side, initialChatState);
  const queryClient = useQueryClient();

  const fetchThread = useCallback(
    (id: string) => {
      const counterpart = side === 'B' ? { memberId: id } : { businessId: id };
      socket?.emit(
        CHAT_EVENTS.getChat,
        { ...counterpart, page: 1, pageSize: CHAT_THREAD_PAGE_SIZE },
        (answer) => {
          if (!answer.ok) return void toast.error(answer.error);
          dispatch({ type: 'thread', id, messages: answer.chat });
          // Opening read the thread: the app's unread dot may go out.
          void queryClient.invalidateQueries({
            queryKey: side === 'B' ? [hasNewMessage.path] : UNREAD_CHATS_KEY,
          });
        },
      );
    },
    [socket, side, queryClient],
  );

  useEffect(() => {
    if (!socket) return;
    const onConnect = () => {
      socket.emit(CHAT_EVENTS.listChats, { limit: CHAT_LIST_LIMIT, page: 1, pagination: true }, (answer) => {
        if (answer.ok)
          dispatch({ type: 'listed', conversations: answer.conversationList.map(toChatConversation) });
      });
      if (openConversation.current !== null) fetchThread(openConversation.current);
    };
    const onMessage = (message: DeliveredMessage) => {
      dispatch({ type: 'received', message });
      const id = conversationOf(side, message).id;
      // The server counted it unread; the reader has it in front of them.
      if (id === openConversation.current && !isOwnMessage(side, message)) fetchThread(id);
    };
    if (socket.connected) onConnect();
    socket.on('connect', onConnect);
    socket.on(CHAT_EVENTS.newMsg, onMessage);
    return () => {
      socket.off('connect', onConnect);
      socket.off(CHAT_EVENTS.newMsg, onMessage);
    };
  }, [socket, side, fetchThread, openConversation]);

  // Leaving the screen leaves nothing open: the unread dot counts every message again.
  useEffect(
    () => () => {
      openConversation.current = null;
    },
    [openConversation],
  );

  const open = useCallback(
    (id: string) => {
      openConversation.current = id;
      dispatch({ type: 'opened', id });
      fetchThread(id);
    },
    [fetchThread, openConversation],
  );

  const close = useCallback(() => {
    openConversation.current = null;
    dispatch({ type: 'closed' });
  }, [openConversation]);

  const send = useCallback(
    (text: string) => {
      const recipientId = openConversation.current;
      if (!socket || recipientId === null) return;
      socket.emit(CHAT_EVENTS.newMsg, { recipientId, message: text }, (answer) => {
        if (answer.ok) dispatch({ type: 'sent', message: answer.message });
        else toast.error(answer.error);
      });
    },
    [socket, openConversation],
  );

  return { ...state, connection, open, close, send };
}
