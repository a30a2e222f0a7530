import {
  collections,
  holdDeltas,
  holdsStock,
  mergeOrderCounts,
  mergeSalesFigures,
  orderCountsDelta,
  orderHoldLines,
  orderStatsShardId,
  salesFiguresDelta,
  type FiguredOrder,
  type OrderCounts,
  type OrderDoc,
  type PartHolds,
  type SalesFigures,
} from '@cps/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { writeHoldDeltas } from '../../functions/src/services/shared/holds';
import {
  orderStatsRef,
  writeOrderCounts,
  writeOrderTransition,
  writeSalesFigures,
} from '../../functions/src/services/shared/order-writes';

// Order writes for tests on the shared demo project (api, e2e), through the order write path's
// pieces so that the orderStats counts stay right (tests/support/demo-counters.ts checks them
// after every file). Create orders with addOrders (scripts/seed-orders.ts).

/**
 * Removes orders with their counts: each one's state leaves the orderStats shards, and it and its
 * cancelled archive leave the daily sales figures, in the batch that deletes them (an order
 * without a `status` was never counted), an order holding stock (unpaid, or COD not yet confirmed) has its units leave
 * its parts' hold figures, and a cancelled order's archive in cancelledOrders goes too. A raw
 * delete would leave the back office's counts, and the shares of stock new accounts may still
 * hold, wrong for every later file of the shared demo project.
 */
export async function removeOrdersFrom(db: Firestore, ids: Iterable<string>): Promise<void> {
  const refs = [...new Set(ids)].map((id) => db.doc(`${collections.orders}/${id}`));
  // 80 orders a batch: with their archives, shards, parts' holds and up to two day documents
  // each, within Firestore's 500 writes.
  for (let from = 0; from < refs.length; from += 80) {
    const chunk = refs.slice(from, from + 80);
    const archives = chunk.map((ref) => db.doc(`${collections.cancelledOrders}/${ref.id}`));
    const [snaps, archived] = await Promise.all([db.getAll(...chunk), db.getAll(...archives)]);
    const batch = db.batch();
    const deltas = new Map<string, Partial<OrderCounts>>();
    const holds = new Map<string, PartHolds>();
    const figures = new Map<string, { orderId: string; list: SalesFigures[] }>();
    const uncount = (id: string, doc: FiguredOrder & { status?: unknown }) => {
      if (doc.status === undefined) return;
      const shard = figures.get(orderStatsShardId(id)) ?? { orderId: id, list: [] };
      shard.list.push(salesFiguresDelta(doc, undefined));
      figures.set(orderStatsShardId(id), shard);
    };
    for (const archive of archived) {
      if (!archive.exists) continue;
      batch.delete(archive.ref);
      uncount(archive.id, archive.data() as OrderDoc);
    }
    for (const snap of snaps) {
      if (!snap.exists) continue;
      batch.delete(snap.ref);
      const order = snap.data() as OrderDoc;
      uncount(snap.id, order);
      const status = order.status;
      if (status && holdsStock(status) && order.holdTier) {
        for (const [partId, delta] of holdDeltas(orderHoldLines(order), order.holdTier, -1)) {
          const sum = holds.get(partId) ?? { held: 0, heldByNew: 0 };
          holds.set(partId, {
            held: sum.held + delta.held,
            heldByNew: sum.heldByNew + delta.heldByNew,
          });
        }
      }
      if (!status) continue;
      const shard = orderStatsRef(db, snap.id).path;
      deltas.set(
        shard,
        mergeOrderCounts(deltas.get(shard) ?? {}, orderCountsDelta(status, undefined)),
      );
    }
    for (const [path, delta] of deltas) writeOrderCounts(batch, db.doc(path), delta);
    for (const { orderId, list } of figures.values()) {
      writeSalesFigures(batch, db, orderId, mergeSalesFigures(...list));
    }
    writeHoldDeltas(batch, db, holds);
    await batch.commit();
  }
}

/**
 * Marks an order paid as a settled payment does (services/payments/payments.ts): status, the 'paid' event
 * of its history and the counts move with it. For tests about what a paid order may do, without
 * a gateway in between.
 */
export async function markOrderPaid(
  db: Firestore,
  orderId: string,
  transectionId: string,
): Promise<void> {
  const ref = db.doc(`${collections.orders}/${orderId}`);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new Error(`order ${orderId} does not exist`);
    const at = Date.now();
    writeOrderTransition(
      tx,
      ref,
      snap.data() as OrderDoc,
      { paid: true, transectionId, paymentIntentId: transectionId, paidAt: at },
      { type: 'paid', at, by: 'stripe', who: transectionId },
    );
  });
}
