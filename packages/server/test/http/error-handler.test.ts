import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { FastifyInstance } from 'fastify';
import { RecordingDelivery, TestClock, testConfig } from '../helpers/app.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import { API, registrationPayload } from '../helpers/flows.js';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    db: database.db,
    config: testConfig(),
    clock: new TestClock(),
    delivery: new RecordingDelivery(),
  });
  // A value the contract let through but PostgreSQL refuses: the data errors' safety net.
  app.post<{ Body: { sql: string } }>(`${API}/test-only/data-error`, async (request) => {
    await database.db.execute(sql.raw(request.body.sql));
    return {};
  });
  // A route that fails the way a bug would, to see what the client gets.
  app.get(`${API}/test-only/boom`, async () => {
    throw new Error('connection to 10.0.0.5 refused: password authentication failed for user "admin"');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const post = (payload: string, contentType = 'application/json') =>
  app.inject({
    method: 'POST',
    url: `${API}/user/loginotp`,
    payload,
    headers: { 'content-type': contentType },
  });

describe('client mistakes are 4xx with { error }', () => {
  it('NUL, other control characters and 100 kB of text are refused by the contract with a 400', async () => {
    const register = (name: string) =>
      app.inject({ method: 'POST', url: `${API}/user/add`, payload: { ...registrationPayload(), name } });
    for (const name of ['Ava\u0000Nguyen', 'Ava\u001bNguyen', 'x'.repeat(100_000)]) {
      const res = await register(name);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/control characters|at most/);
    }
  });

  it.each([
    ['22021', `select convert_from('\\x610062'::bytea, 'UTF8')`, 'such as NUL'],
    ['22P02', `select 'not-a-uuid'::uuid`, 'not in the form expected'],
    [
      '22001',
      `create temp table if not exists short_text (v varchar(2)); insert into short_text values ('abcd')`,
      'too long',
    ],
    ['22003', `select 2147483647::int + 1`, 'out of range'],
  ])('a PostgreSQL data error %s is a 400 with a clear text', async (_code, statement, words) => {
    const res = await app.inject({
      method: 'POST',
      url: `${API}/test-only/data-error`,
      payload: { sql: statement },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(words);
  });

  it('malformed JSON is 400, not 500', async () => {
    const res = await post('{"userType": "B", "user": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The request body is not valid JSON.' });
  });

  it('a body that is not an object is 400', async () => {
    const res = await post('"hello"');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.any(String) });
  });

  it('an unsupported content type is 415', async () => {
    const res = await post('<user/>', 'application/xml');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: 'Send the request body as JSON (Content-Type: application/json).' });
  });

  it('a validation failure is 400 with the first message of the contract', async () => {
    const res = await post(JSON.stringify({ userType: 'B', user: { email: 'owner@@example' } }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Please enter a valid email address' });
  });

  it("names the field when the message is zod's generic one", async () => {
    const res = await post(JSON.stringify({ userType: 'X', user: { email: 'a@example.com' } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^Invalid option.*\(userType\)$/);
  });

  it('a missing e-mail is 400 "Email is required"', async () => {
    const res = await post(JSON.stringify({ userType: 'B', user: {} }));
    expect(res.json()).toEqual({ error: 'Email is required' });
  });

  it('a body over 1 MB is 413', async () => {
    const res = await post(JSON.stringify({ pad: 'x'.repeat(1_100_000) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'The request body is too large.' });
  });

  it('an unknown API path is a JSON 404, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await app.inject({ method, url: `${API}/no/such/thing` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'This API endpoint does not exist.' });
    }
  });

  it('a wrong method on a known path is a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: `${API}/user/loginotp` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'This API endpoint does not exist.' });
  });
});

describe('server faults', () => {
  it('answer 500 without the details', async () => {
    const res = await app.inject({ method: 'GET', url: `${API}/test-only/boom` });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Something went wrong. Please try again.' });
    expect(res.body).not.toContain('10.0.0.5');
  });
});
