import { collections, messages, toCents, type OrderDoc } from '@cps/domain';
import { randomUUID } from 'node:crypto';
import type { Intent } from '../payments/gateway';
import type { Caller } from './caller';
import type { Deps } from './deps';
import { conflict, notFound } from './errors';
import { refundPayment, type RefundReason } from './refunds';
import { runTransaction } from './transaction';
import {
  amountDueCents,
  confirmPaidByOwner,
  CURRENCY,
  PAYMENT_EVENTS,
  type Transition,
  writePaid,
} from './payments';

// Spec §7's client pays the way its payment page was written (issue 14): POST
// /create-payment-intent with `{price}` (the order's total as it shows it) and no order, then,
// once the card is confirmed, PATCH /order/{id} `{orderId, transectionId}`. Such an intent is
// bound to no order when it is made, so the server keeps:
//
// - paymentIntents/{intentId} (server-only): who asked for it, its amount and currency;
// - intentBindings/{intentId} (server-only): the one order it paid, created in the transaction
//   that marks that order paid. A second order can never be paid with it (the binding's create
//   fails or is read), and the webhook settles such an intent only through its binding.
//
// The SPA's own path (an intent made for an order, its id in the intent's metadata) is
// services/payments.ts and does not change.

export const INTENT_RECORDS = 'paymentIntents';
export const INTENT_BINDINGS = 'intentBindings';

/** What is recorded of an intent made for `{price}`. */
export interface IntentRecord {
  uid: string;
  amount: number;
  currency: string;
  createdAt: number;
  /**
   * True until the payment is settled: reported and paid (payWithIntentOfPrice), or refunded,
   * cancelled or closed by the sweep of unreported payments (services/unreported-payments.ts),
   * which finds the records still open after its grace. Records written before the marker have
   * none and are never swept (nothing was deployed before it).
   */
  open: boolean;
  /** When the sweep closed it (a paid report clears `open` only). */
  closedAt?: number;
}

/**
 * The order an intent made for `{price}` paid, and who paid it; or (orderId null) the order it
 * was refused for and why, when it was refunded: then it can pay no order.
 */
export interface IntentBinding {
  orderId: string | null;
  uid: string;
  at: number;
  refusedOrderId?: string;
  reason?: RefundReason;
}

/**
 * POST /create-payment-intent `{price}`: an intent for exactly that amount, bound to no order,
 * recorded with the caller's uid. The amount is the client's; it decides nothing, since an
 * order is paid with it only when it equals that order's own total (payWithIntentOfPrice).
 */
export async function createIntentForPrice(
  { db, gateway, now }: Pick<Deps, 'db' | 'gateway' | 'now'>,
  caller: Caller,
  price: number,
): Promise<Intent> {
  const amount = toCents(price);
  const intent = await gateway().createIntent({
    uid: caller.uid,
    amountCents: amount,
    currency: CURRENCY,
    // Each payment form asks once (spec §7); a retried request makes another intent, which the
    // rate limit of payment intents bounds.
    idempotencyKey: `price-${caller.uid}-${randomUUID()}`,
    receiptEmail: caller.email,
  });
  const record: IntentRecord = {
    uid: caller.uid,
    amount: intent.amount,
    currency: intent.currency,
    createdAt: now(),
    open: true,
  };
  await db.collection(INTENT_RECORDS).doc(intent.id).create(record);
  return intent;
}

/**
 * PATCH /order/{id} `{orderId, transectionId}`: an intent made for `{price}` goes through
 * payWithIntentOfPrice; any other (the SPA's, made for this order) through confirmPaidByOwner.
 */
export async function reportPayment(
  deps: Pick<Deps, 'db' | 'gateway' | 'now'>,
  caller: Caller,
  orderId: string,
  intentId: string,
): Promise<Transition> {
  const record = await deps.db.collection(INTENT_RECORDS).doc(intentId).get();
  if (!record.exists) return confirmPaidByOwner(deps, caller, orderId, intentId);
  return payWithIntentOfPrice(deps, caller, orderId, intentId, record.data() as IntentRecord);
}

/**
 * Pays the caller's own order with an intent made for `{price}`, only if the intent was made by
 * the caller, has succeeded at the gateway, its amount and currency are the order's own total,
 * and it paid no other order; otherwise 409 and the order stays unpaid. In one transaction the
 * order becomes paid, the binding is created and the report is recorded as a payment event, so
 * two reports of one intent for two orders, however concurrent, pay one order.
 *
 * The caller's own succeeded payment that cannot pay this order (another amount, the order paid
 * already or expired) is refunded (services/refunds.ts): its binding is written as refused in the
 * refusing transaction first, so it can never pay an order afterwards, not even concurrently.
 */
export async function payWithIntentOfPrice(
  deps: Pick<Deps, 'db' | 'gateway' | 'now'>,
  caller: Caller,
  orderId: string,
  intentId: string,
  record: IntentRecord,
): Promise<Transition> {
  const { db } = deps;
  const orderRef = db.collection(collections.orders).doc(orderId);
  const first = await orderRef.get();
  if (!first.exists || first.get('uid') !== caller.uid) throw notFound('Order not found.');
  if (record.uid !== caller.uid) throw conflict(messages.contract.intentNotYours);
  // The gateway, not the client, says whether it was paid, and how much.
  const intent = await deps.gateway().retrieveIntent(intentId);
  if (!intent || intent.orderId) throw conflict(messages.contract.intentNotYours);
  if (intent.status !== 'succeeded') throw conflict(messages.contract.intentNotSucceeded);

  const bindingRef = db.collection(INTENT_BINDINGS).doc(intent.id);
  const eventRef = db.collection(PAYMENT_EVENTS).doc(`confirm:${intent.id}`);
  type Refusal = { refused: string; reason: RefundReason };
  const outcome = await runTransaction(db, async (tx) => {
    const [binding, event, snap] = await Promise.all([
      tx.get(bindingRef),
      tx.get(eventRef),
      tx.get(orderRef),
    ]);
    if (binding.exists) {
      const bound = binding.get('orderId') as string | null;
      // Refused before: its refund is asked for again (once issued, it is not asked twice),
      // so a refund that failed then is not kept for good.
      if (bound === null) {
        const reason = binding.get('reason') as RefundReason;
        return { refused: messages.contract.intentRefunded, reason };
      }
      if (bound !== orderId) throw conflict(messages.contract.intentUsed);
      return { transition: 'already-paid' as const };
    }
    if (event.exists) return { transition: 'duplicate-event' as const };
    if (!snap.exists) throw notFound('Order not found.');
    const order = snap.data() as OrderDoc;
    const refusal: Refusal | undefined =
      intent.currency !== CURRENCY || intent.amount !== amountDueCents(order)
        ? { refused: messages.contract.intentAmount, reason: 'amount-mismatch' }
        : !order.paid && order.expiredAt !== undefined
          ? { refused: messages.orders.expiredRefusal, reason: 'order-expired' }
          : order.paid
            ? { refused: messages.contract.alreadyPaid, reason: 'second-payment' }
            : undefined;
    const at = deps.now();
    if (refusal) {
      tx.create(bindingRef, {
        orderId: null,
        uid: caller.uid,
        at,
        refusedOrderId: orderId,
        reason: refusal.reason,
      } satisfies IntentBinding);
      return refusal;
    }
    writePaid(tx, orderRef, order, intent.id, at);
    tx.create(bindingRef, { orderId, uid: caller.uid, at } satisfies IntentBinding);
    // Settled: the sweep of unreported payments has nothing left to do with it. (A refused
    // report leaves it open: the sweep asks for its refund again if that failed, then closes it.)
    tx.update(db.collection(INTENT_RECORDS).doc(intent.id), { open: false });
    tx.create(eventRef, {
      type: 'payment_intent.succeeded',
      orderId,
      intentId: intent.id,
      at,
      effect: 'paid',
    });
    return { transition: 'paid' as const, open: order.paymentIntentId };
  });
  if ('refused' in outcome) {
    // The money goes back; a refund that fails is logged, the binding keeps the payment
    // unusable, and the next report of it (or its payment_intent.succeeded) asks again.
    await refundPayment(deps, { ...intent, orderId: undefined }, outcome.reason).catch(
      (error: unknown) =>
        console.error('payment_refund_failed', { intentId: intent.id, orderId, error }),
    );
    throw conflict(outcome.refused);
  }
  // The order's own intent, if the SPA had started one, can no longer be charged for it.
  if ('open' in outcome && outcome.open && outcome.open !== intent.id) {
    await deps
      .gateway()
      .cancelIntent(outcome.open)
      .catch((error: unknown) => console.warn('open_intent_cancel_failed', { orderId, error }));
  }
  return outcome.transition;
}

/**
 * The webhook's view of an intent: one made for `{price}` names no order in its metadata, and
 * is settled only as the order its binding names (none yet: nothing to settle, as before). A
 * binding written as refused carries its reason (`refusal`): the payment is to be refunded.
 */
export async function withBoundOrder<T extends Pick<Intent, 'id' | 'orderId'>>(
  { db }: Pick<Deps, 'db'>,
  intent: T,
): Promise<T & { refusal?: RefundReason }> {
  if (intent.orderId) return intent;
  const binding = await db.collection(INTENT_BINDINGS).doc(intent.id).get();
  if (!binding.exists) return intent;
  const orderId = binding.get('orderId') as string | null;
  if (orderId) return { ...intent, orderId };
  return { ...intent, refusal: binding.get('reason') as RefundReason };
}
