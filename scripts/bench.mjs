// `npm run bench`: builds the production SPA and the bundled functions, starts the Emulator Suite
// with the demo data and measures at scale (bench/main.ts; .bench/results.json), then measures
// sale-day orders in a session of their own (bench/orders.ts, as `npm run bench:orders`;
// .bench/orders.json). Prints their tables, and exits non-zero when a budget of either is missed.
import { bin, emulatorsExec, run } from './support/local-stack.mjs';

// With a publishable key the Payment page loads Stripe.js (offline the request fails, but it is
// made), so the bench can tell that no other page requests it.
const VITE_STRIPE_PUBLISHABLE_KEY =
  process.env.VITE_STRIPE_PUBLISHABLE_KEY || 'pk_test_bench_offline';
run('npm', ['run', 'build'], { env: { ...process.env, VITE_STRIPE_PUBLISHABLE_KEY } });
const atScale = emulatorsExec(`${bin('tsx')} bench/main.ts`);
// The Functions emulator gives every concurrent request a worker process of its own, and at scale
// each new worker loads the search index of 20,000 parts: 80 buyers at once there ran this
// 24 GiB machine out of memory, where Cloud Functions serves them from a few instances. The
// loads start from a fresh stack instead, and the pages measured above never follow them.
const saleDay = emulatorsExec(`${bin('tsx')} bench/orders.ts`);
process.exit(atScale || saleDay);
