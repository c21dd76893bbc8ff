import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/** A request as the test server received it. */
export interface Seen {
  method: string | undefined;
  url: string | undefined;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

export type Reply = (req: IncomingMessage, res: ServerResponse) => void;

export const json =
  (status: number, body: unknown): Reply =>
  (_req, res) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };

/** Replies in turn, repeating the last one. */
export function inTurn(...replies: Reply[]): Reply {
  let next = 0;
  return (req, res) => (replies[Math.min(next++, replies.length - 1)] ?? json(500, {}))(req, res);
}

/**
 * A real HTTP server on 127.0.0.1 for one test file, so the client and the hooks are tested
 * through axios and the network stack rather than mocks. Each test sets its `replies` by path
 * below `/api/v2` and reads what arrived in `seen`; both are emptied before each test.
 */
export function useTestServer() {
  let server: Server;
  const state = { baseURL: '', seen: [] as Seen[], replies: new Map<string, Reply>() };

  beforeAll(async () => {
    server = createServer((req, res) => {
      // The hooks' tests run in jsdom, whose XMLHttpRequest asks first, as a browser does.
      res.setHeader('Access-Control-Allow-Origin', '*');
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          'Access-Control-Allow-Methods': 'GET, POST',
          'Access-Control-Allow-Headers': 'Content-Type, Accept, Authorization, Idempotency-Key',
        });
        res.end();
        return;
      }
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        state.seen.push({
          method: req.method,
          url: req.url,
          authorization: req.headers.authorization,
          idempotencyKey: req.headers['idempotency-key'] as string | undefined,
          contentType: req.headers['content-type'],
          // A multipart upload is kept as its text, for a test to look for its parts.
          body:
            text && !req.headers['content-type']?.startsWith('multipart/')
              ? (JSON.parse(text) as unknown)
              : text || undefined,
        });
        const path = (req.url ?? '').replace(/^\/api\/v2/, '').split('?')[0] ?? '';
        (state.replies.get(path) ?? json(404, { error: `No route ${path}` }))(req, res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    state.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v2`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  beforeEach(() => {
    state.seen.length = 0;
    state.replies.clear();
  });

  return state;
}
