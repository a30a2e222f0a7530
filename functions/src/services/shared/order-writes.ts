import {
  collections,
  dailyStatsId,
  holdsStock,
  orderCountsDelta,
  orderStatsShardId,
  orderStatusOf,
  salesFiguresDelta,
  type OrderCounts,
  type OrderDoc,
  type OrderEvent,
  type SalesFigures,
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
// orderStats shards, the daily sales figures in dailyStats (sales-figures.ts: figures(after) −
// figures(before)), and its parts' hold figures when it starts or stops holding stock
// (services/shared/holds.ts), in the same transaction or batch. Counters move by
// FieldValue.increment, so no write path reads them. An order without a `status` was written
// before statuses and is in neither the counts nor the figures: it enters both with its first
// write here.

export function orderStatsRef(db: Firestore, orderId: string): DocumentReference {
  return db.collection(collections.orderStats).doc(orderStatsShardId(orderId));
}

/** Increments of the fields that move; undefined when none does. */
function countIncrements(
  delta: Partial<OrderCounts> | Record<string, number>,
): Record<string, FieldValue> | undefined {
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

/**
 * Moves the daily sales figures by `figures` (a delta, sales-figures.ts): one blind merge of
 * increments per day document the delta touches, `dailyStats/{day}_{shard of orderId}` (a batch
 * of several orders passes the orderId of each shard's delta).
 */
export function writeSalesFigures(
  writer: Transaction | WriteBatch,
  db: Firestore,
  orderId: string,
  figures: SalesFigures,
): void {
  const inc = (n: number) => FieldValue.increment(n);
  for (const [day, tally] of Object.entries(figures)) {
    const update: Record<string, unknown> = {
      day,
      ...countIncrements({ placed: tally.placed, endedUnpaid: tally.endedUnpaid }),
    };
    for (const field of ['orders', 'revenueCents', 'categories'] as const) {
      const moves = countIncrements(tally[field]);
      if (moves) update[field] = moves;
    }
    if (Object.keys(tally.parts).length) {
      update.parts = Object.fromEntries(
        Object.entries(tally.parts).map(([id, part]) => [
          id,
          { cents: inc(part.cents), units: inc(part.units), name: part.name },
        ]),
      );
    }
    const ref = db.collection(collections.dailyStats).doc(dailyStatsId(day, orderId));
    (writer as WriteBatch).set(ref, update, { merge: true });
  }
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
  writeSalesFigures(
    tx,
    ref.firestore,
    ref.id,
    salesFiguresDelta(before.status ? before : undefined, { ...before, ...fields }),
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
  writeSalesFigures(tx, ref.firestore, ref.id, salesFiguresDelta(undefined, order));
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
  const archived = {
    ...before,
    cancelledAt: event.at,
    timeline: [...(before.timeline ?? []), event],
  };
  tx.set(archive, archived);
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
    // A cancelled order stays in the figures (placed, ended unpaid) as its archive has it.
    writeSalesFigures(tx, ref.firestore, ref.id, salesFiguresDelta(before, archived));
  }
}
