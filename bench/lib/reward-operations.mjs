// The reward benchmark's two operations, exactly as the front desk sends them (a fresh
// Idempotency-Key each), over any `api` from apiCaller: the bench's own thread uses them to warm
// up and to capture statements, the load worker (load-worker.mjs) to measure.
import { randomUUID } from 'node:crypto';

/** `owner` is the owner's token, `place` the store and counter sent with every call. */
export function rewardOperations(api, { owner, place }) {
  /** A plain reward for member `m` ({ token, customerId }). */
  const reward = (m) =>
    api('/business/rewardtransaction/reward', {
      token: owner,
      headers: { 'idempotency-key': randomUUID() },
      body: { customerId: m.customerId, billingAmount: '24.50', ...place },
    });
  /**
   * The redeem flow: add (wallet redemption) → the member's approval → the reward with its rtId.
   * `step` is told when each of the three requests is done (to count their statements).
   */
  const redeemFlow = async (m, step = () => undefined) => {
    const added = await api('/business/rewardtransaction/add', {
      token: owner,
      headers: { 'idempotency-key': randomUUID() },
      body: { customerId: m.customerId, billingAmount: '24.50', wallet: '5.00', ...place },
    });
    step('add');
    await api('/customer/rewardtransaction/approve', { token: m.token, body: { rtId: added.rtId } });
    step('approve');
    await api('/business/rewardtransaction/reward', {
      token: owner,
      headers: { 'idempotency-key': randomUUID() },
      body: { customerId: m.customerId, billingAmount: '24.50', rtId: added.rtId, ...place },
    });
    step('reward');
  };
  return { reward, redeemFlow };
}

/**
 * Runs `operation(worker)` `total` times on `workers` concurrent loops; the sorted latencies (ms)
 * and the wall time (s).
 */
export async function runLoops(total, workers, operation) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (next < total) {
        next++;
        const t0 = performance.now();
        await operation(worker);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { latencies, seconds };
}
