// What every benchmark needs of the server: its built modules, an embedded PostgreSQL in a
// temporary directory, the app over it with the sign-in codes caught, calls to its API, and a
// business whose owner is signed in. Build first: pnpm --filter @countertop/api --filter
// @countertop/server build.
import { randomUUID } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';

const serverDir = new URL('../../packages/server/', import.meta.url);

/** Loads a package the way the server does (its own `pg`, `socket.io-client`). */
export const requireFromServer = createRequire(new URL('package.json', serverDir));

/** A module of the built server, e.g. `dist('app.js')`. */
export const dist = (path) => import(new URL(`dist/${path}`, serverDir).href);

export const API = '/api/v2';

/** A port nothing listens on now, for a process the bench starts (a server, redis-server). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The p-th percentile of ascending numbers; 0 for none. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** The machine's load averages (1, 5, 15 minutes), for a run's header. */
export const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/**
 * A migrated embedded PostgreSQL (fsync on, as in production) in a fresh temporary directory named
 * from `prefix`, and the server's connection to it (`poolOptions` as `connectDatabase` takes them).
 * `stop` closes the connection, stops PostgreSQL and removes the directory.
 */
export async function startDatabase(prefix, poolOptions) {
  const { startEmbeddedPostgres } = await dist('db/embedded/embedded-postgres.js');
  const { connectDatabase } = await dist('db/client.js');
  const { runMigrations } = await dist('db/migrate.js');
  const { silentLogger } = await dist('logger.js');

  const dataDir = await mkdtemp(join(tmpdir(), prefix));
  await chmod(dataDir, 0o755);
  const postgres = await startEmbeddedPostgres({ dataDir, database: 'bench', log: silentLogger });
  const handle = connectDatabase(postgres.url, poolOptions);
  const stop = async () => {
    await handle.close();
    await postgres.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await runMigrations(handle.pool);
  } catch (error) {
    await stop();
    throw error;
  }
  return { dataDir, url: postgres.url, handle, stop };
}

/** Catches the sign-in codes the server e-mails: `codeFor(email)` is the last one sent there. */
export function codeInbox() {
  const codes = new Map();
  return {
    delivery: { send: async ({ to, code }) => void codes.set(to, code) },
    codeFor: (email) => codes.get(email),
  };
}

/**
 * The real app (`buildApp`) over the bench's database, serving no built web app, its codes sent to
 * `inbox`; `config` overrides the loaded configuration, `chat` the chat socket's options,
 * `loggerInstance` is the pino logger (none: no logging).
 */
export async function benchApp(database, inbox, { config = {}, chat, loggerInstance } = {}) {
  const { buildApp } = await dist('app.js');
  const { loadConfig } = await dist('config.js');
  return buildApp({
    db: database.handle.db,
    // A bench signs in hundreds of times from one address: rate limits off unless `config` sets them.
    config: {
      ...loadConfig({}, database.dataDir),
      appDir: join(database.dataDir, 'no-app'),
      rateLimitFactor: 1e6,
      ...config,
    },
    delivery: inbox.delivery,
    ...(chat ? { chat } : {}),
    ...(loggerInstance ? { loggerInstance } : {}),
  });
}

/**
 * `api(path, { token, body, headers })`: one POST to the API, through HTTP at `baseUrl`, or through
 * Fastify's inject into `app` when there is no `baseUrl`. The parsed answer; anything but a 200
 * throws with the status and body.
 */
export function apiCaller({ app, baseUrl }) {
  return async function api(path, { token, body, headers = {} } = {}) {
    const allHeaders = { 'content-type': 'application/json', ...headers };
    if (token) allHeaders.authorization = `Bearer ${token}`;
    if (baseUrl === undefined) {
      const res = await app.inject({
        method: 'POST',
        url: `${API}${path}`,
        headers: allHeaders,
        payload: body ?? {},
      });
      if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
      return res.json();
    }
    const res = await fetch(`${baseUrl}${API}${path}`, {
      method: 'POST',
      headers: allHeaders,
      body: JSON.stringify(body ?? {}),
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${text}`);
    return JSON.parse(text);
  };
}

/** The register form's payload for a business with one store of `counters` counters. */
export function registration({ email, businessName, handle, counters }) {
  return {
    userType: 'B',
    user: { email, name: businessName, country: 'AU' },
    userName: handle,
    name: 'Bench Owner',
    website: '',
    phoneNumber: '0290000000',
    stores: [
      {
        name: 'Bench Street',
        isOperational: 'true',
        isPrimary: 'true',
        phoneNumber: '',
        website: '',
        address: {
          line1: '1 Bench St',
          line2: '',
          city: 'Sydney',
          state: 'NSW',
          country: 'Australia',
          pinCode: '2000',
        },
        longitude: 151.2,
        latitude: -33.86,
        counters,
      },
    ],
  };
}

/** GET /health at `baseUrl` (the server's `select 1`), the cheapest request there is. */
/** A new owner's web device, as the back office registers one at sign-in. */
export const benchDevice = () => ({
  uuid: randomUUID(),
  platform: 'Web',
  model: 'Bench',
  make: 'Node',
  name: 'bench',
  regToken: 'web',
  appVersion: '1.0.0',
  isOwnerDevice: true,
});

export async function healthCheck(baseUrl) {
  const res = await fetch(`${baseUrl}${API}/health`);
  if (res.status !== 200) throw new Error(`health: ${res.status}`);
  return res.json();
}

/**
 * Registers a business with one store of `counters` counters through the API and signs its owner
 * in from a web device, as the back office does; returns the owner's token.
 */
export async function signUpOwner(api, inbox, { email, businessName, handle, counters }) {
  await api('/user/add', { body: registration({ email, businessName, handle, counters }) });
  await api('/user/loginotp', { body: { userType: 'B', user: { email } } });
  const signedIn = await api('/user/verifyloginotp', {
    body: {
      userType: 'B',
      client: 'Web',
      user: { email, otp: Number(inbox.codeFor(email)), device: benchDevice() },
    },
  });
  return signedIn.token;
}

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** A process's /proc stat fields after its command (which may hold spaces): state, ppid, … */
async function statFields(pid) {
  const { readFile } = await import('node:fs/promises');
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/**
 * CPU time (ms, 10 ms ticks) a process has used so far, read from /proc (Linux only), so a bench
 * reads a server's or a load generator's the same way whichever process it is: `user` and `system`
 * (the kernel's share: socket reads and writes, mostly).
 */
export async function processCpuMs(pid) {
  const fields = await statFields(pid);
  return { user: Number(fields[11]) * TICK_MS, system: Number(fields[12]) * TICK_MS };
}

/**
 * CPU time (user + system, ms) used so far by the PostgreSQL in `dataDir/pg`: the postmaster, its
 * live backends, and the backends that ended (the postmaster reaps them, so /proc adds theirs to
 * its children's time), so a pool closing idle connections during a phase takes nothing away
 * (read from /proc; Linux only, 10 ms ticks).
 */
export async function postgresCpuMs(dataDir) {
  const { readFile, readdir } = await import('node:fs/promises');
  const postmaster = Number((await readFile(join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]);
  let total = 0;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = await statFields(entry);
    if (Number(entry) !== postmaster && Number(fields[1]) !== postmaster) continue;
    total += (Number(fields[11]) + Number(fields[12])) * TICK_MS;
    // cutime and cstime: the ended backends the postmaster has waited for.
    if (Number(entry) === postmaster) total += (Number(fields[13]) + Number(fields[14])) * TICK_MS;
  }
  return total;
}
