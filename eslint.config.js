import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

// The source trees whose dependency direction is checked. (Import cycles are checked here too,
// by import-x; it skips `import type`, so `npm run lint` also runs dependency-cruiser, which
// counts type-only imports: see .dependency-cruiser.mjs.)
const sources = ['functions/src/**/*.ts', 'packages/*/src/**/*.ts', 'web/src/**/*.{ts,tsx}'];

// web/src: shared code (components, hooks, config, infra, lib) -> features -> app. infra/ holds
// everything that talks to Firebase or the API; lib/ the helpers that do not. A feature
// imports shared code and its own files only; no other feature, not even through an index: pages
// that need several features are composed in app/ (as Home is). The entry module, main.tsx,
// imports app/, lib/ and config/ only.
const webShared = ['components', 'hooks', 'config', 'infra', 'lib'].map((dir) => `web/src/${dir}`);
const features = readdirSync(`${root}/web/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const webZones = [
  {
    target: webShared,
    from: ['web/src/features', 'web/src/app'],
    message:
      'Shared code (components, hooks, config, infra, lib) must not depend on features or app/.',
  },
  {
    target: 'web/src/main.tsx',
    from: ['web/src/features', 'web/src/components', 'web/src/hooks', 'web/src/infra'],
    message:
      'The entry module imports only app/, lib/ and config/: what a page starts early goes behind app/ (app/first-screen.ts).',
  },
  {
    target: 'web/src/features',
    from: 'web/src/app',
    message: 'Features must not import app/: the app composes features, not the other way round.',
  },
  ...features.map((feature) => ({
    target: `web/src/features/${feature}`,
    from: 'web/src/features',
    except: [`./${feature}`],
    message: `features/${feature} must not import another feature: move what both need to shared code (components, hooks, lib) or compose them in app/.`,
  })),
];

// functions/src: the doors (api/, callables/, webhooks/, jobs/, the wiring in triggers.ts and the
// two entries, index.ts and emulator/) call services/ and payments/, never the reverse. services/ has a room per area (orders, payments, catalogue,
// accounts, reviews) and shared/, the helpers every area uses (errors, the caller, deps,
// transactions, paging, the rate limit and the write helpers), which belong to no area.
const doors = [
  'functions/src/api',
  'functions/src/callables',
  'functions/src/webhooks',
  'functions/src/jobs',
  'functions/src/triggers.ts',
  'functions/src/index.ts',
  'functions/src/emulator',
];
const serviceAreas = ['orders', 'payments', 'catalogue', 'accounts', 'reviews'].map(
  (area) => `functions/src/services/${area}`,
);
const functionsZones = [
  {
    target: ['functions/src/services', 'functions/src/payments', 'functions/src/couriers'],
    from: doors,
    message:
      'services/, payments/ and couriers/ must not depend on the doors (api/, callables/, webhooks/, jobs/, triggers.ts, index.ts, emulator/).',
  },
  // The search index is a part of the catalogue's use cases: services/ asks it, and triggers.ts
  // makes one per instance; a door asks services/, and the index asks no use case.
  {
    target: 'functions/src/search',
    from: [...doors, 'functions/src/services', 'functions/src/payments'],
    message: 'search/ must not depend on the doors, services/ or payments/: they call it.',
  },
  {
    target: [
      'functions/src/api',
      'functions/src/callables',
      'functions/src/webhooks',
      'functions/src/jobs',
      'functions/src/payments',
      'functions/src/infra',
    ],
    from: 'functions/src/search',
    message:
      'Only services/ (the catalogue use cases) and the wiring in triggers.ts may use search/: call a use case in services/catalogue/.',
  },
  // The emulated services ship only in the local stack's entry: nothing the deployed entry
  // bundles may import them (tests/deploy/no-emulated-services.test.ts checks the bundle).
  {
    target: readdirSync(`${root}/functions/src`)
      .filter((entry) => entry !== 'emulator')
      .map((entry) => `functions/src/${entry}`),
    from: 'functions/src/emulator',
    message:
      'emulator/ holds the emulated services, which must not reach the deployed bundle: only emulator/ may import them.',
  },
  // payments/ holds the gateways, one folder each (card/ today), behind their interfaces: the
  // use cases call a gateway, never the reverse.
  {
    target: 'functions/src/payments',
    from: [...serviceAreas, 'functions/src/search'],
    message:
      'payments/ holds the gateways: they must not depend on the use cases (services/) or search/.',
  },
  // couriers/ holds the courier's client (Steadfast) behind its interface, as payments/ does.
  {
    target: 'functions/src/couriers',
    from: [...serviceAreas, 'functions/src/search'],
    message:
      'couriers/ holds the courier clients: they must not depend on the use cases (services/) or search/.',
  },
  {
    target: 'functions/src/services/shared',
    from: serviceAreas,
    message:
      'services/shared/ holds what every area uses: it must not depend on an area (orders, payments, catalogue, accounts, reviews).',
  },
];

// packages/domain is pure: no Firebase, no React, nothing from the apps or the fixtures.
const domainZones = [
  {
    target: 'packages/domain',
    from: ['functions', 'web', 'packages/fixtures', 'tests', 'scripts', 'bench'],
    message: 'packages/domain must not depend on the apps, the fixtures or the test code.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      'functions/lib',
      'functions/emulator/lib',
      '.cache',
      '.emulator-data',
      '.bench',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/emulator-pages/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: sources,
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads the imported TypeScript files too (to follow cycles), with this parser.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Resolves `@/` (web/tsconfig.json paths) and the workspace packages as TypeScript does;
      // each file is resolved with the tsconfig that includes it.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [`${root}/tsconfig.json`, `${root}/web/tsconfig.json`],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...webZones, ...functionsZones, ...domainZones] },
      ],
    },
  },
  {
    // lib/ holds the helpers that need neither Firebase nor the API; what talks to them is infra/.
    files: ['web/src/lib/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase/*', 'reactfire', '@/infra/*'],
              allowTypeImports: true,
              message: 'lib/ is for helpers without Firebase or the API: put this in infra/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@?firebase|react|reactfire)([/-].*)?$',
              message: 'packages/domain is pure TypeScript: no Firebase, no React.',
            },
            {
              regex: '^@/',
              message: 'packages/domain must not import the web app.',
            },
          ],
        },
      ],
    },
  },
);
