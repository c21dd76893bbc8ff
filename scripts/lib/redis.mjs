// The chat scale-out test starts a Redis of its own (Debian's redis-server, on a free port, nothing
// written to disk) for two server instances to share; installed here when missing, like Chromium.
import { spawnSync } from 'node:child_process';
import { log } from './tools.mjs';

export function ensureRedisServer() {
  if (spawnSync('redis-server', ['--version']).status === 0) return;
  log('installing redis-server from Debian packages');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['apt-get', 'update', '-qq'],
    ['apt-get', 'install', '-y', '-qq', 'redis-server'],
  ]) {
    const [cmd, ...rest] = [...sudo, ...args];
    const res = spawnSync(cmd, rest, { stdio: 'inherit', env });
    // Not fatal: without it the scale-out test says it skipped itself, and everything else runs.
    if (res.status !== 0) {
      log(`${args.join(' ')} failed; the chat scale-out test will be skipped`);
      return;
    }
  }
}
