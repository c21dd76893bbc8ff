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

/**
 * Where a request's on-CPU time goes, stage by stage: a sample whose leaf is a library's shared
 * work (the database client, zod, Node's HTTP, Fastify's core) counts for that work whoever
 * called it; any other is put under the stage of the nearest frame (from the leaf up) that names
 * one, in our server or a Fastify plugin. Samples off the CPU (idle, a write the kernel descheduled us in, the profiler's own) are left
 * out: the total is the CPU time the thread spent.
 */
const STAGES = [
  ['security headers (helmet)', /dist\/http\/security-headers|\/helmet\//],
  ['rate limits', /dist\/http\/rate-limits\/|@fastify\/rate-limit/],
  ['authentication (session lookup)', /dist\/http\/authentication-hook|dist\/domain\/sign-in\//],
  ['idempotency key', /dist\/http\/idempotency-key|dist\/db\/idempotent-transaction/],
  ['compression check', /@fastify\/compress/],
  ['request log', /dist\/http\/request-log/],
  ["the route's own work", /dist\/(domain|endpoints|db|realtime)\/|dist\/http\/(money-)?route\.js/],
  ['validation and serialization (zod)', /fastify-type-provider-zod|\/api\/dist\//],
];
const LEAF_STAGES = [
  ['Drizzle: building queries, mapping rows', /\/drizzle-orm\//],
  ['pg: the wire protocol', /\/(pg|pg-protocol|pg-pool|pg-types)\//],
  ['validation and serialization (zod)', /\/zod\//],
  [
    'HTTP (Node) and sockets',
    /^node:(_http|net|internal\/stream|internal\/streams|stream|events|buffer|internal\/buffer)/,
  ],
  ['Fastify core', /\/fastify\/|\/find-my-way\/|\/light-my-request\//],
];
const OFF_CPU = new Set(['(idle)', 'writev', 'writeBuffer', '(program)']);
const stages = new Map();
let onCpu = 0;
for (let i = 0; i < profile.samples.length; i++) {
  const leaf = byId.get(profile.samples[i]).callFrame;
  const frames = [];
  for (let id = profile.samples[i]; id !== undefined; id = parentOf.get(id))
    frames.push(byId.get(id).callFrame);
  if (OFF_CPU.has(leaf.functionName) || frames.some((cf) => /bench\/lib\/measure\.mjs/.test(cf.url)))
    continue;
  const t = dt[i] ?? 0;
  onCpu += t;
  let stage =
    leaf.functionName === '(garbage collector)'
      ? 'garbage collector'
      : LEAF_STAGES.find(([, pattern]) => pattern.test(leaf.url ?? ''))?.[0];
  for (const cf of frames) {
    if (stage) break;
    stage = STAGES.find(([, pattern]) => pattern.test(cf.url ?? ''))?.[0];
  }
  stage ??= 'other';
  stages.set(stage, (stages.get(stage) ?? 0) + t);
}
console.log(`--- request stages, on the CPU (${(onCpu / 1000).toFixed(0)} ms)`);
[...stages]
  .sort((a, b) => b[1] - a[1])
  .forEach(([k, t]) =>
    console.log(
      `${(t / 1000).toFixed(0).padStart(7)} ms ${((100 * t) / onCpu).toFixed(1).padStart(5)}%  ${k}`,
    ),
  );
