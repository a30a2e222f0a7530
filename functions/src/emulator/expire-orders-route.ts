import * as logs from '../infra/logs';
import { notFound } from '../services/shared/errors';
import { expireDueOrders } from '../services/orders/order-expiry';
import { checkSslcommerzSessions } from '../services/payments/sslcommerz/sweep';
import { pollCourierParcels } from '../services/orders/courier-poll';
import type { Route } from '../api/route';

/** How long one local run may take; the local stack calls again every 10 s. */
const runBudgetMs = 8_000;

export const orderExpiryRoutes: Route[] = [
  {
    // The Functions emulator fires no schedules, so the local stack (npm start, npm run dev) calls
    // this every 10 s: the same expiry code the scheduled function runs in production (triggers.ts).
    // It exists only in the emulator with a demo- project, like the emulated card's route.
    method: 'post',
    path: '/emulator/orders/expire',
    access: 'public',
    handle: async ({ deps }) => {
      if (!deps.config.payments.emulator) throw notFound('Not found.');
      const run = await expireDueOrders(deps, deps.now() + runBudgetMs);
      // The scheduled job's SSLCommerz check too (jobs/expire-order-holds.ts), logged as there.
      logs.sslcommerzCheckRun(await checkSslcommerzSessions(deps, deps.now() + runBudgetMs));
      logs.courierPollRun(await pollCourierParcels(deps, deps.now() + runBudgetMs));
      return run;
    },
  },
];
