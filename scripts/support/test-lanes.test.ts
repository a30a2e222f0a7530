import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../vitest.config';
import web from '../../web/vitest.config';
import { runAll, runs } from './test-lanes.mjs';

/** The projects of vitest.config.ts by name, the web one read from its own config. */
function projects(): { name: string; globalSetup: unknown }[] {
  return (config.test?.projects ?? []).map((project) => {
    const test =
      project === './web/vitest.config.ts'
        ? web.test
        : typeof project === 'object' && 'test' in project
          ? project.test
          : undefined;
    if (!test?.name) throw new Error(`a project this test cannot name: ${String(project)}`);
    return { name: test.name as string, globalSetup: test.globalSetup };
  });
}

describe('the test runs', () => {
  it('run every project of vitest.config.ts, each in one run', () => {
    const named = runs.flatMap(({ projects }) => projects);
    expect(new Set(named).size).toBe(named.length);
    expect([...named].sort()).toEqual(
      projects()
        .map(({ name }) => name)
        .sort(),
    );
  });

  it('start the end-to-end runs only after api, which writes to the store they read', () => {
    const onDemo = projects()
      .filter(({ globalSetup }) => JSON.stringify(globalSetup ?? []).includes('seed-demo-once'))
      .map(({ name }) => name);
    expect(onDemo).toEqual(['api', 'e2e', 'e2e-checkout']);
    for (const run of runs.filter(({ projects }) => projects.some((p) => p.startsWith('e2e')))) {
      expect(run).toMatchObject({ after: 'api' });
    }
  });

  it('start a run when the one it follows has ended, and answer the first failure', async () => {
    // A stand-in for vitest that logs when each run starts and ends. `slow` ends only once
    // `other` has started (or after 20 s), so `other` starting at once is seen, not timed.
    const dir = mkdtempSync(join(tmpdir(), 'lanes-'));
    const log = join(dir, 'log');
    const fake = join(dir, 'fake-vitest.mjs');
    writeFileSync(
      fake,
      `#!/usr/bin/env node
import { appendFileSync, readFileSync } from 'node:fs';
const log = ${JSON.stringify(log)};
const name = process.argv.slice(2).filter((a) => a !== 'run' && a !== '--project').join('+');
appendFileSync(log, 'start ' + name + '\\n');
const end = () => {
  appendFileSync(log, 'end ' + name + '\\n');
  process.exit(name === 'broken' ? 3 : 0);
};
const started = Date.now();
const wait = () =>
  readFileSync(log, 'utf8').includes('start other') || Date.now() - started > 20_000
    ? end()
    : setTimeout(wait, 10);
if (name === 'slow') wait();
else end();
`,
      { mode: 0o755 },
    );
    const status = await runAll(fake, [
      { projects: ['slow'] },
      { projects: ['broken'], after: 'slow' },
      { projects: ['other'] },
    ]);
    expect(status).toBe(3);
    const lines = readFileSync(log, 'utf8').trim().split('\n');
    expect(lines.indexOf('end slow')).toBeLessThan(lines.indexOf('start broken'));
    expect(lines.indexOf('start other')).toBeLessThan(lines.indexOf('end slow'));
    await expect(runAll(fake, [{ projects: ['x'], after: 'nowhere' }])).rejects.toThrow(
      'no earlier run holds nowhere',
    );
  }, 30_000);
});
