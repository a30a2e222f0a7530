import type { Route } from '../api/route';
import { emulatedCardRoutes } from './card/confirm-route';
import { emulatedCourierRoutes } from './courier/routes';
import { orderExpiryRoutes } from './expire-orders-route';
import { outboxRoutes } from './mail/outbox';
import { emulatedSslcommerzRoutes } from './sslcommerz/routes';
import { emulatorWorkerRoutes } from './workers-route';

/**
 * The routes that only the local stack's API serves, after the route table (api/routes.ts): the
 * emulated card's confirm, SSLCommerz's twin, the expiry run that stands in for the schedule, the
 * outbox of the messages to buyers, and the bench's hold on the emulator's workers.
 */
export const emulatorRoutes: readonly Route[] = [
  ...emulatedCardRoutes,
  ...emulatedSslcommerzRoutes,
  ...emulatedCourierRoutes,
  ...orderExpiryRoutes,
  ...outboxRoutes,
  ...emulatorWorkerRoutes,
];
