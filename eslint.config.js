// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import serverFloors from './eslint/server-floors.js';
import appZones from './eslint/app-zones.js';

/** What neither web app may import: the server's world, and what only `ui` and `api` wrap. */
const browserApp = [
  '@countertop/server',
  '@countertop/server/*',
  'axios',
  'socket.io-client',
  'react-aria-components',
  '@vanilla-extract/*',
  'fastify',
  'drizzle-orm',
  'drizzle-orm/*',
  'pg',
];

/**
 * The import table of docs/architecture.md, enforced: each package may import only what its row
 * allows, so an upward or sideways import fails lint instead of surviving review.
 */
const forbidden = {
  ui: [
    '@countertop/api',
    '@countertop/api/*',
    '@countertop/app-kit',
    '@countertop/app',
    '@countertop/server',
    'axios',
    'zod',
    '@tanstack/*',
    'react-router',
    'react-router-dom',
    'socket.io-client',
  ],
  api: [
    '@countertop/ui',
    '@countertop/ui/*',
    '@countertop/app-kit',
    '@countertop/app',
    '@countertop/server',
    'react-aria-components',
    'sonner',
    'react-router',
    'react-router-dom',
  ],
  'app-kit': ['@countertop/app', ...browserApp],
  app: browserApp,
  // The member app: the same row as the back office, and never the back office itself.
  member: ['@countertop/app', ...browserApp],
  // Of ui, only its DOM-free contrast rules: a brand colour is checked on save with the app's own
  // check (decisions.md 55). The bare name is in `forbiddenNames`: as a pattern it would exclude the
  // whole folder, and a negation cannot take a file back out of an excluded folder.
  server: [
    '@countertop/ui/*',
    '!@countertop/ui/contrast',
    '@countertop/app-kit',
    '@countertop/app',
    '@countertop/api/react',
    'react',
    'react-dom',
  ],
};

const layering = (pkg) => `docs/architecture.md: packages/${pkg} may not import this.`;

/**
 * ui's barrel, for the web apps: each component from its own module (`@countertop/ui/Button`), so
 * the bundler's graph shows which screens need it and chunks follow routes (docs/decisions.md 66).
 */
const uiBarrel = {
  name: '@countertop/ui',
  message: "Import from the component's own module, e.g. '@countertop/ui/Button' (docs/decisions.md 66).",
};

/**
 * Names forbidden exactly, where a pattern would be too wide (see `forbidden.server`).
 * @type {Record<string, { name: string, message: string }[]>}
 */
const forbiddenNames = {
  server: [{ name: '@countertop/ui', message: layering('server') }],
  'app-kit': [uiBarrel],
  app: [uiBarrel],
  member: [uiBarrel],
};

const packages = Object.keys(forbidden);

const boundary = (pkg) => ({
  files: [`packages/${pkg}/**/*.{ts,tsx}`],
  // ui's release test app stands for another brand's app, which may use both published packages.
  ignores: pkg === 'ui' ? ['packages/ui/consumer-test/src/**'] : [],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: forbiddenNames[pkg] ?? [],
        patterns: [
          { group: forbidden[pkg], message: layering(pkg) },
          {
            group: packages.filter((other) => other !== pkg).map((other) => `**/${other}/src/**`),
            message: 'Import another package by its name, not by path.',
          },
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.tools/**',
      'data/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      '**/drizzle/**',
      '**/*.tsbuildinfo',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/{ui,app-kit,app,member}/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    // A number formatted on its own makes an Intl.NumberFormat each call: costly in a list, and in
    // the contract's schemas, which are built as the page loads. One formatter serves all.
    files: ['packages/{ui,api,app-kit,app,member}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='toLocaleString']",
          message: "Use formatCount from '@countertop/api', or an Intl formatter made once per module.",
        },
      ],
    },
  },
  boundary('ui'),
  boundary('api'),
  boundary('app-kit'),
  boundary('app'),
  boundary('member'),
  boundary('server'),
  ...serverFloors,
  ...appZones,
);
