import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { usesEmulators } from './src/config/emulators';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The local Google sign-in stand-in (web/emulator-pages), served at /__/emulator/ only by a build
 * or dev server that talks to the emulators: the Hosting build of a real project never has it.
 */
function emulatorPages(enabled: boolean): Plugin {
  const dir = join(root, 'emulator-pages');
  const files = readdirSync(dir);
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.css': 'text/css',
    '.js': 'text/javascript',
  };
  return {
    name: 'emulator-pages',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use('/__/emulator', (req, res, next) => {
        const name = (req.url ?? '').split('?')[0]!.replace(/^\//, '');
        if (!files.includes(name)) return next();
        res.setHeader('Content-Type', `${types[extname(name)] ?? 'text/plain'}; charset=utf-8`);
        res.end(readFileSync(join(dir, name)));
      });
    },
    generateBundle() {
      if (!enabled) return;
      for (const name of files) {
        const source = readFileSync(join(dir, name));
        this.emitFile({ type: 'asset', fileName: `__/emulator/${name}`, source });
      }
    },
  };
}

/**
 * Preloads from the page the modules that src/main.tsx imports only after the first paint, so that
 * deferring their evaluation does not defer their download too. At low priority: the styles and
 * the entry module (the first paint) and the browse page's first answer and pictures go first.
 */
function preloadApp(entry: string): Plugin {
  return {
    name: 'preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = new Map(
          Object.values(bundle ?? {}).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c]] : [])),
        );
        const app = [...chunks.values()].find((c) => c.facadeModuleId === join(root, entry));
        if (!app) throw new Error(`preload-app: no chunk for ${entry}`);
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const next of chunks.get(fileName)?.imports ?? []) visit(next);
        };
        visit(app.fileName);
        return [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: {
              rel: 'modulepreload',
              crossorigin: true,
              fetchpriority: 'low',
              href: `/${file}`,
            },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/**
 * V8 compiles a function the first time it is called, on the main thread, unless its script asks
 * for all of its functions at once: then the browser compiles them on a background thread while
 * the script downloads. React DOM, the Firebase SDK and the app's start module run on every page as
 * it starts; compiling them lazily made up half of the long tasks that keep a slow phone from
 * answering its first taps. The hint must open the file, so it goes in after Vite has added its
 * own first line, and after the file's name was hashed: it changes what the browser does when, not
 * what the code does.
 */
function compileOnLoad(modules: RegExp): Plugin {
  const hint = '//# allFunctionsCalledOnLoad\n';
  return {
    name: 'compile-on-load',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.moduleIds.some((id) => modules.test(id))) continue;
          chunk.code = hint + chunk.code;
          // A source map's lines move down by the hint's.
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset') {
            const parsed = JSON.parse(String(map.source)) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    tailwindcss(),
    emulatorPages(usesEmulators(loadEnv(mode, root, 'VITE_'))),
    preloadApp('src/app/start.tsx'),
    compileOnLoad(
      /[\\/]node_modules[\\/](react-dom|@firebase)[\\/]|[\\/]src[\\/]app[\\/]start\.tsx$/,
    ),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // SDKs that reactfire imports and the store never uses: 51 KB of gzip saved with reactfire's
      // observables in use (see the file for the measure).
      {
        find: /^firebase\/(database|functions|remote-config|storage)$/,
        replacement: fileURLToPath(new URL('./src/infra/unused-firebase-sdks.ts', import.meta.url)),
      },
    ],
  },
  server: {
    // `npm run dev`: the API is the functions emulator's `api` function, as Hosting rewrites it.
    proxy: {
      '/api': {
        target: 'http://127.0.0.1:5001',
        rewrite: (path) => `/demo-computer-parts/us-central1/api${path}`,
      },
    },
  },
  build: {
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React, React DOM and the router in one chunk: every page needs all of them, and
          // one request for them leaves the browser's other connections to the page's data.
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
          ],
        },
      },
    },
  },
}));
