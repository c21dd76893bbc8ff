import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { Config } from '../config.js';

/** Whether the address at `hop` (0: the connection's peer) is a proxy whose X-Forwarded-For counts. */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as one function. Fastify (request.ip), the chat socket's handshake and the
 * connection cap all use it, so they agree on who the client is.
 */
export function trustProxy(setting: Config['trustProxy']): TrustProxy {
  if (setting === true) return () => true;
  if (setting === false) return () => false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting);
}

/** The client address of a raw request (the chat socket's upgrade), as Fastify reads request.ip. */
export function clientAddress(request: IncomingMessage, trust: TrustProxy): string {
  return proxyAddr(request, trust);
}
