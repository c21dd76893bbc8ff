import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../src/db/embedded/embedded-postgres.js';
import { waitForExit } from '../../src/db/embedded/processes.js';
import { silentLogger } from '../../src/logger.js';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'countertop-embedded-exit-'));
  await chmod(dataDir, 0o755);
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

// main.ts exits non-zero on this signal, so a supervisor restarts the server instead of it
// answering 500s without a database.
describe('an embedded PostgreSQL that exits on its own', () => {
  it('is reported when killed, and not when stopped on purpose', async () => {
    const stopped = await startEmbeddedPostgres({ dataDir, database: 'exit', log: silentLogger });
    const afterStop: string[] = [];
    stopped.onUnexpectedExit((reason) => afterStop.push(reason));
    await stopped.stop();

    const killed = await startEmbeddedPostgres({ dataDir, database: 'exit', log: silentLogger });
    const reported = new Promise<string>((resolve) => killed.onUnexpectedExit(resolve));
    process.kill(killed.pid, 'SIGKILL');
    expect(await reported).toBe('was killed by SIGKILL');
    expect(afterStop).toEqual([]);
    await waitForExit(killed.pid, 10_000);
  });
});
