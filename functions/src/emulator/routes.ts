import type { Route } from '../api/route';
import { emulatedCardRoutes } from './card/confirm-route';
import { emulatedCourierRoutes } from './courier/routes';
import { orderExpiryRoutes } from './expire-orders-route';
import { emulatedSslcommerzRoutes } from './sslcommerz/routes';

/**
 * The routes that only the local stack's API serves, after the route table (api/routes.ts): the
 * emulated card's confirm, SSLCommerz's twin, and the expiry run that stands in for the schedule.
 */
export const emulatorRoutes: readonly Route[] = [
  ...emulatedCardRoutes,
  ...emulatedSslcommerzRoutes,
  ...emulatedCourierRoutes,
  ...orderExpiryRoutes,
];
