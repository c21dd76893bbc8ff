// A throwaway certificate for a server on 127.0.0.1 (bench/lighthouse.mjs, the server's TLS test),
// made with the machine's openssl in a temporary directory (nothing is kept or committed): the
// server reads the files (TLS_CERT, TLS_KEY), its clients trust `ca` (or, Chromium, are told to
// accept it), and `remove` deletes them.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function selfSignedCertificate() {
  const dir = await mkdtemp(join(tmpdir(), 'countertop-bench-tls-'));
  const certFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return {
    certFile,
    keyFile,
    ca: await readFile(certFile, 'utf8'),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
