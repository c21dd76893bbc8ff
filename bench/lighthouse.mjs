// Lighthouse (mobile preset: a mid-range phone on slow 4G, CPU slowed 4×) on the screens a shop
// opens first: /login and the member app's sign-in signed out, /dashboard and /customer-details
// signed in as the demo owner, the member app's home signed in as a demo member, and a repeat
// visit of /dashboard that the service worker serves from its cache. Each screen is measured over
// plain HTTP/1.1 and over HTTPS with HTTP/2 (a throwaway self-signed certificate). Prints each
// score with its metrics and request count, then the bundle budgets of the same build. Build
// first (pnpm build); the server runs in demo mode on a fresh embedded PostgreSQL in a temporary
// directory, on a free port, and stops with the run.
//   node bench/lighthouse.mjs [--runs 5] [--protocol both|http1|h2] [--build DIR] [--screens a,b] [--floor]
// --build measures another checkout's build (a worktree of an earlier commit) with this script;
// --screens only the screens whose names contain one of the words (`--screens member`); --floor
// adds a last row for each protocol: the page of the stack's libraries alone (the last of
// bench/lib/stack-pages.mjs), served at /login by the same server, the floor under the scores.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { apps, measure, report } from '../scripts/lib/bundle-sizes.mjs';
import { measurePageAtLogin, measureScreens, protocolName, tableHeader } from './lib/lighthouse-run.mjs';
import { verdict } from './lib/measure.mjs';
import { loadAverage } from './lib/server.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    protocol: { type: 'string', default: 'both' },
    build: { type: 'string', default: new URL('..', import.meta.url).pathname },
    screens: { type: 'string' },
    floor: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const protocols = values.protocol === 'both' ? ['http1', 'h2'] : [values.protocol];
if (!protocols.every((p) => p === 'http1' || p === 'h2')) throw new Error('--protocol is both, http1 or h2');
const build = resolve(values.build);
const serverMain = join(build, 'packages/server/dist/main.js');

const DEMO_OWNER = 'owner@harbourlane.example';
const DEMO_MEMBER = {
  email: 'ava.nguyen@members.example',
  name: 'Ava Nguyen',
  id: '402715938',
};

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

/**
 * The screens of the table `--screens` names (all without it), in the order a session reaches
 * them (signed out, owner, member); the first of each session's screens signs it in.
 */
function screens(origin) {
  const words = values.screens?.split(',');
  const signedIn = new Set();
  return allScreens(origin)
    .filter(({ name }) => !words || words.some((word) => name.includes(word)))
    .map(({ session, ...screen }) => {
      if (!session || signedIn.has(session)) return screen;
      signedIn.add(session);
      return {
        ...screen,
        signIn: (page) => (session === 'owner' ? signInOwner(page, origin) : signInMember(page, origin)),
      };
    });
}

/**
 * Every screen of the table, with the session it needs; `open` puts it in a page. `goal` is issue
 * 22's least median score for it.
 */
function allScreens(origin) {
  const customerState = {
    usr: { customer: { name: DEMO_MEMBER.name, id: DEMO_MEMBER.id } },
    key: 'bench',
    idx: 0,
  };
  const goto = (path) => (page) => page.goto(`${origin}${path}`);
  return [
    { name: '/login', open: goto('/login'), goal: 95 },
    { name: '/member/sign-in', open: goto('/member/sign-in'), goal: 95 },
    { name: '/dashboard', open: goto('/dashboard'), session: 'owner', goal: 90 },
    {
      name: '/customer-details',
      session: 'owner',
      goal: 90,
      open: async (page) => {
        await page.goto(`${origin}/customer-details`);
        // As a search result hands the customer over (react-router keeps it in history.state).
        await page.evaluate((state) => history.replaceState(state, '', '/customer-details'), customerState);
      },
    },
    { name: '/member/ (home)', open: goto('/member/'), session: 'member', goal: 90 },
    { name: '/dashboard, repeat', open: goto('/dashboard'), session: 'owner', repeat: true },
  ];
}

/** The goals' line under a table: each measured screen's median against its goal, then CLS 0.00. */
function goalsLine(measured) {
  const scores = measured
    .filter(({ goal }) => goal !== undefined)
    .map(({ name, goal, score }) => `${name} ≥ ${goal} ${verdict(score >= goal)} (${score})`);
  const shifts = verdict(measured.every(({ worstShift }) => worstShift < 0.005));
  return `Goals: ${[...scores, `CLS 0.00 in every load ${shifts}`].join('; ')}.`;
}

/** Each protocol's table, with the stack's floor as its last row when `floorDist` is given. */
async function measureAll(floorDist) {
  for (const protocol of protocols) {
    console.log(
      `\nLighthouse ${runs}× per screen, mobile preset, ${protocolName(protocol)}, ` +
        `${new Date().toISOString()}, load average ${loadAverage()}`,
    );
    console.log(tableHeader);
    const measured = await measureScreens({ serverMain, protocol, runs, screens });
    if (floorDist)
      await measurePageAtLogin({ serverMain, protocol, dist: floorDist, runs, name: 'stack floor' });
    console.log(goalsLine(measured));
  }
}

console.log(`build: ${build}`);
if (values.floor) {
  // Loaded only here: it brings Vite, to build the floor's page.
  const { steps, withStackPages } = await import('./lib/stack-pages.mjs');
  const [label] = steps.at(-1);
  console.log(`stack floor: a page of the stack alone at /login (${label})`);
  await withStackPages([steps.at(-1)], (dist) => measureAll(dist));
} else {
  await measureAll();
}
if (build === resolve(new URL('..', import.meta.url).pathname)) {
  console.log('\nbundle budgets of this build:');
  for (const app of apps) console.log(report(app, measure(app)));
}
