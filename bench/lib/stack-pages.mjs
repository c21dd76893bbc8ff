// Pages of the stack's libraries alone, no code of ours (bench/bundle-floor.mjs, and the floor row of
// bench/lighthouse.mjs --floor): each step adds libraries to the one before, the last is what a
// signed-in screen needs before any of our code. Built with Vite's defaults in a temporary folder
// whose node_modules link to the workspace's copies of the libraries.
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const app = new URL('../../packages/app/', import.meta.url).pathname;
const api = new URL('../../packages/api/', import.meta.url).pathname;
const ui = new URL('../../packages/ui/', import.meta.url).pathname;

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

export const steps = [
  [
    'React and react-dom, rendering one element',
    `import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<p>Hello</p>);`,
  ],
  ['+ react-router (BrowserRouter) and the login form in react-aria-components', login],
  ['+ TanStack Query and sonner (the providers every screen sits in)', login + queryAndToasts],
  ['+ axios and zod (a signed-in screen calls the API at once)', login + queryAndToasts + apiLayer],
];

/**
 * Builds each of `pages` (steps above: [label, code]) in turn and calls `use(dist, label, bytes)`
 * with its built folder and its JavaScript's gzip size (level 9, every chunk); removes it all after.
 */
export async function withStackPages(pages, use) {
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
    for (const [label, code] of pages) {
      await writeFile(join(dir, 'main.jsx'), code);
      await build({ root: dir, logLevel: 'error', configFile: false, build: { outDir: join(dir, 'dist') } });
      const assets = join(dir, 'dist', 'assets');
      let bytes = 0;
      for (const file of await readdir(assets)) {
        if (file.endsWith('.js')) bytes += gzipSync(await readFile(join(assets, file)), { level: 9 }).length;
      }
      await use(join(dir, 'dist'), label, bytes);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
