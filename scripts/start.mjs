// `npm start`: the whole store on the Firebase Emulator Suite, offline, with demo data.
import { demoBanner } from './support/banner.mjs';
import { run, runEmulators, seed, startExpiryLoop, urls } from './support/local-stack.mjs';

run('npm', ['run', 'build']);
let stopExpiry;
const code = await runEmulators({
  only: 'auth,firestore,functions,hosting',
  onReady: (env) => {
    seed(env);
    stopExpiry = startExpiryLoop();
    console.log(demoBanner(urls.app));
  },
});
stopExpiry?.();
process.exit(code);
