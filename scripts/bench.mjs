// `npm run bench`: builds the production SPA and the bundled functions, starts the Emulator Suite
// with the demo data and measures (bench/main.ts). Prints one table, writes .bench/results.json,
// and exits non-zero when a budget is missed.
import { spawnSync } from 'node:child_process';
import { writeLocalConfig } from './support/hosting-config.mjs';
import { bin, emulatorEnv, PROJECT_ID, root, run } from './support/local-stack.mjs';

// With a publishable key the Payment page loads Stripe.js (offline the request fails, but it is
// made), so the bench can tell that no other page requests it.
const VITE_STRIPE_PUBLISHABLE_KEY =
  process.env.VITE_STRIPE_PUBLISHABLE_KEY || 'pk_test_bench_offline';
run('npm', ['run', 'build'], { env: { ...process.env, VITE_STRIPE_PUBLISHABLE_KEY } });
const result = spawnSync(
  bin('firebase'),
  [
    'emulators:exec',
    '--project',
    PROJECT_ID,
    ...writeLocalConfig(root),
    '--only',
    'auth,firestore,functions,hosting',
    `${bin('tsx')} bench/main.ts`,
  ],
  { cwd: root, stdio: 'inherit', env: emulatorEnv() },
);
process.exit(result.status ?? 1);
