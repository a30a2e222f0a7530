import type { Firestore } from 'firebase-admin/firestore';
import type { PaymentConfig } from '../../config';
import type { PaymentGateway } from '../../payments/card/gateway';
import { selectGateway } from '../../payments/card/select-gateway';
import { emulatedGateway } from './emulated-gateway';

/**
 * The emulated gateway in the local default (the Functions emulator with a demo- project and no
 * Stripe key); otherwise as deployed: Stripe when a key is set, or fail closed.
 */
export function selectEmulatorGateway(
  config: PaymentConfig,
  db: Firestore,
  now: () => number,
): PaymentGateway {
  if (config.stripeSecretKey || !config.emulator) return selectGateway(config);
  return emulatedGateway(db, now, config.store, {
    url: config.emulatedWebhookUrl,
    secret: config.webhookSecret,
  });
}
