import {
  collections,
  holdEndsAt,
  mergeOrderCounts,
  orderCountsDelta,
  orderStatsShardId,
  orderStatusOf,
  type OrderCounts,
  type OrderDoc,
} from '@cps/domain';
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { ordersPerBatch, seededTimeline } from './seed-orders';

// A migration the demo seed runs on a database seeded before order statuses and holds
// (seed-demo.ts, versions before 4). Not deployed.

/**
 * Brings orders written before statuses and holds up to date, once (a maintenance job, like
 * recountCatalogue: it reads the whole collection, page by page): each order without a `status`
 * gets it and its history, an unpaid one a hold that starts now; then the counts are set from
 * scratch. Returns how many orders there are and how many were changed.
 */
export async function backfillOrders(
  db: Firestore,
  now: number,
  holdSeconds: number,
): Promise<{ orders: number; fixed: number }> {
  const shards = new Map<string, Partial<OrderCounts>[]>();
  let orders = 0;
  let fixed = 0;
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    let page = db.collection(collections.orders).orderBy('__name__').limit(ordersPerBatch);
    if (last) page = page.startAfter(last);
    const snap = await page.get();
    if (snap.empty) break;
    const batch = db.batch();
    for (const doc of snap.docs) {
      const order = doc.data() as OrderDoc;
      const status = order.status ?? orderStatusOf(order);
      const shard = orderStatsShardId(doc.id);
      shards.set(shard, [...(shards.get(shard) ?? []), orderCountsDelta(undefined, status)]);
      orders += 1;
      if (order.status) continue;
      const hold =
        status === 'unpaid' && order.expiresAt === undefined
          ? { expiresAt: holdEndsAt(now, holdSeconds) }
          : {};
      batch.update(doc.ref, { status, ...hold, timeline: seededTimeline(order) });
      fixed += 1;
    }
    await batch.commit();
    last = snap.docs[snap.docs.length - 1];
  }
  const batch = db.batch();
  const stats = db.collection(collections.orderStats);
  for (const existing of await stats.listDocuments()) batch.delete(existing);
  for (const [shard, list] of shards) batch.set(stats.doc(shard), mergeOrderCounts(...list));
  await batch.commit();
  return { orders, fixed };
}
