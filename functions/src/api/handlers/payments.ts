import { z } from 'zod';
import * as logs from '../../infra/logs';
import { confirmEmulatedIntent, signedIntentEvent } from '../../payments/emulated-gateway';
import type { Deps } from '../../services/shared/deps';
import { createIntentForPrice } from '../../services/payments/intent-for-price';
import { confirmPaidByOwner, createPaymentIntent } from '../../services/payments/payments';
import { badRequest, notFound } from '../../services/shared/errors';
import { idParam, parse, priceBody } from '../input';
import type { Route } from '../route';

const intentId = z.string().regex(/^pi_[A-Za-z0-9_]{1,120}$/, 'Invalid transaction id.');

const confirmBody = z.object({
  clientSecret: z.string().max(300),
  card: z.object({
    number: z.string().max(40),
    expiry: z.string().max(10),
    cvc: z.string().max(8),
  }),
});

/** Hands the emulated gateway's outcome to the real webhook, signed as Stripe would sign it. */
async function deliver(deps: Deps, event: { payload: string; signature: string }) {
  const response = await fetch(deps.config.payments.emulatedWebhookUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    body: event.payload,
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) logs.emulatedWebhookDeliveryFailed(response.status);
}

export const paymentRoutes: Route[] = [
  {
    method: 'post',
    path: '/create-payment-intent',
    access: 'user',
    rateLimit: 'paymentIntents',
    handle: async ({ deps, req, caller, rateLimit }) => {
      // The SPA names its order (any `price` is ignored: the amount is the stored order's);
      // spec §7's client sends only `{price}`: the intent of its unpaid order of that total.
      const { orderId } = parse(z.object({ orderId: idParam.optional() }), req.body);
      const price = orderId === undefined ? parse(priceBody, req.body).price : undefined;
      // Counted once valid: what follows may call the gateway, refused or not.
      await rateLimit.take();
      const intent =
        orderId !== undefined
          ? await createPaymentIntent(deps, caller, orderId)
          : await createIntentForPrice(deps, caller, price!);
      return { clientSecret: intent.clientSecret };
    },
  },
  {
    method: 'patch',
    path: '/order/:id',
    access: 'user',
    rateLimit: 'paymentConfirmations',
    handle: async ({ deps, req, caller, rateLimit }) => {
      const id = parse(idParam, req.params.id);
      const body = parse(
        z.object({ orderId: idParam.optional(), transectionId: intentId }),
        req.body,
      );
      if (body.orderId !== undefined && body.orderId !== id) {
        throw badRequest('orderId does not match the path.');
      }
      // Counted once valid: confirming asks the gateway for the intent, refused or not.
      await rateLimit.take();
      const effect = await confirmPaidByOwner(deps, caller, id, body.transectionId);
      return {
        acknowledged: true,
        matchedCount: 1,
        modifiedCount: effect === 'paid' ? 1 : 0,
        upsertedCount: 0,
      };
    },
  },
  {
    method: 'post',
    path: '/emulator/payments/confirm',
    access: 'public',
    handle: async ({ deps, req, status }) => {
      // Test mode only: the client secret is the credential, as with Stripe.js.
      if (!deps.config.payments.emulator || deps.gateway().name !== 'emulated') {
        throw notFound('Not found.');
      }
      const { clientSecret, card } = parse(confirmBody, req.body);
      const result = await confirmEmulatedIntent(deps.db, clientSecret, card, new Date(deps.now()));
      if (result.kind === 'unknown') throw notFound('No such payment intent.');
      if (result.kind === 'canceled') {
        status(400);
        const error = { type: 'invalid_request_error', code: 'payment_intent_unexpected_state' };
        return { error: { ...error, message: result.message } };
      }
      const { intent, outcome } = result;
      const secret = deps.config.payments.webhookSecret;
      if (secret) {
        const type = outcome.ok ? 'payment_intent.succeeded' : 'payment_intent.payment_failed';
        await deliver(deps, signedIntentEvent(type, intent, secret, Math.floor(deps.now() / 1000)));
      }
      if (!outcome.ok) {
        status(402);
        return { error: { type: 'card_error', code: outcome.code, message: outcome.message } };
      }
      return { paymentIntent: { id: intent.id, status: intent.status } };
    },
  },
];
