import { deleteRewardTransaction } from '@countertop/api';
import type { ApiClient } from '@countertop/api';
import { useApiClient } from '@countertop/api/react';
import { useEffect, useLayoutEffect, useRef } from 'react';

const silent = { loadingToast: false, errorToast: false, successToast: false } as const;

/** Per tab: the transaction this tab still has to withdraw if its page goes away. */
const LEFTOVER_KEY = 'pendingRewardTransaction';

function withdrawQuietly(client: ApiClient, rtId: string) {
  client.call(deleteRewardTransaction, { rtId }, silent).catch(() => {
    // Best effort: an unanswered transaction expires on the server after 10 minutes anyway.
  });
}

/**
 * Withdraws a reward transaction that was never completed when the screen goes away (docs/product/front-desk.md
 * §4): leaving the screen, switching member or mode, closing or reloading the tab. The member's
 * app then stops asking them to authorise a reward nobody will finish. Unmounting also ends the
 * status polling, which lives in a query of the unmounted component.
 */
export function usePendingTransactionCleanup(rtId: string | null) {
  const client = useApiClient();
  const pending = useRef<string | null>(null);

  // Runs before the id below is written: what an earlier page of this tab left behind.
  useLayoutEffect(() => {
    const leftover = sessionStorage.getItem(LEFTOVER_KEY);
    if (leftover === null) return;
    sessionStorage.removeItem(LEFTOVER_KEY);
    withdrawQuietly(client, leftover);
  }, [client]);

  // A layout effect, so the id is known before the screen shows it: a reload straight after must
  // still withdraw it. It is also kept in sessionStorage for the next load of this tab, because
  // a request sent while a page unloads can be dropped.
  useLayoutEffect(() => {
    pending.current = rtId;
    if (rtId === null) sessionStorage.removeItem(LEFTOVER_KEY);
    else sessionStorage.setItem(LEFTOVER_KEY, rtId);
  }, [rtId]);

  useEffect(() => {
    // A page being closed or reloaded never unmounts React; the call must outlive the page.
    const onPageHide = () => {
      const id = pending.current;
      if (id === null) return;
      pending.current = null;
      client.sendOnUnload(deleteRewardTransaction, { rtId: id });
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      const id = pending.current;
      if (id === null) return;
      pending.current = null;
      sessionStorage.removeItem(LEFTOVER_KEY);
      withdrawQuietly(client, id);
    };
  }, [client]);
}
