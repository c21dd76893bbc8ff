// Starts the HTTP floor (floor-server.mjs): a bare Fastify server in a process of its own.
import { fork } from 'node:child_process';
import { once } from 'node:events';

/**
 * The bare server's `url` (its root), and `pid` (for its CPU); `stop()` ends it. With `database`
 * ({ url, poolSize }) it also serves the member lookup (floor-server.mjs).
 */
export async function startFloorServer(database) {
  const env = database
    ? { ...process.env, FLOOR_DATABASE_URL: database.url, FLOOR_POOL_SIZE: String(database.poolSize) }
    : process.env;
  const child = fork(new URL('./floor-server.mjs', import.meta.url), { stdio: 'inherit', env });
  const [{ address }] = await once(child, 'message');
  return {
    url: `${address}/`,
    pid: child.pid,
    async stop() {
      child.kill();
      await once(child, 'exit');
    },
  };
}
