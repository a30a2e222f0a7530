import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { Config } from '../config';
import type { PaymentGateway } from '../payments/gateway';

/** What every use case needs, passed in so that each can be built and tested alone. */
export interface Deps {
  db: Firestore;
  auth: Auth;
  config: Config;
  now: () => number;
  /** The payment gateway (Stripe, or the emulated one locally); made when first needed. */
  gateway: () => PaymentGateway;
}
