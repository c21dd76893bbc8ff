// What the stack's own libraries weigh before any of our code: a page is built with Vite for each
// step (React alone, then the router and the login form's react-aria components, then TanStack
// Query and sonner, then axios and zod as every signed-in screen needs them at once), and its
// JavaScript is measured as the bundle budgets measure ours (gzip level 9, every chunk). Issue 13
// asks 120 KB for a first load; these floors show how much of it the libraries take.
// With --lighthouse, each page is also served at /login by the built server (APP_DIR, compressed
// as the apps are) and measured as bench/lighthouse.mjs measures our screens: the floor under
// issue 22's Lighthouse goals.
//   node bench/bundle-floor.mjs [--lighthouse] [--runs 5]
import { parseArgs } from 'node:util';
import { measurePageAtLogin, tableHeader } from './lib/lighthouse-run.mjs';
import { loadAverage } from './lib/server.mjs';
import { steps, withStackPages } from './lib/stack-pages.mjs';
const { values } = parseArgs({
  options: { lighthouse: { type: 'boolean', default: false }, runs: { type: 'string', default: '5' } },
});
const serverMain = new URL('../packages/server/dist/main.js', import.meta.url).pathname;

console.log('JavaScript of a page of the stack alone (gzip level 9, every chunk), Vite production build\n');
if (values.lighthouse) {
  console.log(`Lighthouse ${values.runs}× per page at /login, mobile preset, load average ${loadAverage()}`);
  console.log(tableHeader);
}
await withStackPages(steps, async (dist, label, bytes) => {
  console.log(`${(bytes / 1000).toFixed(1).padStart(7)} KB  ${label}`);
  if (!values.lighthouse) return;
  for (const protocol of ['http1', 'h2']) {
    await measurePageAtLogin({ serverMain, protocol, dist, runs: Number(values.runs) });
  }
});
