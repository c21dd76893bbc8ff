import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../../logger.js';
import { processInfo, waitForExit } from './processes.js';

export class DataDirInUseError extends Error {
  override readonly name = 'DataDirInUseError';
}

/**
 * Makes the cluster directory startable after an unclean end of the previous server.
 *
 * When the Node process is killed with SIGKILL it cannot stop its PostgreSQL child, which keeps
 * running on the data directory as an orphan, and a plain start would fail on its lock file. A
 * PostgreSQL fast shutdown (SIGINT) of that orphan loses nothing: committed transactions are in
 * the WAL, uncommitted ones were abandoned with their client anyway. A lock file whose process is
 * gone, or whose PID now belongs to an unrelated process (PIDs are reused after a reboot), is
 * removed: PostgreSQL itself would refuse to start on the second case.
 *
 * A PostgreSQL whose parent is a live Node process belongs to another server using the same
 * DATA_DIR; stopping it would pull the database out from under that server, so this refuses.
 */
export async function recoverStalePostmaster(clusterDir: string, log: Logger): Promise<void> {
  const lockFile = join(clusterDir, 'postmaster.pid');
  let content: string;
  try {
    content = await readFile(lockFile, 'utf8');
  } catch {
    return; // No lock file: nothing is running and nothing is stale.
  }
  const pid = Number.parseInt(content.split('\n')[0] ?? '', 10);
  const postmaster = await processInfo(pid);
  if (!postmaster || postmaster.zombie) {
    log.info(`Removing stale PostgreSQL lock file (process ${pid} is gone)`);
    await rm(lockFile, { force: true });
    return;
  }
  if (!postmaster.command.includes('postgres') || !postmaster.command.includes(clusterDir)) {
    log.info(`Removing stale PostgreSQL lock file (process ${pid} is not PostgreSQL for this directory)`);
    await rm(lockFile, { force: true });
    return;
  }
  const parent = await processInfo(postmaster.ppid);
  const ownedByLiveServer =
    postmaster.ppid === process.pid ||
    (postmaster.ppid > 1 &&
      parent !== undefined &&
      /(^|\/)node(\s|$)/.test(parent.command.split(' ')[0] ?? ''));
  if (ownedByLiveServer) {
    throw new DataDirInUseError(
      `The database in ${clusterDir} is in use by another running server (process ${postmaster.ppid}). ` +
        'Stop that server first, or give this one another DATA_DIR.',
    );
  }
  log.warn(`PostgreSQL (process ${pid}) was left running by a server that did not shut down; stopping it`);
  process.kill(pid, 'SIGINT'); // fast shutdown: clean, keeps every committed transaction
  if (await waitForExit(pid, 30_000)) return;
  log.warn(`PostgreSQL (process ${pid}) did not stop in 30 s; asking for an immediate shutdown`);
  // Immediate shutdown: the next start replays the WAL (crash recovery), still losing nothing committed.
  process.kill(pid, 'SIGQUIT');
  if (await waitForExit(pid, 10_000)) return;
  throw new Error(
    `Could not stop the PostgreSQL process ${pid} left running on ${clusterDir}; stop it by hand.`,
  );
}
