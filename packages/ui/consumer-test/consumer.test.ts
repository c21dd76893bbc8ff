/**
 * The release as another brand's app gets it. A local registry (registry.ts) is started; the
 * built @countertop/ui and @countertop/api are packed as `changeset publish` packs them (pnpm,
 * with `publishConfig`) and published to it. The app in this folder is copied to a temporary folder
 * outside the workspace, installs both from the registry (third-party packages through it from the
 * npm registry), and is built with its own plain Vite: no vanilla-extract plugin, so its brand
 * theme (`themeFromAccent` + `makeTheme`) is the run-time path. Then Chromium shows the page in the
 * brand's colours and font, and its dialog opens. The bundle must hold what the app uses and none of
 * the unrelated components, and the app type-checks against the published declarations.
 * Needs the packages built first (`npm test` builds before it runs this).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRegistry, type Registry } from './registry';
import { brandAccent, brandFontBody } from './src/brand';

// Asynchronous only: the registry answers from this process's event loop.
const run = promisify(execFile);

const template = import.meta.dirname;
const root = resolve(template, '../../..');
const published = { ui: resolve(template, '..'), api: resolve(root, 'packages/api') };

interface Manifest {
  name: string;
  version: string;
  exports: Record<string, unknown>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}
const manifestOf = (dir: string) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;

/**
 * The registry's storage, kept between runs under node_modules/.cache and named by everything that
 * decides which third-party versions an install picks: a change to any dependency list starts a
 * fresh one (and the old ones are removed), so its long-cached metadata is never stale.
 */
function registryCacheDir(): string {
  const parent = join(root, 'node_modules', '.cache', 'countertop-release-registry');
  const key = createHash('sha256')
    .update(readFileSync(join(template, 'package.json')))
    .update(JSON.stringify(Object.values(published).map((dir) => manifestOf(dir))))
    .digest('hex')
    .slice(0, 16);
  if (existsSync(parent)) {
    for (const old of readdirSync(parent))
      if (old !== key) rmSync(join(parent, old), { recursive: true, force: true });
  }
  mkdirSync(join(parent, key), { recursive: true });
  return join(parent, key);
}

/** The app's copy, outside the workspace, with our packages at the versions being released. */
function writeApp(dir: string) {
  for (const entry of ['index.html', 'tsconfig.json', 'vite.config.ts', 'src']) {
    cpSync(join(template, entry), join(dir, entry), { recursive: true });
  }
  const manifest = JSON.parse(readFileSync(join(template, 'package.json'), 'utf8')) as Manifest;
  for (const pkg of Object.values(published).map(manifestOf)) manifest.dependencies![pkg.name] = pkg.version;
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
}

interface Packed {
  filename: string;
  files: { path: string }[];
}

let registry: Registry | undefined;
let work = '';
let app = '';
const packedFiles = new Map<string, Set<string>>();
/** tsc's complaints about the app, or '' */
let typeCheck: Promise<string> | undefined;

beforeAll(async () => {
  for (const dir of Object.values(published)) {
    if (!existsSync(join(dir, 'dist', 'index.js'))) {
      throw new Error(`${relative(root, dir)}/dist is missing: run \`pnpm build\` first`);
    }
  }
  work = mkdtempSync(join(tmpdir(), 'countertop-release-'));
  app = join(work, 'app');
  mkdirSync(app);
  registry = await startRegistry(registryCacheDir(), work);
  const npmrc = join(work, '.npmrc');
  writeFileSync(npmrc, `//${new URL(registry.url).host}/:_authToken=${registry.token}\n`);

  const registryUrl = registry.url;
  await Promise.all(
    Object.values(published).map(async (dir) => {
      // `pnpm pack` applies publishConfig (the `exports` without `source`), as `changeset publish` does.
      const { stdout } = await run('pnpm', ['pack', '--json', '--pack-destination', work], { cwd: dir });
      const packed = JSON.parse(stdout) as Packed;
      packedFiles.set(manifestOf(dir).name, new Set(packed.files.map((file) => file.path)));
      await run('npm', ['publish', packed.filename, '--registry', registryUrl, '--userconfig', npmrc], {
        cwd: work,
      });
    }),
  );

  writeApp(app);
  // pnpm finds most tarballs in its store; its metadata cache is this run's, so nothing leaks.
  await run(
    'pnpm',
    ['install', '--registry', registry.url, '--cache-dir', join(work, 'pnpm-cache'), '--reporter=silent'],
    { cwd: app },
  );
  // The type-check is the slowest part: it runs beside the build and the browser checks.
  typeCheck = run(join(app, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json'], { cwd: app }).then(
    () => '',
    (error: { stdout?: string }) => error.stdout || String(error),
  );
  await run(join(app, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], { cwd: app });
}, 600_000);

afterAll(async () => {
  await typeCheck;
  await registry?.close();
  // The app's node_modules is thousands of files: seconds on a busy machine.
  if (work) rmSync(work, { recursive: true, force: true });
}, 120_000);

const installed = (name: string) => join(app, 'node_modules', name);

describe.each(Object.values(published).map((dir) => manifestOf(dir).name))('%s from the registry', (name) => {
  let manifest: Manifest;
  let files: Set<string>;

  beforeAll(() => {
    manifest = manifestOf(installed(name));
    files = packedFiles.get(name)!;
  });

  it('is the version being released, with its licence and changelog', () => {
    const workspace = Object.values(published)
      .map(manifestOf)
      .find((pkg) => pkg.name === name)!;
    expect(manifest.version).toBe(workspace.version);
    expect(files).toContain('LICENSE');
    expect(files).toContain('CHANGELOG.md');
  });

  it('points every export at a published file in dist/, never at src/', () => {
    // `null` closes a subpath the pattern would open (a folder of ui's own, not for consumers).
    const targetsOf = (value: unknown): string[] =>
      value === null
        ? []
        : typeof value === 'string'
          ? [value]
          : Object.values(value as object).flatMap(targetsOf);
    const targets = targetsOf(manifest.exports);
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) {
      expect(target).toMatch(/^\.\/dist\//);
      // A pattern (`./dist/*/index.js`, each component's own entry) is checked below.
      if (!target.includes('*')) expect(files, target).toContain(target.slice(2));
    }
    // The pattern (`./dist/*/index.js`) names each folder the barrel re-exports: each has its module.
    if (targets.some((target) => target.includes('*'))) {
      const barrel = readFileSync(join(installed(name), 'dist', 'index.d.ts'), 'utf8');
      const folders = [...barrel.matchAll(/ from '\.\/([^']+)';/g)]
        .map((match) => `dist/${match[1]}/index.js`)
        .filter((module) => files.has(module.replace(/\.js$/, '.d.ts')));
      expect(folders.length).toBeGreaterThan(40);
      for (const module of folders) expect(files, module).toContain(module);
      // Every other folder with types would resolve for the type-checker and fail at run time:
      // each has its module or is closed.
      const typedFolders = [...files].flatMap(
        (file) => /^dist\/([^/]+)\/index\.d\.ts$/.exec(file)?.[1] ?? [],
      );
      const unresolvable = typedFolders.filter(
        (folder) => !files.has(`dist/${folder}/index.js`) && manifest.exports[`./${folder}`] !== null,
      );
      expect(unresolvable).toEqual([]);
    }
    expect([...files].filter((file) => !file.startsWith('dist/'))).toEqual(
      expect.arrayContaining(['package.json', 'LICENSE', 'CHANGELOG.md']),
    );
    expect([...files].filter((file) => file.startsWith('src/'))).toEqual([]);
  });

  it('imports only its own files and declared dependencies (nothing bundled under node_modules)', () => {
    const declared = [
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}),
    ];
    const problems = [...files].filter((file) => file.includes('node_modules/')).map((f) => `bundled: ${f}`);
    for (const file of [...files].filter((path) => path.endsWith('.js'))) {
      const code = readFileSync(join(installed(name), file), 'utf8');
      for (const [, specifier] of code.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)) {
        if (specifier!.startsWith('.')) {
          const target = relative(installed(name), resolve(dirname(join(installed(name), file)), specifier!));
          if (!files.has(target)) problems.push(`${file} imports ${specifier}, which is not published`);
        } else if (!declared.some((dep) => specifier === dep || specifier!.startsWith(`${dep}/`))) {
          problems.push(`${file} imports ${specifier}, which is not a dependency`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('a brand app built with plain Vite', () => {
  /** Components the app uses (Button, DataTable and Dialog show a Spinner or a Button themselves). */
  const used = ['Button', 'DataTable', 'Dialog', 'TextField'];
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

  let assets: string[] = [];
  let js = '';
  let css = '';

  beforeAll(() => {
    const out = join(app, 'dist');
    assets = readdirSync(out, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
    const read = (ext: string) =>
      assets
        .filter((file) => file.endsWith(ext))
        .map((file) => readFileSync(file, 'utf8'))
        .join('\n');
    js = read('.js');
    css = read('.css');
  });

  /** The class names a component's compiled styles define: they appear in any bundle that uses it. */
  function classNamesOf(component: string): string[] {
    const file = join(installed('@countertop/ui'), 'dist', component, `${component}.css.js`);
    const names = readFileSync(file, 'utf8').match(/"ct-[\w-]+"/g) ?? [];
    expect(names.length, `${file} defines no class names`).toBeGreaterThan(0);
    return names.map((quoted) => quoted.slice(1, -1));
  }

  it.each(used)('holds %s', (component) => {
    expect(classNamesOf(component).some((name) => js.includes(name))).toBe(true);
  });

  it.each(unrelated)('leaves %s out', (component) => {
    expect(classNamesOf(component).filter((name) => js.includes(name))).toEqual([]);
  });

  it('leaves the QR scanner library out, even as a lazy chunk', () => {
    expect(js).not.toMatch(/html5-qrcode|Html5Qrcode/);
  });

  it('keeps the Chinese strings out of the first load, in the one lazy chunk', () => {
    const chunks = assets.filter((file) => file.endsWith('.js'));
    const chinese = chunks.filter((file) => readFileSync(file, 'utf8').includes('暂无数据'));
    expect(chunks).toHaveLength(2);
    expect(chinese).toHaveLength(1);
    expect(readFileSync(join(app, 'dist', 'index.html'), 'utf8')).not.toContain(basename(chinese[0]!));
  });

  it('gets the tokens and styles from styles.css, and no Inter: a brand brings its own font', () => {
    expect(css).toContain('--ct-color-background');
    expect(css).not.toContain('@font-face');
    expect(assets.filter((file) => file.endsWith('.woff2'))).toEqual([]);
    // Countertop's font is published beside it, for apps in Countertop's themes.
    const font = readFileSync(join(installed('@countertop/ui'), 'dist', 'countertop-font.css'), 'utf8');
    expect(font).toMatch(/@font-face\s*{[^}]*font-family:\s*"?Inter"?/);
    expect(font).toMatch(/url\(\s*"?data:font\/woff2;base64,/);
  });
});

describe('the brand app in Chromium', () => {
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];

  /** `#7a1fa2` as the browser computes it. */
  const rgb = (hex: string) =>
    `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
  const style = (locator: Locator, property: string) =>
    locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
    page = await browser.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    // The built files straight from disk: no server to start or leave running.
    const dist = join(app, 'dist');
    await page.route('http://consumer.test/**', (route) => {
      const path = new URL(route.request().url()).pathname;
      return route.fulfill({ path: join(dist, path === '/' ? 'index.html' : path) });
    });
    await page.goto('http://consumer.test/');
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  }, 60_000);

  it('renders the form and the data table, with no error', async () => {
    await page.getByRole('textbox', { name: 'Order number' }).waitFor();
    await expect(page.getByRole('grid', { name: 'Orders' }).getByText('$30.50').count()).resolves.toBe(1);
    expect(errors).toEqual([]);
  });

  it("wears the brand's accent and font", async () => {
    const primary = page.getByRole('button', { name: 'Add order' });
    await expect(style(primary, 'background-color')).resolves.toBe(rgb(brandAccent));
    await expect(style(primary, 'font-family')).resolves.toBe(brandFontBody);
    await expect(style(page.getByRole('heading', { name: 'Brand shop' }), 'font-family')).resolves.toBe(
      brandFontBody,
    );
  });

  it('adds a row from the form', async () => {
    await page.getByRole('textbox', { name: 'Order number' }).fill('B-7');
    await page.getByRole('button', { name: 'Add order' }).click();
    await page.getByRole('rowheader', { name: 'B-7' }).waitFor();
  });

  it('opens the dialog in the brand', async () => {
    await page.getByRole('button', { name: 'Order details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Order A-1' });
    await dialog.waitFor();
    await expect(style(dialog, 'font-family')).resolves.toBe(brandFontBody);
    await expect(style(dialog.getByRole('button', { name: 'Done' }), 'background-color')).resolves.toBe(
      rgb(brandAccent),
    );
    if (process.env.CONSUMER_SCREENSHOT) await page.screenshot({ path: process.env.CONSUMER_SCREENSHOT });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });
});

// Last, so that the browser checks above run while tsc works.
it('type-checks the app against the published declarations', async () => {
  await expect(typeCheck).resolves.toBe('');
}, 180_000);
