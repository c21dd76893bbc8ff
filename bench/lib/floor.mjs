// Starts the HTTP floor (floor-server.mjs): a bare Fastify server in a process of its own.
import { fork } from 'node:child_process';
import { once } from 'node:events';

/** The bare server's `url` (its one route) and `pid` (for its CPU); `stop()` ends it. */
export async function startFloorServer() {
  const child = fork(new URL('./floor-server.mjs', import.meta.url), { stdio: 'inherit' });
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
