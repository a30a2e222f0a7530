import { routes } from './api/routes';
import { selectGateway } from './payments/card/select-gateway';
import { selectSslcommerz } from './payments/sslcommerz/select-gateway';
import { selectCourier } from './couriers/select-courier';
import { defineFunctions } from './triggers';

// The deployed entry (lib/index.js, what `npm run deploy` ships): Stripe and SSLCommerz as
// configured, or none (fail closed), and the API's routes. The local stack loads emulator/index.ts instead, which wires the same
// functions with the emulated services; nothing here imports emulator/ (eslint.config.js), and
// tests/deploy checks that the bundle holds none of it.
export const {
  api,
  stripeWebhook,
  grantAdminRole,
  revokeAdminRole,
  expireOrderHolds,
  syncStockTotals,
} = defineFunctions({
  gateway: selectGateway,
  sslcommerz: (config) => selectSslcommerz(config.sslcommerz),
  courier: (config) => selectCourier(config.courier),
  routes,
});
