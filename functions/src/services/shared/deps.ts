import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { Config } from '../../config';
import type { Courier } from '../../couriers/courier';
import type { PaymentGateway } from '../../payments/card/gateway';
import type { SslcommerzGateway } from '../../payments/sslcommerz/gateway';
import type { CatalogueRead } from '../../search/catalogue-sync';

/** What every use case needs, passed in so that each can be built and tested alone. */
export interface Deps {
  db: Firestore;
  auth: Auth;
  config: Config;
  now: () => number;
  /** The payment gateway (Stripe, or the emulated one locally); made when first needed. */
  gateway: () => PaymentGateway;
  /** SSLCommerz (its HTTP client; the twin in the service tests); made when first needed. */
  sslcommerz: () => SslcommerzGateway;
  /** The courier (Steadfast's client; the twin in the service tests), or none: ship by hand. */
  courier: () => Courier | undefined;
  /**
   * The catalogue's search index, held by this instance: built on first use (concurrent first
   * callers share one build), then kept fresh from Firestore (search/catalogue-sync.ts).
   */
  catalogue: () => Promise<CatalogueRead>;
}
