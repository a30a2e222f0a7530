import {
  collections,
  isPaymentHeld,
  isRefunded,
  type OrderDoc,
  ordersCopy,
  type PaymentMethod,
} from '@cps/domain';
import type { Caller } from '../shared/caller';
import type { Deps } from '../shared/deps';
import { conflict, notFound } from '../shared/errors';
import { amountDueCents, CURRENCY } from './payments';
import { refundPayment } from './refunds';
import { readSession } from './sslcommerz/sessions';
import { refundSslcommerzPayment } from './sslcommerz/refund';

type RefundDeps = Pick<Deps, 'db' | 'gateway' | 'now' | 'sslcommerz'>;

/** How each way to pay gives a whole payment back; false when the gateway refuses. */
const refundThrough: Partial<
  Record<
    PaymentMethod,
    (deps: RefundDeps, admin: Caller, id: string, order: OrderDoc) => Promise<boolean>
  >
> = {
  // Stripe's refund; its charge.refunded then makes the order 'refunded' (refunds.ts).
  card: (deps, _admin, id, order) =>
    refundPayment(
      deps,
      { id: order.transectionId!, amount: amountDueCents(order), currency: CURRENCY, orderId: id },
      'admin',
    ),
  // SSLCommerz's refund API, followed by the job until it says refunded (sslcommerz/refund.ts).
  sslcommerz: async (deps, admin, id, order) => {
    const paid = order.sslcommerz;
    const record = paid ? await readSession(deps.db, paid.tranId) : undefined;
    if (!paid?.bankTranId || !paid.amount || !record || record.orderId !== id) {
      throw conflict(ordersCopy.sslcommerz.notRefundable);
    }
    if (paid.refund && paid.refund.status !== 'failed')
      throw conflict(ordersCopy.sslcommerz.refundPending);
    return refundSslcommerzPayment(
      deps,
      { record, found: { bankTranId: paid.bankTranId, amount: paid.amount } },
      'admin',
      { by: 'admin', who: admin.email },
    );
  },
};

/**
 * POST /orders/{id}/payment/refund: an admin gives an order's whole payment back, through the
 * gateway that took it (the order's `paymentMethod`): a paid order not refunded yet, or an
 * SSLCommerz payment held for review (the order then ends, its stock back).
 */
export async function refundOrderPayment(
  deps: RefundDeps,
  admin: Caller,
  orderId: string,
): Promise<void> {
  const snap = await deps.db.collection(collections.orders).doc(orderId).get();
  if (!snap.exists) throw notFound('Order not found.');
  const order = snap.data() as OrderDoc;
  const method = order.paymentMethod ?? 'card';
  const refundable =
    (order.paid && !isRefunded(order) && order.transectionId !== undefined) ||
    (method === 'sslcommerz' && isPaymentHeld(order));
  const refund = refundThrough[method];
  if (!refundable || !refund) throw conflict(ordersCopy.sslcommerz.notRefundable);
  if (!(await refund(deps, admin, orderId, order))) {
    throw conflict(ordersCopy.sslcommerz.notRefundable);
  }
}
