import * as logs from '../../infra/logs';
import type { PaymentConfig } from '../../config';
import { ServiceError } from '../../services/shared/errors';
import type { PaymentGateway } from './gateway';
import { stripeGateway } from './stripe-gateway';

/**
 * Stripe when a key is set; otherwise fail closed. (The local stack's entry puts the emulated
 * gateway in front of this: emulator/card/select-gateway.ts.)
 */
export function selectGateway(config: PaymentConfig): PaymentGateway {
  if (config.stripeSecretKey) return stripeGateway(config.stripeSecretKey, config.store);
  logs.paymentsUnconfigured();
  throw new ServiceError('unavailable', 'Card payments are not configured.');
}
