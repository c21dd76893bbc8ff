// The HTTP floor: a bare Fastify 5 server with nothing else (no hooks, no plugins), in a process of
// its own, so that a bench measures what any HTTP request costs here the same way it measures the
// app. `GET /` answers at once; with FLOOR_DATABASE_URL, `POST /member {query}` also runs one
// indexed SELECT of a member by code through a pg pool the size of the server's: the floor under
// the member search, HTTP and the database client included. Forked by startFloorServer; sends its
// port when listening.
import { endPool } from './end-pool.mjs';
import { requireFromServer } from './server.mjs';

const Fastify = requireFromServer('fastify');
const app = Fastify({ logger: false });
app.get('/', async () => ({ status: 'ok' }));
const { FLOOR_DATABASE_URL: databaseUrl, FLOOR_POOL_SIZE: poolSize } = process.env;
if (databaseUrl) {
  const pg = requireFromServer('pg');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(poolSize) });
  app.post('/member', async (request) => {
    const { rows } = await pool.query('select * from members where member_code = $1', [request.body.query]);
    return rows[0] ?? null;
  });
  app.addHook('onClose', () => endPool(pool));
}
const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.send({ address });
process.on('disconnect', () => void app.close());
