// Measuring a benchmark phase and printing the table every benchmark prints.
import { mkdir, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { percentile } from './server.mjs';

/**
 * Measures `run` (which runs the operations and answers their sorted latencies and wall time):
 * rate, latency percentiles, this process's CPU (every thread, the load worker's included) and
 * the main thread's busy time (the server's thread when the clients run in the worker).
 */
export async function measure(label, run, { postgresCpu } = {}) {
  const pgBefore = await postgresCpu?.();
  const cpu = process.cpuUsage();
  const loop = performance.eventLoopUtilization();
  const { latencies, seconds } = await run();
  const used = process.cpuUsage(cpu);
  const busy = performance.eventLoopUtilization(loop);
  const pgUsed = postgresCpu ? (await postgresCpu()) - pgBefore : undefined;
  return {
    label,
    operations: latencies.length,
    /** This process's CPU (user + system, all threads) per operation. */
    cpuMs: (used.user + used.system) / 1000 / latencies.length,
    /** Of which in the kernel (socket writes and reads, mostly). */
    systemMs: used.system / 1000 / latencies.length,
    /** The main thread's busy time per operation: what one Node thread can do is the ceiling. */
    mainMs: (busy.utilization * seconds * 1000) / latencies.length,
    /** PostgreSQL's CPU per operation (all its processes), when `postgresCpu` reads it. */
    postgresMs: pgUsed === undefined ? undefined : pgUsed / latencies.length,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

const fmt = (n, digits = 1) => n.toFixed(digits).padStart(8);
export function table(rows) {
  console.log(
    `  ${'scenario'.padEnd(44)}stmts/op     ops/s    p50 ms    p99 ms  p99/p50  main thread ms/op  ` +
      `Node CPU ms/op (kernel)  PostgreSQL CPU ms/op`,
  );
  for (const r of rows) {
    console.log(
      `  ${r.label.padEnd(44)}${String(r.statements).padStart(8)}${fmt(r.perSecond)}  ${fmt(r.p50, 2)}  ` +
        `${fmt(r.p99, 2)}  ${(r.p99 / r.p50).toFixed(2).padStart(7)}  ${fmt(r.mainMs, 2).padStart(17)}  ` +
        `${fmt(r.cpuMs, 2)} (${r.systemMs.toFixed(2)})`.padStart(23) +
        `  ${r.postgresMs === undefined ? '' : fmt(r.postgresMs, 2).padStart(20)}`,
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
