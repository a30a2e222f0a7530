// Deployability: what `firebase deploy` uploads for the functions is functions/package.json and
// the esbuild bundle in functions/lib (firebase.json ignores src, emulator, test, build.mjs and
// node_modules), and Cloud Build installs it on its own, outside the workspace. This suite does the same in a
// temporary folder holding only those files: the buildpack's `npm install --package-lock-only`
// (there is no lockfile to upload) then `npm ci` with NODE_ENV=production, from the npm registry.
// It then loads the bundle in a fresh `node` and asks the firebase-functions SDK for the manifest
// firebase-tools deploys from. No emulator and no Google endpoint is involved.
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const functionsDir = fileURLToPath(new URL('../../functions', import.meta.url));
const pkg = JSON.parse(readFileSync(join(functionsDir, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies?: Record<string, string>;
};
const FUNCTIONS = [
  'api',
  'stripeWebhook',
  'grantAdminRole',
  'revokeAdminRole',
  'expireOrderHolds',
  'syncStockTotals',
];
/** A real-looking project id: with it the functions bind their secrets, as when deployed. */
const PROJECT = 'cps-deployable-check';

let dir = '';

/**
 * The environment of every child: this one minus npm's own variables (an `npm test` parent would
 * point a nested npm at the workspace) and the emulator ones (the functions would load as in
 * the emulator, without their secrets).
 */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (/^npm_/i.test(name) || name === 'INIT_CWD') continue;
    if (name === 'FUNCTIONS_EMULATOR' || name.endsWith('_EMULATOR_HOST')) continue;
    if (name === 'GCLOUD_PROJECT' || name === 'FIREBASE_CONFIG') continue;
    env[name] = value;
  }
  return { ...env, ...extra };
}

function sh(command: string, args: string[], options: SpawnSyncOptions = {}) {
  const result = spawnSync(command, args, {
    cwd: dir,
    encoding: 'utf8',
    env: cleanEnv(),
    maxBuffer: 64 * 1024 * 1024,
    ...options,
  });
  return {
    status: result.status,
    stdout: String(result.stdout ?? ''),
    stderr: String(result.stderr ?? ''),
    error: result.error,
  };
}

function npm(args: string[]) {
  const flags = ['--no-audit', '--no-fund', '--engine-strict=false', '--loglevel=error'];
  const started = performance.now();
  const result = sh('npm', [...args, ...flags], {
    env: cleanEnv({ NODE_ENV: 'production' }),
  });
  if (result.status !== 0) {
    throw new Error(`npm ${args.join(' ')} failed (exit ${result.status}):\n${result.stderr}`);
  }
  return performance.now() - started;
}

/** The environment firebase-tools gives the functions when it analyses them for a deploy. */
const loadEnv = () =>
  cleanEnv({
    GCLOUD_PROJECT: PROJECT,
    FIREBASE_CONFIG: JSON.stringify({ projectId: PROJECT }),
    METADATA_SERVER_DETECTION: 'none',
  });

/** Requires lib/index.js in a fresh node and reports the type of every export. */
function loadBundle() {
  return sh(
    process.execPath,
    [
      '-e',
      'const m = require("./lib/index.js");' +
        'console.log(JSON.stringify(Object.fromEntries(Object.entries(m).map(([k, v]) => [k, typeof v]))));',
    ],
    { env: loadEnv() },
  );
}

beforeAll(() => {
  const bundle = join(functionsDir, 'lib', 'index.js');
  if (!existsSync(bundle)) {
    throw new Error('functions/lib/index.js is missing: run `npm run build -w functions` first.');
  }
  dir = mkdtempSync(join(tmpdir(), 'cps-deployable-'));
  copyFileSync(join(functionsDir, 'package.json'), join(dir, 'package.json'));
  mkdirSync(join(dir, 'lib'));
  for (const file of ['index.js', 'index.js.map']) {
    copyFileSync(join(functionsDir, 'lib', file), join(dir, 'lib', file));
  }
  const lockMs = npm(['install', '--package-lock-only']);
  const ciMs = npm(['ci']);
  console.log(
    `deployable: npm install --package-lock-only ${(lockMs / 1000).toFixed(1)} s, ` +
      `npm ci (production) ${(ciMs / 1000).toFixed(1)} s`,
  );
}, 240_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the functions as Cloud Build installs them', () => {
  it('install from package.json alone: every runtime dependency, no devDependency', () => {
    for (const name of Object.keys(pkg.dependencies)) {
      expect(existsSync(join(dir, 'node_modules', name, 'package.json')), name).toBe(true);
    }
    for (const name of Object.keys(pkg.devDependencies ?? {})) {
      expect(existsSync(join(dir, 'node_modules', name)), name).toBe(false);
    }
  });

  it(`load in a fresh node ${process.version} and export the deployed functions`, () => {
    const result = loadBundle();
    expect(result.stderr).not.toMatch(/Error/);
    expect(result.status).toBe(0);
    const exported = JSON.parse(result.stdout) as Record<string, string>;
    for (const name of FUNCTIONS) expect(exported[name], name).toBe('function');
  });

  it('describe the endpoints, secrets and params firebase deploy reads', () => {
    const manifestPath = join(dir, 'manifest.json');
    const result = sh(
      process.execPath,
      [join(dir, 'node_modules', 'firebase-functions', 'lib', 'bin', 'firebase-functions.js'), '.'],
      { env: { ...loadEnv(), FUNCTIONS_MANIFEST_OUTPUT_PATH: manifestPath } },
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
      endpoints: Record<
        string,
        {
          platform: string;
          region: string[];
          httpsTrigger?: object;
          callableTrigger?: object;
          scheduleTrigger?: { schedule?: string };
          timeoutSeconds?: number;
          maxInstances?: number | null;
          secretEnvironmentVariables?: { key: string }[] | null;
        }
      >;
      params?: { name: string }[];
    };
    expect(Object.keys(manifest.endpoints)).toEqual(expect.arrayContaining(FUNCTIONS));
    for (const name of FUNCTIONS) {
      expect(manifest.endpoints[name]).toMatchObject({
        platform: 'gcfv2',
        region: ['us-central1'],
      });
      // A ceiling on every function's instances (functions/test/max-instances).
      expect(manifest.endpoints[name]?.maxInstances, name).toBeGreaterThan(0);
    }
    for (const name of ['api', 'stripeWebhook']) {
      const endpoint = manifest.endpoints[name];
      expect(endpoint?.httpsTrigger, name).toBeDefined();
      expect((endpoint?.secretEnvironmentVariables ?? []).map((s) => s.key).sort(), name).toEqual([
        'STRIPE_SECRET_KEY',
        'STRIPE_WEBHOOK_SECRET',
      ]);
    }
    for (const name of ['grantAdminRole', 'revokeAdminRole']) {
      expect(manifest.endpoints[name]?.callableTrigger, name).toBeDefined();
    }
    // Holds that expire: a schedule that runs the expiry job every minute, with the Stripe keys (it
    // cancels open intents) and the order params.
    const expiry = manifest.endpoints.expireOrderHolds;
    expect(expiry?.scheduleTrigger?.schedule).toBe('every 1 minutes');
    expect(expiry?.timeoutSeconds).toBeGreaterThanOrEqual(60);
    expect((expiry?.secretEnvironmentVariables ?? []).map((s) => s.key).sort()).toEqual([
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
    ]);
    expect(manifest.params?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['ADMIN_EMAILS', 'ORDER_HOLD_SECONDS', 'MAX_UNPAID_ORDERS']),
    );
  });

  it('fail to load when a runtime dependency is missing (the check can fail)', () => {
    const zod = join(dir, 'node_modules', 'zod');
    renameSync(zod, `${zod}.hidden`);
    try {
      const result = loadBundle();
      expect(result.status).not.toBe(0);
      expect(result.stderr).toMatch(/Cannot find module 'zod'/);
    } finally {
      renameSync(`${zod}.hidden`, zod);
    }
  });
});
