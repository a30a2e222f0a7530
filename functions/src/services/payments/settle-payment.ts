import { collections, isDocumentId, type OrderDoc } from '@cps/domain';
import * as logs from '../../infra/logs';
import type { Intent } from '../../payments/card/gateway';
import type { Deps } from '../shared/deps';
import { ServiceError } from '../shared/errors';
import { applyPaymentSucceeded, type SucceededPayment, type Transition } from './payments';
import { refundPayment, type RefundReason } from './refunds';

export type Settlement = Transition | 'refunded';

type SucceededIntent = SucceededPayment & Pick<Intent, 'store'>;

/**
 * How a payment the store cannot keep goes back, by its gateway: Stripe's refund of the intent,
 * or SSLCommerz's refund API (services/payments/sslcommerz/refund.ts). True once it is asked.
 */
export type RefundVia = (intent: SucceededIntent, reason: RefundReason) => Promise<boolean>;

/**
 * payment_intent.succeeded: the order becomes paid (applyPaymentSucceeded); a payment that it
 * cannot keep is refunded instead: its order was cancelled (deleted) or never existed, its hold
 * ended and its stock went back, or the order was paid already by another payment. A payment
 * that does not match its order (amount, currency, no order named) is left as it was refused,
 * and so is one for an order that is gone when the store did not make it (another integration
 * on the same Stripe account): its money is not the store's to give back.
 */
export async function settleSucceededPayment(
  deps: Pick<Deps, 'db' | 'gateway' | 'now'>,
  intent: SucceededIntent,
  eventId: string,
  refund: RefundVia = (payment, reason) => refundPayment(deps, payment, reason),
): Promise<Settlement> {
  let transition: Transition;
  try {
    transition = await applyPaymentSucceeded(deps, intent, eventId);
  } catch (error) {
    // Contention is no refusal: the delivery fails, and Stripe's retry settles it.
    const refused = error instanceof ServiceError && error.code !== 'aborted';
    const reason = refused ? await unkeptReason(deps, intent) : undefined;
    if (!reason || !(await refund(intent, reason))) throw error;
    return 'refunded';
  }
  if (transition === 'paid') return transition;
  // Paid already: by this very payment (a second report of it) or by another one.
  const order = await deps.db.collection(collections.orders).doc(intent.orderId!).get();
  if (order.get('paid') === true && order.get('transectionId') !== intent.id) {
    if (await refund(intent, 'second-payment')) return 'refunded';
  }
  return transition;
}

/** Why a succeeded payment for `intent.orderId` cannot be kept, if that is why it was refused. */
async function unkeptReason(
  { db, gateway }: Pick<Deps, 'db' | 'gateway'>,
  intent: SucceededIntent,
): Promise<RefundReason | undefined> {
  if (intent.status !== 'succeeded') return undefined;
  if (!intent.orderId || !isDocumentId(intent.orderId)) return undefined;
  const [order, archived] = await db.getAll(
    db.collection(collections.orders).doc(intent.orderId),
    db.collection(collections.cancelledOrders).doc(intent.orderId),
  );
  if (!order!.exists) {
    // Every intent the store makes carries its marker (PaymentGateway.store); one without it
    // names an order of someone else's, and its money is theirs. An SSLCommerz payment is
    // settled only for a session the store recorded, its own marker.
    if (intent.via !== 'sslcommerz' && intent.store !== gateway().store) {
      logs.paymentNotOursIgnored({
        intentId: intent.id,
        orderId: intent.orderId,
        store: intent.store ?? null,
      });
      return undefined;
    }
    return archived!.exists ? 'order-cancelled' : 'order-unknown';
  }
  const doc = order!.data() as OrderDoc;
  return !doc.paid && doc.expiredAt !== undefined ? 'order-expired' : undefined;
}
