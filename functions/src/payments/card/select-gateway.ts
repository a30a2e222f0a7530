import type { Firestore } from 'firebase-admin/firestore';
import * as logs from '../../infra/logs';
import type { PaymentConfig } from '../../config';
import { ServiceError } from '../../services/shared/errors';
import { emulatedGateway } from '../emulated-gateway';
import type { PaymentGateway } from './gateway';
import { stripeGateway } from './stripe-gateway';

/** Stripe when a key is set; the emulated gateway only in the emulator; otherwise fail closed. */
export function selectGateway(
  config: PaymentConfig,
  db: Firestore,
  now: () => number,
): PaymentGateway {
  if (config.stripeSecretKey) return stripeGateway(config.stripeSecretKey, config.store);
  if (config.emulator) {
    return emulatedGateway(db, now, config.store, {
      url: config.emulatedWebhookUrl,
      secret: config.webhookSecret,
    });
  }
  logs.paymentsUnconfigured();
  throw new ServiceError('unavailable', 'Card payments are not configured.');
}
