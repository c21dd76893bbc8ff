import { request as httpsRequest } from 'node:https';
import { connect } from 'node:http2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfSignedCertificate } from '../../../../bench/lib/self-signed.mjs';
import { loadConfig } from '../../src/config.js';
import { connectChat } from '../helpers/chat-client.js';
import { setUpDesk, setUpTestApp } from '../helpers/file-setup.js';
import { API } from '../helpers/flows.js';

// A certificate for 127.0.0.1 that this file's clients trust (made with the machine's openssl).
const certificate = await selfSignedCertificate();
const t = setUpTestApp({ tls: { certFile: certificate.certFile, keyFile: certificate.keyFile } });
const desk = setUpDesk(t);
let address: string;

beforeAll(async () => {
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await certificate.remove();
});

describe('TLS_CERT and TLS_KEY', () => {
  it('serve HTTPS at an https:// address', () => {
    expect(address).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
  });

  it('answer over HTTP/2 when the client offers it', async () => {
    const session = connect(address, { ca: certificate.ca });
    try {
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const stream = session.request({ ':path': `${API}/health` });
        let body = '';
        let status = 0;
        stream.on('response', (headers) => (status = Number(headers[':status'])));
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => (body += chunk));
        stream.on('end', () => resolve({ status, body }));
        stream.on('error', reject);
      });
      expect(session.alpnProtocol).toBe('h2');
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ status: 'ok' });
    } finally {
      session.close();
    }
  });

  it('fall back to HTTP/1.1 for a client without HTTP/2', async () => {
    const answer = await new Promise<{ version: string; status: number }>((resolve, reject) => {
      httpsRequest(`${address}${API}/health`, { ca: certificate.ca, agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve({ version: res.httpVersion, status: res.statusCode ?? 0 }));
      })
        .on('error', reject)
        .end();
    });
    expect(answer).toEqual({ version: '1.1', status: 200 });
  });

  it('keep the chat socket working over wss://', async () => {
    const socket = await connectChat(address, desk.owner, { ca: certificate.ca });
    try {
      expect(socket.connected).toBe(true);
    } finally {
      socket.disconnect();
    }
  });
});

describe('the TLS settings', () => {
  it('are both needed: one alone is refused, naming the missing one', () => {
    expect(() => loadConfig({ TLS_CERT: 'cert.pem' }, '/tmp')).toThrow(
      /TLS_KEY: TLS_CERT and TLS_KEY go together/,
    );
    expect(() => loadConfig({ TLS_KEY: 'key.pem' }, '/tmp')).toThrow(
      /TLS_CERT: TLS_CERT and TLS_KEY go together/,
    );
  });

  it('resolve the files from the working folder', () => {
    expect(loadConfig({ TLS_CERT: 'c.pem', TLS_KEY: 'k.pem' }, '/srv/countertop').tls).toEqual({
      certFile: '/srv/countertop/c.pem',
      keyFile: '/srv/countertop/k.pem',
    });
  });
});
