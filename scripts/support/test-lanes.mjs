// The Vitest runs that `npm test` starts in its one emulator session, and when each starts.
//
// The demo project's layers (api, seed, e2e) share the store that Hosting and the Functions
// emulator serve, so each takes one file at a time. Vitest starts a group of one-file-at-a-time
// projects only while no other group runs (the projects of a group share one worker count), so
// in a single run nothing could go beside them. As runs of their own:
// - the layers that keep to projects of their own start at once, beside api;
// - the end-to-end files start once api has ended, in two runs side by side: `e2e-checkout` holds
//   the files that neither see nor disturb the `e2e` files (vitest.config.ts says which).
import { spawn } from 'node:child_process';

export const runs = [
  // Two files at a time, not three: api, beside it, holds the longest path and needs the CPU more.
  { projects: ['unit', 'rules', 'services', 'deploy', 'web'], maxWorkers: 2 },
  // The seed layer re-seeds the demo project as well, while no e2e file runs.
  { projects: ['api', 'seed'] },
  { projects: ['e2e'], after: 'api' },
  { projects: ['e2e-checkout'], after: 'api' },
];

/** The arguments of `vitest run` for one run: its projects, and its worker count if it sets one. */
const runArgs = ({ projects, maxWorkers }) => [
  'run',
  ...projects.flatMap((name) => ['--project', name]),
  ...(maxWorkers ? [`--maxWorkers=${maxWorkers}`] : []),
];

/**
 * Starts each run with `vitest` once the run holding its `after` project has ended (whatever its
 * result), the output of those at work interleaved line by line (each line names its project).
 * Answers 0 when every run passed, else the first failing run's status.
 */
export async function runAll(vitest, list = runs) {
  const ends = [];
  for (const run of list) {
    const before = run.after
      ? ends[list.findIndex(({ projects }) => projects.includes(run.after))]
      : undefined;
    if (run.after && !before) throw new Error(`no earlier run holds ${run.after}`);
    ends.push((before ?? Promise.resolve()).then(() => start(vitest, run)));
  }
  const statuses = await Promise.all(ends);
  return statuses.find((status) => status !== 0) ?? 0;
}

function start(vitest, run) {
  return new Promise((resolve) => {
    const child = spawn(vitest, runArgs(run), { stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}
