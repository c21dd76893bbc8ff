// @ts-check
import { fileURLToPath } from 'node:url';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';

const root = fileURLToPath(new URL('..', import.meta.url));
const server = 'packages/server/src';

/** A floor may not import the floors above it; the files at the root (`contract.ts`, `clock.ts`) are no floor. */
const floor = (name, above) => ({
  target: `${server}/${name}`,
  from: above.map((upper) => `${server}/${upper}`),
  message: `docs/architecture.md: the server's ${name}/ floor may not import ${above.join('/, ')}/.`,
});

/**
 * The server's floors (docs/architecture.md, "The server's floors") and no import cycle in any
 * package. Both rules follow imports, so they resolve them as TypeScript does (the root tsconfig's
 * references: the apps' `@/` alias, the workspace packages). The cycle search stays out of
 * node_modules: no cycle can pass through a dependency, and parsing their typings made the rule
 * four times slower.
 */
export default [
  {
    files: ['packages/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}tsconfig.json` })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: [`${server}/**/*.ts`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            floor('db', ['domain', 'http', 'endpoints', 'realtime', 'jobs']),
            floor('domain', ['http', 'endpoints', 'realtime', 'jobs']),
          ],
        },
      ],
    },
  },
];
