// `npm run bench:orders`: builds the SPA and the bundled functions, starts the Emulator Suite and measures
// sale-day orders through the API (bench/orders.ts). Prints one table, writes .bench/orders.json,
// and exits non-zero when a budget is missed. `npm run bench` runs it too, after the rest.
import { bin, execInEmulators, run } from './support/local-stack.mjs';

// Hosting serves the API's /api rewrite from the SPA's build, as in `npm run bench`.
run('npm', ['run', 'build']);
execInEmulators(`${bin('tsx')} bench/orders.ts`);
