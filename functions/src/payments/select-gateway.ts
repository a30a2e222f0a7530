import type { Firestore } from 'firebase-admin/firestore';
import { HttpError } from '../api/errors';
import type { PaymentConfig } from '../config';
import type { Deps } from '../services/deps';
import { emulatedGateway } from './emulated-gateway';
import type { PaymentGateway } from './gateway';
import { stripeGateway } from './stripe-gateway';

/** Stripe when a key is set; the emulated gateway only in the emulator; otherwise fail closed. */
export function selectGateway(
  config: PaymentConfig,
  db: Firestore,
  now: () => number,
): PaymentGateway {
  if (config.stripeSecretKey) return stripeGateway(config.stripeSecretKey);
  if (config.emulator) return emulatedGateway(db, now);
  console.error('payments_unconfigured: STRIPE_SECRET_KEY is not set');
  throw new HttpError('failed-precondition', 'Card payments are not configured.', 503);
}

export const gatewayFor = (deps: Deps) => selectGateway(deps.config.payments, deps.db, deps.now);
