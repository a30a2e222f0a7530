// `npm test`: builds, then runs every test layer (unit, rules, web components, services, deploy,
// seed, api, e2e) in one Emulator Suite session that starts empty and is torn down afterwards.
// Extra arguments go to one Vitest over every layer, e.g. `npm test -- --project rules`.
import { bin, execInEmulators, run } from './support/local-stack.mjs';

const vitestArgs = process.argv.slice(2);
const quoted = (args) => args.map((a) => JSON.stringify(a)).join(' ');

run('npm', ['run', 'build']);
execInEmulators(
  vitestArgs.length > 0
    ? quoted([bin('vitest'), 'run', ...vitestArgs])
    : quoted(['node', 'scripts/support/test-runs.mjs']),
);
