import { describe, expect, it } from 'vitest';
import {
  checkDeployTarget,
  deployEnv,
  deployReminders,
  deploys,
  parseDeployArgs,
  resolveProject,
} from './deploy-target.mjs';

const realWeb = {
  VITE_FIREBASE_PROJECT_ID: 'my-shop',
  VITE_FIREBASE_API_KEY: 'AIza-key',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
  VITE_STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
};

describe('parseDeployArgs', () => {
  it('reads --project, -P and --only in both spellings', () => {
    expect(parseDeployArgs([])).toEqual({ project: undefined, only: undefined });
    expect(parseDeployArgs(['--only', 'hosting', '--project', 'p1'])).toEqual({
      project: 'p1',
      only: ['hosting'],
    });
    expect(parseDeployArgs(['-P', 'p2', '--only=functions:api, firestore'])).toEqual({
      project: 'p2',
      only: ['functions:api', 'firestore'],
    });
    expect(parseDeployArgs(['--project=p3', '--force'])).toEqual({
      project: 'p3',
      only: undefined,
    });
  });
});

describe('resolveProject', () => {
  const aliases = { default: 'demo-computer-parts', prod: 'my-shop' };

  it('falls back to the default alias of .firebaserc', () => {
    expect(resolveProject({ aliases })).toEqual({
      projectId: 'demo-computer-parts',
      alias: 'default',
      selector: 'default',
    });
  });

  it('prefers the flag, then the active project (`firebase use`), mapping aliases', () => {
    expect(resolveProject({ flag: 'prod', activeProject: 'other', aliases }).projectId).toBe(
      'my-shop',
    );
    expect(resolveProject({ activeProject: 'prod', aliases })).toEqual({
      projectId: 'my-shop',
      alias: 'prod',
      selector: 'prod',
    });
    expect(resolveProject({ activeProject: 'raw-id', aliases })).toEqual({
      projectId: 'raw-id',
      alias: undefined,
      selector: 'raw-id',
    });
  });

  it('uses a lone alias, and finds nothing without one', () => {
    expect(resolveProject({ aliases: { staging: 's-1' } }).projectId).toBe('s-1');
    expect(resolveProject({ aliases: { a: 'x', b: 'y' } }).projectId).toBeUndefined();
    expect(resolveProject({}).projectId).toBeUndefined();
  });
});

describe('deploys', () => {
  it('is true for everything without --only, else for the named services', () => {
    expect(deploys(undefined, 'hosting')).toBe(true);
    expect(deploys(['hosting:main', 'firestore'], 'hosting')).toBe(true);
    expect(deploys(['functions:api'], 'hosting')).toBe(false);
    expect(deploys(['functions:api'], 'functions')).toBe(true);
  });
});

describe('checkDeployTarget', () => {
  it('accepts a real project with a web build for it', () => {
    expect(checkDeployTarget('my-shop', realWeb)).toEqual([]);
  });

  it('refuses a missing project', () => {
    const [problem] = checkDeployTarget(undefined, realWeb);
    expect(problem).toMatch(/No Firebase project is active/);
    expect(problem).toMatch(/firebase use --add/);
  });

  it('refuses demo- projects, which exist only in the emulators', () => {
    const problems = checkDeployTarget('demo-computer-parts', {}, { only: ['functions'] });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/"demo-computer-parts" is a demo- project/);
  });

  it('names the web values that are missing', () => {
    const problems = checkDeployTarget('my-shop', { VITE_FIREBASE_PROJECT_ID: 'my-shop' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/VITE_FIREBASE_API_KEY, VITE_FIREBASE_APP_ID are not set/);
    expect(problems[0]).toMatch(/web\/\.env\.production\.local/);
    expect(checkDeployTarget('my-shop', {})[0]).toMatch(/VITE_FIREBASE_PROJECT_ID, /);
  });

  it('refuses a web build for another project or for the emulators', () => {
    expect(checkDeployTarget('my-shop', { ...realWeb, VITE_FIREBASE_PROJECT_ID: 'x' })).toEqual([
      expect.stringMatching(/is "x" but the deploy goes to "my-shop"/),
    ]);
    expect(checkDeployTarget('my-shop', { ...realWeb, VITE_USE_EMULATORS: 'true' })).toEqual([
      expect.stringMatching(/VITE_USE_EMULATORS=true/),
    ]);
  });

  it('skips the web checks when Hosting is not deployed', () => {
    expect(checkDeployTarget('my-shop', {}, { only: ['functions', 'firestore:rules'] })).toEqual(
      [],
    );
    expect(checkDeployTarget('my-shop', {}, { only: ['hosting'] })).toHaveLength(1);
  });
});

describe('deployReminders', () => {
  it('reminds of the Stripe secrets and ADMIN_EMAILS when functions are deployed', () => {
    const notes = deployReminders('my-shop', realWeb);
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatch(/functions:secrets:set STRIPE_SECRET_KEY/);
    expect(notes[0]).toMatch(/functions:secrets:set STRIPE_WEBHOOK_SECRET/);
    expect(notes[0]).toMatch(/https:\/\/my-shop\.web\.app\/api\/webhooks\/stripe/);
    expect(notes[1]).toMatch(/ADMIN_EMAILS .* functions\/\.env\.my-shop/);
    expect(deployReminders('my-shop', realWeb, { hasAdminEmailsFile: true })).toHaveLength(1);
  });

  it('says nothing about functions for a Hosting-only deploy, but warns of a missing Stripe key', () => {
    expect(deployReminders('my-shop', realWeb, { only: ['hosting'] })).toEqual([]);
    const withoutStripe = { ...realWeb, VITE_STRIPE_PUBLISHABLE_KEY: '' };
    expect(deployReminders('my-shop', withoutStripe, { only: ['hosting'] })).toEqual([
      expect.stringMatching(/VITE_STRIPE_PUBLISHABLE_KEY is not set/),
    ]);
  });
});

describe('deployEnv', () => {
  it('drops the emulator variables and keeps the rest', () => {
    expect(
      deployEnv({
        PATH: '/bin',
        FUNCTIONS_EMULATOR: 'true',
        FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        VITE_FIREBASE_API_KEY: 'k',
      }),
    ).toEqual({ PATH: '/bin', VITE_FIREBASE_API_KEY: 'k' });
  });
});
