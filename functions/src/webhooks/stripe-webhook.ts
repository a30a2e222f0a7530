import type { Request, Response } from 'express';
import Stripe from 'stripe';
import type { Intent } from '../payments/gateway';
import type { Deps } from '../services/deps';
import { ServiceError } from '../services/errors';
import { applyPaymentSucceeded, recordPaymentFailure } from '../services/payments';

export interface WebhookDeps extends Pick<Deps, 'db' | 'now'> {
  /** undefined: not configured, and the webhook refuses to run. */
  secret: string | undefined;
}

type IntentObject = {
  id: string;
  status: Intent['status'];
  amount: number;
  currency: string;
  metadata?: { orderId?: string };
  last_payment_error?: { message?: string } | null;
};

function intentOf(event: Stripe.Event): Intent {
  const pi = event.data.object as unknown as IntentObject;
  return {
    id: pi.id,
    clientSecret: '',
    status: pi.status,
    amount: pi.amount,
    currency: pi.currency,
    orderId: pi.metadata?.orderId,
    lastError: pi.last_payment_error?.message,
  };
}

/** Stripe's events are a few KB; anything far larger is not one, and is refused unread. */
export const WEBHOOK_LIMIT_BYTES = 256 * 1024;

/**
 * The Stripe webhook (POST /api/webhooks/stripe). The signature is verified over the raw body
 * (timestamps older than 5 minutes refused); only payment_intent.succeeded and .payment_failed
 * act; the change is written before answering 2xx; an unexpected failure answers 500 so Stripe
 * retries. A payment that does not match its order (amount, currency, order) changes nothing and
 * is acknowledged: retrying would not make it match.
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
      console.error('stripe_webhook_unconfigured: STRIPE_WEBHOOK_SECRET is not set');
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
      if (event.type === 'payment_intent.succeeded') {
        const effect = await applyPaymentSucceeded(deps, intentOf(event), event.id);
        console.info('stripe_webhook_applied', { event: event.id, effect });
      } else if (event.type === 'payment_intent.payment_failed') {
        await recordPaymentFailure(deps, intentOf(event), event.id);
      }
      res.status(200).json({ received: true });
    } catch (error) {
      if (error instanceof ServiceError && error.code !== 'unavailable') {
        console.warn('stripe_webhook_rejected', { event: event.id, reason: error.message });
        res.status(200).json({ received: true, ignored: error.message });
        return;
      }
      console.error('stripe_webhook_failed', { event: event.id, error });
      res.status(500).json({ success: false, message: 'Webhook handling failed.' });
    }
  };
}
