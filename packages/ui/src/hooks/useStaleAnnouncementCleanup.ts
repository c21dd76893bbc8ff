import { useEffect } from 'react';

/**
 * RAC's Button announces its pending state through RAC's live announcer with a node that points
 * at the button by id (`role=img aria-labelledby=…`) and stays in <body> for 7 seconds. When the
 * button unmounts first (a "Send OTP" button replaced by the next step), that node names nothing:
 * screen readers read an empty message and axe reports `role-img-alt`. Removing the node with the
 * button keeps the page valid; there is nothing left for it to announce anyway.
 */
export function useStaleAnnouncementCleanup(id: string): void {
  useEffect(
    () => () => {
      if (typeof document === 'undefined') return;
      const selector = `[data-live-announcer] [aria-labelledby~="${CSS.escape(id)}"]`;
      for (const node of document.querySelectorAll(selector)) node.remove();
    },
    [id],
  );
}
