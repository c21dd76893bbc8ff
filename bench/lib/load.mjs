// Starts the load generator (load-process.mjs): the counters' HTTP clients in a process of their own.
import { fork } from 'node:child_process';
import { once } from 'node:events';

/**
 * The load process, told `setup` (the server's address, the owner's token, and what its scenarios
 * need); `run(scenario, total, concurrency)` answers the sorted latencies and the wall time, `pid`
 * is the process's, for its CPU.
 */
export async function startLoad(setup) {
  const child = fork(new URL('./load-process.mjs', import.meta.url), { stdio: 'inherit' });
  child.send(setup);
  const [ready] = await once(child, 'message');
  if (!ready.ready) throw new Error('the load process did not start');
  return {
    pid: child.pid,
    async run(scenario, total, concurrency) {
      child.send({ scenario, total, concurrency });
      const [answer] = await once(child, 'message');
      if (!answer.ok) throw new Error(answer.error);
      return answer;
    },
    async stop() {
      child.kill();
      await once(child, 'exit');
    },
  };
}
