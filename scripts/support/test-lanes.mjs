// The two Vitest runs that `npm test` starts side by side in one emulator session.
//
// The demo project's layers (api, e2e, seed) share the store that Hosting and the Functions
// emulator serve, so they run one file at a time, api before e2e: together the longest path of a
// run. Vitest runs a group of one-file-at-a-time projects only while no other group runs (the
// projects of a group share one worker count), so in one run the other layers could only go
// before or after them. As a run of their own, those layers, each in projects of its own, finish
// while the demo layers are still on api.
import { spawn } from 'node:child_process';

export const lanes = {
  demo: ['api', 'e2e', 'seed'],
  own: ['unit', 'rules', 'services', 'deploy', 'web'],
};

/** The arguments of `vitest run` for one lane. */
export const laneArgs = (projects) => ['run', ...projects.flatMap((name) => ['--project', name])];

/**
 * Runs every lane with `vitest` at once, their output interleaved line by line (each line names
 * its project); answers 0 when every run passed, else the first failing run's status.
 */
export async function runLanes(vitest) {
  const statuses = await Promise.all(
    Object.values(lanes).map(
      (projects) =>
        new Promise((resolve) => {
          const child = spawn(vitest, laneArgs(projects), { stdio: 'inherit' });
          child.on('error', () => resolve(1));
          child.on('exit', (code) => resolve(code ?? 1));
        }),
    ),
  );
  return statuses.find((status) => status !== 0) ?? 0;
}
