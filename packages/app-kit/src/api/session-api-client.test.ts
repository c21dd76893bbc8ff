import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listStores } from '@countertop/api';
import type { Notifier } from '@countertop/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionStore } from '../session/session-store.js';
import { createQueryClient } from './query-client.js';
import { createSessionApiClient } from './session-api-client.js';

const silent: Notifier = { loading: () => 0, dismiss: () => {}, success: () => {}, error: () => {} };
const owner = {
  id: 'u1',
  userType: 'B',
  name: 'Olivia Chen',
  email: 'owner@example.com',
  chatAccess: true,
  business: { id: 'b1', userName: 'example', name: 'Example' },
} as const;

let server: Server;
let authorization: string | undefined;

beforeAll(async () => {
  // The session has ended on the server: every call is refused.
  server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      // jsdom's XMLHttpRequest asks first, as a browser does, before sending the token.
      res.writeHead(204, { 'Access-Control-Allow-Headers': 'Content-Type, Accept, Authorization' });
      res.end();
      return;
    }
    authorization = req.headers.authorization;
    res.writeHead(401, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ error: 'Your session has ended' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the session API client', () => {
  it('sends the session token and ends the session, cache included, on a 401', async () => {
    const session = createSessionStore(localStorage, { userTypes: ['B', 'S'] });
    session.restore();
    session.signIn('token-1', owner);
    const queryClient = createQueryClient();
    queryClient.setQueryData(['cached'], 'from the ended session');
    const client = createSessionApiClient(session, queryClient, silent, {
      baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v2`,
    });

    await expect(client.call(listStores, {})).rejects.toThrow('Your session has ended');
    expect(authorization).toBe('Bearer token-1');
    expect(session.getSnapshot()).toMatchObject({ token: null, user: null });
    expect(localStorage.getItem('token')).toBeNull();
    expect(queryClient.getQueryData(['cached'])).toBeUndefined();
  });
});
