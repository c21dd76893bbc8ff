import { readFileSync } from 'node:fs';
import type { ServerOptions } from 'node:http';
import type { SecureServerOptions } from 'node:http2';
import { ConfigError, type TlsFiles } from '../config.js';

/** Reads a PEM file named by TLS_CERT or TLS_KEY, or stops the start with the reason. */
function readPem(variable: string, path: string): Buffer {
  try {
    return readFileSync(path);
  } catch (error) {
    throw new ConfigError(`${variable}: cannot read ${path} (${(error as NodeJS.ErrnoException).code})`);
  }
}

/**
 * How the server listens: plain HTTP/1.1 (behind a reverse proxy that ends TLS, or on loopback),
 * or, with TLS_CERT and TLS_KEY, HTTPS that offers HTTP/2 and falls back to HTTP/1.1 for clients
 * without it (socket.io's websocket upgrade is an HTTP/1.1 request, so it needs the fallback).
 * docs/operations.md, "TLS and HTTP/2".
 */
export function transportOptions(
  tls: TlsFiles | undefined,
): { http: ServerOptions } | { http2: true; https: SecureServerOptions } {
  if (!tls) {
    // Node looks for requests past their time-outs only this often (by default every 30 s, which
    // let a slow client stay up to 45 s): every second, they end within a second of their time.
    return { http: { connectionsCheckingInterval: 1000 } };
  }
  return {
    http2: true,
    https: {
      allowHTTP1: true,
      cert: readPem('TLS_CERT', tls.certFile),
      key: readPem('TLS_KEY', tls.keyFile),
    },
  };
}
