#!/usr/bin/env node
// A CPU profile summed up: self time by package (or server module), the top functions, and the
// server's own functions with their callees (what each hook and step of a request costs). For the
// profiles reward-throughput.mjs --cpu-prof DIR writes (or any node --cpu-prof output).
//
//   node bench/profile-summary.mjs DIR/reward-app.cpuprofile [functions=30]
import { readFileSync } from 'node:fs';
const [file, topFunctions = '30'] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parentOf = new Map(profile.nodes.flatMap((n) => (n.children ?? []).map((child) => [child, n.id])));
const self = new Map();
const dt = profile.timeDeltas;
let total = 0;
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i];
  self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0));
  total += dt[i] ?? 0;
}
/** A frame's package (from pnpm's node_modules path), server module, Node module or file. */
const groupOf = (url) => {
  if (!url) return '(native/idle)';
  const m = url.match(/node_modules\/\.pnpm\/([^/]+)\/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (m) return m[2];
  if (url.startsWith('node:')) return url;
  const s = url.match(/packages\/([^/]+)\/dist\/(.*)$/);
  if (s) return `${s[1]}:${s[2]}`;
  return url.replace(new URL('../', import.meta.url).href, '');
};
const groups = new Map(),
  fns = new Map();
for (const [id, t] of self) {
  const n = byId.get(id);
  const cf = n.callFrame;
  const g =
    cf.functionName === '(idle)' ||
    cf.functionName === '(program)' ||
    cf.functionName === '(garbage collector)'
      ? cf.functionName
      : groupOf(cf.url);
  groups.set(g, (groups.get(g) ?? 0) + t);
  const k = `${cf.functionName || '(anon)'} ${groupOf(cf.url)}:${cf.lineNumber}`;
  fns.set(k, (fns.get(k) ?? 0) + t);
}
/** The n largest of a map of self times, in ms and per cent of the profile. */
const print = (m, n) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .forEach(([k, t]) =>
      console.log(
        `${(t / 1000).toFixed(0).padStart(7)} ms ${((100 * t) / total).toFixed(1).padStart(5)}%  ${k}`,
      ),
    );
console.log(`total ${(total / 1000).toFixed(0)} ms`);
print(groups, 25);
console.log('--- functions');
print(fns, Number(topFunctions));

/**
 * Inclusive time of the server's functions and Fastify's hook runners: a sample counts for every
 * such frame on its stack (once per function). A stack is synchronous, so an async step's time is
 * that of its parts between awaits, which is what it costs the CPU.
 */
const inclusive = new Map();
const isOurs = (url) => /packages\/server\/dist\//.test(url ?? '');
for (let i = 0; i < profile.samples.length; i++) {
  const seen = new Set();
  for (let id = profile.samples[i]; id !== undefined; id = parentOf.get(id)) {
    const cf = byId.get(id).callFrame;
    if (!isOurs(cf.url)) continue;
    const k = `${cf.functionName || '(anon)'} ${groupOf(cf.url)}:${cf.lineNumber}`;
    if (!seen.has(k)) seen.add(k);
  }
  for (const k of seen) inclusive.set(k, (inclusive.get(k) ?? 0) + (dt[i] ?? 0));
}
console.log("--- the server's functions with their callees");
print(inclusive, Number(topFunctions));
