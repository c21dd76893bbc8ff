// @ts-check
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

/**
 * The zones of each web app (docs/architecture.md, "The zones of a web app"), as in
 * bulletproof-react: imports flow one way, app layer → features → shared code. Paths are matched
 * after resolution, so `@/…` aliases and relative paths are caught alike.
 */
/** The app layer: the router, the shell's providers and the entry. */
const APP_LAYER = ['app', 'main.tsx'];

const folders = (path) =>
  readdirSync(new URL(`../${path}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const APPS = ['app', 'member'];

function zones(app) {
  const src = `./packages/${app}/src`;
  const features = folders(`packages/${app}/src/features`);
  // Every other folder of src/ is shared (lib/, components/, config/, test/, …), new ones included.
  const shared = folders(`packages/${app}/src`).filter(
    (name) => name !== 'features' && !APP_LAYER.includes(name),
  );
  return [
    {
      target: shared.map((name) => `${src}/${name}`),
      from: [`${src}/features`, ...APP_LAYER.map((name) => `${src}/${name}`)],
      message:
        'Shared code may not import a feature or the app layer: move what both need down to shared code.',
    },
    {
      target: `${src}/features`,
      from: APP_LAYER.map((name) => `${src}/${name}`),
      message: 'A feature may not import the app layer: routes compose features, not the other way round.',
    },
    // What two features share moves to shared code; the app layer composes them.
    ...features.map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: `A feature may not import another feature: move what ${feature} shares to shared code.`,
    })),
  ];
}

export default APPS.map((app) => ({
  files: [`packages/${app}/src/**/*.{ts,tsx}`],
  plugins: { 'import-x': importX },
  // Each app resolves `@/…` to its own src/, so each app has its own resolver.
  settings: {
    'import-x/resolver-next': [createTypeScriptImportResolver({ project: `packages/${app}/tsconfig.json` })],
  },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      { basePath: fileURLToPath(new URL('..', import.meta.url)), zones: zones(app) },
    ],
  },
}));
