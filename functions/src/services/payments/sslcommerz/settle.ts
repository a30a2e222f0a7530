import {
  collections,
  isPaymentHeld,
  poishaOfBdtString,
  poishaOfUsdCents,
  sslcommerzCurrency,
  type OrderDoc,
} from '@cps/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { isPaidStatus, type Transaction } from '../../../payments/sslcommerz/gateway';
import type { Deps } from '../../shared/deps';
import { writeOrderTransition } from '../../shared/order-writes';
import { runTransaction } from '../../shared/transaction';
import { readPaymentEvent } from '../payment-events';
import { amountDueCents, type SucceededPayment } from '../payments';
import { settleSucceededPayment } from '../settle-payment';
import { refundSslcommerzPayment } from './refund';
import { sessionRef, type SessionRecord } from './sessions';

// A payment SSLCommerz says went through (its validation API, or its transaction query), applied
// to the order its session was made for: paid once, held for review when risky, refunded when
// the order cannot keep it. Every door (the IPN, the buyer's return, the job, the expiry) comes
// here with what SSLCommerz itself answered, never with what the notification claimed.

export type SslcommerzEffect =
  'paid' | 'already-paid' | 'duplicate-event' | 'held' | 'refunded' | 'not-valid' | 'mismatch';

/** The validated payment as the store's settling code takes it: the amount in poisha. */
export function paymentOf(record: SessionRecord, found: Transaction): SucceededPayment {
  return {
    via: 'sslcommerz',
    id: record.tranId,
    status: 'succeeded',
    amount: poishaOfBdtString(found.amount) ?? -1,
    currency: found.currency.toLowerCase(),
    orderId: record.orderId,
    orderFields: {
      'sslcommerz.tranId': record.tranId,
      'sslcommerz.valId': found.valId,
      'sslcommerz.bankTranId': found.bankTranId,
      'sslcommerz.cardType': found.cardType,
      'sslcommerz.amount': found.amount,
    },
  };
}

/** The event id a payment is applied under: one per validated payment, whichever door. */
export const paymentEventId = (found: Pick<Transaction, 'valId'>) => `sslcommerz:${found.valId}`;

/**
 * Applies what SSLCommerz answered about the session `record`: only a VALID or VALIDATED
 * payment of this very tran_id, amount and currency is acted on.
 */
export async function settleValidated(
  deps: Pick<Deps, 'db' | 'gateway' | 'now' | 'sslcommerz'>,
  record: SessionRecord,
  found: Transaction | undefined,
): Promise<SslcommerzEffect> {
  if (!found || !isPaidStatus(found.status) || !found.valId) return 'not-valid';
  const matches =
    found.tranId === record.tranId &&
    poishaOfBdtString(found.amount) === record.poisha &&
    found.currency === sslcommerzCurrency;
  if (!matches) return 'mismatch';
  const payment = paymentOf(record, found);
  const refund = (_: unknown, reason: Parameters<typeof refundSslcommerzPayment>[2]) =>
    refundSslcommerzPayment(deps, { record, found }, reason);
  let effect: SslcommerzEffect;
  const order = (await deps.db.collection(collections.orders).doc(record.orderId).get()).data() as
    OrderDoc | undefined;
  if (order && isPaymentHeld(order) && order.sslcommerz?.valId !== found.valId) {
    // Another payment of the order waits for review: this one is a second payment.
    effect = (await refund(undefined, 'second-payment')) ? 'refunded' : 'not-valid';
  } else if (found.riskLevel === '1') {
    const held = await holdPayment(deps, record, found);
    // A risky payment the order cannot take (paid, gone, expired) goes back like any other.
    effect =
      held === 'not-held'
        ? await settleSucceededPayment(deps, payment, paymentEventId(found), refund)
        : held;
  } else {
    effect = await settleSucceededPayment(deps, payment, paymentEventId(found), refund);
  }
  if (effect === 'paid' || effect === 'held' || effect === 'already-paid') {
    await markSession(deps, record.tranId, effect === 'held' ? 'held' : 'paid', found);
  }
  return effect;
}

/** Records what came of a session, and stops the job asking about it. */
async function markSession(
  { db }: Pick<Deps, 'db'>,
  tranId: string,
  state: 'paid' | 'held',
  found: Transaction,
) {
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(sessionRef(db, tranId));
    const current = snap.data() as SessionRecord | undefined;
    // A refund under way (or done) is the later word.
    if (!current || current.refund) return;
    tx.update(snap.ref, {
      state,
      valId: found.valId,
      bankTranId: found.bankTranId,
      checkAt: FieldValue.delete(),
    });
  });
}

/**
 * risk_level 1: the money is taken but the order is not paid until an admin accepts it. The
 * order is held (out of the expiry's reach, neither payable nor cancellable), once per payment.
 * 'not-held' when the order cannot take it: paid already, gone, expired, or holding another.
 */
async function holdPayment(
  { db, now }: Pick<Deps, 'db' | 'now'>,
  record: SessionRecord,
  found: Transaction,
): Promise<'held' | 'duplicate-event' | 'not-held'> {
  const orderRef = db.collection(collections.orders).doc(record.orderId);
  const eventRef = db.collection(collections.paymentEvents).doc(paymentEventId(found));
  return runTransaction(db, async (tx) => {
    const [event, snap] = await Promise.all([readPaymentEvent(tx, eventRef), tx.get(orderRef)]);
    if (event.seen) return 'duplicate-event';
    const order = snap.data() as OrderDoc | undefined;
    const due = order ? poishaOfUsdCents(amountDueCents(order)) : undefined;
    if (!order || order.paid || order.expiredAt !== undefined || isPaymentHeld(order)) {
      return 'not-held';
    }
    if (due !== record.poisha) return 'not-held';
    const at = now();
    writeOrderTransition(
      tx,
      orderRef,
      order,
      {
        paymentHeldAt: at,
        'sslcommerz.tranId': record.tranId,
        'sslcommerz.valId': found.valId,
        'sslcommerz.bankTranId': found.bankTranId,
        'sslcommerz.cardType': found.cardType,
        'sslcommerz.amount': found.amount,
        'sslcommerz.riskTitle': found.riskTitle,
      } as Partial<OrderDoc>,
      { type: 'payment-held', at, by: 'sslcommerz', who: record.tranId },
    );
    event.record({
      type: 'sslcommerz.held',
      orderId: record.orderId,
      intentId: record.tranId,
      at,
      effect: 'held',
    });
    return 'held';
  });
}
