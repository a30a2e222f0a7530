// `npm run dev`: the emulators with demo data plus Vite's dev server with hot reload.
import { spawn } from 'node:child_process';
import { demoBanner } from './support/banner.mjs';
import { bin, root, run, runEmulators, seed, startExpiryLoop } from './support/local-stack.mjs';

const VITE_URL = 'http://127.0.0.1:5173';
let vite;

run('npm', ['run', 'build', '-w', 'functions']);
let stopExpiry;
const code = await runEmulators({
  only: 'auth,firestore,functions',
  onReady: (env) => {
    seed(env);
    stopExpiry = startExpiryLoop();
    vite = spawn(bin('vite'), ['--host', '127.0.0.1', '--port', '5173', '--strictPort'], {
      cwd: `${root}/web`,
      stdio: 'inherit',
    });
    console.log(demoBanner(VITE_URL));
  },
});
vite?.kill('SIGTERM');
stopExpiry?.();
process.exit(code);
