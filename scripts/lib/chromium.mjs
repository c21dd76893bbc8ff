// Browser tests use Debian's Chromium: test tools may not download browsers on this machine kind.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { log } from './tools.mjs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  log('installing Chromium from Debian packages');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['apt-get', 'update', '-qq'],
    ['apt-get', 'install', '-y', '-qq', 'chromium'],
  ]) {
    const [cmd, ...rest] = [...sudo, ...args];
    const res = spawnSync(cmd, rest, { stdio: 'inherit', env });
    if (res.status !== 0) throw new Error(`${args.join(' ')} failed; install Chromium and set CHROMIUM_PATH`);
  }
}
