import type { Express } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { onCall, onRequest } from 'firebase-functions/v2/https';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { createApp } from './api/app';
import { adminRoleCallable } from './callables/admin-role';
import { expireOrderHoldsJob } from './jobs/expire-order-holds';
import type { Route } from './api/route';
import { boundSecrets, readConfig, type PaymentConfig } from './config';
import { auth, db } from './infra/firebase';
import type { PaymentGateway } from './payments/card/gateway';
import type { SslcommerzGateway } from './payments/sslcommerz/gateway';
import type { Courier } from './couriers/courier';
import { CatalogueSync, defaultSyncOptions } from './search/catalogue-sync';
import type { Deps } from './services/shared/deps';
import { syncStockTotal } from './services/shared/order-stock';
import { webhookHandler } from './webhooks/stripe-webhook';

// Triggers only: each wires a door that is built and tested on its own. Dependencies are made
// on the first call, because params (ADMIN_EMAILS) can only be read at run time, not at deploy.
// Two entries define them: index.ts, deployed, and emulator/index.ts, which only the local stack
// loads; they differ only in the Wiring below.
const region = 'us-central1';
// A ceiling on every function's instances, so that a flood of requests, or a loop of
// retries, cannot scale out to the project's quota with the bill, the Firestore writes and the
// Stripe calls that follow. Each 2nd gen instance serves up to 80 requests at once: 10 of the API
// are far above a shop's traffic; the webhook gets what Stripe's retries need; granting a role is
// rare; the expiry job runs one at a time, so two runs never sweep the same holds.
const maxInstances = {
  api: 10,
  stripeWebhook: 5,
  roles: 2,
  expireOrderHolds: 1,
  syncStockTotals: 5,
} as const;

/** What an entry chooses: how the gateways are picked, and the routes the API serves. */
export interface Wiring {
  gateway: (config: PaymentConfig, db: Firestore, now: () => number) => PaymentGateway;
  /** How SSLCommerz's client is picked: the configured store, or locally the twin. */
  sslcommerz: (config: PaymentConfig) => SslcommerzGateway;
  /** The courier: Steadfast when its keys are set, locally the twin; none ships by hand. */
  courier: (config: PaymentConfig) => Courier | undefined;
  routes: readonly Route[];
}

/** The deployed functions, wired as `wiring` says: each entry exports what this returns. */
export function defineFunctions(wiring: Wiring) {
  let deps: Deps | undefined;
  let app: Express | undefined;
  function getDeps(): Deps {
    if (!deps) {
      const config = readConfig();
      const now = Date.now;
      // One search index per instance, in its memory (docs/search.md).
      const catalogue = new CatalogueSync(db, { now, ...defaultSyncOptions });
      deps = {
        db,
        auth,
        config,
        now,
        gateway: () => wiring.gateway(config.payments, db, now),
        sslcommerz: () => wiring.sslcommerz(config.payments),
        courier: () => wiring.courier(config.payments),
        catalogue: () => catalogue.withReads(),
      };
    }
    return deps;
  }

  const api = onRequest(
    { region, secrets: boundSecrets, maxInstances: maxInstances.api },
    (req, res) => {
      app ??= createApp(getDeps(), wiring.routes);
      app(req, res);
    },
  );
  const stripeWebhook = onRequest(
    { region, secrets: boundSecrets, maxInstances: maxInstances.stripeWebhook },
    webhookHandler(() => {
      const { db: firestore, config, now, gateway } = getDeps();
      return { db: firestore, now, gateway, secret: config.payments.webhookSecret };
    }),
  );
  const grantAdminRole = onCall(
    { region, maxInstances: maxInstances.roles },
    adminRoleCallable(getDeps, true),
  );
  const revokeAdminRole = onCall(
    { region, maxInstances: maxInstances.roles },
    adminRoleCallable(getDeps, false),
  );

  // Holds that expire: the job sweeps twice a run (jobs/expire-order-holds.ts). Locally the
  // emulator fires no schedules: the local stack calls POST /emulator/orders/expire instead
  // (emulator/expire-orders-route.ts).
  const expireOrderHolds = onSchedule(
    {
      region,
      schedule: 'every 1 minutes',
      timeoutSeconds: 120,
      secrets: boundSecrets,
      maxInstances: maxInstances.expireOrderHolds,
    },
    async () => {
      await expireOrderHoldsJob(getDeps());
    },
  );
  // A split part's stock (docs/orders.md, "A hot part's stock in shards"): every change of a
  // shard writes their sum to the part. Each run sums every shard, so a run that fails is
  // delivered again (retry) and any later run writes the same last sum.
  const syncStockTotals = onDocumentWritten(
    {
      document: 'parts/{partId}/stockShards/{shard}',
      region,
      retry: true,
      maxInstances: maxInstances.syncStockTotals,
    },
    async (event) => {
      await syncStockTotal(getDeps().db, event.params.partId, Date.now());
    },
  );
  return {
    api,
    stripeWebhook,
    grantAdminRole,
    revokeAdminRole,
    expireOrderHolds,
    syncStockTotals,
  };
}
