import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { health } from '@countertop/api/contract';
import { apiURL, port, runDir } from './support/run';

const serverMain = fileURLToPath(new URL('../packages/server/dist/main.js', import.meta.url));
const START_TIMEOUT_MS = 60_000;
// The server gives its own shutdown 30 s before it exits anyway; past that it is hung.
const STOP_TIMEOUT_MS = 40_000;

const healthURL = `${apiURL}${health.path}`;
const healthy = () =>
  fetch(healthURL).then(
    (response) => response.ok,
    () => false,
  );

/**
 * Starts the real server on a fresh embedded PostgreSQL in this run's directory, serving the built
 * app as `npm start` does, and returns the teardown that stops both and removes the directory.
 *
 * The server stays in the runner's process group, so a Ctrl-C reaches it too: even when a second
 * Ctrl-C makes Playwright quit without its teardown, the server still stops its PostgreSQL.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // Another run on this port would be tested instead of ours, and its directory is this one.
  if (await healthy()) throw new Error(`${healthURL} answers already: set E2E_PORT to a free port`);
  await rm(runDir, { recursive: true, force: true }); // left by a run that was killed outright
  await mkdir(runDir, { recursive: true });
  const dataDir = join(runDir, 'data');
  const server = spawn(process.execPath, [serverMain], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '1',
      NODE_ENV: 'test',
      // Every test signs in and registers from 127.0.0.1: the production limits would refuse the
      // suite within minutes (test/http/rate-limits.test.ts in the server checks the limits).
      RATE_LIMIT_FACTOR: '100',
    },
  });
  const teardown = async () => {
    await stopServer(server, dataDir);
    await rm(runDir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(server);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

async function waitUntilServing(server: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await healthy())) {
    if (server.exitCode !== null)
      throw new Error(`the server exited (code ${server.exitCode}) before serving`);
    if (Date.now() > deadline) throw new Error(`no answer from ${healthURL} in ${START_TIMEOUT_MS / 1000} s`);
    await delay(100); // between two polls of the health check
  }
}

/**
 * SIGTERM: the server finishes its requests, closes its pool and stops its PostgreSQL, then exits.
 * Only a hung server is killed, and then its PostgreSQL (named in the cluster's lock file) too.
 */
async function stopServer(server: ChildProcess, dataDir: string): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = once(server, 'exit');
  server.kill('SIGTERM');
  const stopped = await Promise.race([exited.then(() => true), delay(STOP_TIMEOUT_MS, false)]);
  if (stopped) return;
  server.kill('SIGKILL');
  await exited;
  const lock = await readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => '');
  const postgres = Number.parseInt(lock.split('\n')[0] ?? '', 10);
  if (!(postgres > 0)) return;
  try {
    process.kill(postgres, 'SIGQUIT'); // immediate shutdown: the cluster goes with the run's directory
  } catch {
    // It had stopped already.
  }
}
