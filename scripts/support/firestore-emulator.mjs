// Finds a Firestore emulator jar that works offline and, when it is Debian's gcloud jar (which has
// no Main-Class), writes a tiny launcher jar whose manifest names the main class and points its
// Class-Path at the real jar. Returns the environment `firebase emulators:*` needs.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { zipSync } from './zip.mjs';

const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const GCLOUD_JAR = 'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

function firebaseCacheJar() {
  const dir = join(homedir(), '.cache', 'firebase', 'emulators');
  if (!existsSync(dir)) return undefined;
  const jars = readdirSync(dir)
    .filter((f) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(f))
    .sort();
  return jars.length ? join(dir, jars[jars.length - 1]) : undefined;
}

function gcloudJar() {
  const roots = [
    '/usr/lib/google-cloud-sdk',
    '/usr/share/google-cloud-sdk',
    '/opt/google-cloud-sdk',
  ];
  try {
    const root = execFileSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 15_000,
    })
      .toString()
      .trim();
    if (root) roots.unshift(root);
  } catch {
    // gcloud not on PATH: the usual install roots are checked below.
  }
  return roots.map((root) => join(root, GCLOUD_JAR)).find((jar) => existsSync(jar));
}

/** A manifest line longer than 72 bytes continues on lines that start with one space (JAR spec). */
function manifestLine(name, value) {
  const line = `${name}: ${value}`;
  const chunks = [line.slice(0, 72)];
  for (let i = 72; i < line.length; i += 71) chunks.push(` ${line.slice(i, i + 71)}`);
  return chunks.join('\r\n');
}

export function writeLauncherJar(realJar, launcherPath) {
  const manifest =
    [
      'Manifest-Version: 1.0',
      manifestLine('Main-Class', MAIN_CLASS),
      manifestLine('Class-Path', pathToFileURL(realJar).href),
      'Created-By: computer-parts-store scripts',
    ].join('\r\n') + '\r\n\r\n';
  mkdirSync(dirname(launcherPath), { recursive: true });
  writeFileSync(launcherPath, zipSync({ 'META-INF/MANIFEST.MF': manifest }));
  return launcherPath;
}

/**
 * The environment for `firebase emulators:*`: an explicit FIRESTORE_EMULATOR_BINARY_PATH wins;
 * then FIRESTORE_EMULATOR_JAR (a jar to wrap), the firebase cache, Debian's gcloud package.
 * With none found, firebase-tools downloads its own jar as usual (needs internet).
 */
export function firestoreEmulatorEnv(repoRoot) {
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH)
    return { source: 'FIRESTORE_EMULATOR_BINARY_PATH', env: {} };
  const cached = firebaseCacheJar();
  if (cached && !process.env.FIRESTORE_EMULATOR_JAR) {
    return { source: cached, env: { FIRESTORE_EMULATOR_BINARY_PATH: cached } };
  }
  const jar = process.env.FIRESTORE_EMULATOR_JAR || gcloudJar();
  if (!jar) return { source: 'firebase-tools download', env: {} };
  const launcher = writeLauncherJar(
    jar,
    join(repoRoot, '.cache', 'firestore-emulator-launcher.jar'),
  );
  return { source: jar, env: { FIRESTORE_EMULATOR_BINARY_PATH: launcher } };
}
