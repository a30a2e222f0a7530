import {
  apiCopy,
  bdtAmountString,
  canPay,
  collections,
  isPaymentHeld,
  ordersCopy,
  poishaOfUsdCents,
  sslcommerzAmountError,
  type OrderDoc,
} from '@cps/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { SslcommerzError } from '../../../payments/sslcommerz/gateway';
import type { Caller } from '../../shared/caller';
import type { Deps } from '../../shared/deps';
import { badRequest, conflict, notFound, ServiceError } from '../../shared/errors';
import { writeOrderTransition } from '../../shared/order-writes';
import { runTransaction } from '../../shared/transaction';
import { amountDueCents } from '../payments';
import { sessionRef, sslcommerzTimings, tranIdOf, type SessionRecord } from './sessions';

/**
 * POST /payments/sslcommerz/session: the owner's unpaid, payable SSLCommerz order gets a new
 * session, charged the stored order's total in Taka, under a tran_id of its own (`<id>-<n>`)
 * recorded with the order before SSLCommerz is asked, so any payment on it is known to be the
 * order's. Answers the hosted page to send the browser to.
 */
export async function startSslcommerzSession(
  deps: Pick<Deps, 'db' | 'now' | 'config' | 'sslcommerz'>,
  caller: Caller,
  orderId: string,
): Promise<{ url: string }> {
  const { db, now } = deps;
  const gateway = deps.sslcommerz();
  const ref = db.collection(collections.orders).doc(orderId);
  const refusal = (order: OrderDoc | undefined, at: number) => {
    if (!order || order.uid !== caller.uid) return notFound('Order not found.');
    if (order.paymentMethod !== 'sslcommerz') return conflict(ordersCopy.sslcommerz.notThisWay);
    if (order.paid) return conflict(apiCopy.contract.alreadyPaid);
    if (isPaymentHeld(order)) return conflict(ordersCopy.sslcommerz.held);
    if (!canPay(order, at)) return conflict(ordersCopy.orders.expiredRefusal);
    const limit = sslcommerzAmountError(amountDueCents(order));
    return limit ? badRequest(limit) : undefined;
  };
  const started = await runTransaction(db, async (tx) => {
    const snap = await tx.get(ref);
    const order = snap.exists ? (snap.data() as OrderDoc) : undefined;
    const at = now();
    const refused = refusal(order, at);
    if (refused) throw refused;
    const attempt = (order!.sslcommerz?.attempts ?? 0) + 1;
    const tranId = tranIdOf(orderId, attempt);
    const poisha = poishaOfUsdCents(amountDueCents(order!));
    const record: SessionRecord = {
      tranId,
      orderId,
      uid: caller.uid,
      amount: bdtAmountString(poisha),
      poisha,
      currency: 'BDT',
      createdAt: at,
      state: 'open',
      checkAt: at + sslcommerzTimings.lostAfterMs,
    };
    tx.create(sessionRef(db, tranId), record);
    writeOrderTransition(
      tx,
      ref,
      order!,
      {
        'sslcommerz.tranId': tranId,
        'sslcommerz.attempts': attempt,
        'sslcommerz.sessionAt': at,
      } as Partial<OrderDoc>,
      { type: 'payment-started', at, by: 'customer', who: caller.email },
    );
    return { record, order: order! };
  });
  const { record, order } = started;
  const { storeUrl, ipnUrl } = deps.config.payments.sslcommerz;
  const back = `${storeUrl}/api/payments/sslcommerz`;
  try {
    const session = await gateway.createSession({
      tranId: record.tranId,
      amount: record.amount,
      currency: 'BDT',
      successUrl: `${back}/success`,
      failUrl: `${back}/fail`,
      cancelUrl: `${back}/cancel`,
      ipnUrl,
      productName: order.name,
      numOfItem: order.lines?.length ?? 1,
      customer: {
        name: order.customerName,
        email: order.customerEmail,
        phone: order.customerPhone,
        address: order.customerAddress,
        city: order.delivery?.district ?? 'Dhaka',
      },
      orderId,
    });
    return { url: session.url };
  } catch (error) {
    if (error instanceof SslcommerzError) {
      // Refused: no payment can be made on it, so the job has nothing to ask.
      await sessionRef(db, record.tranId).update({
        state: 'refused',
        checkAt: FieldValue.delete(),
      });
      throw new ServiceError('unavailable', ordersCopy.sslcommerz.gatewayRefused(error.reason));
    }
    // No answer: the session may exist, so the job asks about it in due course.
    throw new ServiceError('unavailable', ordersCopy.sslcommerz.gatewayDown);
  }
}
