import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // SDKs that reactfire imports and the store never uses (see the file for why).
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
  },
});
