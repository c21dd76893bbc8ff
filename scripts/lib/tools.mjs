// Shared by `npm start` and `npm test`: a fresh machine has Node and npm but no pnpm (corepack's
// signature check fails on this machine kind), so the pnpm pinned in package.json is installed
// into .tools/ with npm and called from there.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const toolsDir = join(root, '.tools');
const pnpmBin = join(toolsDir, 'node_modules', '.bin', 'pnpm');

function pinnedPnpmVersion() {
  const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return packageManager.replace(/^pnpm@/, '');
}

function installedPnpmVersion() {
  if (!existsSync(pnpmBin)) return undefined;
  const out = spawnSync(pnpmBin, ['--version'], { encoding: 'utf8' });
  return out.status === 0 ? out.stdout.trim() : undefined;
}

/** Puts the pinned pnpm (and the workspace's binaries) on PATH for this process and its children. */
export function ensurePnpm() {
  const version = pinnedPnpmVersion();
  if (installedPnpmVersion() !== version) {
    log(`installing pnpm ${version} into .tools/`);
    const res = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        toolsDir,
        '--no-save',
        '--no-package-lock',
        '--loglevel=error',
        `pnpm@${version}`,
      ],
      { stdio: 'inherit', cwd: root },
    );
    if (res.status !== 0) throw new Error('could not install pnpm with npm');
  }
  process.env.PATH = [dirname(pnpmBin), join(root, 'node_modules', '.bin'), process.env.PATH].join(':');
  process.env.TURBO_TELEMETRY_DISABLED = '1';
  process.env.TURBO_NO_UPDATE_NOTIFIER = '1';
  process.env.DO_NOT_TRACK = '1';
}

export function log(message) {
  console.log(`\x1b[36m[countertop]\x1b[0m ${message}`);
}

/** Runs a command with inherited output; resolves to its exit code. `onSpawn` gets the child. */
export function run(command, args, { onSpawn, ...options } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    onSpawn?.(child);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command and stops the whole script when it fails. */
export async function mustRun(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`${command} ${args.join(' ')} failed with exit code ${code}`);
    process.exit(code);
  }
}

const installStamp = join(root, 'node_modules', '.countertop-install');

/** What an install depends on: the lockfile, the workspace file and every manifest. */
function installInputsHash() {
  const files = ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json', 'e2e/package.json'];
  for (const dir of readdirSync(join(root, 'packages'))) files.push(`packages/${dir}/package.json`);
  const hash = createHash('sha256');
  for (const file of files) {
    const path = join(root, file);
    if (existsSync(path)) hash.update(file).update(readFileSync(path));
  }
  return hash.digest('hex');
}

export async function installDependencies() {
  // pnpm's own up-to-date check takes seconds on a loaded 2-core machine; a hash of its inputs
  // lets a second `npm start` skip it and stay well inside its start-up budget.
  const inputs = installInputsHash();
  if (existsSync(installStamp) && readFileSync(installStamp, 'utf8') === inputs) return;
  // --frozen-lockfile: a fresh clone gets exactly the versions that were tested.
  await mustRun('pnpm', ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only']);
  writeFileSync(installStamp, inputs);
}
