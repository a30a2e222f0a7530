import {
  collections,
  holdDeltas,
  holdEndsAt,
  mergeOrderCounts,
  orderCountsDelta,
  orderHoldLines,
  orderStatsShardId,
  orderStatusOf,
  unitsByPart,
  type OrderCounts,
  type OrderDoc,
  type OrderEvent,
  type OrderStatus,
  type PartDoc,
  type PartHolds,
} from '@cps/domain';
import type { Firestore } from 'firebase-admin/firestore';
import type { Deps } from '../functions/src/services/shared/deps';
import { writeHoldDeltas } from '../functions/src/services/shared/holds';
import { writeOrderCounts } from '../functions/src/services/shared/order-writes';
import { writeStockChange } from '../functions/src/services/shared/part-writes';

// Orders written in batches by the seeds (the demo data and `npm run seed:scale -- --orders N`)
// and by tests that need orders in a given state, through the pieces of the order write path so
// that statuses, histories, counts and hold figures come out as placed orders' do. Not deployed:
// the API places orders one at a time (place-order.ts).

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
