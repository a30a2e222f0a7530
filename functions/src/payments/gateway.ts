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
}

export interface NewIntent {
  /** The order it pays; none for an intent of spec §7's {price}, bound later (issue 14). */
  orderId?: string;
  /** Who asked for an intent bound to no order (kept in the gateway's metadata). */
  uid?: string;
  amountCents: number;
  currency: 'usd';
  idempotencyKey: string;
  receiptEmail: string;
}

/** A refund of a whole succeeded payment (issue 13: a payment the store cannot keep). */
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
