import {
  collections,
  orderHoldLines,
  planStockDraw,
  shardDrawOrder,
  splitStock,
  stockShardCount,
  unitsByPart,
  type OrderDoc,
  type PartDoc,
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
import { partHoldsRef, readPartHolds } from './holds';
import { writeStockChange } from './part-writes';
import { runTransaction, writeIfUnchanged } from './transaction';

// A part's stock as orders take it and give it back. An unsplit part's stock is its own
// `availableQuanity`. A split part's (docs/orders.md, "A hot part's stock in shards") is in
// parts/{id}/stockShards/{n} `{ available, held }`: an order draws from one of them and holds
// its units there, a return goes to one of them, an admin's edit spreads the new stock over them,
// and `syncStockTotal` writes their sum to the part for readers.
//
// An order's stock going back to its parts: a cancel, an expiry, a full refund before shipping,
// a payment held for review that is refunded, and a cash-on-delivery order refused at the door
// give every line's units back, each through its part's write path.

/** Shard `n` of a part's stock. */
export function stockShardRef(part: DocumentReference, n: number): DocumentReference {
  return part.collection(collections.stockShards).doc(String(n));
}

/** The shards of a part split over `count` (none when it is 1: the stock is on the part). */
export function stockShardRefs(part: DocumentReference, count: number): DocumentReference[] {
  return count === 1 ? [] : Array.from({ length: count }, (_, n) => stockShardRef(part, n));
}

/** A shard's units as stored: available to order, and held by unpaid orders drawn from it. */
function shardFigures(snap: DocumentSnapshot): { available: number; held: number } {
  return {
    available: (snap.get('available') as number | undefined) ?? 0,
    held: (snap.get('held') as number | undefined) ?? 0,
  };
}

/** A split part's stock as its shards hold it: available and held, summed. */
export function shardTotals(shards: readonly DocumentSnapshot[]): {
  available: number;
  held: number;
} {
  return shards
    .map(shardFigures)
    .reduce((sum, s) => ({ available: sum.available + s.available, held: sum.held + s.held }), {
      available: 0,
      held: 0,
    });
}

/** One part as a placement read it outside its transaction, with its shards when split. */
export interface StockRead {
  snap: DocumentSnapshot;
  /** The part, a split one with its shards' sum as its stock; undefined when it is missing. */
  part?: PartDoc;
  /** Its shards when it is split, in shard order; empty when it is not. */
  shards: readonly DocumentSnapshot[];
  /** Its hold figures as read with it, a split part's held units in its shards added. */
  holds: PartHolds;
  holdsSnap: DocumentSnapshot;
}

/**
 * Parts and their hold figures, read at one moment outside any transaction, a split part with
 * every shard: its `availableQuanity` is then the shards' sum (exact, where the stored figure
 * trails it by a sync), and its held units are the shards' plus those in its hold figures (units
 * held before it was split, less releases). A part that is not split costs one read with its
 * figures; a split one is read a second time with its shards, when the first read finds it split.
 * A missing part is answered with no `part`.
 */
export async function readPartsWithShards(
  db: Firestore,
  refs: readonly DocumentReference[],
): Promise<StockRead[]> {
  let counts = refs.map(() => 1);
  for (;;) {
    const shardRefs = refs.map((ref, i) => stockShardRefs(ref, counts[i]!));
    const read = await db.getAll(
      ...refs,
      ...refs.map((ref) => partHoldsRef(db, ref.id)),
      ...shardRefs.flat(),
    );
    const snaps = read.slice(0, refs.length);
    const found = snaps.map((snap) => (snap.exists ? stockShardCount(snap.data() as PartDoc) : 1));
    if (found.some((count, i) => count !== counts[i])) {
      counts = found;
      continue;
    }
    let next = refs.length * 2;
    return snaps.map((snap, i) => {
      const shards = read.slice(next, (next += shardRefs[i]!.length));
      const holdsSnap = read[refs.length + i]!;
      const holds = readPartHolds(holdsSnap);
      if (!snap.exists) return { snap, shards, holds, holdsSnap };
      const stored = snap.data() as PartDoc;
      if (!shards.length) return { snap, part: stored, shards, holds, holdsSnap };
      const totals = shardTotals(shards);
      return {
        snap,
        part: { ...stored, availableQuanity: totals.available },
        shards,
        holds: { held: holds.held + totals.held, heldByNew: holds.heldByNew },
        holdsSnap,
      };
    });
  }
}

/**
 * Takes an order's units of one part, read outside the placement's transaction, and holds them
 * there; every write is made only if what it was decided on is unchanged since (writeIfUnchanged).
 * An unsplit part's stock goes down on the part (its hold figures move in partHolds, by the order's
 * write). A split part's line takes its units from the shards in turn from a random one, and holds
 * them in the shards it took them from, so buyers of the part mostly write different documents; a
 * stale shard fails the commit and the placement is tried again, from a new random shard.
 */
export function takeStock(
  tx: Transaction,
  { snap, shards }: StockRead,
  part: PartDoc,
  units: number,
  at: number,
  random: () => number = Math.random,
): void {
  if (!shards.length) {
    writeStockChange(tx, snap.ref, part, part.availableQuanity - units, at, snap);
    return;
  }
  const order = shardDrawOrder(shards.length, Math.floor(random() * shards.length));
  const figures = order.map((n) => shardFigures(shards[n]!));
  const plan = planStockDraw(
    figures.map((f) => f.available),
    units,
  );
  // The placement checked the line against the shards' sum, which these figures add up to.
  if (!plan) throw new Error(`takeStock: line of ${snap.id} not checked against its shards`);
  plan.forEach((take, i) => {
    if (take === 0) return;
    const { available, held } = figures[i]!;
    const shard = shards[order[i]!]!;
    writeIfUnchanged(tx, shard, { available: available - take, held: held + take });
  });
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

/** One part of an order, read inside a transaction before any of its writes, with its units. */
export interface PartRead {
  ref: DocumentReference;
  snap: DocumentSnapshot;
  /** The units the order holds of it (its lines of the part added up). */
  units: number;
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
 * (the stock is what the shop has, whatever orders took meanwhile, as for an unsplit part). The
 * units the shards hold for unpaid orders stay where they are.
 */
export function writeShardedStock(
  writer: Transaction | WriteBatch,
  ref: DocumentReference,
  part: Pick<PartDoc, 'availableQuanity' | 'stockShards'>,
): void {
  const count = stockShardCount(part);
  if (count === 1) return;
  splitStock(part.availableQuanity, count).forEach((available, n) => {
    // Transaction and WriteBatch share set(ref, data, options); TypeScript cannot call an
    // overloaded method on their union.
    (writer as WriteBatch).set(stockShardRef(ref, n), { available }, { merge: true });
  });
}

/**
 * Writes a split part's stock, the sum of its shards, to its `availableQuanity` (with `inStock`
 * and the catalogue's counters): what readers of the part see. It reads the part and its shards
 * at one moment outside any transaction (a transaction's read would lock the shards against the
 * orders drawing from them), and writes the part only if unchanged since. It writes nothing when
 * the part already says the sum and was written after every shard's last change: any run that
 * read before that write finds the part changed, and a run that read after it read every change.
 * So, whatever order the runs come in, the last one leaves the sum of the last change. Answers
 * the sum, or undefined for a part that is not split (or gone).
 */
export async function syncStockTotal(
  db: Firestore,
  partId: string,
  at: number,
): Promise<number | undefined> {
  const ref = db.collection(collections.parts).doc(partId);
  return runTransaction(db, async (tx) => {
    const [{ snap, part, shards }] = (await readPartsWithShards(db, [ref])) as [StockRead];
    if (!part || !shards.length) return undefined;
    const lastShardChange = shards.reduce(
      (last, s) => (s.updateTime && s.updateTime.valueOf() > last ? s.updateTime.valueOf() : last),
      '',
    );
    const current = snap.updateTime!.valueOf() >= lastShardChange;
    // `part` has the shards' sum as its stock; the stored figure is the snapshot's.
    const stored = snap.data() as PartDoc;
    if (part.availableQuanity !== stored.availableQuanity || !current) {
      writeStockChange(tx, ref, stored, part.availableQuanity, at, snap);
    }
    return part.availableQuanity;
  });
}

/**
 * The admin's switch: splits a part's stock over `count` shards (1 joins it back on the part),
 * its stock the same before and after. The units its shards hold for unpaid orders move to the
 * part's hold figures, where those orders' payments and cancels take them back. Reads the shards
 * it has (at most maxStockShards). Answers the part's shard count and stock after, or undefined
 * for an unknown part.
 */
export async function setStockShards(
  db: Firestore,
  partId: string,
  count: number,
  at: number,
): Promise<{ stockShards: number; availableQuanity: number } | undefined> {
  const ref = db.collection(collections.parts).doc(partId);
  return runTransaction(db, async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return undefined;
    const part = snap.data() as PartDoc;
    const before = stockShardCount(part);
    const old = before === 1 ? [] : await tx.getAll(...stockShardRefs(ref, before));
    const totals = before === 1 ? { available: part.availableQuanity, held: 0 } : shardTotals(old);
    const after = stockShardCount({ stockShards: count });
    const spread = after === 1 ? [] : splitStock(totals.available, after);
    for (let n = 0; n < Math.max(before === 1 ? 0 : before, spread.length); n++) {
      const shard = stockShardRef(ref, n);
      if (n < spread.length) tx.set(shard, { available: spread[n]!, held: 0 });
      else tx.delete(shard);
    }
    if (totals.held) {
      tx.set(
        partHoldsRef(db, partId),
        { held: FieldValue.increment(totals.held) },
        { merge: true },
      );
    }
    tx.update(ref, { stockShards: after === 1 ? FieldValue.delete() : after });
    if (totals.available !== part.availableQuanity) {
      writeStockChange(tx, ref, part, totals.available, at);
    }
    return { stockShards: after, availableQuanity: totals.available };
  });
}
