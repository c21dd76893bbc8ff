/**
 * The package as another app gets it. The app in this folder links the BUILT package (`link:..`,
 * so `exports`, `sideEffects` and dist/ are what resolve, never src/), imports a Button and a
 * DataTable, and is built with plain Vite. The output must hold those two and none of the unrelated
 * components: proof that preserved modules, `exports` and `sideEffects` let a bundler tree-shake.
 * Needs `pnpm --filter @countertop/ui build` first (`npm test` builds before it runs this).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

const app = import.meta.dirname;
const pkgRoot = resolve(app, '..');
const dist = join(pkgRoot, 'dist');
const out = join(app, 'dist');

/** Components the app uses, and the ones it pulls in itself (Button and DataTable show a Spinner). */
const used = ['Button', 'DataTable'];
/** Unrelated components (and their heavy dependencies) that must not reach the app's bundle. */
const unrelated = [
  'Scanner',
  'Carousel',
  'DatePicker',
  'ImageViewer',
  'ImageGrid',
  'MessageThread',
  'AppShell',
];

/** The class names a component's compiled styles define: they appear in any bundle that uses it. */
function classNamesOf(component: string): string[] {
  const file = join(dist, component, `${component}.css.js`);
  const names = readFileSync(file, 'utf8').match(/"ct-[\w-]+"/g) ?? [];
  expect(names.length, `${file} defines no class names`).toBeGreaterThan(0);
  return names.map((quoted) => quoted.slice(1, -1));
}

const filesIn = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

beforeAll(() => {
  if (!existsSync(join(dist, 'index.js'))) {
    throw new Error('packages/ui/dist is missing: run `pnpm --filter @countertop/ui build` first');
  }
  // What `pnpm install` does for `link:..` in package.json: the app resolves the package by name.
  const link = join(app, 'node_modules', '@countertop', 'ui');
  if (!existsSync(link)) {
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(relative(dirname(link), pkgRoot), link, 'dir');
  }
});

describe('the published files', () => {
  let packed: Set<string>;

  beforeAll(async () => {
    const { stdout } = await run('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: pkgRoot,
    });
    const [report] = JSON.parse(stdout) as [{ files: { path: string }[] }];
    packed = new Set(report.files.map((file) => file.path));
  }, 60_000);

  it('hold every `exports` target: ESM, declarations and one stylesheet', () => {
    const manifest = JSON.parse(readFileSync(join(pkgRoot, 'package.json'), 'utf8')) as {
      exports: Record<string, string | { types: string; default: string }>;
    };
    const targets = Object.values(manifest.exports).flatMap((target) =>
      typeof target === 'string' ? [target] : [target.types, target.default],
    );
    for (const target of targets) expect(packed, target).toContain(target.replace(/^\.\//, ''));
    expect([...packed].filter((file) => file.endsWith('.css'))).toEqual(['dist/styles.css']);
    expect([...packed].filter((file) => file.endsWith('.d.ts')).length).toBeGreaterThan(used.length);
  });

  it('import only each other and declared dependencies (nothing bundled under dist/node_modules)', () => {
    const manifest = JSON.parse(readFileSync(join(pkgRoot, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      peerDependencies: Record<string, string>;
    };
    const declared = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies)];
    const problems = [...packed].filter((file) => file.includes('node_modules/')).map((f) => `bundled: ${f}`);
    for (const file of [...packed].filter((path) => path.endsWith('.js'))) {
      const code = readFileSync(join(pkgRoot, file), 'utf8');
      for (const [, specifier] of code.matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)) {
        if (specifier!.startsWith('.')) {
          const target = relative(pkgRoot, resolve(dirname(join(pkgRoot, file)), specifier!));
          if (!packed.has(target)) problems.push(`${file} imports ${specifier}, which is not published`);
        } else if (!declared.some((name) => specifier === name || specifier!.startsWith(`${name}/`))) {
          problems.push(`${file} imports ${specifier}, which is not a dependency`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('an app built with plain Vite', () => {
  let js = '';
  let css = '';
  let assets: string[] = [];

  beforeAll(async () => {
    await build({ configFile: join(app, 'vite.config.ts'), logLevel: 'error' });
    assets = filesIn(out);
    js = assets
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    css = assets
      .filter((file) => file.endsWith('.css'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
  }, 120_000);

  it.each(used)('holds %s', (component) => {
    const names = classNamesOf(component);
    expect(names.some((name) => js.includes(name))).toBe(true);
  });

  it.each(unrelated)('leaves %s out', (component) => {
    const names = classNamesOf(component);
    expect(names.filter((name) => js.includes(name))).toEqual([]);
  });

  it('leaves the QR scanner library out, even as a lazy chunk', () => {
    expect(js).not.toMatch(/html5-qrcode|Html5Qrcode/);
  });

  it('keeps the Chinese strings out of the first load, in the one lazy chunk', () => {
    const chunks = assets.filter((file) => file.endsWith('.js'));
    const chinese = chunks.filter((file) => readFileSync(file, 'utf8').includes('暂无数据'));
    expect(chunks).toHaveLength(2);
    expect(chinese).toHaveLength(1);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).not.toContain(basename(chinese[0]!));
  });

  it('gets the tokens, the styles and the Inter font from styles.css', () => {
    expect(css).toContain('--ct-color-background');
    const fontFace = css.match(/@font-face\s*{[^}]*}/)?.[0] ?? '';
    expect(fontFace).toMatch(/font-family:\s*"?Inter"?/);
    // Inlined by the library build, or emitted beside the app's CSS: either way the app ships it.
    const inlined = /url\(\s*"?data:font\/woff2;base64,/.test(fontFace);
    const emitted = assets.some((file) => file.endsWith('.woff2'));
    expect(inlined || emitted).toBe(true);
  });

  it('type-checks against the published declarations', async () => {
    const tsc = require.resolve('typescript/bin/tsc');
    const result = await run(process.execPath, [tsc, '-p', join(app, 'tsconfig.json')], { cwd: app }).then(
      () => '',
      (error: { stdout?: string }) => error.stdout || String(error),
    );
    expect(result).toBe('');
  }, 60_000);
});
