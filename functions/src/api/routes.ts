import { accountRoutes } from './handlers/accounts';
import { catalogueRoutes } from './handlers/catalogue';
import { catalogueImportRoutes } from './handlers/catalogue-import';
import { codRoutes } from './handlers/cod';
import { courierRoutes } from './handlers/courier';
import { imageRoutes } from './handlers/images';
import { orderRoutes } from './handlers/orders';
import { overviewRoutes } from './handlers/overview';
import { paymentRoutes } from './handlers/payments';
import { reviewRoutes } from './handlers/reviews';
import { savedBuildRoutes } from './handlers/saved-builds';
import { sslcommerzRoutes } from './handlers/sslcommerz';
import type { Route } from './route';

/**
 * The route table: every REST path of spec §7 served by the `api` function. (The local stack
 * serves the emulator's own routes too: emulator/routes.ts.)
 */
export const routes: readonly Route[] = [
  // Before GET /admin/{email}, which would read /admin/overview as an email (an email has an @).
  ...overviewRoutes,
  ...accountRoutes,
  ...catalogueRoutes,
  ...reviewRoutes,
  ...catalogueImportRoutes,
  ...orderRoutes,
  ...codRoutes,
  ...courierRoutes,
  ...paymentRoutes,
  ...sslcommerzRoutes,
  ...imageRoutes,
  ...savedBuildRoutes,
];
