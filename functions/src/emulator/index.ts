import { routes } from '../api/routes';
import { defineFunctions } from '../triggers';
import { selectEmulatorGateway } from './card/select-gateway';
import { selectEmulatorSslcommerz } from './sslcommerz/select-gateway';
import { selectEmulatorCourier } from './courier/select-courier';
import { emulatorRoutes } from './routes';

// The local stack's entry (emulator/lib/index.js, loaded by `npm start`, `npm run dev`, `npm test`
// and the bench through firebase.local.json): the deployed functions, plus the emulated services
// (the card gateway's and SSLCommerz's twins, its confirm route, the expiry run the emulator cannot schedule). It is
// built beside the deployed bundle, never into it, and the deploy ignores its folder.
export const {
  api,
  stripeWebhook,
  grantAdminRole,
  revokeAdminRole,
  expireOrderHolds,
  syncStockTotals,
} = defineFunctions({
  gateway: selectEmulatorGateway,
  sslcommerz: selectEmulatorSslcommerz,
  courier: selectEmulatorCourier,
  routes: [...routes, ...emulatorRoutes],
});
