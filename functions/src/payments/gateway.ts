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
  orderId: string;
  amountCents: number;
  currency: 'usd';
  idempotencyKey: string;
  receiptEmail: string;
}

/** Stripe, or the emulated gateway of the local default: the same three calls. */
export interface PaymentGateway {
  readonly name: 'stripe' | 'emulated';
  createIntent(input: NewIntent): Promise<Intent>;
  retrieveIntent(id: string): Promise<Intent | undefined>;
  /**
   * Cancels an intent so that no card can be charged on it any more, and answers it as it now
   * stands: `canceled`, or `succeeded`/`processing` when the payment got there first.
   */
  cancelIntent(id: string): Promise<Intent | undefined>;
}
