import {
  collections,
  holdDeltas,
  orderHoldLines,
  type HoldTier,
  type OrderDoc,
  type PartHolds,
} from '@cps/domain';
import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import type { Caller } from './caller';
import { onePaidOrderOf } from './paid-orders';
import { writeIfUnchanged } from './transaction';

// What the hoarding rules (packages/domain holds.ts) keep in Firestore, all server-only
// (docs/orders.md, "How it is kept exact"). partHolds/{partId} {held, heldByNew} moves by
// FieldValue.increment in the transaction of every order write (order-writes.ts), so no path can
// forget it; only orders that carry `holdTier` move it. orderLocks/{uid} {lastOrderAt,
// holdWindows} is written by each placement of the customer, which serialises them so the unpaid
// cap and the shares cannot be raced. Paying for an order closes the windows of its parts.

export function partHoldsRef(db: Firestore, partId: string): DocumentReference {
  return db.collection(collections.partHolds).doc(partId);
}

export function orderLockRef(db: Firestore, uid: string): DocumentReference {
  return db.collection(collections.orderLocks).doc(uid);
}

/** A part's hold figures as stored; a part nobody has held yet has none: zero. */
export function readPartHolds(snap: DocumentSnapshot): PartHolds {
  return {
    held: (snap.get('held') as number | undefined) ?? 0,
    heldByNew: (snap.get('heldByNew') as number | undefined) ?? 0,
  };
}

/** The customer's hold windows as stored in their lock document: part id → end (ms). */
export function readHoldWindows(lock: DocumentSnapshot): Record<string, number> {
  return (lock.get('holdWindows') as Record<string, number> | undefined) ?? {};
}

/**
 * Whether the caller is a new or a proven customer: a verified email proves them at no cost;
 * otherwise one paid order does (a query of at most one order). The query runs outside the
 * placement's transaction: in one, it locks what it scans, and the Firestore emulator scans the
 * whole `orders` collection, into which every placement writes (shared/customer-orders.ts). A
 * paid order stays paid, so an answer a moment old is the stricter one, unless the customer's
 * only paid order is removed in that moment.
 */
export async function holdTierOf(
  db: Firestore,
  caller: Pick<Caller, 'uid' | 'emailVerified'>,
): Promise<HoldTier> {
  if (caller.emailVerified) return 'proven';
  const paid = await onePaidOrderOf(db, caller.uid).get();
  return paid.empty ? 'new' : 'proven';
}

type HoldingOrder = Pick<OrderDoc, 'partId' | 'quanity' | 'lines' | 'holdTier'>;

/**
 * The figures a placement read outside its transaction (part id → snapshot), each written only
 * if unchanged since (writeIfUnchanged): the figures its shares were decided on. A split part's
 * (`heldInShards`) held units are in the stock shards its orders drew from (order-stock.ts), so
 * its figures move only by a new customer's units, whose pool must not be raced; a proven
 * customer's share is of the part's stock (available plus held), which placing does not change.
 */
export type HoldFiguresRead = ReadonlyMap<
  string,
  { snap: DocumentSnapshot; heldInShards: boolean }
>;

/**
 * An order starts (+1) or stops (−1) holding its lines: its parts' figures move by its units. An
 * order without `holdTier` was never counted and moves nothing.
 */
export function writeHoldFigures(
  writer: Transaction | WriteBatch,
  db: Firestore,
  order: HoldingOrder,
  sign: 1 | -1,
  read?: HoldFiguresRead,
): void {
  if (!order.holdTier) return;
  writeHoldDeltas(writer, db, holdDeltas(orderHoldLines(order), order.holdTier, sign), read);
}

/** Moves parts' hold figures by the given units, one write per part. */
export function writeHoldDeltas(
  writer: Transaction | WriteBatch,
  db: Firestore,
  deltas: ReadonlyMap<string, PartHolds>,
  read?: HoldFiguresRead,
): void {
  for (const [partId, delta] of deltas) {
    if (!delta.held && !delta.heldByNew) continue;
    const update: Record<string, FieldValue> = { held: FieldValue.increment(delta.held) };
    if (delta.heldByNew) update.heldByNew = FieldValue.increment(delta.heldByNew);
    const figures = read?.get(partId);
    if (figures?.heldInShards) {
      if (!delta.heldByNew) continue;
      const { heldByNew } = update;
      writeIfUnchanged(writer as Transaction, figures.snap, { heldByNew }, { ...delta, held: 0 });
      continue;
    }
    if (figures) {
      writeIfUnchanged(writer as Transaction, figures.snap, update, { ...delta });
      continue;
    }
    // Transaction and WriteBatch share set(ref, data, options); TypeScript cannot call an
    // overloaded method on their union.
    (writer as WriteBatch).set(partHoldsRef(db, partId), update, { merge: true });
  }
}

/** A paid order closes its owner's hold windows on its parts: the next order starts afresh. */
export function writeHoldWindowsClosed(
  tx: Transaction,
  db: Firestore,
  order: Pick<OrderDoc, 'uid' | 'partId' | 'quanity' | 'lines'>,
): void {
  const closed = Object.fromEntries(
    orderHoldLines(order).map(({ partId }) => [partId, FieldValue.delete()]),
  );
  tx.set(orderLockRef(db, order.uid), { holdWindows: closed }, { merge: true });
}
