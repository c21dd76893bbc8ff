// What the stack's own libraries weigh before any of our code: a page is built with Vite for each
// step (React alone, then the router and the login form's react-aria components, then TanStack
// Query and sonner, then axios and zod as every signed-in screen needs them at once), and its
// JavaScript is measured as the bundle budgets measure ours (gzip level 9, every chunk). Issue 13
// asks 120 KB for a first load; these floors show how much of it the libraries take.
// With --lighthouse, each page is also served at /login by the built server (APP_DIR, compressed
// as the apps are) and measured as bench/lighthouse.mjs measures our screens: the floor under
// issue 22's Lighthouse goals.
//   node bench/bundle-floor.mjs [--lighthouse] [--runs 5]
import { mkdtemp, readdir, readFile, rm, symlink, writeFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { measureScreens, protocolName, tableHeader } from './lib/lighthouse-run.mjs';
import { loadAverage } from './lib/server.mjs';

const { values } = parseArgs({
  options: { lighthouse: { type: 'boolean', default: false }, runs: { type: 'string', default: '5' } },
});
const serverMain = new URL('../packages/server/dist/main.js', import.meta.url).pathname;
const precompress = new URL('../scripts/precompress.mjs', import.meta.url).pathname;

/** Lighthouse on the built page at /login, served by our server over each protocol. */
async function lighthouse(dist) {
  execFileSync(process.execPath, [precompress, dist], { stdio: 'ignore' });
  for (const protocol of ['http1', 'h2']) {
    await measureScreens({
      serverMain,
      protocol,
      env: { APP_DIR: dist },
      runs: Number(values.runs),
      screens: (page, origin) => [{ name: protocolName(protocol), open: () => page.goto(`${origin}/login`) }],
    });
  }
}

const app = new URL('../packages/app/', import.meta.url).pathname;
const api = new URL('../packages/api/', import.meta.url).pathname;
const ui = new URL('../packages/ui/', import.meta.url).pathname;

/** Each package's own folder, found from the workspace package that depends on it. */
function packageDir(name, from) {
  const require = createRequire(join(from, 'package.json'));
  let dir = dirname(require.resolve(name));
  while (!dir.endsWith(join('node_modules', name))) dir = dirname(dir);
  return dir;
}

const packages = {
  react: app,
  'react-dom': app,
  'react-router-dom': app,
  'react-aria-components': ui,
  '@tanstack/react-query': app,
  sonner: app,
  axios: api,
  zod: api,
};

const login = `
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Routes, Route, useNavigate, useHref } from 'react-router-dom';
import { Button, FieldError, Form, I18nProvider, Input, Label, Link, Radio, RadioGroup, RouterProvider, TextField } from 'react-aria-components';
function Login() {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      <Form onSubmit={(event) => event.preventDefault()}>
        <RadioGroup><Label>Sign in as</Label><Radio value="B">Owner</Radio><Radio value="S">Staff</Radio></RadioGroup>
        <TextField isRequired type="email"><Label>Email</Label><Input /><FieldError /></TextField>
        <Button type="submit">Send OTP</Button>
        <Link href="/register">Register</Link>
      </Form>
    </RouterProvider>
  );
}
createRoot(document.getElementById('root')).render(
  <I18nProvider locale="en-AU"><BrowserRouter><Routes><Route path="/login" element={<Login />} /></Routes></BrowserRouter></I18nProvider>,
);
`;
const queryAndToasts = `
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
console.log(new QueryClient(), QueryClientProvider, Toaster);
`;
const apiLayer = `
import axios from 'axios';
import { z } from 'zod';
const answer = z.object({ id: z.string().min(1), total: z.number().int().optional(), state: z.enum(['A', 'B']) });
axios.get('/api').then(({ data }) => answer.parse(data));
`;

const steps = [
  [
    'React and react-dom, rendering one element',
    `import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<p>Hello</p>);`,
  ],
  ['+ react-router (BrowserRouter) and the login form in react-aria-components', login],
  ['+ TanStack Query and sonner (the providers every screen sits in)', login + queryAndToasts],
  ['+ axios and zod (a signed-in screen calls the API at once)', login + queryAndToasts + apiLayer],
];

const dir = await mkdtemp(join(tmpdir(), 'countertop-floor-'));
try {
  await mkdir(join(dir, 'node_modules', '@tanstack'), { recursive: true });
  for (const [name, from] of Object.entries(packages)) {
    await symlink(packageDir(name, from), join(dir, 'node_modules', name));
  }
  await writeFile(
    join(dir, 'index.html'),
    // The head our apps' pages have (a phone lays it out at its own width), and the root.
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
      '<meta name="viewport" content="width=device-width, initial-scale=1.0" /><title>Floor</title></head>' +
      '<body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>',
  );
  console.log('JavaScript of a page of the stack alone (gzip level 9, every chunk), Vite production build\n');
  if (values.lighthouse) {
    console.log(
      `Lighthouse ${values.runs}× per page at /login, mobile preset, load average ${loadAverage()}`,
    );
    console.log(tableHeader);
  }
  for (const [label, code] of steps) {
    await writeFile(join(dir, 'main.jsx'), code);
    await build({ root: dir, logLevel: 'error', configFile: false, build: { outDir: join(dir, 'dist') } });
    const assets = join(dir, 'dist', 'assets');
    let bytes = 0;
    for (const file of await readdir(assets)) {
      if (file.endsWith('.js')) bytes += gzipSync(await readFile(join(assets, file)), { level: 9 }).length;
    }
    console.log(`${(bytes / 1000).toFixed(1).padStart(7)} KB  ${label}`);
    if (values.lighthouse) await lighthouse(join(dir, 'dist'));
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
