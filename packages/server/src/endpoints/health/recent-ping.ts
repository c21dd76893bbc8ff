/** How long a ping's answer stands for the database's state. */
export const PING_FRESH_MS = 1000;

/**
 * A ping whose answer is shared: every health check within PING_FRESH_MS of a ping (and every one
 * while it is on its way) gets that ping's answer. A load balancer, or a flood of checks, costs
 * the database at most one `select 1` a second, and the check still says within a second when the
 * database stops or starts answering.
 */
export function recentPing(
  ping: () => Promise<void>,
  // Elapsed time, not the app's clock, which tests stop and move for the domain's expiry rules.
  elapsedMs: () => number = () => performance.now(),
): () => Promise<void> {
  let last: { at: number; answer: Promise<void> } | undefined;
  return () => {
    const now = elapsedMs();
    if (last === undefined || now - last.at >= PING_FRESH_MS) {
      const answer = ping();
      // Read here too, so a failed ping nobody else asks about is not an unhandled rejection.
      answer.catch(() => undefined);
      last = { at: now, answer };
    }
    return last.answer;
  };
}
