import {
  collections,
  holdingStatuses,
  holdsStock,
  orderStatusOf,
  type OrderDoc,
} from '@cps/domain';
import * as logs from '../../infra/logs';
import type { Deps } from '../shared/deps';
import { writeOrderTransition } from '../shared/order-writes';
import { readOrderParts, returnStock } from '../shared/order-stock';
import { startedAnotherPayment } from '../payments/payments';
import { releaseOpenPayment } from '../payments/release-payment';
import { runTransaction } from '../shared/transaction';

// Holds that expire (docs/orders.md). An unpaid order, or a cash-on-delivery order the shop has
// not confirmed, whose hold has ended is expired as a cancel would be, but kept, as 'expired',
// for its history and the customer's view. Its open payment
// intent is cancelled at the gateway first, so no card can be charged for stock that went back (a
// payment that got there first wins); then one transaction, if it is still unpaid, unexpired and
// holds the same intent, gives every line's stock back. The transaction checks the state, so a
// second run, or two at once, finds nothing left to do.

/** Orders expired per run at most; a run that fills it runs again at once (see expireDueOrders). */
export const expiryPageSize = 100;

export interface ExpiryRun {
  /** Orders that expired in this run. */
  expired: number;
  /** Orders whose payment was settled instead (it got there first). */
  paid: number;
  /** Orders left for a later run: a payment is still processing, or they changed meanwhile. */
  waiting: number;
}

const expiryEvent = (at: number) =>
  ({ type: 'expired', at, by: 'system', who: 'order-expiry' }) as const;

/** Expires one order whose hold has ended; says what came of it. */
export async function expireOrder(
  deps: Pick<Deps, 'db' | 'gateway' | 'now' | 'sslcommerz'>,
  id: string,
): Promise<'expired' | 'paid' | 'waiting'> {
  const { db, now } = deps;
  const ref = db.collection(collections.orders).doc(id);
  const snap = await ref.get();
  if (!snap.exists) return 'waiting';
  const order = snap.data() as OrderDoc;
  if (order.paid) return 'paid';
  if (!isDue(order, now())) return 'waiting';
  const release = await releaseOpenPayment(deps, {
    _id: id,
    paymentIntentId: order.paymentIntentId,
    paymentMethod: order.paymentMethod,
  });
  if (release.kind === 'paid') return 'paid';
  if (release.kind === 'processing') return 'waiting';
  return runTransaction(db, async (tx) => {
    const current = await tx.get(ref);
    if (!current.exists) return 'waiting';
    const latest = current.data() as OrderDoc;
    if (latest.paid) return 'paid';
    const at = now();
    // Cancelled, expired by another run, or a payment started after the release: leave it.
    if (!isDue(latest, at) || startedAnotherPayment(latest, release.intentId)) return 'waiting';
    returnStock(tx, await readOrderParts(db, tx, latest), at);
    writeOrderTransition(tx, ref, latest, { expiredAt: at }, expiryEvent(at));
    return 'expired';
  });
}

/**
 * Unpaid (or a cash-on-delivery order the shop has not confirmed), not expired yet, and its hold
 * has ended. A confirmed cash-on-delivery order holds firm: it never expires; neither does a
 * payment held for review ('held' holds no stock that can expire).
 */
function isDue(order: OrderDoc, at: number): boolean {
  return holdsStock(orderStatusOf(order)) && order.expiresAt !== undefined && order.expiresAt <= at;
}

/**
 * One run: the unpaid and unconfirmed cash-on-delivery orders whose hold ended by `now`, oldest hold first, at most `pageSize`.
 * Orders are expired one after another: each is a gateway call and a transaction on its part.
 */
export async function expireOrders(
  deps: Pick<Deps, 'db' | 'gateway' | 'now' | 'sslcommerz'>,
  pageSize: number = expiryPageSize,
): Promise<ExpiryRun> {
  const due = await deps.db
    .collection(collections.orders)
    .where('status', 'in', holdingStatuses)
    .where('expiresAt', '<=', deps.now())
    .orderBy('expiresAt')
    .limit(pageSize)
    .select()
    .get();
  const run: ExpiryRun = { expired: 0, paid: 0, waiting: 0 };
  for (const doc of due.docs) {
    // One order that fails (the gateway down, its part contended) waits for a later run; it
    // must not end this one and leave every hold behind it in the queue holding its stock.
    const outcome = await expireOrder(deps, doc.id).catch((error: unknown) => {
      logs.orderExpiryFailed(doc.id, error);
      return 'waiting' as const;
    });
    run[outcome] += 1;
  }
  return run;
}

/**
 * Runs until no due order is left that can expire now, or until `deadline` (a scheduled run
 * must end before the next starts). Orders that wait for a payment are retried by a later run.
 */
export async function expireDueOrders(
  deps: Pick<Deps, 'db' | 'gateway' | 'now' | 'sslcommerz'>,
  deadline: number,
): Promise<ExpiryRun> {
  const total: ExpiryRun = { expired: 0, paid: 0, waiting: 0 };
  for (;;) {
    const run = await expireOrders(deps);
    total.expired += run.expired;
    total.paid += run.paid;
    total.waiting += run.waiting;
    const full = run.expired + run.paid + run.waiting >= expiryPageSize;
    if (!full || run.expired + run.paid === 0 || deps.now() >= deadline) return total;
  }
}
