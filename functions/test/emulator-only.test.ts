import express from 'express';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/api/app';
import { routes } from '../src/api/routes';
import {
  EMULATOR_COURIER_TOKEN,
  EMULATOR_WEBHOOK_SECRET,
  readConfig,
  readPaymentConfig,
} from '../src/config';
import { emulatorRoutes } from '../src/emulator/routes';
import { selectEmulatorGateway } from '../src/emulator/card/select-gateway';
import { selectEmulatorSslcommerz } from '../src/emulator/sslcommerz/select-gateway';
import { selectEmulatorCourier } from '../src/emulator/courier/select-courier';
import { CatalogueSync, defaultSyncOptions } from '../src/search/catalogue-sync';
import type { Deps } from '../src/services/shared/deps';
import { webhookHandler } from '../src/webhooks/stripe-webhook';

// The emulated payments (gateway, card-confirm route, fixed webhook secret) exist for the local
// default only: the Functions emulator AND a demo- project. Each refusal is shown here on the
// real Express app and webhook door; no request reaches Firestore, so no emulator is needed.

const inEmulator = { FUNCTIONS_EMULATOR: 'true' };

describe('which environments get the emulated payments', () => {
  it.each([
    [
      'the Functions emulator with a demo- project',
      { ...inEmulator, GCLOUD_PROJECT: 'demo-x' },
      true,
    ],
    [
      'the Functions emulator with a real project',
      { ...inEmulator, GCLOUD_PROJECT: 'shop-bd' },
      false,
    ],
    ['the Functions emulator with no project id', { ...inEmulator }, false],
    ['a deployed function of a demo- project name', { GCLOUD_PROJECT: 'demo-x' }, false],
    ['a deployed function', { GCLOUD_PROJECT: 'shop-bd', K_SERVICE: 'api' }, false],
  ])('%s: %s', (_label, env, emulated) => {
    const config = readPaymentConfig(env);
    expect(config.emulator).toBe(emulated);
    expect(config.webhookSecret).toBe(emulated ? EMULATOR_WEBHOOK_SECRET : undefined);
  });

  it('a webhook secret that is set is used everywhere, never replaced by the local one', () => {
    const config = readPaymentConfig({
      ...inEmulator,
      GCLOUD_PROJECT: 'demo-x',
      STRIPE_WEBHOOK_SECRET: 'whsec_real',
    });
    expect(config.webhookSecret).toBe('whsec_real');
  });
});

describe('outside the local default', () => {
  const app = initializeApp({ projectId: 'shop-bd' }, 'emulator-only-test');
  let server: Server;
  let base = '';

  function start(env: NodeJS.ProcessEnv) {
    const payments = readPaymentConfig(env);
    const db = getFirestore(app);
    const now = Date.now;
    const deps: Deps = {
      db,
      auth: getAuth(app),
      config: { ...readConfig(''), payments },
      now,
      gateway: () => selectEmulatorGateway(payments, db, now),
      sslcommerz: () => selectEmulatorSslcommerz(payments),
      courier: () => selectEmulatorCourier(payments),
      catalogue: () =>
        new CatalogueSync(db, { now, ...defaultSyncOptions, follow: false }).withReads(),
    };
    const web = express();
    web.post('/webhook', express.raw({ type: '*/*' }), (req, res, next) => {
      Object.assign(req, { rawBody: req.body as Buffer });
      webhookHandler(() => ({ db, now, gateway: deps.gateway, secret: payments.webhookSecret }))(
        req,
        res,
      ).catch(next);
    });
    web.use(createApp(deps, [...routes, ...emulatorRoutes]));
    return web;
  }

  async function listen(env: NodeJS.ProcessEnv) {
    server?.close();
    server = createServer(start(env));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  const confirm = () =>
    fetch(`${base}/api/emulator/payments/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        clientSecret: 'pi_emu_abc_secret_def',
        card: { number: '4242424242424242', expiry: '12/34', cvc: '123' },
      }),
    });

  beforeAll(() => listen({ ...inEmulator, GCLOUD_PROJECT: 'shop-bd' }));
  afterAll(async () => {
    server?.close();
    await deleteApp(app);
  });

  it('the emulated card-confirm route answers 404 in the emulator for a real project', async () => {
    const answer = await confirm();
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ success: false, message: 'Not found.' });
  });

  it('the emulated card-confirm route answers 404 with a Stripe key set', async () => {
    await listen({ GCLOUD_PROJECT: 'shop-bd', STRIPE_SECRET_KEY: 'sk_test_x' });
    const answer = await confirm();
    expect(answer.status).toBe(404);
  });

  it("the emulated courier's API and panel answer 404 in the emulator for a real project", async () => {
    await listen({ ...inEmulator, GCLOUD_PROJECT: 'shop-bd' });
    for (const path of [
      '/api/emulator/courier/panel',
      '/api/emulator/courier/api/v1/status_by_cid/1',
    ]) {
      const answer = await fetch(`${base}${path}`);
      expect(answer.status, path).toBe(404);
    }
  });

  it("the courier webhook refuses the local stack's token (401) where it is not the local default", async () => {
    await listen({ GCLOUD_PROJECT: 'shop-bd', K_SERVICE: 'api' });
    const answer = await fetch(`${base}/api/webhooks/courier`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${EMULATOR_COURIER_TOKEN}`,
      },
      body: JSON.stringify({ notification_type: 'delivery_status' }),
    });
    expect(answer.status).toBe(401);
    expect(readPaymentConfig({ GCLOUD_PROJECT: 'shop-bd' }).courier.webhookToken).toBeUndefined();
    expect(
      readPaymentConfig({ ...inEmulator, GCLOUD_PROJECT: 'demo-x' }).courier.webhookToken,
    ).toBe(EMULATOR_COURIER_TOKEN);
  });

  it('the webhook refuses to run (500, fails closed) without a secret, even signed with the local one', async () => {
    await listen({ ...inEmulator, GCLOUD_PROJECT: 'shop-bd' });
    const payload = '{"id":"evt_1","object":"event","type":"payment_intent.succeeded"}';
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: EMULATOR_WEBHOOK_SECRET,
    });
    const answer = await fetch(`${base}/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({
      success: false,
      message: 'The webhook is not configured.',
    });
  });
});
