// The built server as production runs it, for the benches that hurt it from outside (crash,
// connection-faults): its own process (packages/server/dist/main.js) with its embedded PostgreSQL
// in a temporary directory, in demo mode so a sign-in's code comes back in the answer, called over
// HTTP; and a business with signed-in members to run money operations for. Build first: pnpm
// --filter @countertop/api --filter @countertop/server build.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, benchDevice, freePort, registration, requireFromServer } from './server.mjs';

const pg = requireFromServer('pg');
const mainJs = new URL('../../packages/server/dist/main.js', import.meta.url);

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a process with this pid is alive. */
export function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A data directory (named from `prefix`) and a port for the server; `start()` runs it there (again
 * after a kill: same data, same port). `stop(server)` ends it and its PostgreSQL and removes the
 * directory.
 */
export async function serverProcess(prefix) {
  const dataDir = await mkdtemp(join(tmpdir(), prefix));
  await chmod(dataDir, 0o755);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  /** The server's process: `exited` settles with its exit code or signal, `stderr()` its last words. */
  function start() {
    const child = spawn(process.execPath, [mainJs.pathname], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO: 'true',
        RATE_LIMIT_FACTOR: '1000000',
        LOG_LEVEL: 'error',
        APP_DIR: join(dataDir, 'no-app'),
        MEMBER_APP_DIR: join(dataDir, 'no-app'),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
    const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    return { child, exited, stderr: () => stderr };
  }

  async function waitHealthy(server, timeoutMs = 120_000) {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      try {
        if ((await fetch(`${baseUrl}${API}/health`)).status === 200) return;
      } catch {
        // not listening yet
      }
      await sleep(200);
    }
    throw new Error(`the server did not become healthy:\n${server.stderr()}`);
  }

  /** The postmaster's pid and port from its pid file (PostgreSQL's own record of itself). */
  async function postmaster() {
    const file = join(dataDir, 'pg', 'postmaster.pid');
    if (!existsSync(file)) return undefined;
    const lines = (await readFile(file, 'utf8')).split('\n');
    return { pid: Number(lines[0]), port: Number(lines[3]) };
  }

  /** A connection of the bench's own to the server's database, as the cluster's superuser. */
  async function databaseClient() {
    const pm = await postmaster();
    const password = (await readFile(join(dataDir, 'pg-password'), 'utf8')).trim();
    const client = new pg.Client({
      host: '127.0.0.1',
      port: pm.port,
      user: 'postgres',
      password,
      database: 'countertop',
    });
    await client.connect();
    return client;
  }

  async function stop(server) {
    server.child.kill('SIGTERM');
    const stopped = await Promise.race([server.exited, sleep(20_000).then(() => undefined)]);
    if (!stopped) server.child.kill('SIGKILL');
    const leftover = await postmaster();
    if (leftover && alive(leftover.pid)) process.kill(leftover.pid, 'SIGKILL');
    await sleep(500);
    await rm(dataDir, { recursive: true, force: true });
  }

  return { dataDir, baseUrl, start, waitHealthy, postmaster, databaseClient, stop };
}

/**
 * `call(path, { token, body, key })`: one POST over HTTP, `key` its Idempotency-Key; the status and
 * the parsed body, whatever they are (a dropped connection throws). `must` throws unless 200.
 */
export function httpCalls(baseUrl) {
  async function call(path, { token, body, key } = {}) {
    const headers = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (key) headers['idempotency-key'] = key;
    const res = await fetch(`${baseUrl}${API}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body ?? {}),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  }
  async function must(path, options) {
    const res = await call(path, options);
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }
  return { call, must };
}

/**
 * Registers a business named `name` (one store, two counters), signs its owner in and signs in
 * `members` members, all through the API with demo mode's codes: the business's handle, the
 * owner's token, the store's id and the members ({ token, memberId }).
 */
export async function benchBusiness(must, { name, members }) {
  const id = randomUUID().slice(0, 8);
  const ownerEmail = `owner.${id}@example.com`;
  const handle = `${name.toLowerCase().replace(/[^a-z]/g, '')}${id}`;
  await must('/user/add', {
    body: registration({ email: ownerEmail, businessName: name, handle, counters: 2 }),
  });
  const { otp } = await must('/user/loginotp', { body: { userType: 'B', user: { email: ownerEmail } } });
  const owner = (
    await must('/user/verifyloginotp', {
      body: {
        userType: 'B',
        client: 'Web',
        user: { email: ownerEmail, otp: Number(otp), device: benchDevice() },
      },
    })
  ).token;
  const storeId = (await must('/business/store/list', { token: owner })).data.totalItems[0].id;
  const signedIn = [];
  for (let i = 0; i < members; i++) {
    const email = `member.${i}.${id}@example.com`;
    const sent = await must('/user/loginotp', { body: { userType: 'C', user: { email } } });
    const member = await must('/user/verifyloginotp', {
      body: { userType: 'C', client: 'Web', user: { email, otp: Number(sent.otp) } },
    });
    signedIn.push({ token: member.token, memberId: member.data.memberId });
  }
  return { handle, owner, storeId, members: signedIn };
}
