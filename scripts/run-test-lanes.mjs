// Inside `npm test`'s emulator session: the Vitest runs of scripts/support/test-lanes.mjs.
import { bin } from './support/local-stack.mjs';
import { runAll } from './support/test-lanes.mjs';

process.exit(await runAll(bin('vitest')));
