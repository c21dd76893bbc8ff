// The counters, in a thread of their own: the HTTP clients of the measured app phases run here,
// so the server's thread does only the server's work (in production the counters are other
// machines). Started by reward-throughput.mjs with the server's address, the owner's token, the
// place and the members; each message names a scenario and how many operations to run.
import { parentPort, workerData } from 'node:worker_threads';
import { rewardOperations, runLoops } from './reward-operations.mjs';
import { apiCaller } from './server.mjs';

const { baseUrl, owner, place, members } = workerData;
const operations = rewardOperations(apiCaller({ baseUrl }), { owner, place });

parentPort.on('message', async ({ scenario, total, concurrency }) => {
  try {
    const run = await runLoops(total, concurrency, (w) => operations[scenario](members[w]));
    parentPort.postMessage({ ok: true, ...run });
  } catch (error) {
    parentPort.postMessage({ ok: false, error: String(error?.stack ?? error) });
  }
});
