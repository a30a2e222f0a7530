// Bundles the functions into lib/index.js so the workspace domain package is inlined and the
// deployed folder needs only the runtime dependencies of package.json.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const { dependencies } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
);

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  // Runtime dependencies stay external (installed by Cloud Build from package.json); workspace code is inlined.
  external: Object.keys(dependencies),
  logLevel: 'warning',
});
