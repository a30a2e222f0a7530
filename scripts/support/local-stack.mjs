// Shared by `npm start` and `npm run dev`: builds what the emulators serve, runs the Emulator
// Suite with persistent data, seeds it, and on Ctrl-C stops everything, java included.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firestoreEmulatorEnv } from './firestore-emulator.mjs';
import { writeLocalConfig } from './hosting-config.mjs';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PROJECT_ID = 'demo-computer-parts';
export const urls = {
  app: 'http://127.0.0.1:5000',
  firestore: '127.0.0.1:8080',
  auth: '127.0.0.1:9099',
  functions: 'http://127.0.0.1:5001',
};
const DATA_DIR = join(root, '.emulator-data');
const READY = 'All emulators ready';

export const bin = (name) => join(root, 'node_modules', '.bin', name);

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(
      `\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`,
    );
    process.exit(result.status ?? 1);
  }
}

/**
 * The environment every emulator command of this project runs with. Google's auth library would
 * otherwise probe the GCE metadata server (an off-machine address) when the functions load.
 */
export function emulatorEnv() {
  const { env, source } = firestoreEmulatorEnv(root);
  console.log(`Firestore emulator: ${source}`);
  return { ...process.env, METADATA_SERVER_DETECTION: 'none', ...env };
}

function pidsMatching(pattern) {
  const out = spawnSync('pgrep', ['-f', pattern], { encoding: 'utf8' });
  return (out.stdout ?? '')
    .split('\n')
    .map(Number)
    .filter((pid) => pid > 0 && pid !== process.pid);
}

/**
 * Starts the Emulator Suite with `--import`/`--export-on-exit` so local data survives restarts,
 * then calls `onReady` once every emulator is up. Resolves with the exit code when it stops.
 */
export function runEmulators({ only, onReady }) {
  const env = emulatorEnv();
  const args = [
    'emulators:start',
    '--project',
    PROJECT_ID,
    '--only',
    only,
    '--export-on-exit',
    DATA_DIR,
    ...writeLocalConfig(root, PROJECT_ID),
  ];
  if (existsSync(DATA_DIR)) args.push('--import', DATA_DIR);

  // Its own process group: the terminal's Ctrl-C reaches only us, and we stop it once, cleanly,
  // so the export runs; firebase-tools starts java in yet another group, tracked below.
  const child = spawn(bin('firebase'), args, {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const javaPattern = env.FIRESTORE_EMULATOR_BINARY_PATH ?? 'cloud-firestore-emulator';
  let ready = false;
  let stopping = false;

  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    if (!ready && chunk.toString().includes(READY)) {
      ready = true;
      Promise.resolve(onReady(env)).catch((error) => {
        console.error(error);
        stop();
      });
    }
  });

  function stop() {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the emulators and saving local data to .emulator-data ...');
    try {
      process.kill(child.pid, 'SIGINT');
    } catch {
      // already gone
    }
  }
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  return new Promise((resolveExit) => {
    child.on('exit', (code) => {
      // Whatever firebase-tools left behind (a java still shutting down, a functions worker) goes too.
      for (const pid of pidsMatching(javaPattern)) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // exited meanwhile
        }
      }
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // group already empty
      }
      resolveExit(stopping ? 0 : (code ?? 1));
    });
  });
}

export function seed(env) {
  run(bin('tsx'), ['scripts/seed.ts'], {
    env: {
      ...env,
      FIRESTORE_EMULATOR_HOST: urls.firestore,
      FIREBASE_AUTH_EMULATOR_HOST: urls.auth,
      GCLOUD_PROJECT: PROJECT_ID,
    },
  });
}

export const EXPIRY_EVERY_MS = 10_000;
export const expiryUrl = `${urls.functions}/${PROJECT_ID}/us-central1/api/emulator/orders/expire`;

/**
 * Holds that expire: the Functions emulator fires no schedules, so while the local
 * stack runs, this calls the emulator-only expiry route every 10 s (the code the scheduled
 * function runs in production). An expired hold's stock is back within about 10 s of its end.
 * Returns a function that stops it.
 */
export function startExpiryLoop(url = expiryUrl, everyMs = EXPIRY_EVERY_MS) {
  let timer;
  let stopped = false;
  async function tick() {
    try {
      const response = await fetch(url, { method: 'POST', signal: AbortSignal.timeout(30_000) });
      const run = response.ok ? await response.json() : undefined;
      if (!response.ok) console.error(`Order expiry: ${response.status} from ${url}`);
      else if (run.expired || run.paid) {
        console.log(`Order expiry: ${run.expired} expired, ${run.paid} settled as paid.`);
      }
    } catch (error) {
      console.error(`Order expiry: ${error instanceof Error ? error.message : error}`);
    }
    if (!stopped) timer = setTimeout(tick, everyMs);
  }
  timer = setTimeout(tick, 0);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/**
 * Runs `command` (a shell command line) inside one Emulator Suite session that starts empty and is
 * torn down afterwards (`firebase emulators:exec`), with `env` added to the environment; answers
 * its exit status. For tests and the bench.
 */
export function emulatorsExec(command, env = {}) {
  const result = spawnSync(
    bin('firebase'),
    [
      'emulators:exec',
      '--project',
      PROJECT_ID,
      ...writeLocalConfig(root, PROJECT_ID),
      '--only',
      'auth,firestore,functions,hosting',
      command,
    ],
    { cwd: root, stdio: 'inherit', env: { ...emulatorEnv(), ...env } },
  );
  return result.status ?? 1;
}

/** Runs `command` as emulatorsExec does, then exits with its status. */
export function execInEmulators(command, env = {}) {
  process.exit(emulatorsExec(command, env));
}
