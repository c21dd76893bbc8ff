import {
  CHAT_EVENTS,
  listMemberActivity,
  listMemberGiftCards,
  listMemberSubscriptions,
  listPendingRewardTransactions,
} from '@countertop/api';
import { useChatSocket } from '@countertop/app-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** What a reward transaction's change makes stale: what is pending, and the balances it moved. */
const STALE = [
  listPendingRewardTransactions,
  listMemberSubscriptions,
  listMemberActivity,
  listMemberGiftCards,
];

/**
 * Listens on the session's chat socket (app-kit's ChatSocketProvider) for the server's push that one of the member's reward transactions
 * changed (a shop asked, withdrew, or completed one) and asks again at once, so the dialog appears
 * without waiting for the next poll. Returns whether the socket is connected: polling stays as the
 * fallback, and slows down while the push works.
 */
export function useRewardStatusPush(): boolean {
  const { socket, connection } = useChatSocket();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!socket) return;
    const onStatus = () => {
      for (const endpoint of STALE) void queryClient.invalidateQueries({ queryKey: [endpoint.path] });
    };
    socket.on(CHAT_EVENTS.rewardTransactionStatus, onStatus);
    return () => {
      socket.off(CHAT_EVENTS.rewardTransactionStatus, onStatus);
    };
  }, [socket, queryClient]);

  return connection === 'connected';
}
