import type { Express } from 'express';
import { onCall, onRequest } from 'firebase-functions/v2/https';
import { createApp } from './api/app';
import { adminRoleCallable } from './callables/admin-role';
import { boundSecrets, readConfig } from './config';
import { webhookHandler } from './payments/webhook';
import { auth, db } from './infra/firebase';
import type { Deps } from './services/deps';

// Triggers only: each wires a handler that is built and tested on its own. Dependencies are made
// on the first call, because params (ADMIN_EMAILS) can only be read at run time, not at deploy.
const region = 'us-central1';
let deps: Deps | undefined;
let app: Express | undefined;
const getDeps = (): Deps => (deps ??= { db, auth, config: readConfig(), now: Date.now });

export const api = onRequest({ region, secrets: boundSecrets }, (req, res) => {
  app ??= createApp(getDeps());
  app(req, res);
});
export const stripeWebhook = onRequest({ region, secrets: boundSecrets }, (req, res) => {
  const { db: firestore, config, now } = getDeps();
  return webhookHandler(() => ({ db: firestore, secret: config.payments.webhookSecret, now }))(
    req,
    res,
  );
});
export const grantAdminRole = onCall({ region }, adminRoleCallable(getDeps, true));
export const revokeAdminRole = onCall({ region }, adminRoleCallable(getDeps, false));
