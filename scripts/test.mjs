// `npm test`: builds, then runs every test layer (unit, rules, web components, seed, api, e2e,
// deploy) in one Emulator Suite session that starts empty and is torn down afterwards, as the
// Vitest runs of scripts/support/test-lanes.mjs, side by side. Extra arguments make it one Vitest
// run with those arguments, e.g. `npm test -- --project rules`.
import { bin, execInEmulators, run } from './support/local-stack.mjs';

// The Firestore emulator's JVM compiles with C1 alone. A test session is minutes of short, varied
// requests, and C2's optimising compiler spent about as much CPU on them as the requests did (31
// of the emulator's 66 CPU-seconds halfway through a run, on 2 cores); with C1 alone the emulator
// used 132 CPU-seconds in a full run where the run just after it, with C2, used 186. `npm start`
// and the bench keep the JVM's default.
const javaOptions = `${process.env.JAVA_TOOL_OPTIONS ?? ''} -XX:TieredStopAtLevel=1`.trim();

run('npm', ['run', 'build']);
const args = process.argv.slice(2);
const command = args.length
  ? [bin('vitest'), 'run', ...args]
  : ['node', 'scripts/run-test-lanes.mjs'];
execInEmulators(command.map((a) => JSON.stringify(a)).join(' '), {
  JAVA_TOOL_OPTIONS: javaOptions,
});
