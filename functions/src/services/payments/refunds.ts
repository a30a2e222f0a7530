import { collections, isDocumentId, type OrderDoc, type OrderEvent } from '@cps/domain';
import {
  FieldValue,
  type DocumentReference,
  type Firestore,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import * as logs from '../../infra/logs';
import type { Intent } from '../../payments/card/gateway';
import type { Deps } from '../shared/deps';
import { writeOrderTransition } from '../shared/order-writes';
import { readOrderParts, returnStock } from '../shared/order-stock';
import { readPaymentEvent } from './payment-events';
import { runTransaction } from '../shared/transaction';

// Refunds, disputes and cancelled intents (docs/payments.md). Every handler records the
// Stripe event id in paymentEvents in the transaction that makes its change (payment-events.ts),
// so a replayed or duplicated delivery changes nothing twice. A payment the store cannot keep
// (settle-payment.ts) is refunded in full through the gateway, once per intent (idempotency key
// `refund-<intentId>`), recorded in refunds/{intentId} (server-only) and logged
// (`payment_refunded`).

/** Why a payment was refunded by the store itself. */
export type RefundReason =
  | 'order-cancelled'
  | 'order-unknown'
  | 'order-expired'
  | 'second-payment'
  // An admin refunding a paid order (POST /orders/{id}/payment/refund).
  | 'admin';

/**
 * Refunds a whole succeeded payment through the gateway, once: the refund's idempotency key is
 * the intent's, and a payment already recorded as refunded by the store is not asked again. The
 * refund is recorded in refunds/{intentId}, and on the order when it still exists (a
 * 'payment-refunded' event, no change of state). False when the gateway knows no such
 * succeeded payment (nothing was taken).
 */
export async function refundPayment(
  { db, gateway, now }: Pick<Deps, 'db' | 'gateway' | 'now'>,
  intent: Pick<Intent, 'id' | 'amount' | 'currency' | 'orderId'>,
  reason: RefundReason,
): Promise<boolean> {
  const recordRef = db.collection(collections.refunds).doc(intent.id);
  if ((await recordRef.get()).get('issuedAt') !== undefined) return true;
  const refund = await gateway().refundIntent({
    intentId: intent.id,
    idempotencyKey: `refund-${intent.id}`,
    reason: reason === 'second-payment' ? 'duplicate' : 'requested_by_customer',
    metadata: { orderId: intent.orderId ?? '', reason },
  });
  if (!refund) {
    logs.paymentRefundImpossible({
      intentId: intent.id,
      orderId: intent.orderId,
      reason,
    });
    return false;
  }
  const orderRef =
    intent.orderId && isDocumentId(intent.orderId)
      ? db.collection(collections.orders).doc(intent.orderId)
      : undefined;
  const recorded = await runTransaction(db, async (tx) => {
    const [record, order] = await Promise.all([
      tx.get(recordRef),
      orderRef ? tx.get(orderRef) : undefined,
    ]);
    if (record.get('issuedAt') !== undefined) return false;
    const at = now();
    tx.set(
      recordRef,
      {
        intentId: intent.id,
        orderId: intent.orderId ?? null,
        reason,
        amount: intent.amount,
        currency: intent.currency,
        refundId: refund.id ?? null,
        refundStatus: refund.status,
        issuedAt: at,
      },
      { merge: true },
    );
    if (orderRef && order?.exists) {
      writeOrderTransition(
        tx,
        orderRef,
        order.data() as OrderDoc,
        {},
        {
          type: 'payment-refunded',
          at,
          by: 'system',
          who: intent.id,
        },
      );
    }
    return true;
  });
  if (recorded) {
    logs.paymentRefunded({
      intentId: intent.id,
      orderId: intent.orderId,
      reason,
      amount: intent.amount,
      refundId: refund.id,
      refundStatus: refund.status,
    });
  }
  return true;
}

/** The order a payment paid (its `transectionId`), read in a transaction. */
async function orderPaidWith(tx: Transaction, deps: Pick<Deps, 'db'>, intentId: string) {
  const found = await tx.get(
    deps.db.collection(collections.orders).where('transectionId', '==', intentId).limit(1),
  );
  return found.docs[0];
}

/**
 * A Stripe event about the payment that paid an order, applied once: in one transaction its id
 * is read in paymentEvents (a replay is 'duplicate-event' and changes nothing), `apply` reads and
 * writes what the event changes (the paid order, if any), and the event is recorded with its
 * effect and `record`'s fields.
 */
async function applyOnce<Effect extends string>(
  deps: Pick<Deps, 'db' | 'now'>,
  eventId: string,
  intentId: string,
  record: { type: string } & Record<string, unknown>,
  apply: (
    tx: Transaction,
    paid: QueryDocumentSnapshot | undefined,
    at: number,
  ) => Effect | Promise<Effect>,
): Promise<Effect | 'duplicate-event'> {
  const eventRef = deps.db.collection(collections.paymentEvents).doc(eventId);
  return runTransaction(deps.db, async (tx) => {
    const [event, paid] = await Promise.all([
      readPaymentEvent(tx, eventRef),
      orderPaidWith(tx, deps, intentId),
    ]);
    if (event.seen) return 'duplicate-event';
    const at = deps.now();
    const effect = await apply(tx, paid, at);
    event.record({ ...record, intentId, orderId: paid?.id ?? null, at, effect });
    return effect;
  });
}

/**
 * A paid order whose payment went back in full, inside a transaction after its other reads: it
 * becomes 'refunded' and, when it was not shipped yet, the stock of every line returns to its
 * part (none once shipped: the goods are gone). Whichever gateway refunded it.
 */
export async function writeRefundedInFull(
  tx: Transaction,
  db: Firestore,
  ref: DocumentReference,
  order: OrderDoc,
  refundedCents: number,
  event: OrderEvent & { type: 'refunded' },
): Promise<void> {
  // Reads first: the parts whose stock comes back, every line's.
  if (!order.shipped) returnStock(tx, await readOrderParts(db, tx, order), event.at);
  writeOrderTransition(tx, ref, order, { refundedAt: event.at, refundedCents }, event);
}

export interface ChargeRefund {
  chargeId: string;
  intentId: string | undefined;
  amount: number;
  amountRefunded: number;
  /** Stripe's `refunded`: the charge is refunded in full. */
  refunded: boolean;
}

export type RefundEffect =
  'refunded' | 'partially-refunded' | 'already-refunded' | 'no-order' | 'duplicate-event';

/**
 * charge.refunded: a refund of the payment that paid an order. Refunded in full, the order
 * becomes 'refunded' (it can no longer be shipped) and, when it was not shipped yet, the stock of
 * every line returns to its part in the same transaction; a partial refund is an event in its history and
 * changes no state. The refund is recorded in refunds/{intentId} in any case (a refund of a
 * payment the store did not keep, say).
 */
export async function recordChargeRefunded(
  deps: Pick<Deps, 'db' | 'now'>,
  charge: ChargeRefund,
  eventId: string,
): Promise<RefundEffect> {
  const { db } = deps;
  const { intentId } = charge;
  if (!intentId) return 'no-order';
  return applyOnce<RefundEffect>(
    deps,
    eventId,
    intentId,
    { type: 'charge.refunded' },
    async (tx, paid, at) => {
      const order = paid?.data() as OrderDoc | undefined;
      let effect: RefundEffect = 'no-order';
      if (paid && order) {
        const full = charge.refunded || charge.amountRefunded >= charge.amount;
        if (order.refundedAt !== undefined) effect = 'already-refunded';
        else if (full) {
          await writeRefundedInFull(tx, db, paid.ref, order, charge.amountRefunded, {
            type: 'refunded',
            at,
            by: 'stripe',
            who: intentId,
          });
          effect = 'refunded';
        } else {
          writeOrderTransition(
            tx,
            paid.ref,
            order,
            { refundedCents: charge.amountRefunded },
            { type: 'partially-refunded', at, by: 'stripe', who: intentId },
          );
          effect = 'partially-refunded';
        }
      }
      tx.set(
        db.collection(collections.refunds).doc(intentId),
        {
          intentId,
          chargeId: charge.chargeId,
          amountRefunded: charge.amountRefunded,
          refundedAt: at,
          ...(paid ? { paidOrderId: paid.id } : {}),
        },
        { merge: true },
      );
      return effect;
    },
  );
}

export interface DisputeOpened {
  disputeId: string;
  intentId: string | undefined;
  reason: string;
}

/**
 * charge.dispute.created: the order the payment paid is flagged for the admin (`disputedAt`,
 * `disputeReason` and a 'disputed' event); its state does not change.
 */
export async function recordDispute(
  deps: Pick<Deps, 'db' | 'now'>,
  dispute: DisputeOpened,
  eventId: string,
): Promise<'flagged' | 'already-flagged' | 'no-order' | 'duplicate-event'> {
  const { intentId } = dispute;
  if (!intentId) return 'no-order';
  const record = { type: 'charge.dispute.created', disputeId: dispute.disputeId };
  return applyOnce(deps, eventId, intentId, record, (tx, paid, at) => {
    if (!paid) return 'no-order';
    const order = paid.data() as OrderDoc;
    if (order.disputedAt !== undefined) return 'already-flagged';
    writeOrderTransition(
      tx,
      paid.ref,
      order,
      { disputedAt: at, disputeReason: dispute.reason },
      { type: 'disputed', at, by: 'stripe', who: dispute.disputeId },
    );
    return 'flagged';
  });
}

/**
 * payment_intent.canceled: when it was the open intent of an unpaid order, the order lets go of
 * it (so the next Pay makes a new one) and its history says so. A paid order does not change.
 */
export async function recordIntentCanceled(
  { db, now }: Pick<Deps, 'db' | 'now'>,
  intent: Pick<Intent, 'id' | 'orderId'>,
  eventId: string,
): Promise<'cleared' | 'unchanged' | 'duplicate-event'> {
  if (!intent.orderId || !isDocumentId(intent.orderId)) return 'unchanged';
  const orderRef = db.collection(collections.orders).doc(intent.orderId);
  const eventRef = db.collection(collections.paymentEvents).doc(eventId);
  return runTransaction(db, async (tx) => {
    const [event, snap] = await Promise.all([readPaymentEvent(tx, eventRef), tx.get(orderRef)]);
    if (event.seen) return 'duplicate-event';
    const at = now();
    const order = snap.data() as OrderDoc | undefined;
    const open = order && !order.paid && order.paymentIntentId === intent.id;
    if (open) {
      writeOrderTransition(
        tx,
        orderRef,
        order,
        { paymentIntentId: FieldValue.delete() } as unknown as Partial<OrderDoc>,
        { type: 'payment-canceled', at, by: 'stripe', who: intent.id },
      );
    }
    event.record({
      type: 'payment_intent.canceled',
      orderId: snap.exists ? snap.id : null,
      intentId: intent.id,
      at,
      effect: open ? 'cleared' : 'unchanged',
    });
    return open ? 'cleared' : 'unchanged';
  });
}
