import { z } from 'zod';
import { parse } from '../../api/input';
import type { Route } from '../../api/route';
import * as logs from '../../infra/logs';
import type { Deps } from '../../services/shared/deps';
import { notFound } from '../../services/shared/errors';
import { confirmEmulatedIntent, signedIntentEvent } from './emulated-gateway';

// The emulated Stripe.js: the card form of the local stack confirms a card here, and the outcome
// reaches the real webhook, signed as Stripe would sign it.

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

export const emulatedCardRoutes: Route[] = [
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
