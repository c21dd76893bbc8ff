// What a browser downloads per screen of the built apps, read from Vite's build manifest
// (dist/.vite/manifest.json): a screen's JavaScript is its chunks and everything they import
// statically; lazily imported chunks (other routes, the scanner's library) come later.
// Sizes are gzip at level 9, as the build precompresses them (scripts/precompress.mjs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { manifestClosure } from './chunk-graph.mjs';
import { root } from './tools.mjs';

export const KB = 1000;

/**
 * Per app: the first loads that are budgeted (a screen opened from its URL, with the lazily loaded
 * route modules it needs), and the screen every other route is compared with (`base`: where a
 * signed-in user lands). Every other lazily loaded chunk (a route, a dialog or tab loaded on
 * demand) is measured with the signed-in `shell` it sits in, by what it adds to `base`'s first
 * load. Keys are the build manifest's: source paths. A signed-in screen asks the API as soon as it
 * renders, so its first load counts the API client's transport too (axios: lazily imported, but
 * loaded at once when a session exists); the chat socket's client, which connects after the
 * screen is shown, is not counted. `ceilingFiles` caps the scripts and stylesheets of a first
 * load: issue 22 asks for a first load in at most 25 requests, the page, font and API calls with
 * them (docs/decisions.md 66).
 */
const transport = '../api/dist/client/http.js';

export const apps = [
  {
    name: 'app',
    dist: join(root, 'packages/app/dist'),
    base: '/dashboard',
    firstLoads: {
      '/login': { ceilingKb: 181, ceilingFiles: 6, keys: ['index.html', 'src/app/routes/login.tsx'] },
      '/dashboard': {
        ceilingKb: 274.5,
        ceilingFiles: 14,
        keys: [
          'index.html',
          'src/app/routes/app/protected-layout.tsx',
          'src/app/routes/app/dashboard.tsx',
          // The owner's dashboard, which the route loads at once for an owner.
          'src/features/dashboards/components/owner-dashboard.tsx',
          transport,
        ],
      },
    },
    shell: ['src/app/routes/app/protected-layout.tsx'],
  },
  {
    name: 'member',
    dist: join(root, 'packages/member/dist'),
    base: '/member/ (home)',
    firstLoads: {
      '/member/ (home)': {
        ceilingKb: 224,
        ceilingFiles: 10,
        keys: ['index.html', 'src/app/routes/protected-layout.tsx', 'src/app/routes/home.tsx', transport],
      },
      '/member/sign-in': {
        ceilingKb: 169,
        ceilingFiles: 6,
        keys: ['index.html', 'src/app/routes/sign-in.tsx'],
      },
    },
    shell: ['src/app/routes/protected-layout.tsx'],
  },
];

/**
 * Issue 13's goals, and the ceilings `npm test` enforces until the goals are reached (each first
 * load's `ceilingKb` above, `furtherRouteKb` here): the figures of the last recorded run
 * (docs/bench.md) with a little room, so a change that adds weight to a first load or a route
 * fails, while the gap to the goal stays visible in every run. Lower a ceiling when a change makes
 * room; never raise one without saying why in docs/bench.md.
 */
export const budgets = {
  goal: { firstLoadKb: 120, furtherRouteKb: 30 },
  ceiling: { furtherRouteKb: 80 },
};

/** Libraries that only an action loads (the camera), never a screen's first load. */
export const onDemandOnly = ['html5-qrcode'];

export function readManifest(dist) {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
}

/** The files `keys` load before anything runs: their chunks, static imports and stylesheets. */
export function closure(manifest, keys) {
  const load = manifestClosure(manifest, keys);
  // The app's one stylesheet (the build does not split CSS by chunk): index.html links it.
  if (keys.includes('index.html') && manifest['style.css']) load.css.add(manifest['style.css'].file);
  return load;
}

const gzipCache = new Map();
export function gzipSize(dist, file) {
  const path = join(dist, file);
  if (!gzipCache.has(path)) gzipCache.set(path, gzipSync(readFileSync(path), { level: 9 }).length);
  return gzipCache.get(path);
}

const total = (dist, files) => [...files].reduce((sum, file) => sum + gzipSize(dist, file), 0);

/** Every figure the budgets judge, and whether each holds. */
export function measure(app) {
  const manifest = readManifest(app.dist);
  const rows = [];
  const loads = Object.fromEntries(
    Object.entries(app.firstLoads).map(([label, { keys }]) => [label, closure(manifest, keys)]),
  );
  for (const [label, load] of Object.entries(loads)) {
    const library = onDemandOnly.find((name) =>
      [...load.sources].some((source) => source.includes(`node_modules/${name}/`)),
    );
    const { ceilingKb, ceilingFiles } = app.firstLoads[label];
    const files = load.js.size + load.css.size;
    rows.push({
      kind: 'first load',
      label,
      files: load.js.size,
      cssFiles: load.css.size,
      js: total(app.dist, load.js),
      css: total(app.dist, load.css),
      goal: budgets.goal.firstLoadKb * KB,
      limit: ceilingKb * KB,
      problem:
        (library && `${library} is loaded before anyone opens the camera`) ||
        (files > ceilingFiles && `${files} files, over the ceiling of ${ceilingFiles}`),
    });
  }
  const base = loads[app.base];
  const baseKeys = new Set(app.firstLoads[app.base].keys);
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || baseKeys.has(key) || app.shell.includes(key)) continue;
    if (onDemandOnly.some((name) => key.includes(`node_modules/${name}/`))) continue;
    const load = closure(manifest, [...app.shell, key]);
    const added = (files) => [...files].filter((file) => !base.js.has(file) && !base.css.has(file));
    rows.push({
      kind: `added to ${app.base}`,
      label: key,
      files: added(load.js).length,
      cssFiles: added(load.css).length,
      js: total(app.dist, added(load.js)),
      css: total(app.dist, added(load.css)),
      goal: budgets.goal.furtherRouteKb * KB,
      limit: budgets.ceiling.furtherRouteKb * KB,
    });
  }
  return rows.map((row) => ({ ...row, ok: row.js <= row.limit && !row.problem }));
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** A table of every figure, its budget and whether it holds. */
export function report(app, rows) {
  const lines = [
    `${app.name} (${app.dist.replace(`${root}/`, '')}), gzip: JavaScript against the ceiling and the goal, CSS`,
  ];
  for (const row of rows) {
    const mark = !row.ok ? 'OVER' : row.js > row.goal ? 'ok* ' : 'ok  ';
    lines.push(
      `  ${mark} ${row.kind.padEnd(24)} ${row.label.padEnd(58)} js ${kb(row.js).padStart(9)}` +
        ` (ceiling ${kb(row.limit)}, goal ${kb(row.goal)}) in ${String(row.files).padStart(2)} files,` +
        ` css ${kb(row.css).padStart(8)} in ${String(row.cssFiles).padStart(2)} files${row.problem ? `: ${row.problem}` : ''}`,
    );
  }
  lines.push('  (ok*: within the ceiling, above the goal)');
  return lines.join('\n');
}
