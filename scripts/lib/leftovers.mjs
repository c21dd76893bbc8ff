// Finds and stops what a run left behind. Every process a run starts inherits the run's marker in
// its environment, even one that outlived its parent and now hangs off init (an embedded
// PostgreSQL, a browser, a server), so the run finds its own leftovers and never another's.
import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';

const MARKER = 'COUNTERTOP_TEST_RUN';
const GRACE_MS = 3_000; // a browser helper may still be on its way out when its step has ended
const STOP_MS = 5_000;

/** Marks this process's environment, so every process it starts from now on carries the mark. */
export function markRun() {
  process.env[MARKER] = `${process.pid}-${randomBytes(4).toString('hex')}`;
}

/**
 * The marked processes still running, other than this one, after a short grace period; undefined
 * where the OS has no /proc to read environments from.
 */
export async function findLeftovers() {
  const deadline = Date.now() + GRACE_MS;
  for (;;) {
    const found = markedProcesses();
    if (!found?.length || Date.now() > deadline) return found;
    await delay(100);
  }
}

/** SIGTERM, and SIGKILL for those still running a few seconds later. */
export async function stopLeftovers(leftovers) {
  for (const { pid } of leftovers) signal(pid, 'SIGTERM');
  const deadline = Date.now() + STOP_MS;
  while (leftovers.some(({ pid }) => running(pid)) && Date.now() < deadline) await delay(100);
  for (const { pid } of leftovers) if (running(pid)) signal(pid, 'SIGKILL');
}

function markedProcesses() {
  let entries;
  try {
    entries = readdirSync('/proc');
  } catch {
    return undefined;
  }
  const mark = `${MARKER}=${process.env[MARKER]}`;
  const found = [];
  for (const pid of entries.filter((name) => /^\d+$/.test(name)).map(Number)) {
    if (pid === process.pid || !running(pid)) continue;
    try {
      if (!readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(mark)) continue;
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
      found.push({ pid, command });
    } catch {
      // Gone meanwhile, or another user's process: not this run's.
    }
  }
  return found;
}

/** Running, as opposed to gone or a zombie (which has exited and holds nothing). */
function running(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

function signal(pid, name) {
  try {
    process.kill(pid, name);
  } catch {
    // It has exited meanwhile.
  }
}
