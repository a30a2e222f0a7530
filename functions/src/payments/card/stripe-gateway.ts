import Stripe from 'stripe';
import type { Intent, NewIntent, NewRefund, PaymentGateway, Refund } from './gateway';

/** The store's view of a Stripe PaymentIntent, as the API answers it or an event carries it. */
export function toIntent(pi: Stripe.PaymentIntent): Intent {
  return {
    id: pi.id,
    clientSecret: pi.client_secret ?? '',
    status: pi.status as Intent['status'],
    amount: pi.amount,
    currency: pi.currency,
    orderId: pi.metadata?.orderId,
    lastError: pi.last_payment_error?.message,
    uid: pi.metadata?.uid,
    store: pi.metadata?.store,
  };
}

const codeOf = (error: unknown) => (error as { code?: string }).code;

/**
 * Stripe PaymentIntents with the secret key (a function secret); `store` marks every intent made
 * here (PaymentGateway.store). `config` is for tests, which point the client at a local stand-in
 * of Stripe's API.
 */
export function stripeGateway(
  secretKey: string,
  store: string,
  config?: Stripe.StripeConfig,
): PaymentGateway {
  const stripe = new Stripe(secretKey, config);
  async function retrieveIntent(id: string) {
    try {
      return toIntent(await stripe.paymentIntents.retrieve(id));
    } catch (error) {
      if (codeOf(error) === 'resource_missing') return undefined;
      throw error;
    }
  }
  return {
    name: 'stripe',
    store,
    async createIntent(input: NewIntent) {
      const pi = await stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          allowed_payment_method_types: ['card'],
          metadata: { orderId: input.orderId, uid: input.uid, store },
          receipt_email: input.receiptEmail,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return toIntent(pi);
    },
    retrieveIntent,
    async cancelIntent(id: string) {
      try {
        return toIntent(await stripe.paymentIntents.cancel(id));
      } catch (error) {
        // Already succeeded, processing or cancelled: Stripe refuses; report where it stands.
        if (codeOf(error) === 'payment_intent_unexpected_state') return retrieveIntent(id);
        if (codeOf(error) === 'resource_missing') return undefined;
        throw error;
      }
    },
    async refundIntent(input: NewRefund): Promise<Refund | undefined> {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: input.intentId, reason: input.reason, metadata: input.metadata },
          { idempotencyKey: input.idempotencyKey },
        );
        return { id: refund.id, status: refund.status as Refund['status'], amount: refund.amount };
      } catch (error) {
        // Refunded before (by the dashboard, or past the idempotency key's 24 hours): done.
        if (codeOf(error) === 'charge_already_refunded') {
          return { id: undefined, status: 'already_refunded', amount: 0 };
        }
        // No such payment, or it never succeeded: nothing was taken.
        if (['resource_missing', 'payment_intent_unexpected_state'].includes(codeOf(error) ?? '')) {
          return undefined;
        }
        throw error;
      }
    },
  };
}
