// The counters, in a thread of their own: the HTTP clients of the measured app phases run here,
// so the server's thread does only the server's work (in production the counters are other
// machines). Started by the benchmarks with the server's address, the owner's token, and for the
// rewards the place and the members, for the searches how many members there are; each message
// names a scenario and how many operations to run.
import { parentPort, workerData } from 'node:worker_threads';
import { rewardOperations, runLoops } from './reward-operations.mjs';
import { apiCaller, healthCheck } from './server.mjs';

const { baseUrl, owner, place, members = [], memberCount = 0 } = workerData;
const api = apiCaller({ baseUrl });
const search = (query) => api('/business/customer/search', { token: owner, body: { query } });
/** Seeded member i (member-search.mjs): memberId 100000000 + i, username member<i>. */
const randomMember = () => 1 + Math.floor(Math.random() * memberCount);
const operations = {
  ...rewardOperations(api, { owner, place }),
  searchByMemberId: () => search(String(100_000_000 + randomMember())),
  searchByUsername: () => search(`@member${randomMember()}`),
  /** The floor: a request that does next to nothing (the health check's `select 1`). */
  health: () => healthCheck(baseUrl),
};

parentPort.on('message', async ({ scenario, total, concurrency }) => {
  try {
    const run = await runLoops(total, concurrency, (w) => operations[scenario](members[w]));
    parentPort.postMessage({ ok: true, ...run });
  } catch (error) {
    parentPort.postMessage({ ok: false, error: String(error?.stack ?? error) });
  }
});
