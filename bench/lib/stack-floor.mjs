// The floor of the stack under the money path: a bare Fastify 5 server whose routes stand for the
// app's requests (a reward; the redeem flow's add, approve and reward), each replaying through pg
// the statements the app sent for it (captured, statements.mjs), on a pool the size of the
// server's. No hooks, no validation, no ORM, no domain: HTTP, JSON and the database client with
// the same SQL, the parts any server on this stack pays. It runs in the bench's process, where
// the app runs, so its CPU is read the same way.
import { endPool } from './end-pool.mjs';
import { requireFromServer } from './server.mjs';
import { replay, replayStatements } from './statements.mjs';

/**
 * `members` are the counters' members ({ customerId }), `rewardSql[w]` and `flowSql[w]` their
 * captured sequences, `flowSteps[w]` the statements of each request of their flow ({ name, count }
 * for add, approve and reward). Answers the server's `url` and `close()`.
 */
export async function startStackFloor({ databaseUrl, poolSize, members, rewardSql, flowSql, flowSteps }) {
  const pg = requireFromServer('pg');
  const Fastify = requireFromServer('fastify');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  const counterOf = new Map(members.map((m, w) => [m.customerId, w]));
  const counter = (request) => counterOf.get(request.body.customerId);
  /** Each counter's redeem flow in progress: its statements bound at `add`, the rest to send. */
  const flows = new Map();
  const app = Fastify({ logger: false });
  app.post('/reward', async (request) => {
    await replay(pool, rewardSql[counter(request)]);
    return { ok: true };
  });
  app.post('/flow/:step', async (request) => {
    const w = counter(request);
    const { step } = request.params;
    if (step === 'add') flows.set(w, flowSql[w].bind());
    const remaining = flows.get(w);
    const count = flowSteps[w].find((s) => s.name === step).count;
    await replayStatements(pool, remaining.splice(0, count));
    return { ok: true };
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: address,
    async close() {
      await app.close();
      await endPool(pool);
    },
  };
}
