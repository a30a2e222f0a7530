// `npm run bench`: builds the production SPA and the bundled functions, starts the Emulator Suite
// with the demo data and measures (bench/main.ts). Prints one table, writes .bench/results.json,
// and exits non-zero when a budget is missed.
import { bin, execInEmulators, run } from './support/local-stack.mjs';

// With a publishable key the Payment page loads Stripe.js (offline the request fails, but it is
// made), so the bench can tell that no other page requests it.
const VITE_STRIPE_PUBLISHABLE_KEY =
  process.env.VITE_STRIPE_PUBLISHABLE_KEY || 'pk_test_bench_offline';
run('npm', ['run', 'build'], { env: { ...process.env, VITE_STRIPE_PUBLISHABLE_KEY } });
execInEmulators(`${bin('tsx')} bench/main.ts`);
