import type { Request, Response } from 'express';
import Stripe from 'stripe';
import * as logs from '../infra/logs';
import type { Intent } from '../payments/card/gateway';
import { toIntent } from '../payments/card/stripe-gateway';
import type { Deps } from '../services/shared/deps';
import { ServiceError, type ErrorCode } from '../services/shared/errors';
import { recordPaymentFailure } from '../services/payments/payments';
import {
  recordChargeRefunded,
  recordDispute,
  recordIntentCanceled,
} from '../services/payments/refunds';
import { settleSucceededPayment } from '../services/payments/settle-payment';

export interface WebhookDeps extends Pick<Deps, 'db' | 'now' | 'gateway'> {
  /** undefined: not configured, and the webhook refuses to run. */
  secret: string | undefined;
}

function intentOf(event: Stripe.Event): Intent {
  // The handlers never need the client secret an event's intent carries.
  return { ...toIntent(event.data.object as unknown as Stripe.PaymentIntent), clientSecret: '' };
}

type ChargeObject = {
  id: string;
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  payment_intent?: string | { id: string } | null;
};

type DisputeObject = {
  id: string;
  reason?: string;
  payment_intent?: string | { id: string } | null;
};

/** An expandable reference: Stripe sends the id, or the object when it was expanded. */
const idOf = (ref: string | { id: string } | null | undefined) =>
  typeof ref === 'string' ? ref : ref?.id;

/**
 * What the webhook does with an event it acts on; its effect is logged. Any other type is
 * acknowledged and ignored.
 */
async function handle(deps: WebhookDeps, event: Stripe.Event): Promise<string | undefined> {
  const object = event.data.object as unknown;
  switch (event.type) {
    case 'payment_intent.succeeded':
      return settleSucceededPayment(deps, intentOf(event), event.id);
    case 'payment_intent.payment_failed':
      // Also counts the decline against the account (card testing, services/payments/card-declines.ts).
      return recordPaymentFailure(deps, intentOf(event), event.id);
    case 'payment_intent.canceled':
      return recordIntentCanceled(deps, intentOf(event), event.id);
    case 'charge.refunded': {
      const charge = object as ChargeObject;
      return recordChargeRefunded(
        deps,
        {
          chargeId: charge.id,
          intentId: idOf(charge.payment_intent),
          amount: charge.amount,
          amountRefunded: charge.amount_refunded,
          refunded: charge.refunded === true,
        },
        event.id,
      );
    }
    case 'charge.dispute.created': {
      const dispute = object as DisputeObject;
      return recordDispute(
        deps,
        {
          disputeId: dispute.id,
          intentId: idOf(dispute.payment_intent),
          reason: dispute.reason ?? 'unknown',
        },
        event.id,
      );
    }
    default:
      return undefined;
  }
}

/**
 * Refusals that another delivery may get past: the gateway unconfigured for now, or contention
 * (services/shared/transaction.ts) that nothing was written of. Any other refusal would be the same
 * again, and is acknowledged.
 */
const retryCodes: ReadonlySet<ErrorCode> = new Set(['unavailable', 'aborted']);

/** Stripe's events are a few KB; anything far larger is not one, and is refused unread. */
export const WEBHOOK_LIMIT_BYTES = 256 * 1024;

/**
 * The Stripe webhook (POST /api/webhooks/stripe). The signature is verified over the raw body
 * (timestamps older than 5 minutes refused); payment_intent.succeeded, .payment_failed and
 * .canceled, charge.refunded and charge.dispute.created act (`handle`); the change is written
 * before answering 2xx; an unexpected failure, or contention, answers 500 so Stripe retries. A
 * payment that does not match its order (amount, currency, order) changes nothing and is
 * acknowledged: retrying would not make it match. A payment the store cannot keep is refunded
 * (services/payments/settle-payment.ts).
 */
export function webhookHandler(getDeps: () => WebhookDeps) {
  return async (req: Request & { rawBody?: Buffer }, res: Response): Promise<void> => {
    const deps = getDeps();
    const { secret } = deps;
    if (req.method !== 'POST') {
      res.status(405).json({ success: false, message: 'Use POST.' });
      return;
    }
    if (
      Number(req.headers['content-length'] ?? 0) > WEBHOOK_LIMIT_BYTES ||
      (req.rawBody?.length ?? 0) > WEBHOOK_LIMIT_BYTES
    ) {
      res.status(413).json({ success: false, message: 'The request body is too large.' });
      return;
    }
    if (!secret) {
      logs.stripeWebhookUnconfigured();
      res.status(500).json({ success: false, message: 'The webhook is not configured.' });
      return;
    }
    const signature = req.headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      if (typeof signature !== 'string' || !req.rawBody) throw new Error('unsigned');
      event = Stripe.webhooks.constructEvent(req.rawBody, signature, secret);
    } catch {
      res.status(400).json({ success: false, message: 'Invalid signature.' });
      return;
    }

    try {
      const effect = await handle(deps, event);
      if (effect) logs.stripeWebhookApplied(event, effect);
      res.status(200).json({ received: true });
    } catch (error) {
      if (error instanceof ServiceError && !retryCodes.has(error.code)) {
        logs.stripeWebhookRejected(event, error.message);
        res.status(200).json({ received: true, ignored: error.message });
        return;
      }
      logs.stripeWebhookFailed(event, error);
      res.status(500).json({ success: false, message: 'Webhook handling failed.' });
    }
  };
}
