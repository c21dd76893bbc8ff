// Lighthouse (mobile preset: a mid-range phone on slow 4G, CPU slowed 4×) on the screens a shop
// opens first: /login and the member app's sign-in signed out, /dashboard and /customer-details
// signed in as the demo owner, the member app's home signed in as a demo member, and a repeat
// visit of /dashboard that the service worker serves from its cache. Each screen is measured over
// plain HTTP/1.1 and over HTTPS with HTTP/2 (a throwaway self-signed certificate). Prints each
// score with its metrics and request count, then the bundle budgets of the same build. Build
// first (pnpm build); the server runs in demo mode on a fresh embedded PostgreSQL in a temporary
// directory, on a free port, and stops with the run.
//   node bench/lighthouse.mjs [--runs 5] [--protocol both|http1|h2] [--build DIR]
// --build measures another checkout's build (a worktree of an earlier commit) with this script.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { navigation } from 'lighthouse';
import { apps, measure, report } from '../scripts/lib/bundle-sizes.mjs';
import { selfSignedCertificate } from './lib/self-signed.mjs';
import { freePort, loadAverage } from './lib/server.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    protocol: { type: 'string', default: 'both' },
    build: { type: 'string', default: new URL('..', import.meta.url).pathname },
  },
});
const runs = Number(values.runs);
const protocols = values.protocol === 'both' ? ['http1', 'h2'] : [values.protocol];
if (!protocols.every((p) => p === 'http1' || p === 'h2')) throw new Error('--protocol is both, http1 or h2');
const puppeteer = createRequire(import.meta.resolve('lighthouse'))('puppeteer-core');
const serverMain = join(resolve(values.build), 'packages/server/dist/main.js');

const DEMO_OWNER = 'owner@harbourlane.example';
const DEMO_MEMBER = { email: 'ava.nguyen@members.example', name: 'Ava Nguyen', id: '402715938' };

/** Whether the server answers its health check (over TLS, trusting only the run's certificate). */
function healthy(origin, ca) {
  const url = `${origin}/api/v2/health`;
  return new Promise((done) => {
    const request = ca ? httpsGet(url, { ca }, onAnswer) : httpGet(url, onAnswer);
    request.on('error', () => done(false));
    function onAnswer(response) {
      response.resume();
      done(response.statusCode === 200);
    }
  });
}

async function startServer(protocol) {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'countertop-lighthouse-'));
  const tls = protocol === 'h2' ? await selfSignedCertificate() : undefined;
  const server = spawn(process.execPath, [serverMain], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, 'data'),
      DEMO: '1',
      ...(tls && { TLS_CERT: tls.certFile, TLS_KEY: tls.keyFile }),
    },
  });
  const origin = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
    await rm(dataDir, { recursive: true, force: true });
    await tls?.remove();
  };
  for (let tries = 0; ; tries += 1) {
    if (await healthy(origin, tls?.ca)) return { origin, stop };
    if (server.exitCode !== null || tries > 600) {
      await stop();
      throw new Error('the server did not start');
    }
    await delay(100); // between two polls of the health check
  }
}

const aria = (role, name) => `::-p-aria([name="${name}"][role="${role}"])`;

/** Signs the demo owner in through the login screen and the store dialog, as the front desk does. */
async function signInOwner(page, origin) {
  await page.goto(`${origin}/login`);
  await page.locator('label ::-p-text(Owner)').click();
  await page.locator(aria('textbox', 'Email')).fill(DEMO_OWNER);
  await page.locator(aria('button', 'Send OTP')).click();
  // Demo mode fills the code in.
  await page.waitForFunction(() =>
    /^\d{6}$/.test(document.querySelector('input[autocomplete="one-time-code"]')?.value ?? ''),
  );
  await page.locator(aria('button', 'Verify OTP')).click();
  // The dialog's two selects, store then counter: the first option of each.
  for (const index of [0, 1]) {
    await page.waitForFunction(
      (i) => {
        const trigger = document.querySelectorAll('[role="dialog"] button[aria-haspopup="listbox"]')[i];
        return trigger && !trigger.disabled;
      },
      {},
      index,
    );
    const triggers = await page.$$('[role="dialog"] button[aria-haspopup="listbox"]');
    await triggers[index].click();
    await page.waitForSelector('[role="option"]', { visible: true });
    await page.click('[role="option"]');
    await page.waitForSelector('[role="listbox"]', { hidden: true });
  }
  await page.locator(aria('button', 'Continue')).click();
  await page.waitForFunction(() => location.pathname === '/dashboard');
}

/** Signs the demo member in on the member app. */
async function signInMember(page, origin) {
  await page.goto(`${origin}/member/`);
  await page.locator(aria('textbox', 'Email')).fill(DEMO_MEMBER.email);
  await page.locator(aria('button', 'Send code')).click();
  await page.waitForFunction(() =>
    /^\d{6}$/.test(document.querySelector('input[autocomplete="one-time-code"]')?.value ?? ''),
  );
  await page.locator(aria('button', 'Verify')).click();
  await page.waitForFunction(() => !document.querySelector('input[autocomplete="one-time-code"]'));
}

/** Waits until the page's service worker controls it and has finished installing its cache. */
async function serviceWorkerReady(page) {
  await page.waitForFunction(async () => {
    if (!navigator.serviceWorker.controller) return false;
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state === 'activated';
  });
}

/**
 * One Lighthouse run of the page `open` leads to. The session stays (storage reset off), and the
 * HTTP cache is cleared first, so every file is fetched as on a first visit; the service workers
 * and their caches are cleared too, except on a repeat visit (`repeat`), which Lighthouse measures
 * as the service worker answers it. `open` puts the page in place; Lighthouse measures its
 * reload, which keeps the history state (how /customer-details receives its customer).
 */
async function measurePage(page, origin, open, repeat) {
  await open();
  if (repeat) await serviceWorkerReady(page);
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  if (!repeat) {
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
  }
  await cdp.detach();
  const result = await navigation(page, async () => page.reload(), {
    flags: { disableStorageReset: true },
  });
  const { categories, audits } = result.lhr;
  const metric = (id) => audits[id].numericValue;
  return {
    score: Math.round(categories.performance.score * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    si: metric('speed-index'),
    bytes: metric('total-byte-weight'),
    requests: audits['network-requests'].details.items.length,
    // What moved most, when anything did: the element's HTML as Lighthouse quotes it.
    shifted: audits['layout-shifts']?.details?.items?.[0]?.node?.snippet,
  };
}

const median = (rows, key) => rows.map((row) => row[key]).sort((a, b) => a - b)[Math.floor(rows.length / 2)];

async function measureProtocol(protocol) {
  const { origin, stop } = await startServer(protocol);
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    acceptInsecureCerts: protocol === 'h2',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      ...(protocol === 'h2' ? ['--ignore-certificate-errors'] : []),
    ],
  });
  try {
    const page = await browser.newPage();
    const customerState = {
      usr: { customer: { name: DEMO_MEMBER.name, id: DEMO_MEMBER.id } },
      key: 'bench',
      idx: 0,
    };
    const goto = (path) => () => page.goto(`${origin}${path}`);
    const screens = [
      { name: '/login', open: goto('/login') },
      { name: '/member/sign-in', open: goto('/member/sign-in') },
      { name: '/dashboard', open: goto('/dashboard'), signIn: () => signInOwner(page, origin) },
      {
        name: '/customer-details',
        open: async () => {
          await page.goto(`${origin}/customer-details`);
          // As a search result hands the customer over (react-router keeps it in history.state).
          await page.evaluate((state) => history.replaceState(state, '', '/customer-details'), customerState);
        },
      },
      { name: '/member/ (home)', open: goto('/member/'), signIn: () => signInMember(page, origin) },
      { name: '/dashboard, repeat', open: goto('/dashboard'), repeat: true },
    ];
    console.log(
      `\nLighthouse ${runs}× per screen, mobile preset, ${protocol === 'h2' ? 'HTTPS, HTTP/2' : 'HTTP/1.1'}, ` +
        `${new Date().toISOString()}, load average ${loadAverage()}`,
    );
    console.log('screen               score   FCP ms   LCP ms   TBT ms    CLS    SI ms   bytes  requests');
    for (const { name, open, signIn, repeat } of screens) {
      await signIn?.();
      const results = [];
      for (let run = 0; run < runs; run += 1) results.push(await measurePage(page, origin, open, repeat));
      const row = Object.fromEntries(
        Object.keys(results[0])
          .filter((key) => key !== 'shifted')
          .map((key) => [key, median(results, key)]),
      );
      console.log(
        `${name.padEnd(20)} ${String(row.score).padStart(5)} ${[row.fcp, row.lcp, row.tbt].map((v) => String(Math.round(v)).padStart(8)).join(' ')}` +
          ` ${row.cls.toFixed(3).padStart(6)} ${String(Math.round(row.si)).padStart(8)} ${String(Math.round(row.bytes / 1000)).padStart(5)} KB` +
          ` ${String(row.requests).padStart(8)}   (scores ${results.map((r) => r.score).join(', ')}; load ${loadAverage()})`,
      );
      const shifted = [...new Set(results.map((r) => r.shifted).filter(Boolean))];
      if (shifted.length > 0) console.log(`${' '.repeat(21)}layout shift: ${shifted.join(' | ')}`);
    }
  } finally {
    await browser.close();
    await stop();
  }
}

const build = resolve(values.build);
console.log(`build: ${build}`);
for (const protocol of protocols) await measureProtocol(protocol);
if (build === resolve(new URL('..', import.meta.url).pathname)) {
  console.log('\nbundle budgets of this build:');
  for (const app of apps) console.log(report(app, measure(app)));
}
