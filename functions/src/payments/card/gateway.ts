/** The part of a payment intent the store relies on, whichever gateway made it. */
export interface Intent {
  id: string;
  clientSecret: string;
  status:
    | 'requires_payment_method'
    | 'requires_confirmation'
    | 'requires_action'
    | 'processing'
    | 'succeeded'
    | 'canceled'
    | 'requires_capture';
  amount: number;
  currency: string;
  orderId: string | undefined;
  lastError: string | undefined;
  /** The account it was made for (metadata.uid), when the store made it. */
  uid?: string;
  /**
   * The store that made it (metadata.store): the gateway's own `store` when this deployment made
   * it; another value, or none, when another integration on the same Stripe account did.
   */
  store?: string;
}

export interface NewIntent {
  /** The order it pays: every intent the store makes is bound to one order when it is made. */
  orderId: string;
  /** The account paying (the order's owner), kept in the metadata to count its declines. */
  uid: string;
  amountCents: number;
  currency: 'usd';
  idempotencyKey: string;
  receiptEmail: string;
}

/** A refund of a whole succeeded payment: one the store cannot keep. */
export interface NewRefund {
  intentId: string;
  /** One refund per payment however often it is asked for: `refund-<intentId>`. */
  idempotencyKey: string;
  /** Stripe's reasons: a second payment is a duplicate; the others are the store's choice. */
  reason: 'duplicate' | 'requested_by_customer';
  /** Kept on the refund for the people reading Stripe's dashboard. */
  metadata: Record<string, string>;
}

export interface Refund {
  /** The refund's id; undefined when the payment had been refunded already (by anyone). */
  id: string | undefined;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled' | 'requires_action' | 'already_refunded';
  amount: number;
}

/** Stripe, or the emulated gateway of the local default: the same four calls. */
export interface PaymentGateway {
  readonly name: 'stripe' | 'emulated';
  /**
   * The marker written in the metadata (`store`) of every intent this deployment makes: its
   * Firebase project id, so that deployments and other integrations sharing one Stripe account
   * each know their own payments (config.ts, PaymentConfig.store).
   */
  readonly store: string;
  createIntent(input: NewIntent): Promise<Intent>;
  retrieveIntent(id: string): Promise<Intent | undefined>;
  /**
   * Cancels an intent so that no card can be charged on it any more, and answers it as it now
   * stands: `canceled`, or `succeeded`/`processing` when the payment got there first.
   */
  cancelIntent(id: string): Promise<Intent | undefined>;
  /**
   * Refunds a succeeded payment in full, once per idempotency key. Undefined when there is no
   * such payment, or it has not succeeded (nothing was taken, so nothing is refunded).
   */
  refundIntent(input: NewRefund): Promise<Refund | undefined>;
}

/**
 * Stripe refuses to make an intent of an amount outside its limits for the currency
 * (`amount_too_small` below $0.50, `amount_too_large` above $999,999.99), and so does the
 * emulated gateway.
 */
export function isAmountOutOfRange(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return code === 'amount_too_small' || code === 'amount_too_large';
}
