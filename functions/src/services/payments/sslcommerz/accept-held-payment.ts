import { collections, isPaymentHeld, type OrderDoc, ordersCopy } from '@cps/domain';
import { isPaidStatus } from '../../../payments/sslcommerz/gateway';
import type { Caller } from '../../shared/caller';
import type { Deps } from '../../shared/deps';
import { conflict, notFound } from '../../shared/errors';
import { applyPaymentSucceeded, type Transition } from '../payments';
import { paymentOf } from './settle';
import { readSession, sessionRef } from './sessions';

/**
 * POST /orders/{id}/payment/accept: an admin accepts a payment held for review. SSLCommerz is
 * asked again that the payment stands (VALID or VALIDATED, this tran_id), then the order is paid
 * through the one paid transition, by the admin, once.
 */
export async function acceptHeldPayment(
  deps: Pick<Deps, 'db' | 'now' | 'sslcommerz'>,
  admin: Caller,
  orderId: string,
): Promise<Transition> {
  const snap = await deps.db.collection(collections.orders).doc(orderId).get();
  if (!snap.exists) throw notFound('Order not found.');
  const order = snap.data() as OrderDoc;
  const held = order.sslcommerz;
  if (!isPaymentHeld(order) || !held?.valId) throw conflict(ordersCopy.sslcommerz.notHeld);
  const record = await readSession(deps.db, held.tranId);
  const found = await deps.sslcommerz().validate(held.valId);
  if (!record || !found || !isPaidStatus(found.status) || found.tranId !== held.tranId) {
    throw conflict(ordersCopy.sslcommerz.notHeld);
  }
  const transition = await applyPaymentSucceeded(
    deps,
    { ...paymentOf(record, found), settledBy: { by: 'admin', who: admin.email } },
    `sslcommerz-accept:${found.valId}`,
  );
  await sessionRef(deps.db, record.tranId).update({ state: 'paid' });
  return transition;
}
