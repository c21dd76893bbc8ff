import { spawn, spawnSync } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  postgresBinaries,
  startEmbeddedPostgres,
} from '../../src/db/embedded/embedded-postgres.js';
import { isRunning, waitForExit } from '../../src/db/embedded/processes.js';
import { DataDirInUseError } from '../../src/db/embedded/stale-postmaster.js';
import type { Logger } from '../../src/logger.js';

/** Keeps what the server would log, so tests can assert that recovery said what it did. */
function recordingLog(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const push = (...args: unknown[]) => {
    lines.push(args.map((a) => (typeof a === 'string' ? a : '')).join(' '));
  };
  return { lines, info: push, warn: push, error: push, debug: () => undefined } as Logger & {
    lines: string[];
  };
}

let dataDir: string;
const clusterDir = () => join(dataDir, 'pg');

async function query(url: string, sql: string, params: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}

async function notes(url: string): Promise<string[]> {
  const result = await query(url, 'select text from notes order by id');
  return result.rows.map((r: { text: string }) => r.text);
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'countertop-embedded-'));
  await chmod(dataDir, 0o755);
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('embedded PostgreSQL', () => {
  let url = '';

  it('creates a cluster on first start, on 127.0.0.1 and a port of its own (never assumed 5432)', async () => {
    const server = await startEmbeddedPostgres({ dataDir, database: 'countertop', log: recordingLog() });
    url = server.url;
    expect(server.port).not.toBe(5432);
    expect(server.url).toMatch(
      new RegExp(`^postgres://postgres:[^@]+@127\\.0\\.0\\.1:${server.port}/countertop$`),
    );
    await query(url, 'create table notes (id serial primary key, text text not null)');
    await query(url, "insert into notes (text) values ('first')");
    // The password is random per data directory and kept only there.
    expect((await stat(join(dataDir, 'pg-password'))).mode & 0o777).toBe(0o600);
    await server.stop();
    expect(await isRunning(server.pid)).toBe(false);
    await server.stop(); // twice is harmless
  });

  it('starts again quickly on the same data, keeping what was committed', async () => {
    const started = Date.now();
    const server = await startEmbeddedPostgres({ dataDir, database: 'countertop', log: recordingLog() });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await notes(server.url)).toEqual(['first']);
    await server.stop();
  });

  it('refuses to start while another live server uses the same data directory', async () => {
    const running = await startEmbeddedPostgres({ dataDir, database: 'countertop', log: recordingLog() });
    await expect(
      startEmbeddedPostgres({ dataDir, database: 'countertop', log: recordingLog() }),
    ).rejects.toThrow(DataDirInUseError);
    expect(await notes(running.url)).toEqual(['first']);
    await running.stop();
  });

  it('stops a PostgreSQL orphaned by a killed server and starts, losing nothing', async () => {
    // What `kill -9` of the Node process leaves behind: the postmaster re-parented to init, still
    // running on the directory. Started here through a shell that exits at once, which orphans it.
    const { postgres } = await postgresBinaries();
    const owner = await stat(clusterDir());
    const port = await freePort();
    const runAs = userInfo().uid === 0 ? { uid: owner.uid, gid: owner.gid } : {};
    const shell = spawnSync(
      'sh',
      [
        '-c',
        `"${postgres}" -D "${clusterDir()}" -p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories= >/dev/null 2>&1 &`,
      ],
      { ...runAs },
    );
    expect(shell.status).toBe(0);
    const orphanUrl = url.replace(/:\d+\/countertop$/, `:${port}/countertop`);
    await waitUntil(async () => {
      try {
        await query(orphanUrl, 'select 1');
        return true;
      } catch {
        return false;
      }
    });
    await query(orphanUrl, "insert into notes (text) values ('written by the orphan')");
    const orphanPid = Number((await readFile(join(clusterDir(), 'postmaster.pid'), 'utf8')).split('\n')[0]);

    const log = recordingLog();
    const server = await startEmbeddedPostgres({ dataDir, database: 'countertop', log });
    expect(await isRunning(orphanPid)).toBe(false);
    expect(log.lines.some((l) => l.includes('was left running'))).toBe(true);
    expect(await notes(server.url)).toEqual(['first', 'written by the orphan']);
    await server.stop();
  });

  it('starts over a stale lock file whose process is gone, and after a hard kill of PostgreSQL itself', async () => {
    const crashed = await startEmbeddedPostgres({ dataDir, database: 'countertop', log: recordingLog() });
    await query(crashed.url, "insert into notes (text) values ('before the crash')");
    process.kill(crashed.pid, 'SIGKILL');
    await waitForExit(crashed.pid, 10_000);

    const log = recordingLog();
    const server = await startEmbeddedPostgres({ dataDir, database: 'countertop', log });
    expect(log.lines.some((l) => l.includes('stale PostgreSQL lock file'))).toBe(true);
    expect(await notes(server.url)).toEqual(['first', 'written by the orphan', 'before the crash']);
    await server.stop();
  });

  it('removes a lock file whose PID now belongs to an unrelated process', async () => {
    const unrelated = spawn('sleep', ['30']);
    try {
      await writeFile(join(clusterDir(), 'postmaster.pid'), `${unrelated.pid}\n${clusterDir()}\n`);
      const log = recordingLog();
      const server = await startEmbeddedPostgres({ dataDir, database: 'countertop', log });
      expect(log.lines.some((l) => l.includes('is not PostgreSQL for this directory'))).toBe(true);
      expect(await isRunning(unrelated.pid ?? 0)).toBe(true);
      await server.stop();
    } finally {
      unrelated.kill();
    }
  });

  it('starts from a data directory inside a directory closed to other users (a root checkout in ~)', async () => {
    const closed = await mkdtemp(join(tmpdir(), 'countertop-closed-')); // mode 700, as mktemp -d makes
    const log = recordingLog();
    const server = await startEmbeddedPostgres({
      dataDir: join(closed, 'data'),
      database: 'countertop',
      log,
    });
    try {
      expect((await query(server.url, 'select 1 as one')).rows).toEqual([{ one: 1 }]);
      // As root, PostgreSQL runs as the postgres user: it was let through, and the log says so.
      if (userInfo().uid === 0) {
        expect((await stat(closed)).mode & 0o777).toBe(0o701);
        expect(log.lines.some((line) => line.includes(closed))).toBe(true);
      }
    } finally {
      await server.stop();
      await rm(closed, { recursive: true, force: true });
    }
  });
});

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('timed out');
}
