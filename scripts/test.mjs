// `npm test`: sets everything up on a fresh clone, runs every check and test, and ends with one
// summary line. Every step runs even after a failure, so one run shows everything that is wrong.
// The summary gives each step's time, set-up included, and whether the run left anything running.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { findLeftovers, markRun, stopLeftovers } from './lib/leftovers.mjs';
import { ensureRedisServer } from './lib/redis.mjs';
import { ensurePnpm, installDependencies, log, run, root } from './lib/tools.mjs';

const runStarted = Date.now();
const secondsSince = (start) => Math.round((Date.now() - start) / 1000);
markRun();

const reports = join(root, 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/** @type {{ name: string, ok: boolean, seconds: number, passed?: number, failed?: number }[]} */
const results = [];

/** A set-up phase, timed; its failure ends the run, since no step can run without it. */
async function setUp(name, work) {
  log(`step: ${name}`);
  const started = Date.now();
  await work();
  results.push({ name, ok: true, seconds: secondsSince(started) });
}

await setUp('install (pnpm and dependencies)', async () => {
  ensurePnpm();
  await installDependencies();
});
await setUp('Chromium', ensureChromium);
await setUp('redis-server', ensureRedisServer);

// Ctrl-C reaches the running step through the terminal's process group; other signals are passed
// on to it as SIGINT, on which vitest and Playwright tear down. Either way no further step starts,
// and the check for leftovers below still runs.
let interrupted;
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    interrupted = signal;
    if (signal !== 'SIGINT') for (const child of running) child.kill('SIGINT');
  });
}

/**
 * One step: its result takes its place in the summary when it starts, so steps run side by side
 * (`held`) are listed in the order they were given. A held step's output is printed whole when
 * it ends, so the lines of two steps never interleave.
 */
async function step(name, command, args, { env = {}, counts, held = false } = {}) {
  if (interrupted) return false;
  log(`step: ${name}`);
  const result = { name, ok: false, seconds: 0 };
  results.push(result);
  const started = Date.now();
  const output = [];
  const code = await run(command, args, {
    env: { ...process.env, CI: process.env.CI ?? 'true', ...env },
    stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    onSpawn: (child) => {
      running.add(child);
      child.on('exit', () => running.delete(child));
      for (const stream of held ? [child.stdout, child.stderr] : []) stream.on('data', (d) => output.push(d));
    },
  });
  if (held) {
    log(`${name} ended (exit code ${code})`);
    process.stdout.write(Buffer.concat(output));
  }
  Object.assign(result, { ok: code === 0, seconds: secondsSince(started) });
  if (counts) Object.assign(result, readCounts(counts));
  return result.ok;
}

/** Reads passed/failed test counts from a vitest (jest-style) or Playwright JSON report. */
function readCounts(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    if (report.stats) {
      return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
    }
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
    };
  } catch {
    return { passed: 0, failed: 1 };
  }
}

/** Every process of this run has ended with its step; one still running is reported, then stopped. */
async function checkNothingLeftRunning() {
  const started = Date.now();
  const leftovers = await findLeftovers();
  if (leftovers === undefined) {
    log('no /proc on this system: cannot check for processes left running');
    return;
  }
  for (const { pid, command } of leftovers) log(`left running: ${pid} ${command.slice(0, 160)}`);
  await stopLeftovers(leftovers);
  const name = leftovers.length
    ? `processes left running (${leftovers.length}, now stopped)`
    : 'nothing left running';
  results.push({ name, ok: leftovers.length === 0, seconds: secondsSince(started) });
}

const built = await step('build', 'turbo', ['run', 'build', '--output-logs=errors-only']);
// Issue 13's bundle budgets on what the build just made (scripts/lib/bundle-sizes.mjs).
if (built) await step('bundle budgets', 'node', ['scripts/bundle-budget.mjs']);
// Four single-threaded checks side by side on the two cores: 168 CPU-seconds together, 152 s of
// CI's run one after another (decision 58). The Storybook build for the visual suite (about 30
// CPU-seconds) needs nothing they make and joins them, rather than waiting for the four to end.
const [, , , , storybookBuilt] = await Promise.all([
  step('type-check', 'tsc', ['-b'], { held: true }),
  step('lint', 'eslint', ['.', '--max-warnings', '0'], { held: true }),
  step('format', 'prettier', ['--check', '.', '--log-level', 'warn'], { held: true }),
  step('docs check', 'node', ['scripts/check-docs.mjs'], { held: true }),
  built &&
    step('Storybook build', 'node', ['packages/ui/visual/storybook.mjs', '--build-only'], { held: true }),
]);
if (built) {
  const vitestJson = join(reports, 'vitest.json');
  // The storybook projects run every story's play function and axe in both themes, as the visual
  // suite below does on the built Storybook: `npm test` runs that once (they stay for `vitest`).
  await step(
    'unit, server, component tests',
    'vitest',
    [
      'run',
      '--project',
      '!storybook*',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestJson}`,
    ],
    {
      counts: vitestJson,
    },
  );
  const visualJson = join(reports, 'visual.json');
  if (storybookBuilt) {
    await step(
      'visual (every story in every brand and theme, Chromium)',
      'playwright',
      ['test', '-c', 'packages/ui/visual/playwright.config.ts'],
      {
        // A port of this run's own, as e2e has, so two checkouts can test side by side.
        env: { PLAYWRIGHT_JSON_OUTPUT_NAME: visualJson, VISUAL_PORT: String(40000 + (process.pid % 20000)) },
        counts: visualJson,
      },
    );
  }
  const playwrightJson = join(reports, 'playwright.json');
  await step('e2e (Playwright, Chromium)', 'playwright', ['test', '-c', 'e2e/playwright.config.ts'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
    counts: playwrightJson,
  });
}

await checkNothingLeftRunning();

console.log('\n── summary ──');
for (const r of results) {
  const tests = r.passed === undefined ? '' : ` (${r.passed} passed, ${r.failed} failed)`;
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name}${tests} ${r.seconds}s`);
}
if (interrupted) console.log(`${interrupted}: the steps after the one it stopped did not run`);
const total = secondsSince(runStarted);
console.log(`total ${Math.floor(total / 60)}m ${total % 60}s`);
const passed = results.reduce((n, r) => n + (r.passed ?? 0), 0);
const failed = results.reduce((n, r) => n + (r.failed ?? 0), 0);
const failedSteps = results.filter((r) => !r.ok).length;
console.log(`${passed} passed, ${failed} failed`);
process.exit(!interrupted && failedSteps === 0 && failed === 0 ? 0 : 1);
