// Inside `npm test`'s emulator session: the lanes of scripts/support/test-lanes.mjs, side by side.
import { bin } from './support/local-stack.mjs';
import { runLanes } from './support/test-lanes.mjs';

process.exit(await runLanes(bin('vitest')));
