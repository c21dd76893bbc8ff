// `npm start`: install, build what changed, and run the product on the embedded database with
// demo data. A second start with nothing changed is fast because pnpm and turbo skip what is done.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensurePnpm, installDependencies, log, mustRun, root } from './lib/tools.mjs';

ensurePnpm();
await installDependencies();
log('building');
await mustRun('turbo', [
  'run',
  'build',
  '--filter=@countertop/server',
  '--filter=@countertop/app',
  '--filter=@countertop/member',
  '--output-logs=errors-only',
]);

const env = { ...process.env };
// Demo data and the OTP auto-fill are for trying the product; production never gets them.
env.DEMO ??= env.NODE_ENV === 'production' ? '0' : '1';

const server = spawn(process.execPath, [join(root, 'packages/server/dist/main.js')], {
  stdio: 'inherit',
  env,
});

// Ctrl-C reaches the server through the terminal's process group and the server stops its embedded
// PostgreSQL itself; this launcher only passes other signals on and waits for it to finish.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (signal !== 'SIGINT') server.kill(signal);
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
