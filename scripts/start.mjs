// `npm start`: the whole store on the Firebase Emulator Suite, offline, with demo data.
import { demoBanner } from './support/banner.mjs';
import { run, runEmulators, seed, urls } from './support/local-stack.mjs';

run('npm', ['run', 'build']);
const code = await runEmulators({
  only: 'auth,firestore,functions,hosting',
  onReady: (env) => {
    seed(env);
    console.log(demoBanner(urls.app));
  },
});
process.exit(code);
