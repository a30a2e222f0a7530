// `npm test`: builds, then runs every test layer (unit, rules, web components, seed, end-to-end)
// in one Emulator Suite session that starts empty and is torn down afterwards.
// Extra arguments go to Vitest, e.g. `npm test -- --project rules`.
import { spawnSync } from 'node:child_process';
import { writeLocalConfig } from './support/hosting-config.mjs';
import { bin, emulatorEnv, PROJECT_ID, root, run } from './support/local-stack.mjs';

run('npm', ['run', 'build']);
const vitest = [bin('vitest'), 'run', ...process.argv.slice(2)]
  .map((a) => JSON.stringify(a))
  .join(' ');
const result = spawnSync(
  bin('firebase'),
  [
    'emulators:exec',
    '--project',
    PROJECT_ID,
    ...writeLocalConfig(root),
    '--only',
    'auth,firestore,functions,hosting',
    vitest,
  ],
  { cwd: root, stdio: 'inherit', env: emulatorEnv() },
);
process.exit(result.status ?? 1);
