// Bundles the functions so the workspace domain package is inlined and a functions folder needs
// only the runtime dependencies of package.json. Two entries, two bundles:
// - src/index.ts -> lib/index.js: what `npm run deploy` ships (package.json's main);
// - src/emulator/index.ts -> emulator/lib/index.js: the same functions plus the emulated services,
//   loaded only by the local stack (firebase.local.json points the emulator at emulator/, whose
//   package.json names it). firebase.json's deploy ignores emulator/.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const { dependencies } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
);

const bundles = [
  { entryPoints: ['src/index.ts'], outfile: 'lib/index.js' },
  { entryPoints: ['src/emulator/index.ts'], outfile: 'emulator/lib/index.js' },
];

await Promise.all(
  bundles.map((bundle) =>
    build({
      ...bundle,
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'cjs',
      sourcemap: true,
      // Runtime dependencies stay external (installed by Cloud Build from package.json); workspace code is inlined.
      external: Object.keys(dependencies),
      logLevel: 'warning',
    }),
  ),
);
