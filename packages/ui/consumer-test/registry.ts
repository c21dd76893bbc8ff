/**
 * A local npm registry for the release test: verdaccio, started in this process (no server left
 * behind if the test dies), holding what the test publishes and proxying the npm registry for
 * everything else. Its storage lives in `cacheDir` and is kept between runs, so after the first
 * run the third-party packages come from disk; only the packages we publish are dropped first.
 */
import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { runServer } from 'verdaccio';

export interface Registry {
  /** e.g. `http://127.0.0.1:41234/` */
  url: string;
  /** A token that may publish (a user registered on this run). */
  token: string;
  close: () => Promise<void>;
}

/** Our own scope: published here only, never looked up upstream (a public `@countertop/*` must not mix in). */
const ownScope = '@countertop';
const upstream = process.env.npm_config_registry?.startsWith('https://')
  ? process.env.npm_config_registry
  : 'https://registry.npmjs.org/';

export async function startRegistry(cacheDir: string, workDir: string): Promise<Registry> {
  const storage = join(cacheDir, 'storage');
  // Last run's publications (republishing a version is refused) and the list that names them.
  rmSync(join(storage, ownScope), { recursive: true, force: true });
  rmSync(join(storage, '.verdaccio-db.json'), { force: true });

  const app = await runServer({
    self_path: workDir,
    storage,
    auth: { htpasswd: { file: join(workDir, 'htpasswd'), max_users: 1 } },
    // The cache dir is keyed by the dependency lists (see consumer.test.ts), so metadata fetched
    // once stays good for it: a long maxage keeps later runs off the network.
    uplinks: { npmjs: { url: upstream, maxage: '30d', timeout: '60s', cache: true } },
    packages: {
      [`${ownScope}/*`]: { access: '$all', publish: '$authenticated' },
      '**': { access: '$all', publish: '$authenticated', proxy: 'npmjs' },
    },
    web: { enable: false },
    log: { type: 'stdout', format: 'pretty', level: 'error' },
  } as unknown as Parameters<typeof runServer>[0]); // verdaccio's config type wants every optional key
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    listening.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/`;

  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });

  // npm's "adduser": the first user of a fresh htpasswd file is created and gets a token.
  const response = await fetch(`${url}-/user/org.couchdb.user:release-test`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'release-test', password: 'release-test' }),
  });
  if (!response.ok) {
    await close();
    throw new Error(`registering a user on the test registry: ${response.status} ${await response.text()}`);
  }
  const { token } = (await response.json()) as { token: string };
  return { url, token, close };
}
