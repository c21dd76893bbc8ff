// Measuring a benchmark phase and printing the table every benchmark prints.
import { mkdir, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { percentile, processCpuMs } from './server.mjs';

/**
 * Measures `run` (which runs the operations and answers their sorted latencies and wall time):
 * rate, latency percentiles, the server process's CPU (`serverPid`, this process by default) and
 * the load generator's (`clientPid`), both read from /proc, PostgreSQL's (`postgresCpu`), and,
 * when the server is this process, its main thread's busy time.
 */
export async function measure(label, run, { postgresCpu, serverPid = process.pid, clientPid } = {}) {
  const inProcess = serverPid === process.pid;
  const pgBefore = await postgresCpu?.();
  const serverBefore = await processCpuMs(serverPid);
  const clientBefore = clientPid && (await processCpuMs(clientPid));
  const loop = performance.eventLoopUtilization();
  const { latencies, seconds } = await run();
  const busy = performance.eventLoopUtilization(loop);
  const serverAfter = await processCpuMs(serverPid);
  const clientAfter = clientPid && (await processCpuMs(clientPid));
  const pgUsed = postgresCpu ? (await postgresCpu()) - pgBefore : undefined;
  const n = latencies.length;
  return {
    label,
    operations: n,
    /** The server process's CPU (user + system, all threads) per operation. */
    cpuMs: (serverAfter.user + serverAfter.system - serverBefore.user - serverBefore.system) / n,
    /** Of which in the kernel (socket writes and reads, mostly). */
    systemMs: (serverAfter.system - serverBefore.system) / n,
    /** The load generator's CPU per operation, when it runs in a process of its own. */
    clientMs: clientPid
      ? (clientAfter.user + clientAfter.system - clientBefore.user - clientBefore.system) / n
      : undefined,
    /** The main thread's busy time per operation, when the server is this process. */
    mainMs: inProcess ? (busy.utilization * seconds * 1000) / n : undefined,
    /** PostgreSQL's CPU per operation (all its processes), when `postgresCpu` reads it. */
    postgresMs: pgUsed === undefined ? undefined : pgUsed / n,
    perSecond: n / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

const fmt = (n, digits = 1) => n.toFixed(digits).padStart(8);
const optional = (n, width) => (n === undefined ? '' : fmt(n, 2)).padStart(width);
export function table(rows) {
  console.log(
    `  ${'scenario'.padEnd(44)}stmts/op     ops/s    p50 ms    p99 ms  p99/p50  main thread ms/op  ` +
      `server CPU ms/op (kernel)  client CPU ms/op  PostgreSQL CPU ms/op`,
  );
  for (const r of rows) {
    console.log(
      `  ${r.label.padEnd(44)}${String(r.statements).padStart(8)}${fmt(r.perSecond)}  ${fmt(r.p50, 2)}  ` +
        `${fmt(r.p99, 2)}  ${(r.p99 / r.p50).toFixed(2).padStart(7)}  ${optional(r.mainMs, 17)}  ` +
        `${fmt(r.cpuMs, 3)} (${r.systemMs.toFixed(3)})`.padStart(25) +
        `  ${optional(r.clientMs, 16)}  ${optional(r.postgresMs, 20)}`,
    );
  }
}

/** A CPU profile of `run` written to `dir/name.cpuprofile`, or just `run` without a directory. */
export async function profiled(dir, name, run) {
  if (!dir) return run();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}

/** A goal's word in a bench's closing `Goals:` line. */
export const verdict = (ok) => (ok ? 'met' : 'NOT met');
