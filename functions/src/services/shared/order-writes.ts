import {
  collections,
  holdsStock,
  orderCountsDelta,
  orderStatsShardId,
  orderStatusOf,
  type OrderCounts,
  type OrderDoc,
  type OrderEvent,
} from '@cps/domain';
import {
  FieldValue,
  type DocumentReference,
  type Firestore,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { writeHoldFigures, writeHoldWindowsClosed, type HoldFiguresRead } from './holds';

// What every write of an order does besides the order itself: its `status` (what the
// back office filters by), its append-only `timeline`, the order counts per state in the
// orderStats shards, and its parts' hold figures when it starts or stops holding stock
// (services/shared/holds.ts), in the same transaction or batch. Counters move by FieldValue.increment,
// so no write path reads them.

export function orderStatsRef(db: Firestore, orderId: string): DocumentReference {
  return db.collection(collections.orderStats).doc(orderStatsShardId(orderId));
}

function countIncrements(delta: Partial<OrderCounts>): Record<string, FieldValue> | undefined {
  const entries = Object.entries(delta).filter(([, n]) => n !== 0);
  if (!entries.length) return undefined;
  return Object.fromEntries(entries.map(([key, n]) => [key, FieldValue.increment(n)]));
}

/** Moves the counts of `orderId`'s shard by `delta` (nothing when it is empty). */
export function writeOrderCounts(
  writer: Transaction | WriteBatch,
  ref: DocumentReference,
  delta: Partial<OrderCounts>,
): void {
  const update = countIncrements(delta);
  // Transaction and WriteBatch share set(ref, data, options); TypeScript cannot call an
  // overloaded method on their union.
  if (update) (writer as WriteBatch).set(ref, update, { merge: true });
}

/** An order's state changes inside a transaction that read it: status, counters, one event. */
export function writeOrderTransition(
  tx: Transaction,
  ref: DocumentReference,
  before: OrderDoc,
  fields: Partial<OrderDoc>,
  event: OrderEvent,
): void {
  const from = before.status ?? orderStatusOf(before);
  const to = orderStatusOf({ ...before, ...fields });
  tx.update(ref, { ...fields, status: to, timeline: FieldValue.arrayUnion(event) });
  if (holdsStock(from) && !holdsStock(to)) {
    // Paid, held for review, confirmed by the shop's call or expired: it holds nothing that can
    // expire any more.
    writeHoldFigures(tx, ref.firestore, before, -1);
  }
  // Paying (at once, or once a held payment is accepted) or a confirmed cash-on-delivery order
  // closes the customer's windows.
  if ((holdsStock(from) || from === 'held') && (to === 'pending' || to === 'cod-confirmed')) {
    writeHoldWindowsClosed(tx, ref.firestore, before);
  }
  // An order written before statuses was never counted: it is counted from this write on.
  writeOrderCounts(
    tx,
    orderStatsRef(ref.firestore, ref.id),
    before.status ? orderCountsDelta(from, to) : orderCountsDelta(undefined, to),
  );
}

/**
 * A new order inside a transaction: created with its status and first event, and counted. Its
 * parts' hold figures, when `holdsRead` has them, are written only if unchanged since.
 */
export function writeNewOrder(
  tx: Transaction,
  ref: DocumentReference,
  order: OrderDoc,
  holdsRead?: HoldFiguresRead,
): void {
  const status = orderStatusOf(order);
  tx.create(ref, { ...order, status });
  writeOrderCounts(tx, orderStatsRef(ref.firestore, ref.id), orderCountsDelta(undefined, status));
  if (holdsStock(status)) writeHoldFigures(tx, ref.firestore, order, 1, holdsRead);
}

/**
 * An order leaves the store (the spec's DELETE /order/{id}): it is uncounted and its history,
 * with the cancel, is kept in cancelledOrders/{id} (server-only), since the order itself goes.
 */
export function writeOrderRemoval(
  tx: Transaction,
  ref: DocumentReference,
  before: OrderDoc,
  event: OrderEvent,
): void {
  const archive = ref.firestore.collection(collections.cancelledOrders).doc(ref.id);
  tx.set(archive, {
    ...before,
    cancelledAt: event.at,
    timeline: [...(before.timeline ?? []), event],
  });
  tx.delete(ref);
  if (holdsStock(before.status ?? orderStatusOf(before))) {
    writeHoldFigures(tx, ref.firestore, before, -1);
  }
  if (before.status) {
    writeOrderCounts(
      tx,
      orderStatsRef(ref.firestore, ref.id),
      orderCountsDelta(before.status, undefined),
    );
  }
}
