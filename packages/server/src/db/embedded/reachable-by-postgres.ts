import { chmod, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { Logger } from '../../logger.js';

const SEARCH_BY_OTHERS = 0o001;

/**
 * Run as root, PostgreSQL runs as the `postgres` user, which must be able to pass through every
 * directory above its binaries and its data: a checkout in root's home (mode 700) or in a
 * `mktemp -d` directory is out of its reach, and initdb fails with a bare EACCES. Each such
 * directory gets search permission for others (o+x: pass through, not list), said in the log.
 */
export async function makeReachableByPostgres(paths: string[], log: Logger): Promise<void> {
  const directories = new Set<string>();
  for (const path of paths) {
    for (let dir = dirname(resolve(path)); ; dir = dirname(dir)) {
      directories.add(dir);
      if (dirname(dir) === dir) break;
    }
  }
  for (const dir of directories) {
    const { mode } = await stat(dir);
    if ((mode & SEARCH_BY_OTHERS) !== 0) continue;
    await chmod(dir, (mode & 0o7777) | SEARCH_BY_OTHERS);
    log.warn(
      `Gave other users search permission (o+x) on ${dir}, so PostgreSQL can run as the postgres user`,
    );
  }
}
