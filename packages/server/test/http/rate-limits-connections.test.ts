import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../src/config.js';
import { TOO_MANY_CONNECTIONS } from '../../src/http/connection-cap.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { setUpTestApp } from '../helpers/file-setup.js';

// Raw TCP clients against the listening server: what a slow or half-sent request looks like on
// the wire, which app.inject cannot show.
const t = setUpTestApp();
const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.app.close();
});

/** An app of this file's database with these HTTP settings (as the environment gives them). */
async function listening(env: Record<string, string>, config: Partial<Config> = {}) {
  const app = await createTestApp(t.db, { rateLimitFactor: 1, http: loadConfig(env).http, ...config });
  apps.push(app);
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.app.server.address();
  if (!address || typeof address !== 'object') throw new Error('not listening');
  return address.port;
}

let hostCounter = 0;
/** A loopback address of its own (all of 127.0.0.0/8 is loopback), so each test starts afresh. */
const newHost = () => `127.0.${++hostCounter}.2`;

function rawConnection(port: number, localAddress: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Everything the server sends until it closes the connection, and how long that took. */
function untilClosed(socket: Socket): Promise<{ text: string; afterMs: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    // A refused connection that had sent bytes may be reset rather than closed.
    socket.on('error', () => undefined);
    socket.once('close', () => resolve({ text, afterMs: performance.now() - started }));
  });
}

const partialHeaders = 'GET /api/v2/health HTTP/1.1\r\nHost: countertop.test\r\n';

describe('time-outs', () => {
  // Node checks its time-outs on an interval (30 s by default) that starts with the server: a
  // freshly started one would not look before then, so the bounds below fail without the change.
  const soonAfter = 10_000;

  it('answers 408 and closes a connection whose headers are not all in within HTTP_HEADERS_TIMEOUT_MS', async () => {
    const port = await listening({ HTTP_HEADERS_TIMEOUT_MS: '1000', HTTP_REQUEST_TIMEOUT_MS: '3000' });
    const socket = await rawConnection(port, newHost());
    const closed = untilClosed(socket);
    socket.write(partialHeaders);
    const { text, afterMs } = await closed;
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(afterMs).toBeLessThan(soonAfter);
  });

  it('answers 408 and closes a request whose body has not all arrived within HTTP_REQUEST_TIMEOUT_MS', async () => {
    const port = await listening({ HTTP_HEADERS_TIMEOUT_MS: '1000', HTTP_REQUEST_TIMEOUT_MS: '2000' });
    const socket = await rawConnection(port, newHost());
    const closed = untilClosed(socket);
    socket.write(
      'POST /api/v2/user/loginotp HTTP/1.1\r\nHost: countertop.test\r\n' +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"userType":',
    );
    const { text, afterMs } = await closed;
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    // Its headers were complete: the headers' time-out did not end it, the request's did.
    expect(afterMs).toBeGreaterThanOrEqual(1000);
    expect(afterMs).toBeLessThan(soonAfter);
  });

  it('takes the documented defaults: 15 s for the headers, 30 s for the request', () => {
    expect(t.app.server.headersTimeout).toBe(15_000);
    expect(t.app.server.requestTimeout).toBe(30_000);
  });
});

describe('open connections per address', () => {
  it('refuses the connection over MAX_CONNECTIONS_PER_ADDRESS with a 429 before reading it; other addresses go on', async () => {
    const port = await listening({ MAX_CONNECTIONS_PER_ADDRESS: '20' });
    const host = newHost();
    // Twenty half-sent requests held open, as a slow-loris client would.
    const held = await Promise.all(Array.from({ length: 20 }, () => rawConnection(port, host)));
    for (const socket of held) socket.write(partialHeaders);
    // The next is told so and closed before anything it sends is read...
    const told = await rawConnection(port, host);
    const { text } = await untilClosed(told);
    expect(text).toMatch(/^HTTP\/1\.1 429 /);
    expect(text).toContain(JSON.stringify({ error: TOO_MANY_CONNECTIONS }));
    // ...so a request sent on it at once reaches no route (it may also meet a reset).
    expect(await healthOver(port, host)).not.toContain('"status":"ok"');
    // Another address is served; and once one of the twenty closes, this address is again.
    expect(await healthOver(port, newHost())).toContain('"status":"ok"');
    held.pop()?.destroy();
    // The server hears of the close a moment later: ask until it has.
    await expect.poll(() => healthOver(port, host)).toContain('"status":"ok"');
    for (const socket of held) socket.destroy();
  });

  it('leaves out a proxy TRUST_PROXY trusts (its connections carry many clients), and caps the rest', async () => {
    const proxy = newHost();
    const port = await listening({ MAX_CONNECTIONS_PER_ADDRESS: '5' }, { trustProxy: [proxy] });
    const throughProxy = await Promise.all(Array.from({ length: 8 }, () => rawConnection(port, proxy)));
    expect(await healthOver(port, proxy)).toContain('"status":"ok"');
    const direct = newHost();
    const held = await Promise.all(Array.from({ length: 5 }, () => rawConnection(port, direct)));
    expect(await healthOver(port, direct)).not.toContain('"status":"ok"');
    for (const socket of [...throughProxy, ...held]) socket.destroy();
  });
});

/** One GET /health on a connection of its own from `host`: everything the server sent back. */
async function healthOver(port: number, host: string): Promise<string> {
  const socket = await rawConnection(port, host);
  const answer = untilClosed(socket);
  socket.write('GET /api/v2/health HTTP/1.1\r\nHost: countertop.test\r\nConnection: close\r\n\r\n');
  return (await answer).text;
}

describe('configuration', () => {
  it('reads the time-outs and the cap, and refuses a headers time-out longer than the request’s', () => {
    expect(loadConfig({}).http).toEqual({
      headersTimeoutMs: 15_000,
      requestTimeoutMs: 30_000,
      maxConnectionsPerAddress: 100,
    });
    expect(
      loadConfig({
        HTTP_HEADERS_TIMEOUT_MS: '5000',
        HTTP_REQUEST_TIMEOUT_MS: '10000',
        MAX_CONNECTIONS_PER_ADDRESS: '250',
      }).http,
    ).toEqual({ headersTimeoutMs: 5000, requestTimeoutMs: 10_000, maxConnectionsPerAddress: 250 });
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '40000' })).toThrow(
      'HTTP_HEADERS_TIMEOUT_MS must not be longer than HTTP_REQUEST_TIMEOUT_MS',
    );
    expect(() => loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: '0' })).toThrow(
      'MAX_CONNECTIONS_PER_ADDRESS must be a whole number of at least 1',
    );
  });
});
