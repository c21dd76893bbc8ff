// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import serverFloors from './eslint/server-floors.js';

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
  'app-kit': ['@countertop/app', 'zod', ...browserApp],
  app: browserApp,
  // The member app: the same row as the back office, and never the back office itself.
  member: ['@countertop/app', ...browserApp],
  server: [
    '@countertop/ui',
    '@countertop/ui/*',
    '@countertop/app-kit',
    '@countertop/app',
    '@countertop/api/react',
    'react',
    'react-dom',
  ],
};

const packages = Object.keys(forbidden);

const boundary = (pkg, { files = [`packages/${pkg}/**/*.{ts,tsx}`], patterns = [] } = {}) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: forbidden[pkg], message: `docs/architecture.md: packages/${pkg} may not import this.` },
          {
            group: packages.filter((other) => other !== pkg).map((other) => `**/${other}/src/**`),
            message: 'Import another package by its name, not by path.',
          },
          ...patterns,
        ],
      },
    ],
  },
});

/**
 * A feature of the app (`packages/app/src/features/NAME`) imports shared code and its own files,
 * never another feature's: what two features share moves to `lib/` or `config/`, and routes
 * compose features. One config per feature (a later config replaces the rule's options, so each
 * carries the package's boundary too); a relative import may not climb out of the feature either
 * (features keep one level of folders: `components/`, `hooks/`, `utils/`).
 */
const features = readdirSync(new URL('./packages/app/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureBoundaries = features.flatMap((feature) => {
  const otherFeatures = {
    group: ['@/features/*', `!@/features/${feature}`],
    message: `packages/app/src/features/${feature} may not import another feature; share through lib/ or config/.`,
  };
  const climbing = (up) => ({ group: [`${up}*`], message: otherFeatures.message });
  const root = `packages/app/src/features/${feature}`;
  return [
    boundary('app', { files: [`${root}/*.{ts,tsx}`], patterns: [otherFeatures, climbing('../')] }),
    boundary('app', { files: [`${root}/*/**/*.{ts,tsx}`], patterns: [otherFeatures, climbing('../../')] }),
  ];
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
  boundary('ui'),
  boundary('api'),
  boundary('app-kit'),
  boundary('app'),
  ...featureBoundaries,
  boundary('member'),
  boundary('server'),
  ...serverFloors,
);
