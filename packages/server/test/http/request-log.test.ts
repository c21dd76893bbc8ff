import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { testConfig } from '../helpers/app.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import { API } from '../helpers/flows.js';

let database: TestDatabase;
let app: FastifyInstance;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  app = await buildApp({
    db: database.db,
    config: testConfig(),
    loggerInstance: pino({ level: 'info' }, sink),
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('the request log at info', () => {
  it('says one line per API answer, without the query string, and nothing for the apps’ files', async () => {
    lines.length = 0;
    expect((await app.inject({ method: 'GET', url: `${API}/health?token=secret` })).statusCode).toBe(200);
    await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    await app.inject({ method: 'GET', url: '/member/' });

    const answers = lines.filter((line) => line.msg === 'answered');
    expect(answers).toEqual([
      expect.objectContaining({ level: 30, method: 'GET', path: `${API}/health`, status: 200 }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret');
    expect(lines.map((line) => line.msg)).not.toContain('incoming request');
  });
});
