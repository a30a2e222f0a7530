import { defineConfig } from 'vitest/config';

// One runner, several layers. `unit` needs nothing; the others run inside the emulator
// session that `npm test` (scripts/test.mjs) opens.
export default defineConfig({
  test: {
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
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // The suites share the demo project with e2e: api runs after the isolated layers and
          // before e2e, one file at a time, so counts seen by e2e are stable.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
