// The counters, in a process of their own (forked by load.mjs): the HTTP clients of the measured
// phases run here, with undici, so the server's process does only the server's work (in
// production the counters are other machines) and its CPU can be read apart from theirs. The
// first message gives the server's address, the owner's token, and for the rewards the place and
// the members, for the searches how many members there are, for the floor the bare server's
// address; each later message names a scenario and how many operations to run.
import { once } from 'node:events';
import { rewardOperations, runLoops } from './reward-operations.mjs';
import { API } from './server.mjs';
import { getJson, postJson, undiciApi } from './undici-api.mjs';

const [setup] = await once(process, 'message');
const { baseUrl, owner, place, members = [], memberCount = 0, floorUrl, stackFloorUrl } = setup;
const api = undiciApi(baseUrl);
const search = (query) => api('/business/customer/search', { token: owner, body: { query } });
/** Seeded member i (member-search.mjs): memberId 100000000 + i, username member<i>. */
const randomMember = () => 1 + Math.floor(Math.random() * memberCount);
const operations = {
  ...rewardOperations(api, { owner, place }),
  searchByMemberId: () => search(String(100_000_000 + randomMember())),
  searchByUsername: () => search(`@member${randomMember()}`),
  /** The app's cheapest request: the health check's `select 1`. */
  health: () => getJson(`${baseUrl}${API}/health`),
  /** The HTTP floor: a bare Fastify server's one route (floor-server.mjs). */
  floor: () => getJson(floorUrl),
  /** The stack's floor under the money path (stack-floor.mjs): the same statements, bare. */
  stackFloorReward: (m) => postJson(`${stackFloorUrl}/reward`, { customerId: m.customerId }),
  stackFloorRedeemFlow: async (m) => {
    for (const step of ['add', 'approve', 'reward']) {
      await postJson(`${stackFloorUrl}/flow/${step}`, { customerId: m.customerId });
    }
  },
  /** The search's floor: the bare server's indexed SELECT of a random member by code. */
  floorMember: () => postJson(`${floorUrl}member`, { query: String(100_000_000 + randomMember()) }),
};

process.on('message', async ({ scenario, total, concurrency }) => {
  try {
    const run = await runLoops(total, concurrency, (w) => operations[scenario](members[w]));
    process.send({ ok: true, ...run });
  } catch (error) {
    process.send({ ok: false, error: String(error?.stack ?? error) });
  }
});
// A bench that ends (or dies) disconnects: nothing is left to measure.
process.on('disconnect', () => process.exit(0));
process.send({ ready: true });
