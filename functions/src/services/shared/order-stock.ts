import {
  collections,
  copy,
  orderHoldLines,
  planStockDraw,
  shardDrawOrder,
  splitStock,
  stockShardCount,
  unitsByPart,
  type OrderDoc,
  type PartDoc,
} from '@cps/domain';
import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { conflict } from './errors';
import { writeStockChange } from './part-writes';
import { runTransaction } from './transaction';

// A part's stock as orders take it and give it back. An unsplit part's stock is its own
// `availableQuanity`. A split part's (docs/orders.md, "A hot part's stock in shards") is in
// parts/{id}/stockShards/{n}: an order draws from them, a return goes to one of them, an admin's
// edit spreads the new stock over them, and `syncStockTotal` writes their sum to the part.
//
// An order's stock going back to its parts: a cancel, an expiry, a full refund before shipping,
// a payment held for review that is refunded, and a cash-on-delivery order refused at the door
// give every line's units back, each through its part's write path.

/** Shard `n` of a part's stock. */
export function stockShardRef(part: DocumentReference, n: number): DocumentReference {
  return part.collection(collections.stockShards).doc(String(n));
}

const shardUnits = (snap: DocumentSnapshot) => (snap.get('available') as number | undefined) ?? 0;

/** One part of an order, read inside a transaction before any of its writes, with its units. */
export interface PartRead {
  ref: DocumentReference;
  snap: DocumentSnapshot;
  /** The units the order holds of it (its lines of the part added up). */
  units: number;
}

/** A part an order takes units of, as its placement read it. */
export interface PartTake {
  ref: DocumentReference;
  part: PartDoc;
  units: number;
}

/**
 * Takes an order's units of each part, inside the placement's transaction before any of its
 * writes: an unsplit part's stock goes down on the part; a split part's line reads its shards one
 * by one from a random one until they hold its units together, and takes them there, so buyers of
 * one part mostly write different shards. A split part whose shards do not hold the units refuses
 * the order with what is left (the part's `availableQuanity`, which its kind checked, trails its
 * shards by the moments `syncStockTotal` takes).
 */
export async function takeStock(
  tx: Transaction,
  takes: readonly PartTake[],
  at: number,
  random: () => number = Math.random,
): Promise<void> {
  const draws: { ref: DocumentReference; left: number }[] = [];
  for (const { ref, part, units } of takes) {
    const count = stockShardCount(part);
    if (count === 1) continue;
    const read: { ref: DocumentReference; available: number }[] = [];
    let plan: number[] | undefined;
    for (const n of shardDrawOrder(count, Math.floor(random() * count))) {
      const shard = stockShardRef(ref, n);
      read.push({ ref: shard, available: shardUnits(await tx.get(shard)) });
      plan = planStockDraw(
        read.map((r) => r.available),
        units,
      );
      if (plan) break;
    }
    if (!plan) {
      const left = read.reduce((sum, r) => sum + Math.max(r.available, 0), 0);
      throw conflict(
        left > 0 ? copy.checkout.onlyLeft(part.name, left) : copy.checkout.outOfStock(part.name),
      );
    }
    plan.forEach((take, i) => {
      if (take > 0) draws.push({ ref: read[i]!.ref, left: read[i]!.available - take });
    });
  }
  for (const { ref, part, units } of takes) {
    if (stockShardCount(part) === 1) {
      writeStockChange(tx, ref, part, part.availableQuanity - units, at);
    }
  }
  for (const { ref, left } of draws) tx.set(ref, { available: left }, { merge: true });
}

/** Every part an order holds (each line of a build's order), read at once by id. */
export async function readOrderParts(
  db: Firestore,
  tx: Transaction,
  order: Pick<OrderDoc, 'partId' | 'quanity' | 'lines'>,
): Promise<PartRead[]> {
  const units = unitsByPart(orderHoldLines(order));
  const refs = [...units.keys()].map((id) => db.collection(collections.parts).doc(id));
  const snaps = await tx.getAll(...refs);
  return refs.map((ref, i) => ({ ref, snap: snaps[i]!, units: units.get(ref.id)! }));
}

/**
 * An order's units go back to each of its parts (a part deleted since gets nothing back): on the
 * part, or for a split part to one of its shards at random, by increment (no read, so a return
 * waits on no order drawing from the other shards).
 */
export function returnStock(
  tx: Transaction,
  parts: readonly PartRead[],
  at: number,
  random: () => number = Math.random,
): void {
  for (const { ref, snap, units } of parts) {
    if (!snap.exists) continue;
    const before = snap.data() as PartDoc;
    const count = stockShardCount(before);
    if (count === 1) {
      writeStockChange(tx, ref, before, before.availableQuanity + units, at);
      continue;
    }
    const shard = stockShardRef(ref, Math.floor(random() * count));
    tx.set(shard, { available: FieldValue.increment(units) }, { merge: true });
  }
}

/**
 * An admin's new stock of a split part, spread evenly over its shards in the edit's transaction
 * (the stock is what the shop has, whatever orders took meanwhile, as for an unsplit part).
 */
export function writeShardedStock(
  tx: Transaction,
  ref: DocumentReference,
  part: Pick<PartDoc, 'availableQuanity' | 'stockShards'>,
): void {
  const count = stockShardCount(part);
  if (count === 1) return;
  splitStock(part.availableQuanity, count).forEach((available, n) =>
    tx.set(stockShardRef(ref, n), { available }),
  );
}

/**
 * Writes a split part's stock, the sum of its shards, to its `availableQuanity` (with `inStock`
 * and the catalogue's counters) when it differs: what readers of the part see. It reads every
 * shard in one transaction, so whatever order its runs come in, the last one writes the sum of
 * the last change; a part not split has nothing to sum. Answers the sum written, or undefined.
 */
export async function syncStockTotal(
  db: Firestore,
  partId: string,
  at: number,
): Promise<number | undefined> {
  const ref = db.collection(collections.parts).doc(partId);
  return runTransaction(db, async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return undefined;
    const part = snap.data() as PartDoc;
    const count = stockShardCount(part);
    if (count === 1) return undefined;
    const shards = await tx.getAll(
      ...Array.from({ length: count }, (_, n) => stockShardRef(ref, n)),
    );
    const total = shards.reduce((sum, s) => sum + shardUnits(s), 0);
    if (total !== part.availableQuanity) writeStockChange(tx, ref, part, total, at);
    return total;
  });
}

/**
 * The admin's switch: splits a part's stock over `count` shards (1 joins it back on the part),
 * its stock the same before and after. Reads the shards it has (at most maxStockShards).
 */
export async function setStockShards(
  db: Firestore,
  partId: string,
  count: number,
  at: number,
): Promise<void> {
  const ref = db.collection(collections.parts).doc(partId);
  await runTransaction(db, async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return;
    const part = snap.data() as PartDoc;
    const before = stockShardCount(part);
    const old =
      before === 1
        ? []
        : await tx.getAll(...Array.from({ length: before }, (_, n) => stockShardRef(ref, n)));
    const total = before === 1 ? part.availableQuanity : old.reduce((s, d) => s + shardUnits(d), 0);
    const after = stockShardCount({ stockShards: count });
    // Shards past the new count go; the others are written over with the even spread.
    for (const shard of old.slice(after === 1 ? 0 : after)) tx.delete(shard.ref);
    writeShardedStock(tx, ref, { ...part, stockShards: after, availableQuanity: total });
    tx.update(ref, { stockShards: after === 1 ? FieldValue.delete() : after });
    if (total !== part.availableQuanity) writeStockChange(tx, ref, part, total, at);
  });
}
