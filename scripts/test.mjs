// `npm test`: builds, then runs every test layer (unit, rules, web components, seed, api, e2e,
// deploy) in one Emulator Suite session that starts empty and is torn down afterwards.
// Extra arguments go to Vitest, e.g. `npm test -- --project rules`.
import { bin, execInEmulators, run } from './support/local-stack.mjs';

run('npm', ['run', 'build']);
execInEmulators(
  [bin('vitest'), 'run', ...process.argv.slice(2)].map((a) => JSON.stringify(a)).join(' '),
);
