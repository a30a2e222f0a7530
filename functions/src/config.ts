import {
  defaultCodPolicy,
  defaultHoldRule,
  type CodPolicy,
  type HoldRule,
  type InvoiceShop,
} from '@cps/domain';
import type { RateLimit } from './services/shared/rate-limit';
import { defineInt, defineSecret, defineString } from 'firebase-functions/params';

// Configuration, read once. ADMIN_EMAILS lists the accounts that become admin the first time they
// call PUT /user/{email} with a verified email: how the first admin of a real project is made.
// Locally it comes from functions/.env.demo-computer-parts; on deploy, firebase asks for it or
// reads functions/.env.<projectId> (never committed for a real project).
export const adminEmailsParam = defineString('ADMIN_EMAILS', {
  default: '',
  description: 'Comma-separated emails that become admin at their first verified sign-in.',
});

// Holds and hoarding (docs/orders.md). Locally `npm start` passes both through from its own
// environment (ORDER_HOLD_SECONDS=30 npm start); on deploy they come from functions/.env.<project>.
export const orderHoldSecondsParam = defineInt('ORDER_HOLD_SECONDS', {
  default: 1800,
  description: 'How long an unpaid order holds its stock before it expires, in seconds.',
});
export const maxUnpaidOrdersParam = defineInt('MAX_UNPAID_ORDERS', {
  default: 3,
  description: 'How many unpaid orders one customer may hold at once.',
});

export interface OrderConfig {
  /** An unpaid order's hold on its stock; then the expiry job gives the stock back. */
  holdSeconds: number;
  /** Unpaid orders one customer may have at once; the next POST /orders answers 409. */
  maxUnpaid: number;
  /** How much of a part's stock customers may hold unpaid (docs/orders.md, "No hoarding"). */
  holdRule: HoldRule;
  /** Cash on delivery's hold and fake-order limits (docs/orders.md, "Cash on delivery"). */
  codPolicy: CodPolicy;
}

/** Reads the order params; a value that is not a positive whole number falls back to its default. */
export function readOrderConfig(
  holdSeconds: number = orderHoldSecondsParam.value(),
  maxUnpaid: number = maxUnpaidOrdersParam.value(),
): OrderConfig {
  const positive = (n: number, fallback: number) => (Number.isInteger(n) && n > 0 ? n : fallback);
  return {
    holdSeconds: positive(holdSeconds, 1800),
    maxUnpaid: positive(maxUnpaid, 3),
    holdRule: defaultHoldRule,
    codPolicy: defaultCodPolicy,
  };
}

export interface PaymentConfig {
  /** Stripe's secret key (a function secret); without it the emulator uses the emulated gateway. */
  stripeSecretKey: string | undefined;
  /** The webhook signing secret; locally `whsec_emulator_local` unless STRIPE_WEBHOOK_SECRET is set. */
  webhookSecret: string | undefined;
  /**
   * The emulated gateway, its card-confirm route and the fixed local webhook secret are allowed:
   * only in the Functions emulator (FUNCTIONS_EMULATOR, set by firebase-tools) AND for a demo-
   * project, which exists only in the emulators. A real project never gets them, even emulated.
   */
  emulator: boolean;
  /** Where the emulated gateway delivers its signed events: the webhook function's own URL. */
  emulatedWebhookUrl: string;
  /**
   * The marker every intent made here carries in its metadata (`store`): the project id. A
   * payment without it was made by another integration on the same Stripe account (or another
   * deployment of the store), and the store never refunds it (services/payments/refunds.ts).
   */
  store: string;
  sslcommerz: SslcommerzConfig;
  courier: CourierConfig;
}

/** SSLCommerz's store and where its calls and the buyer go (docs/payments.md, SSLCommerz). */
export interface SslcommerzConfig {
  /** Unset until SSLCOMMERZ_STORE_ID is: then SSLCommerz fails closed (the local entry uses the sandbox pair). */
  storeId: string | undefined;
  storePassword: string | undefined;
  /** SSLCommerz's sandbox, or its live servers with SSLCOMMERZ_LIVE=true. */
  baseUrl: string;
  /** The store's site: SSLCommerz POSTs the buyer back to its /api/payments/sslcommerz/… */
  storeUrl: string;
  /** Where SSLCommerz POSTs the IPN. */
  ipnUrl: string;
}

/** The store's site (STORE_URL; else Hosting's, locally or the project's), without a trailing /. */
export function readStoreUrl(env: NodeJS.ProcessEnv, emulator: boolean, project: string): string {
  return (
    env.STORE_URL || (emulator ? 'http://127.0.0.1:5000' : `https://${project}.web.app`)
  ).replace(/\/+$/, '');
}

/**
 * The store's site as this process's environment names it: where the messages to buyers link
 * (services/shared/order-mail.ts), which write it inside transactions that take no config.
 */
export function storeOrigin(env: NodeJS.ProcessEnv = process.env): string {
  const project = env.GCLOUD_PROJECT ?? '';
  return readStoreUrl(
    env,
    env.FUNCTIONS_EMULATOR === 'true' && project.startsWith('demo-'),
    project,
  );
}

export function readSslcommerzConfig(
  env: NodeJS.ProcessEnv,
  emulator: boolean,
  project: string,
): SslcommerzConfig {
  const storeUrl = readStoreUrl(env, emulator, project);
  return {
    storeId: env.SSLCOMMERZ_STORE_ID || undefined,
    storePassword: env.SSLCOMMERZ_STORE_PASSWORD || undefined,
    baseUrl:
      env.SSLCOMMERZ_BASE_URL ||
      (env.SSLCOMMERZ_LIVE === 'true'
        ? 'https://securepay.sslcommerz.com'
        : 'https://sandbox.sslcommerz.com'),
    storeUrl,
    // The emulator's IPN goes straight to the api function, whether Hosting runs (npm start) or
    // not (npm run dev); deployed, through the site's /api rewrite like the buyer.
    ipnUrl: emulator
      ? `http://127.0.0.1:5001/${project}/us-central1/api/payments/sslcommerz/ipn`
      : `${storeUrl}/api/payments/sslcommerz/ipn`,
  };
}

export const EMULATOR_WEBHOOK_SECRET = 'whsec_emulator_local';

/** The courier's merchant account and its webhook (docs/orders.md, "Courier delivery"). */
export interface CourierConfig {
  /** Steadfast's Api-Key and Secret-Key: unset, the shop ships by hand (locally, the twin's pair). */
  apiKey: string | undefined;
  secretKey: string | undefined;
  /** Steadfast's API, or STEADFAST_BASE_URL. */
  baseUrl: string;
  /**
   * The bearer token the shop sets in Steadfast's panel for its webhook; locally
   * `courier_emulator_local` unless COURIER_WEBHOOK_TOKEN is set. Unset, the webhook refuses all.
   */
  webhookToken: string | undefined;
  /** Where Steadfast (or the twin) sends its status webhook. */
  webhookUrl: string;
}

export const EMULATOR_COURIER_TOKEN = 'courier_emulator_local';

export function readCourierConfig(
  env: NodeJS.ProcessEnv,
  emulator: boolean,
  project: string,
): CourierConfig {
  const storeUrl = (
    env.STORE_URL || (emulator ? 'http://127.0.0.1:5000' : `https://${project}.web.app`)
  ).replace(/\/+$/, '');
  return {
    apiKey: env.STEADFAST_API_KEY || undefined,
    secretKey: env.STEADFAST_SECRET_KEY || undefined,
    baseUrl: env.STEADFAST_BASE_URL || 'https://portal.packzy.com/api/v1',
    webhookToken: env.COURIER_WEBHOOK_TOKEN || (emulator ? EMULATOR_COURIER_TOKEN : undefined),
    // Locally straight to the api function, with Hosting running or not (as SSLCommerz's IPN).
    webhookUrl: emulator
      ? `http://127.0.0.1:5001/${project}/us-central1/api/webhooks/courier`
      : `${storeUrl}/api/webhooks/courier`,
  };
}

/**
 * Stripe's keys are function secrets (Secret Manager), bound to the functions that use them when
 * deployed: `firebase deploy` refuses to go out without them. The emulator binds none (it cannot
 * reach Secret Manager offline); locally a key may come from functions/.env.local instead.
 */
export const stripeSecrets = [
  defineSecret('STRIPE_SECRET_KEY'),
  defineSecret('STRIPE_WEBHOOK_SECRET'),
];
export const boundSecrets = process.env.FUNCTIONS_EMULATOR === 'true' ? [] : stripeSecrets;

export function readPaymentConfig(env: NodeJS.ProcessEnv = process.env): PaymentConfig {
  const project = env.GCLOUD_PROJECT ?? '';
  const emulator = env.FUNCTIONS_EMULATOR === 'true' && project.startsWith('demo-');
  return {
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET || (emulator ? EMULATOR_WEBHOOK_SECRET : undefined),
    emulator,
    emulatedWebhookUrl:
      env.EMULATED_WEBHOOK_URL ?? `http://127.0.0.1:5001/${project}/us-central1/stripeWebhook`,
    store: project || 'computer-parts-store',
    sslcommerz: readSslcommerzConfig(env, emulator, project),
    courier: readCourierConfig(env, emulator, project),
  };
}

/** The per-user limits, by name; a Route names the one it is counted against. */
export const rateLimitNames = [
  'orders',
  'paymentIntents',
  'paymentConfirmations',
  'orderCancels',
  'signIns',
  'reviews',
  'profileUpdates',
  'savedBuilds',
] as const;
export type RateLimitName = (typeof rateLimitNames)[number];

/** The moderation queue (services/reviews/reviews.ts). */
export interface ReviewConfig {
  /**
   * Reviews waiting for approval at once, store-wide; the next unverified review is refused
   * (429) until an admin approves or rejects some. New accounts do not reset it.
   */
  maxWaiting: number;
}

// An admin can work through 50 in one sitting; at the per-account limit of 5 a day it takes 10
// fresh accounts to fill, and buyers (who publish at once) are never held by it.
export const reviewConfig: ReviewConfig = { maxWaiting: 50 };

// The shop as its invoices name it (GET /order/{id}/invoice), from the functions' environment
// (on deploy, functions/.env.<projectId>): SHOP_NAME, SHOP_ADDRESS and SHOP_BIN (the VAT
// Business Identification Number). Locally the name and a sample address stand in; an empty
// value leaves its line off the invoice.
export function readShopConfig(env: NodeJS.ProcessEnv = process.env): InvoiceShop {
  return {
    name: (env.SHOP_NAME ?? 'Computer Parts BD').trim(),
    address: (env.SHOP_ADDRESS ?? 'Multiplan Center, New Elephant Road, Dhaka 1205').trim(),
    bin: (env.SHOP_BIN ?? '').trim(),
  };
}

export interface Config {
  adminEmails: ReadonlySet<string>;
  payments: PaymentConfig;
  /** Lifetime of the login token that PUT /user/{email} answers (a Firebase session cookie). */
  sessionMs: number;
  /** Per-user limits on the writes that hold stock, call Stripe or mint tokens (services/shared/rate-limit.ts). */
  rateLimits: Record<RateLimitName, RateLimit>;
  orders: OrderConfig;
  reviews: ReviewConfig;
  /** The shop's name, address and BIN on its invoices. */
  shop: InvoiceShop;
}

export function readConfig(
  adminEmails: string = adminEmailsParam.value(),
  orders: OrderConfig = readOrderConfig(),
): Config {
  return {
    adminEmails: new Set(
      adminEmails
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
    sessionMs: 5 * 24 * 60 * 60 * 1000,
    // Per user, each far above what the store's own pages send, each bounding what a script
    // costs: an attempt refused before it counts writes nothing (docs/security.md, Abuse limits).
    rateLimits: {
      // A shop's customer places a handful of orders at a time; each order holds stock until it
      // is paid or cancelled, so a script placing hundreds could empty the shelves.
      orders: { name: 'orders', max: 20, windowMs: 10 * 60_000 },
      // Each may create an intent at Stripe; Pay asks for one per order.
      paymentIntents: { name: 'paymentIntents', max: 30, windowMs: 10 * 60_000 },
      // Each asks Stripe for the intent (PATCH /order/{id}); the card form sends one per payment.
      paymentConfirmations: { name: 'paymentConfirmations', max: 30, windowMs: 10 * 60_000 },
      // Each cancels an open intent at Stripe and moves stock (DELETE /order/{id}); an admin
      // cancelling in the back office is the heaviest honest user.
      orderCancels: { name: 'orderCancels', max: 30, windowMs: 10 * 60_000 },
      // Each mints a five-day login token (PUT /user/{email}); the SPA asks once per sign-in.
      signIns: { name: 'signIns', max: 10, windowMs: 60 * 60_000 },
      // Five a day is more than an honest customer posts; a fresh account's reviews wait for
      // an admin (services/reviews/reviews.ts), and all of those together are bounded store-wide.
      reviews: { name: 'reviews', max: 5, windowMs: 24 * 60 * 60_000 },
      // Each is a write (PUT /profile/{email}); the form saves once.
      profileUpdates: { name: 'profileUpdates', max: 20, windowMs: 10 * 60_000 },
      // Each saves, renames or deletes a build (POST /builds, PATCH and DELETE /build/{id}): room
      // to fill the 20 an account keeps and rename ten; a loop of saves and deletes is bounded.
      savedBuilds: { name: 'savedBuilds', max: 30, windowMs: 10 * 60_000 },
    },
    payments: readPaymentConfig(),
    orders,
    reviews: reviewConfig,
    shop: readShopConfig(),
  };
}
