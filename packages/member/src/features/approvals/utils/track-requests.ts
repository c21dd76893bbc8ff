/**
 * Which request the dialog shows, and whether the one it showed went away without the member's
 * answer (the shop withdrew it, or its 10 minutes ran out). Pure, so the rules are tested alone.
 */
export interface Tracking {
  /** The request on screen, if any. */
  shownId: string | null;
  /** Requests the member has answered: never shown again, even if a stale list still has them. */
  answered: readonly string[];
}

export interface Next {
  tracking: Tracking;
  /** The shown request left the list unanswered: say so. */
  vanished: boolean;
}

export function nextRequest(tracking: Tracking, pendingIds: readonly string[]): Next {
  const open = pendingIds.filter((id) => !tracking.answered.includes(id));
  const stillThere = tracking.shownId !== null && open.includes(tracking.shownId);
  const vanished = tracking.shownId !== null && !stillThere && !tracking.answered.includes(tracking.shownId);
  // Keep the one on screen while it lasts, so a newer request never swaps it under the member's thumb.
  const shownId = stillThere ? tracking.shownId : (open[0] ?? null);
  return { tracking: { ...tracking, shownId }, vanished };
}
