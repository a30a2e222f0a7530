import {
  collections,
  holdDeltas,
  holdEndsAt,
  mergeOrderCounts,
  orderCountsDelta,
  orderStatsShardId,
  orderHoldLines,
  orderStatusOf,
  unitsByPart,
  type OrderCounts,
  type OrderDoc,
  type OrderEvent,
  type OrderStatus,
  type PartDoc,
  type PartHolds,
} from '@cps/domain';
import {
  FieldValue,
  type DocumentReference,
  type Firestore,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import type { Deps } from './deps';
import { writeHoldDeltas, writeHoldFigures, writeHoldWindowsClosed } from './holds';
import { writeStockChange } from './part-writes';
import { runTransaction } from './transaction';

// What every write of an order does besides the order itself: its `status` (what the
// back office filters by), its append-only `timeline`, the order counts per state in the
// orderStats shards, and its parts' hold figures when it starts or stops holding stock
// (services/holds.ts), in the same transaction or batch. Counters move by FieldValue.increment,
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
  if (from === 'unpaid' && to !== 'unpaid') {
    // Paid or expired: it holds nothing any more. Paying also closes the customer's windows.
    writeHoldFigures(tx, ref.firestore, before, -1);
    if (to === 'pending') writeHoldWindowsClosed(tx, ref.firestore, before);
  }
  // An order written before statuses was never counted: it is counted from this write on.
  writeOrderCounts(
    tx,
    orderStatsRef(ref.firestore, ref.id),
    before.status ? orderCountsDelta(from, to) : orderCountsDelta(undefined, to),
  );
}

/** A new order inside a transaction: created with its status and first event, and counted. */
export function writeNewOrder(tx: Transaction, ref: DocumentReference, order: OrderDoc): void {
  const status = orderStatusOf(order);
  tx.create(ref, { ...order, status });
  writeOrderCounts(tx, orderStatsRef(ref.firestore, ref.id), orderCountsDelta(undefined, status));
  if (status === 'unpaid') writeHoldFigures(tx, ref.firestore, order, 1);
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
  if ((before.status ?? orderStatusOf(before)) === 'unpaid') {
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

// ---- Batch writes for seeds (demo data and `npm run seed:scale -- --orders N`) ----

export interface OrderRecord {
  id: string;
  doc: OrderDoc;
}

/** Writes per batch stay under Firestore's 500: orders, plus the 4 counter shards. */
export const ordersPerBatch = 450;

/** The history an order written in one go had: placed, paid, shipped or expired, by its times. */
export function seededTimeline(doc: OrderDoc): OrderEvent[] {
  if (doc.timeline?.length) return doc.timeline;
  const customer = { by: 'customer', who: doc.customerEmail } as const;
  const events: OrderEvent[] = [{ type: 'placed', at: doc.createdAt, ...customer }];
  if (doc.paid) events.push({ type: 'paid', at: doc.paidAt ?? doc.createdAt, by: 'stripe' });
  if (doc.shipped) {
    events.push({ type: 'shipped', at: doc.shippedAt ?? doc.paidAt ?? doc.createdAt, by: 'admin' });
  }
  if (doc.expiredAt !== undefined) {
    events.push({ type: 'expired', at: doc.expiredAt, by: 'system', who: 'order-expiry' });
  }
  return events;
}

/**
 * Who a seeded unpaid order holds stock as: the record's own `holdTier`, else a proven customer
 * (the seeds' customers have verified emails).
 */
const seededHoldTier = (doc: OrderDoc) => doc.holdTier ?? 'proven';

/**
 * Writes orders in batches, as addParts does parts: each with its status and history, counted in
 * its shard; ids that exist already are skipped, so a seed can run again. An unpaid record holds
 * stock like a placed order: its part's stock is reserved and its units added to the part's hold
 * figures (one transaction per part per batch), and its hold starts now when the record has
 * none; when the part lacks the stock, the record is skipped. Returns how many orders were
 * created and skipped.
 */
export async function addOrders(
  { db, now }: Pick<Deps, 'db' | 'now'>,
  records: readonly OrderRecord[],
  holdSeconds = 1800,
): Promise<{ created: number; skipped: number }> {
  let created = 0;
  let skipped = 0;
  const orders = db.collection(collections.orders);
  for (let from = 0; from < records.length; from += ordersPerBatch) {
    const chunk = records.slice(from, from + ordersPerBatch);
    const existing = await db.getAll(...chunk.map((r) => orders.doc(r.id)));
    const fresh = chunk.filter((_, i) => !existing[i]?.exists);
    skipped += chunk.length - fresh.length;
    const placed = await reserveStock(
      db,
      now(),
      fresh.filter((r) => !r.doc.paid && r.doc.expiredAt === undefined),
    );
    const writable = fresh.filter(
      (r) => r.doc.paid || r.doc.expiredAt !== undefined || placed.has(r.id),
    );
    skipped += fresh.length - writable.length;
    if (!writable.length) continue;

    const batch = db.batch();
    const deltas = new Map<string, Partial<OrderCounts>[]>();
    const at = now();
    for (const { id, doc } of writable) {
      const status: OrderStatus = orderStatusOf(doc);
      const hold =
        status === 'unpaid'
          ? {
              holdTier: seededHoldTier(doc),
              ...(doc.expiresAt === undefined ? { expiresAt: holdEndsAt(at, holdSeconds) } : {}),
            }
          : {};
      batch.create(orders.doc(id), { ...doc, ...hold, status, timeline: seededTimeline(doc) });
      const shard = orderStatsShardId(id);
      deltas.set(shard, [...(deltas.get(shard) ?? []), orderCountsDelta(undefined, status)]);
    }
    for (const [shard, list] of deltas) {
      writeOrderCounts(
        batch,
        db.collection(collections.orderStats).doc(shard),
        mergeOrderCounts(...list),
      );
    }
    await batch.commit();
    created += writable.length;
  }
  return { created, skipped };
}

/**
 * Reserves the stock of unpaid records, every line's, through the parts' write path (inStock and
 * the catalogue counters follow), with their units in the parts' hold figures, so that available
 * + held stays each part's stock. Records of the same parts share one transaction (one per part
 * for orders of one part); a record is reserved whole or not at all. Returns the ids whose stock
 * was reserved.
 */
async function reserveStock(
  db: Firestore,
  at: number,
  unpaid: readonly OrderRecord[],
): Promise<Set<string>> {
  const byParts = new Map<string, OrderRecord[]>();
  for (const record of unpaid) {
    const key = [...unitsByPart(orderHoldLines(record.doc)).keys()].sort().join('/');
    byParts.set(key, [...(byParts.get(key) ?? []), record]);
  }
  const reserved = new Set<string>();
  for (const [key, list] of byParts) {
    const refs = key.split('/').map((id) => db.collection(collections.parts).doc(id));
    const ids = await runTransaction(db, async (tx) => {
      const snaps = await tx.getAll(...refs);
      if (snaps.some((snap) => !snap.exists)) return [];
      const parts = new Map(snaps.map((snap) => [snap.id, snap.data() as PartDoc]));
      const stock = new Map(snaps.map((snap) => [snap.id, parts.get(snap.id)!.availableQuanity]));
      const taken: string[] = [];
      const holds = new Map<string, PartHolds>(
        refs.map((ref) => [ref.id, { held: 0, heldByNew: 0 }]),
      );
      for (const record of list) {
        const lines = orderHoldLines(record.doc);
        const units = unitsByPart(lines);
        if ([...units].some(([partId, n]) => n > stock.get(partId)!)) continue;
        for (const [partId, n] of units) stock.set(partId, stock.get(partId)! - n);
        taken.push(record.id);
        for (const [partId, delta] of holdDeltas(lines, seededHoldTier(record.doc), 1)) {
          const sum = holds.get(partId)!;
          sum.held += delta.held;
          sum.heldByNew += delta.heldByNew;
        }
      }
      for (const ref of refs) {
        const part = parts.get(ref.id)!;
        const left = stock.get(ref.id)!;
        if (left !== part.availableQuanity) writeStockChange(tx, ref, part, left, at);
      }
      writeHoldDeltas(tx, db, holds);
      return taken;
    });
    for (const id of ids) reserved.add(id);
  }
  return reserved;
}

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
  let last: FirebaseFirestore.QueryDocumentSnapshot | undefined;
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
