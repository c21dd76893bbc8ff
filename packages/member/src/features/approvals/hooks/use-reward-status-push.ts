import {
  CHAT_EVENTS,
  connectChatSocket,
  listMemberActivity,
  listMemberGiftCards,
  listMemberSubscriptions,
  listPendingRewardTransactions,
} from '@countertop/api';
import { useSession } from '@countertop/app-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** What a reward transaction's change makes stale: what is pending, and the balances it moved. */
const STALE = [
  listPendingRewardTransactions,
  listMemberSubscriptions,
  listMemberActivity,
  listMemberGiftCards,
];

/**
 * Listens on the chat socket for the server's push that one of the member's reward transactions
 * changed (a shop asked, withdrew, or completed one) and asks again at once, so the dialog appears
 * without waiting for the next poll. Returns whether the socket is connected: polling stays as the
 * fallback, and slows down while the push works.
 */
export function useRewardStatusPush(): boolean {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (!token) return;
    const socket = connectChatSocket(token);
    socket.on('connect', () => setConnected(true));
    socket.on('disconnect', () => setConnected(false));
    socket.on(CHAT_EVENTS.rewardTransactionStatus, () => {
      for (const endpoint of STALE) void queryClient.invalidateQueries({ queryKey: [endpoint.path] });
    });
    return () => {
      socket.disconnect();
    };
  }, [token, queryClient]);

  return connected;
}
