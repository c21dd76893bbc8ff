import {
  usePendingRewardTransactions,
  useApproveRewardTransaction,
  useRejectRewardTransaction,
} from '@countertop/api/react';
import { toast } from '@countertop/ui/Toaster';
import { useEffect, useState } from 'react';
import { PENDING_POLL_MS, PENDING_POLL_WITH_PUSH_MS, TEXT } from '@/config/constants';
import { useRewardStatusPush } from '../hooks/use-reward-status-push';
import { nextRequest, type Tracking } from '../utils/track-requests';
import { ApprovalDialog } from './approval-dialog';

// Asked every few seconds: neither a spinner toast nor an error toast per poll (a phone that
// loses its signal for a minute must not pile up toasts); the next poll simply tries again.
const background = { loadingToast: false, errorToast: false } as const;
// The answer's outcome is said by this screen in its own words.
const answerOptions = { loadingToast: false, successToast: false, errorToast: false } as const;

/**
 * Watches for redemptions waiting on the member's answer and shows them one at a time. The chat
 * socket pushes each change; polling is the fallback (often while the socket is down, now and
 * then while it is up). A request that leaves the list without an answer (withdrawn at the
 * counter, or expired) closes with a short note.
 */
export function PendingApprovals() {
  const pushed = useRewardStatusPush();
  const pending = usePendingRewardTransactions(
    {},
    { refetchInterval: pushed ? PENDING_POLL_WITH_PUSH_MS : PENDING_POLL_MS, requestOptions: background },
  );
  const approve = useApproveRewardTransaction({ requestOptions: answerOptions });
  const reject = useRejectRewardTransaction({ requestOptions: answerOptions });
  const [tracking, setTracking] = useState<Tracking>({ shownId: null, answered: [] });

  const list = pending.data?.rewardTransactions;
  // Each new list from the server decides what is shown (state adjusted while rendering, React's
  // pattern for state that follows a changing input); the note is a side effect, said once per
  // request that went away.
  const [seenList, setSeenList] = useState(list);
  const [vanishedCount, setVanishedCount] = useState(0);
  if (list !== seenList) {
    setSeenList(list);
    if (list) {
      const next = nextRequest(
        tracking,
        list.map((r) => r.rtId),
      );
      setTracking(next.tracking);
      if (next.vanished) setVanishedCount((n) => n + 1);
    }
  }
  useEffect(() => {
    if (vanishedCount > 0) toast.info(TEXT.requestGone);
  }, [vanishedCount]);

  const request = list?.find((r) => r.rtId === tracking.shownId);
  if (!request) return null;

  /**
   * Marks the request answered and moves on to the next one still waiting, at once: the list may
   * come back unchanged (an answer that failed), and then nothing else would move it on.
   */
  function settle(rtId: string) {
    const ids = (list ?? []).map((r) => r.rtId);
    setTracking((t) => nextRequest({ shownId: null, answered: [...t.answered, rtId] }, ids).tracking);
  }

  function answer(kind: 'approve' | 'reject') {
    if (!request) return;
    const { rtId } = request;
    const mutation = kind === 'approve' ? approve : reject;
    mutation.mutate(
      { rtId },
      {
        onSuccess: () => {
          settle(rtId);
          toast.success(kind === 'approve' ? TEXT.approved : TEXT.rejected);
        },
        // 404/409: the shop withdrew it or it expired while the dialog was open.
        onError: () => {
          settle(rtId);
          toast.info(TEXT.requestGone);
        },
      },
    );
  }

  return (
    <ApprovalDialog
      request={request}
      isAnswering={approve.isPending || reject.isPending}
      onApprove={() => answer('approve')}
      onReject={() => answer('reject')}
    />
  );
}
