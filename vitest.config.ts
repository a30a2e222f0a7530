import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// One runner, several layers. `unit` needs nothing; the others run inside the emulator
// session that `npm test` (scripts/test.mjs) opens, in the Vitest runs that
// scripts/support/test-lanes.mjs starts side by side.

// The end-to-end files that can run beside the other e2e files (scripts/support/test-lanes.mjs):
// they read only what they make (their accounts, orders and parcels, found by id) and the stock
// of demo parts that no `e2e` file writes. The `e2e` files write parts, read lists of the whole
// store (the catalogue, Home, every order, every user), or call the expiry job, which acts on
// every due hold; the two projects' files are written so that neither sees the other's writes.
const e2eCheckout = [
  'auth',
  'cart-checkout',
  'courier',
  'google-popup',
  'order-mail',
  'overview',
  'pay-bangladesh',
  'payment',
  'pc-builder',
  'pc-builder-order',
  'saved-builds',
  'sign-in-errors',
  'storefront',
].map((name) => `tests/e2e/${name}.test.ts`);

const endToEnd = {
  include: ['tests/e2e/**/*.test.ts'],
  environment: 'node',
  globalSetup: ['tests/support/seed-demo-once.ts'],
  setupFiles: [
    'tests/support/fresh-modules.ts',
    'tests/support/demo-counters.ts',
    'tests/support/fresh-allowances.ts',
  ],
  isolate: false,
  testTimeout: 60_000,
  hookTimeout: 60_000,
  // expect.poll waits for what a browser shows (a page loads the Firestore SDK after its first
  // paint, then listens); Vitest's default ceiling of 1 s is a guess at the speed of a loaded
  // 2-core machine. A poll still ends as soon as it holds; 15 s is the ceiling manage-parts gives
  // Playwright's own waits.
  expect: { poll: { timeout: 15_000 } },
  // One file at a time within a project: the files share the demo store.
  fileParallelism: false,
} satisfies TestProjectInlineConfiguration['test'];

export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one, which is a single worker on a 2-core
    // machine. The emulator layers mostly wait on the emulators (the services' contention bursts
    // back off for seconds), so three files at a time keep both cores busy; the API and
    // end-to-end layers run one file at a time (fileParallelism below). `npm test` runs the
    // layers beside api on two (scripts/support/test-lanes.mjs), so that api gets the CPU.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/test/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
            'functions/test/**/*.test.ts',
          ],
          environment: 'node',
          // Pure functions: no file changes a global or the environment, so one module graph
          // per worker serves them all, at 40% of the CPU of a fresh one per file.
          isolate: false,
        },
      },
      {
        test: {
          name: 'rules',
          include: ['tests/rules/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          // Use cases called directly against the Firestore and Auth emulators, each file in a
          // project of its own (tests/services/support.ts): contention, conservation, replays.
          name: 'services',
          include: ['tests/services/**/*.test.ts'],
          environment: 'node',
          // Three workers take the files in turn, each file with its modules fresh
          // (tests/support/fresh-modules.ts) and its own project, which it resets at its end.
          setupFiles: ['tests/support/fresh-modules.ts'],
          isolate: false,
          // A burst of 40 contended transactions takes 8 to 13 s in the emulator (its retries
          // back off from 1 s); the default 5 s is for tests that wait on nothing.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'seed',
          include: ['tests/seed/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          // Installs the bundled functions from the npm registry in a temporary folder, as Cloud
          // Build does, and loads them; needs functions/lib (`npm test` builds it first).
          name: 'deploy',
          include: ['tests/deploy/**/*.test.ts'],
          environment: 'node',
          testTimeout: 240_000,
          hookTimeout: 240_000,
        },
      },
      './web/vitest.config.ts',
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/seed-demo-once.ts'],
          // Each file must leave the demo project's counters right (tests/support/demo-counters).
          setupFiles: ['tests/support/fresh-modules.ts', 'tests/support/demo-counters.ts'],
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Every file owns its data (tests/api/support.ts), so order cannot change a result.
          // One file at a time, because each concurrent request costs the Functions emulator a
          // worker process of its own on a 2-core machine; before e2e, whose files read lists of
          // the whole store that api's files write to.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      { test: { ...endToEnd, name: 'e2e', exclude: e2eCheckout, sequence: { groupOrder: 2 } } },
      {
        test: {
          ...endToEnd,
          name: 'e2e-checkout',
          include: e2eCheckout,
          // After `e2e` when the layers run as one Vitest run; `npm test` runs it beside `e2e`.
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
});
