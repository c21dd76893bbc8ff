// What bench/lighthouse.mjs and bench/bundle-floor.mjs --lighthouse share: the built server started
// in demo mode over HTTP/1.1 or HTTPS with HTTP/2 (a throwaway certificate), Debian's Chromium,
// one Lighthouse run of a page (mobile preset) and the table it prints.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { navigation } from 'lighthouse';
import { selfSignedCertificate } from './self-signed.mjs';
import { freePort, loadAverage } from './server.mjs';

const puppeteer = createRequire(import.meta.resolve('lighthouse'))('puppeteer-core');

export const protocolName = (protocol) => (protocol === 'h2' ? 'HTTPS, HTTP/2' : 'HTTP/1.1');

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

/**
 * The built server (`serverMain`) in demo mode on a fresh embedded PostgreSQL in a temporary
 * directory and a free port, over `protocol` ('http1' or 'h2'); `env` adds to its environment
 * (another APP_DIR). `stop` ends it and removes what it made.
 */
async function startServer(serverMain, protocol, env = {}) {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'countertop-lighthouse-'));
  const tls = protocol === 'h2' ? await selfSignedCertificate() : undefined;
  // Demo mode refuses NODE_ENV=production, which a Vite build in this process sets (bundle-floor).
  const { NODE_ENV: _production, ...inherited } = process.env;
  const server = spawn(process.execPath, [serverMain], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, 'data'),
      DEMO: '1',
      ...(tls && { TLS_CERT: tls.certFile, TLS_KEY: tls.keyFile }),
      ...env,
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

/** Headless Chromium, told to accept the run's certificate over HTTP/2. */
function launchBrowser(protocol) {
  return puppeteer.launch({
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
async function measurePage(page, origin, open, repeat = false) {
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
    // Lighthouse's own measure of the machine's CPU speed: the 4× slowdown is on top of it, so
    // runs on machines of other speeds compare only through it.
    benchmark: result.lhr.environment.benchmarkIndex,
    // What moved most, when anything did: the element's HTML as Lighthouse quotes it.
    shifted: audits['layout-shifts']?.details?.items?.[0]?.node?.snippet,
  };
}

export const tableHeader =
  'screen               score   FCP ms   LCP ms   TBT ms    CLS    SI ms   bytes  requests';

const median = (rows, key) => rows.map((row) => row[key]).sort((a, b) => a - b)[Math.floor(rows.length / 2)];

/** The median of each figure of one screen's `runs` results. */
function medianRow(results) {
  return Object.fromEntries(
    Object.keys(results[0])
      .filter((key) => key !== 'shifted')
      .map((key) => [key, median(results, key)]),
  );
}

/** `runs` results of one screen as a line of the table: the median of each figure. */
function tableRow(name, results) {
  const row = medianRow(results);
  const line =
    `${name.padEnd(20)} ${String(row.score).padStart(5)} ${[row.fcp, row.lcp, row.tbt].map((v) => String(Math.round(v)).padStart(8)).join(' ')}` +
    ` ${row.cls.toFixed(3).padStart(6)} ${String(Math.round(row.si)).padStart(8)} ${String(Math.round(row.bytes / 1000)).padStart(5)} KB` +
    ` ${String(row.requests).padStart(8)}   (scores ${results.map((r) => r.score).join(', ')}; CPU benchmark ${Math.round(row.benchmark)}; load ${loadAverage()})`;
  const shifted = [...new Set(results.map((r) => r.shifted).filter(Boolean))];
  return shifted.length > 0 ? `${line}\n${' '.repeat(21)}layout shift: ${shifted.join(' | ')}` : line;
}

/** What a signed-in browser keeps of its sessions: the origin's local storage and its cookies. */
async function storageOf(page) {
  return {
    local: await page.evaluate(() => Object.fromEntries(Object.entries(localStorage))),
    cookies: await page.cookies(),
  };
}

/**
 * One load measured in a browser of its own that starts with `storage`, as Lighthouse's own
 * command line starts a fresh Chrome for each run: a browser kept through every load put its
 * pauses (a collection of its heap, whatever slowed one pass for minutes) on whichever load
 * was running (docs/bench.md, 2026-11-28).
 */
async function measureInFreshBrowser(protocol, origin, storage, { open, repeat }) {
  const browser = await launchBrowser(protocol);
  try {
    const page = await browser.newPage();
    if (storage.cookies.length > 0) await page.setCookie(...storage.cookies);
    // Any page of the origin holds its storage; the health check is the lightest.
    await page.goto(`${origin}/api/v2/health`);
    await page.evaluate((items) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, storage.local);
    return await measurePage(page, origin, () => open(page), repeat);
  } finally {
    await browser.close();
  }
}

/**
 * The built server over `protocol` (with `env`), then each screen that `screens(origin)` lists
 * (`name`, `open(page)`; `signIn(page)` before its runs; `repeat`: a visit the service worker
 * answers) measured `runs` times, each in a fresh browser with the sessions signed in so far,
 * and printed as a row of the table. The sign-ins happen in one browser kept for the purpose.
 * Answers each screen's `name` and `goal`, its median `score` and the largest layout shift of its
 * loads.
 */
export async function measureScreens({ serverMain, protocol, env, runs, screens }) {
  const { origin, stop } = await startServer(serverMain, protocol, env);
  const signingBrowser = await launchBrowser(protocol);
  try {
    const signingPage = await signingBrowser.newPage();
    let storage = { local: {}, cookies: [] };
    const measured = [];
    for (const screen of screens(origin)) {
      if (screen.signIn) {
        await screen.signIn(signingPage);
        storage = await storageOf(signingPage);
      }
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        results.push(await measureInFreshBrowser(protocol, origin, storage, screen));
      }
      console.log(tableRow(screen.name, results));
      const worstShift = Math.max(...results.map((r) => r.cls));
      measured.push({ name: screen.name, goal: screen.goal, score: medianRow(results).score, worstShift });
    }
    return measured;
  } finally {
    await signingBrowser.close();
    await stop();
  }
}

const precompress = new URL('../../scripts/precompress.mjs', import.meta.url).pathname;

/**
 * A built page of another app (`dist`, precompressed here as the apps are) served by our server at
 * /login in place of the back office, measured as the screens are: a row named `name` (the
 * protocol by default).
 */
export async function measurePageAtLogin({
  serverMain,
  protocol,
  dist,
  runs,
  name = protocolName(protocol),
}) {
  execFileSync(process.execPath, [precompress, dist], { stdio: 'ignore' });
  await measureScreens({
    serverMain,
    protocol,
    env: { APP_DIR: dist },
    runs,
    screens: (origin) => [{ name, open: (page) => page.goto(`${origin}/login`) }],
  });
}
