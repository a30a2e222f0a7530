// `npm test`: builds, then runs every test layer (unit, rules, web components, seed, api, e2e,
// deploy) in one Emulator Suite session that starts empty and is torn down afterwards, as the
// Vitest runs of scripts/support/test-lanes.mjs, side by side. Extra arguments make it one Vitest
// run with those arguments, e.g. `npm test -- --project rules`.
import { bin, execInEmulators, run } from './support/local-stack.mjs';

run('npm', ['run', 'build']);
const args = process.argv.slice(2);
const command = args.length
  ? [bin('vitest'), 'run', ...args]
  : ['node', 'scripts/run-test-lanes.mjs'];
execInEmulators(command.map((a) => JSON.stringify(a)).join(' '));
