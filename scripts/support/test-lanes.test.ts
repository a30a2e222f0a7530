import { describe, expect, it } from 'vitest';
import config from '../../vitest.config';
import web from '../../web/vitest.config';
import { laneArgs, lanes } from './test-lanes.mjs';

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

describe('the test lanes', () => {
  it('run every project of vitest.config.ts, each in one lane', () => {
    const inLanes = Object.values(lanes).flat();
    expect(new Set(inLanes).size).toBe(inLanes.length);
    expect([...inLanes].sort()).toEqual(
      projects()
        .map(({ name }) => name)
        .sort(),
    );
  });

  it('keep every layer that seeds the demo project in the demo lane', () => {
    const onDemo = projects()
      .filter(({ globalSetup }) => JSON.stringify(globalSetup ?? []).includes('seed-demo-once'))
      .map(({ name }) => name);
    expect(onDemo).toEqual(['api', 'e2e']);
    expect(lanes.demo).toEqual(expect.arrayContaining(onDemo));
  });

  it('select a lane by project name', () => {
    expect(laneArgs(['api', 'e2e'])).toEqual(['run', '--project', 'api', '--project', 'e2e']);
  });
});
