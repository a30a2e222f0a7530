// What `npm run deploy` ships to Hosting: web/dist built for a real project. The local Google
// sign-in stand-in (web/emulator-pages) must be in the emulator build that `npm start` serves and
// nowhere in a real project's build. Both builds go to temporary folders (web/dist is untouched).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const webDir = fileURLToPath(new URL('../../web', import.meta.url));
const made: string[] = [];

/** Builds the SPA with these VITE_ values (and none from the calling environment). */
function build(vars: Record<string, string>): string {
  const outDir = mkdtempSync(join(tmpdir(), 'hosting-build-'));
  made.push(outDir);
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!name.startsWith('VITE_')) env[name] = value;
  }
  const result = spawnSync(
    join(webDir, '..', 'node_modules', '.bin', 'vite'),
    ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: webDir, env: { ...env, ...vars }, encoding: 'utf8' },
  );
  expect(result.status, result.stderr).toBe(0);
  return outDir;
}

function allFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? allFiles(join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}

/** The emulator build (the local default), built once for the tests that read it. */
let emulatorOut: string | undefined;
const emulatorBuild = () => (emulatorOut ??= build({}));

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('the Hosting build', () => {
  it('for the emulators (the local default) serves the Google sign-in stand-in', () => {
    const out = emulatorBuild();
    expect(existsSync(join(out, '__/emulator/google-sign-in.html'))).toBe(true);
    expect(existsSync(join(out, '__/emulator/google-sign-in.js'))).toBe(true);
  });

  it('asks the browser to compile at download what every page runs as it starts, and only that', () => {
    const out = emulatorBuild();
    const assets = join(out, 'assets');
    const code = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({ file, text: readFileSync(join(assets, file), 'utf8') }));
    const holding = (text: string) => code.find((chunk) => chunk.text.includes(text))!.file;
    const manifest = JSON.parse(readFileSync(join(out, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; name?: string }
    >;
    const file = (name: string) =>
      Object.values(manifest)
        .find((chunk) => chunk.name === name)!
        .file.replace('assets/', '');

    const hinted = code.filter((chunk) => chunk.text.startsWith('//# allFunctionsCalledOnLoad\n'));
    expect(hinted.map((chunk) => chunk.file).sort()).toEqual(
      [
        file('start'),
        file('react'),
        holding('identitytoolkit.googleapis.com'),
        holding('firestore.googleapis.com'),
      ].sort(),
    );
  });

  it("for a real project has no stand-in page (the SPA opens Google's own popup there)", () => {
    const out = build({
      VITE_FIREBASE_PROJECT_ID: 'shop-bd',
      VITE_FIREBASE_API_KEY: 'AIza-test-key',
      VITE_FIREBASE_APP_ID: '1:2:web:3',
    });
    const files = allFiles(out);
    expect(files).toContain('index.html');
    expect(files.filter((f) => f.startsWith('__/'))).toEqual([]);
  });
});
