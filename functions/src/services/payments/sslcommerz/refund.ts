import { collections, isPaymentHeld, type OrderDoc, type OrderEvent } from '@cps/domain';
import { FieldValue } from 'firebase-admin/firestore';
import * as logs from '../../../infra/logs';
import type { Deps } from '../../shared/deps';
import { writeOrderTransition } from '../../shared/order-writes';
import { runTransaction } from '../../shared/transaction';
import { readOrderParts, returnStock } from '../../shared/order-stock';
import { amountDueCents } from '../payments';
import { writeRefundedInFull, type RefundReason } from '../refunds';
import { sessionRef, sslcommerzTimings, type SessionRecord } from './sessions';

// Refunds through SSLCommerz's refund API: asked once per payment with the store's own
// refund_trans_id, recorded on the session (and the order, when it is the order's own payment),
// then followed by the job until SSLCommerz says refunded. Each step is in the order's history.

/** Why the store refunds an SSLCommerz payment: one it cannot keep, or an admin's decision. */
export type SslcommerzRefundReason = RefundReason | 'admin';

/** The payment to refund: the session and what SSLCommerz validated of it. */
export interface RefundTarget {
  record: Pick<SessionRecord, 'tranId' | 'orderId'>;
  found: { bankTranId: string; amount: string };
}

/** The store's id of the one refund of a payment: SSLCommerz refuses a second with it. */
export const refundTransIdOf = (tranId: string) => `RF${tranId}`;

/**
 * Asks SSLCommerz to refund a whole payment, once: a refund already asked (and not refused) is
 * not asked again. The order's own payment (paid, or held for review) shows the refund under
 * way, and a held order ends at once (its stock back); a payment the order could not keep gets
 * a 'payment-refunded' event. False when SSLCommerz refuses the refund.
 */
export async function refundSslcommerzPayment(
  deps: Pick<Deps, 'db' | 'now' | 'sslcommerz'>,
  { record, found }: RefundTarget,
  reason: SslcommerzRefundReason,
  actor: Pick<OrderEvent, 'by' | 'who'> = { by: 'system', who: 'sslcommerz-refund' },
): Promise<boolean> {
  const { db, now } = deps;
  const ref = sessionRef(db, record.tranId);
  const before = (await ref.get()).data() as SessionRecord | undefined;
  if (!before) return false;
  if (before.refund && before.refund.status !== 'failed') return true;
  const refundTransId = refundTransIdOf(record.tranId);
  const answer = await deps.sslcommerz().refund({
    bankTranId: found.bankTranId,
    amount: found.amount,
    remarks: reason,
    refundTransId,
  });
  const accepted =
    answer.status === 'success' || answer.status === 'processing' || answer.status === 'refunded';
  const fields = {
    tranId: record.tranId,
    orderId: record.orderId,
    reason,
    refundRefId: answer.refundRefId ?? null,
  };
  if (accepted) logs.sslcommerzRefund({ ...fields, status: answer.status });
  else logs.sslcommerzRefundFailed({ ...fields, status: answer.errorReason ?? answer.status });
  if (!accepted) return false;
  const orderRef = db.collection(collections.orders).doc(record.orderId);
  await runTransaction(db, async (tx) => {
    const [session, snap] = await Promise.all([tx.get(ref), tx.get(orderRef)]);
    const current = session.data() as SessionRecord;
    if (current.refund && current.refund.status !== 'failed') return;
    const at = now();
    const refund = {
      refundTransId,
      refundRefId: answer.refundRefId ?? null,
      reason,
      status: 'processing' as const,
      at,
    };
    const order = snap.data() as OrderDoc | undefined;
    const own =
      order !== undefined &&
      order.sslcommerz?.tranId === record.tranId &&
      (order.paid || isPaymentHeld(order));
    // Reads before writes: a held order that ends gives its stock back.
    const parts = own && isPaymentHeld(order) ? await readOrderParts(db, tx, order) : undefined;
    tx.update(ref, {
      refund,
      state: 'refunding',
      checkAt: at + sslcommerzTimings.refundRecheckMs,
    });
    if (!order) return;
    if (own) {
      if (parts) returnStock(tx, parts, at);
      writeOrderTransition(
        tx,
        orderRef,
        order,
        { 'sslcommerz.refund': refund, ...(parts ? { expiredAt: at } : {}) } as Partial<OrderDoc>,
        { type: 'refund-started', at, ...actor },
      );
    } else {
      writeOrderTransition(
        tx,
        orderRef,
        order,
        {},
        {
          type: 'payment-refunded',
          at,
          by: 'system',
          who: record.tranId,
        },
      );
    }
  });
  return true;
}

/**
 * Asks SSLCommerz where a refund stands. Refunded: the session says so and, when it was the
 * order's own paid payment, the order becomes 'refunded' (stock back if not shipped). Still
 * processing: asked again later. Refused: recorded, and logged for a person to look at.
 */
export async function followRefund(
  deps: Pick<Deps, 'db' | 'now' | 'sslcommerz'>,
  record: SessionRecord,
): Promise<'refunded' | 'processing' | 'failed'> {
  const { db, now } = deps;
  const refundRefId = record.refund?.refundRefId;
  if (!refundRefId) return 'failed';
  const answer = await deps.sslcommerz().refundStatus(refundRefId);
  const status =
    answer.status === 'refunded'
      ? 'refunded'
      : answer.status === 'processing' || answer.status === 'success'
        ? 'processing'
        : 'failed';
  const orderRef = db.collection(collections.orders).doc(record.orderId);
  await runTransaction(db, async (tx) => {
    const [session, snap] = await Promise.all([
      tx.get(sessionRef(db, record.tranId)),
      tx.get(orderRef),
    ]);
    const current = session.data() as SessionRecord;
    if (current.refund?.status !== 'processing') return;
    const at = now();
    if (status === 'processing') {
      tx.update(session.ref, { checkAt: at + sslcommerzTimings.refundRecheckMs });
      return;
    }
    const refund = { ...current.refund, status };
    const order = snap.data() as OrderDoc | undefined;
    const own = order?.sslcommerz?.tranId === record.tranId && order.sslcommerz.refund;
    if (own && status === 'refunded' && order.paid && order.refundedAt === undefined) {
      await writeRefundedInFull(tx, db, orderRef, { ...order }, amountDueCents(order), {
        type: 'refunded',
        at,
        by: 'sslcommerz',
        who: refundRefId,
      });
      tx.update(orderRef, { 'sslcommerz.refund': refund });
    } else if (own) {
      writeOrderTransition(
        tx,
        orderRef,
        order,
        { 'sslcommerz.refund': refund } as Partial<OrderDoc>,
        status === 'refunded'
          ? { type: 'refunded', at, by: 'sslcommerz', who: refundRefId }
          : { type: 'payment-failed', at, by: 'sslcommerz', who: refundRefId },
      );
    }
    tx.update(session.ref, {
      refund,
      state: status === 'refunded' ? 'refunded' : current.state,
      checkAt: FieldValue.delete(),
    });
  });
  const entry = {
    tranId: record.tranId,
    orderId: record.orderId,
    reason: record.refund?.reason ?? '',
    status,
    refundRefId,
  };
  if (status === 'failed') logs.sslcommerzRefundFailed(entry);
  else logs.sslcommerzRefund(entry);
  return status;
}
