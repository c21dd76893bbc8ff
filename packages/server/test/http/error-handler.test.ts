import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { FastifyInstance } from 'fastify';
import { RecordingDelivery, TestClock, testConfig } from '../helpers/app.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import { API } from '../helpers/flows.js';

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
