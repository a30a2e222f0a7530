import { collections, statsDocs } from '@cps/domain';
import { badRequest, notFound } from '../services/shared/errors';
import type { Route } from '../api/route';

/** The longest a request may keep its worker busy. */
const maxHoldMs = 5_000;

export const emulatorWorkerRoutes: Route[] = [
  {
    // The Functions emulator runs one request at a time in each worker process, and starts a new
    // process (seconds on a busy machine) for a request that finds none idle; a deployed instance
    // takes 80 at once. `npm run bench:orders` sends as many of these at once as it will send
    // buyers, each keeping its worker busy for `ms`, so that the emulator has a worker for every
    // buyer, connected to Firestore, before the clock starts, as a deployed function's warm instances
    // would. Emulator only.
    method: 'post',
    path: '/emulator/workers/hold',
    access: 'public',
    handle: async ({ deps, req }) => {
      if (!deps.config.payments.emulator) throw notFound('Not found.');
      const ms = Number(req.query.ms);
      if (!Number.isInteger(ms) || ms < 0 || ms > maxHoldMs) {
        throw badRequest(`ms must be a whole number from 0 to ${maxHoldMs}.`);
      }
      // A worker's first Firestore call loads and connects its client (seconds when many workers
      // start at once): done here, not in the first buyer's order.
      await deps.db.collection(collections.stats).doc(statsDocs.parts).get();
      await new Promise((resolve) => setTimeout(resolve, ms));
      return { pid: process.pid };
    },
  },
];
