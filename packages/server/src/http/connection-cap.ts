import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { TrustProxy } from './client-address.js';
import { addressKey } from './rate-limits/limits.js';

export const TOO_MANY_CONNECTIONS =
  'Too many open connections from your network. Please try again in a moment.';

const refusal = (() => {
  const body = JSON.stringify({ error: TOO_MANY_CONNECTIONS });
  return [
    'HTTP/1.1 429 Too Many Requests',
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
})();

/**
 * At most `max` open connections per client address (IPv6 by /64), websockets included: one
 * address cannot hold the server's sockets with half-sent requests. A connection over the cap is
 * told so (best effort) and closed before any of its bytes are read, so it reaches no route.
 *
 * A peer that TRUST_PROXY trusts is a load balancer carrying many clients, and the client behind
 * it is not known until a request's headers arrive: it is exempt, and the per-client cap belongs
 * to the proxy (docs/operations.md).
 */
export function capConnectionsPerAddress(server: Server, options: { max: number; trust: TrustProxy }): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const peer = socket.remoteAddress;
    if (peer === undefined || options.trust(peer, 0)) return;
    const key = addressKey(peer);
    const count = (open.get(key) ?? 0) + 1;
    if (count > options.max) {
      // Written at once into the kernel's buffer; destroyed in the same turn, so no request is parsed.
      socket.write(refusal);
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left === 0) open.delete(key);
      else open.set(key, left);
    });
  });
}
