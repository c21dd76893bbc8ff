import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The runner picks the port once and its workers inherit it through the environment; deriving it
// from the runner's pid keeps parallel runs on one machine (and `npm start` on 8080) apart.
process.env.E2E_PORT ??= String(20000 + (process.pid % 20000));

/** The port of the server this e2e run starts. */
export const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;
export const apiURL = `${baseURL}/api/v2`;

/**
 * This run's scratch directory: the server's database and the files tests share. The global set-up
 * creates it and its teardown removes it; named by the port, so the runner and every worker agree.
 */
export const runDir = join(tmpdir(), `countertop-e2e-${port}`);
