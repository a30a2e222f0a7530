import {
  amountLimitError,
  apiCopy,
  canPay,
  cardAmountRefusal,
  collections,
  isCodOrder,
  isDocumentId,
  lineTotalCents,
  ordersCopy,
  poishaOfUsdCents,
  type Order,
  type OrderDoc,
  type OrderEvent,
} from '@cps/domain';
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import * as logs from '../../infra/logs';
import {
  isAmountOutOfRange,
  type Intent,
  type NewIntent,
  type PaymentGateway,
} from '../../payments/card/gateway';
import { assertMayStartPayment, readDeclines } from './card-declines';
import type { Caller } from '../shared/caller';
import type { Deps } from '../shared/deps';
import { badRequest, conflict, notFound, ServiceError } from '../shared/errors';
import { queueOrderMail } from '../shared/order-mail';
import { writeOrderTransition } from '../shared/order-writes';
import { readPaymentEvent } from './payment-events';
import { readInvoiceCounter } from '../orders/invoice-number';
import { runTransaction } from '../shared/transaction';

export const CURRENCY = 'usd';

/** What the order must be paid: its line total in cents, from the stored order only. */
export function amountDueCents(order: Pick<OrderDoc, 'price' | 'quanity'>): number {
  return lineTotalCents(order.price, order.quanity);
}

/**
 * POST /create-payment-intent: the caller's own unpaid order, charged its stored line total.
 * The order's open intent is reused; a new one is made with an idempotency key derived from the
 * order (and its attempt number), so concurrent calls converge on one intent. An account locked
 * out by its declined cards (services/payments/card-declines.ts) starts no payment.
 */
export async function createPaymentIntent(
  deps: Pick<Deps, 'db' | 'gateway' | 'now'>,
  caller: Caller,
  orderId: string,
): Promise<Intent> {
  await assertMayStartPayment(deps.db, caller.uid, deps.now());
  return intentForOrder(deps, caller, orderId);
}

/** createPaymentIntent once the account may start a payment (intent-for-price.ts checks first). */
export async function intentForOrder(
  deps: Pick<Deps, 'db' | 'gateway' | 'now'>,
  caller: Caller,
  orderId: string,
): Promise<Intent> {
  const { db } = deps;
  const gateway = deps.gateway();
  const ref = db.collection(collections.orders).doc(orderId);
  const snap = await ref.get();
  if (!snap.exists || snap.get('uid') !== caller.uid) throw notFound('Order not found.');
  const order = snap.data() as OrderDoc & { paymentAttempt?: number };
  if (order.paid) throw conflict(apiCopy.contract.alreadyPaid);
  if (isCodOrder(order)) throw conflict(ordersCopy.cod.payAtDoor);
  // A hold that ended is no longer payable, even before the expiry job has given its stock back.
  if (!canPay(order, deps.now())) throw conflict(ordersCopy.orders.expiredRefusal);
  const amount = amountDueCents(order);
  // An order placed before the store kept to Stripe's limits: no card can pay it.
  const outOfRange = amountLimitError(amount);
  if (outOfRange) throw conflict(outOfRange);

  if (order.paymentIntentId) {
    const open = await gateway.retrieveIntent(order.paymentIntentId);
    if (open?.status === 'succeeded' && open.orderId === orderId) {
      // Paid already, its webhook not in yet: settle it now rather than charge a second time.
      await applyPaymentSucceeded(deps, open, `intent:${open.id}`);
      throw conflict(apiCopy.contract.alreadyPaid);
    }
    const reusable =
      open &&
      open.amount === amount &&
      open.currency === CURRENCY &&
      !['succeeded', 'canceled'].includes(open.status);
    if (reusable) return open;
  }

  // The next attempt's key: an intent that Stripe cancelled leaves the order without one
  // (payment_intent.canceled), and its attempt number must not be used again.
  const attempt =
    order.paymentAttempt !== undefined ? order.paymentAttempt + 1 : order.paymentIntentId ? 1 : 0;
  const intent = await createIntentAt(gateway, {
    orderId,
    uid: caller.uid,
    amountCents: amount,
    currency: CURRENCY,
    idempotencyKey: `order-${orderId}-intent-${attempt}`,
    receiptEmail: order.customerEmail,
  });
  const recorded = await runTransaction(db, async (tx) => {
    const current = await tx.get(ref);
    if (!current.exists) return 'cancelled';
    if (current.get('paymentIntentId') === intent.id) return 'recorded';
    const latest = current.data() as OrderDoc;
    if (latest.paid) return 'paid';
    const at = deps.now();
    if (!canPay(latest, at)) return 'expired';
    writeOrderTransition(
      tx,
      ref,
      latest,
      { paymentIntentId: intent.id, paymentAttempt: attempt } as Partial<OrderDoc>,
      { type: 'payment-started', at, by: 'customer', who: caller.email },
    );
    return 'recorded';
  });
  if (recorded !== 'recorded') {
    // The order was cancelled, paid or expired while the intent was being made: nobody may pay
    // it now.
    await gateway.cancelIntent(intent.id);
    if (recorded === 'cancelled') throw notFound('Order not found.');
    if (recorded === 'expired') throw conflict(ordersCopy.orders.expiredRefusal);
    throw conflict(apiCopy.contract.alreadyPaid);
  }
  return intent;
}

/** Makes an intent; an amount the gateway refuses (Stripe's limits) is a 409, not a failure. */
async function createIntentAt(gateway: PaymentGateway, input: NewIntent): Promise<Intent> {
  try {
    return await gateway.createIntent(input);
  } catch (error) {
    if (isAmountOutOfRange(error)) throw conflict(cardAmountRefusal());
    throw error;
  }
}

/** What releasing an order's open payment intent came to (see releaseOpenIntent). */
export type Release =
  { kind: 'released'; intentId: string | undefined } | { kind: 'paid' } | { kind: 'processing' };

/**
 * Before an unpaid order is cancelled or expires, its open intent is cancelled at the gateway, so
 * that no card can be charged for an order that no longer exists. A payment that got there first
 * wins: a succeeded one is settled on the order (`paid`), a processing one must be waited for.
 * `released` carries the intent id the order held, for the cancelling transaction to check.
 */
export async function releaseOpenIntent(
  deps: Pick<Deps, 'db' | 'gateway' | 'now'>,
  order: Pick<Order, '_id' | 'paymentIntentId'>,
): Promise<Release> {
  if (!order.paymentIntentId) return { kind: 'released', intentId: undefined };
  const intent = await deps.gateway().cancelIntent(order.paymentIntentId);
  if (intent?.status === 'succeeded' && intent.orderId === order._id) {
    await applyPaymentSucceeded(deps, intent, `intent:${intent.id}`);
    return { kind: 'paid' };
  }
  if (intent && intent.status !== 'canceled') return { kind: 'processing' };
  return { kind: 'released', intentId: order.paymentIntentId };
}

/**
 * After a release, whether the order has started another payment meanwhile (its open intent is
 * another one). An order without an intent has none: the webhook may have cleared the released
 * one on its payment_intent.canceled.
 */
export function startedAnotherPayment(
  current: Pick<OrderDoc, 'paymentIntentId'>,
  released: string | undefined,
): boolean {
  return current.paymentIntentId !== undefined && current.paymentIntentId !== released;
}

export type Transition = 'paid' | 'already-paid' | 'duplicate-event';

/**
 * A payment that went through, as a gateway reports it: a Stripe intent (amount in US cents), or
 * an SSLCommerz transaction (`via: 'sslcommerz'`, its tran_id as the id, the amount in poisha).
 */
export type SucceededPayment = Pick<Intent, 'id' | 'status' | 'amount' | 'currency' | 'orderId'> & {
  via?: 'stripe' | 'sslcommerz';
  /** What the gateway keeps on the paid order besides the spec's fields (dotted paths allowed). */
  orderFields?: Record<string, unknown>;
  /** Who settles it, when not the gateway itself: an admin accepting a held payment. */
  settledBy?: Pick<OrderEvent, 'by' | 'who'>;
};

/** What an order must be paid through the payment's gateway: its currency and amount. */
function amountDueVia(order: OrderDoc, via: SucceededPayment['via']) {
  return via === 'sslcommerz'
    ? { currency: 'bdt', amount: poishaOfUsdCents(amountDueCents(order)) }
    : { currency: CURRENCY, amount: amountDueCents(order) };
}

/**
 * The one way an order becomes paid, for the webhook and for PATCH /order/{id}: the intent must
 * have succeeded for this order, amount and currency. In one transaction the event id is
 * recorded with the change, so a replayed, duplicated or concurrent delivery changes nothing.
 */
export async function applyPaymentSucceeded(
  { db, now: clock }: Pick<Deps, 'db' | 'now'>,
  intent: SucceededPayment,
  eventId: string,
): Promise<Transition> {
  const now = clock();
  if (intent.status !== 'succeeded') throw badRequest('The payment has not succeeded.');
  if (!intent.orderId || !isDocumentId(intent.orderId)) {
    throw badRequest('The payment names no order.');
  }
  const orderRef = db.collection(collections.orders).doc(intent.orderId);
  const eventRef = db.collection(collections.paymentEvents).doc(eventId);
  return runTransaction(db, async (tx) => {
    const [event, snap] = await Promise.all([readPaymentEvent(tx, eventRef), tx.get(orderRef)]);
    if (event.seen) return 'duplicate-event';
    if (!snap.exists) throw notFound('The paid order does not exist.');
    const order = snap.data() as OrderDoc;
    const due = amountDueVia(order, intent.via);
    if (intent.currency !== due.currency) throw badRequest('The payment currency does not match.');
    if (intent.amount !== due.amount) throw badRequest('The payment amount does not match.');
    if (!order.paid && order.expiredAt !== undefined) {
      // Its hold ended and its stock went back before this payment could be settled (the expiry
      // cancels the open intent first, so this needs a payment made outside the store's flow).
      throw conflict(ordersCopy.orders.expiredRefusal);
    }
    const effect = order.paid ? 'already-paid' : 'paid';
    const invoice = effect === 'paid' ? await readInvoiceCounter(tx, db, now) : undefined;
    if (effect === 'paid') writePaid(tx, orderRef, order, intent, now);
    if (effect === 'paid') queueOrderMail(tx, db, snap.id, order, 'paid', now);
    invoice?.assign(tx, orderRef, order);
    event.record({
      type: 'payment_intent.succeeded',
      orderId: snap.id,
      intentId: intent.id,
      at: now,
      effect,
    });
    return effect;
  });
}

export type FailureEffect = 'recorded' | 'locked' | 'duplicate-event' | 'no-account';

/**
 * payment_intent.payment_failed: a declined card. The reason is kept on the unpaid order, and the
 * decline is counted against the account that pays (the order's owner; for an order that is gone,
 * the account the store named on its own intent), in one transaction with the event's id: a
 * replayed event changes and counts nothing twice. When the account has reached the decline
 * limit, the intent is cancelled at the gateway, so no more cards can be tried on it (a replay
 * asks again, in case the cancel failed the first time).
 */
export async function recordPaymentFailure(
  deps: Pick<Deps, 'db' | 'gateway' | 'now'>,
  intent: Pick<Intent, 'id' | 'orderId' | 'lastError' | 'uid' | 'store'>,
  eventId: string,
): Promise<FailureEffect> {
  const { db, now: clock, gateway } = deps;
  const orderRef =
    intent.orderId && isDocumentId(intent.orderId)
      ? db.collection(collections.orders).doc(intent.orderId)
      : undefined;
  const eventRef = db.collection(collections.paymentEvents).doc(eventId);
  const outcome = await runTransaction(db, async (tx) => {
    const [event, snap] = await Promise.all([
      readPaymentEvent(tx, eventRef),
      orderRef ? tx.get(orderRef) : undefined,
    ]);
    const order = snap?.exists ? (snap.data() as OrderDoc) : undefined;
    const uid = order?.uid ?? (intent.store === gateway().store ? intent.uid : undefined);
    // Not a payment of this store's accounts: nothing to record or count.
    if (!uid) return { effect: 'no-account' as const, locked: false, uid };
    const declines = await readDeclines(tx, db, uid);
    const now = clock();
    if (event.seen) {
      return { effect: 'duplicate-event' as const, locked: declines.locked(now), uid };
    }
    if (orderRef && order && !order.paid) {
      writeOrderTransition(
        tx,
        orderRef,
        order,
        {
          lastPaymentError: intent.lastError ?? 'The payment failed.',
          paymentFailedAt: now,
        } as Partial<OrderDoc>,
        { type: 'payment-failed', at: now, by: 'stripe', who: intent.id },
      );
    }
    const locked = declines.count(now);
    event.record({
      type: 'payment_intent.payment_failed',
      orderId: order ? snap!.id : null,
      intentId: intent.id,
      at: now,
    });
    return { effect: locked ? ('locked' as const) : ('recorded' as const), locked, uid };
  });
  if (outcome.locked) {
    // A failure here answers 500 to Stripe, whose retry (a duplicate event) cancels again.
    const after = await gateway().cancelIntent(intent.id);
    logs.cardTestingLocked({
      uid: outcome.uid,
      intentId: intent.id,
      orderId: intent.orderId,
      intentStatus: after?.status,
    });
  }
  return outcome.effect;
}

/**
 * PATCH /order/{id}: the owner reports a confirmed card payment. Nothing is taken on trust: the
 * intent is fetched from the gateway and must have succeeded for this very order and amount.
 */
export async function confirmPaidByOwner(
  deps: Pick<Deps, 'db' | 'gateway' | 'now'>,
  caller: Caller,
  orderId: string,
  intentId: string,
): Promise<Transition> {
  const snap = await deps.db.collection(collections.orders).doc(orderId).get();
  if (!snap.exists || snap.get('uid') !== caller.uid) throw notFound('Order not found.');
  const order = snap.data() as OrderDoc;
  if (!order.paid && order.expiredAt !== undefined)
    throw conflict(ordersCopy.orders.expiredRefusal);
  const intent = await deps.gateway().retrieveIntent(intentId);
  if (!intent) throw badRequest('Unknown payment.');
  if (intent.orderId !== orderId) throw badRequest('This payment is for another order.');
  if (intent.status !== 'succeeded') {
    throw new ServiceError('payment-required', 'This payment has not succeeded.');
  }
  return applyPaymentSucceeded(deps, intent, `confirm:${intent.id}`);
}

/**
 * The paid transition of an unpaid order, inside the caller's transaction: its payment's id (the
 * spec's transectionId), when, no last payment error, and the 'paid' event by the gateway (or by
 * the admin who accepted a held payment).
 */
function writePaid(
  tx: Transaction,
  orderRef: DocumentReference,
  order: OrderDoc,
  payment: SucceededPayment,
  at: number,
): void {
  const { id, via = 'stripe' } = payment;
  writeOrderTransition(
    tx,
    orderRef,
    order,
    {
      paid: true,
      transectionId: id,
      // The card's open intent; an SSLCommerz payment has none.
      ...(via === 'stripe' ? { paymentIntentId: id } : {}),
      paidAt: at,
      lastPaymentError: FieldValue.delete(),
      ...payment.orderFields,
    } as Partial<OrderDoc>,
    { type: 'paid', at, ...(payment.settledBy ?? { by: via, who: id }) },
  );
}
