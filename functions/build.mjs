// Bundles the functions into lib/index.js so the workspace domain package is inlined and the
// deployed folder needs only the runtime dependencies of package.json.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: ['firebase-admin', 'firebase-functions', 'express'],
  logLevel: 'warning',
});
