import {
  collections,
  dailyStatsId,
  holdDeltas,
  holdEndsAt,
  mergeOrderCounts,
  mergeSalesFigures,
  orderCountsDelta,
  orderHoldLines,
  orderStatsShardId,
  orderStatsShards,
  orderStatusOf,
  salesFiguresDelta,
  unitsByPart,
  type OrderDoc,
  type OrderEvent,
  type OrderStatus,
  type PartDoc,
  type PartHolds,
  type SalesFigures,
} from '@cps/domain';
import type { Firestore } from 'firebase-admin/firestore';
import type { Deps } from '../functions/src/services/shared/deps';
import { writeHoldDeltas } from '../functions/src/services/shared/holds';
import { writeOrderCounts, writeSalesFigures } from '../functions/src/services/shared/order-writes';
import { writeStockChange } from '../functions/src/services/shared/part-writes';

// Orders written in batches by the seeds (the demo data and `npm run seed:scale -- --orders N`)
// and by tests that need orders in a given state, through the pieces of the order write path so
// that statuses, histories, counts and hold figures come out as placed orders' do. Not deployed:
// the API places orders one at a time (place-order.ts).

export interface OrderRecord {
  id: string;
  doc: OrderDoc;
}

/**
 * Orders read per step (and a page of the migrations' passes); a step's writes go in batches of
 * at most Firestore's 500 (the orders, the counter shards and the figures' day documents).
 */
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
 * its shard and in the daily sales figures (sales-figures.ts); ids that exist already are skipped, so a seed can run again. An unpaid record holds
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

    // Each batch holds its orders, their shards' counts and the day documents of their sales
    // figures (one write each, the figures of a shard's orders merged), at most maxBatchWrites.
    const at = now();
    let group: Written[] = [];
    const dayDocs = new Set<string>();
    for (const { id, doc } of writable) {
      const status: OrderStatus = orderStatusOf(doc);
      const hold =
        status === 'unpaid'
          ? {
              holdTier: seededHoldTier(doc),
              ...(doc.expiresAt === undefined ? { expiresAt: holdEndsAt(at, holdSeconds) } : {}),
            }
          : {};
      const stored: OrderDoc = { ...doc, ...hold, status, timeline: seededTimeline(doc) };
      const figures = salesFiguresDelta(undefined, stored);
      const days = Object.keys(figures).map((day) => dailyStatsId(day, id));
      const fresh = days.filter((key) => !dayDocs.has(key)).length;
      if (group.length + 1 + orderStatsShards + dayDocs.size + fresh > maxBatchWrites) {
        await commitOrders(db, group);
        group = [];
        dayDocs.clear();
      }
      group.push({ id, stored, status, figures });
      for (const key of days) dayDocs.add(key);
    }
    if (group.length) await commitOrders(db, group);
    created += writable.length;
  }
  return { created, skipped };
}

/** Firestore's limit of writes in one batch. */
const maxBatchWrites = 500;

interface Written {
  id: string;
  stored: OrderDoc;
  status: OrderStatus;
  figures: SalesFigures;
}

/** One batch: the orders, each shard's counts once, and each day document of the figures once. */
async function commitOrders(db: Firestore, group: readonly Written[]): Promise<void> {
  const batch = db.batch();
  const orders = db.collection(collections.orders);
  const shards = new Map<string, Written[]>();
  for (const written of group) {
    batch.create(orders.doc(written.id), written.stored);
    const shard = orderStatsShardId(written.id);
    shards.set(shard, [...(shards.get(shard) ?? []), written]);
  }
  for (const [shard, list] of shards) {
    writeOrderCounts(
      batch,
      db.collection(collections.orderStats).doc(shard),
      mergeOrderCounts(...list.map((w) => orderCountsDelta(undefined, w.status))),
    );
    // Every order of the list is of this shard, so the first one's id names its day documents.
    writeSalesFigures(batch, db, list[0]!.id, mergeSalesFigures(...list.map((w) => w.figures)));
  }
  await batch.commit();
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
    const ids = await db.runTransaction(async (tx) => {
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
