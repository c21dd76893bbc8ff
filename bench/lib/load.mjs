// Starts the load worker (load-worker.mjs): the counters' HTTP clients in a thread of their own.
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';

/**
 * The worker with `workerData` (the server's address, the owner's token, and what its scenarios
 * need); `run(scenario, total, concurrency)` answers the sorted latencies and the wall time.
 */
export function startLoad(workerData) {
  const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), { workerData });
  return {
    async run(scenario, total, concurrency) {
      worker.postMessage({ scenario, total, concurrency });
      const [answer] = await once(worker, 'message');
      if (!answer.ok) throw new Error(answer.error);
      return answer;
    },
    stop: () => worker.terminate(),
  };
}
