import { collections, orderHoldLines, unitsByPart, type OrderDoc, type PartDoc } from '@cps/domain';
import type {
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Transaction,
} from 'firebase-admin/firestore';
import { writeStockChange } from './part-writes';

// An order's stock going back to its parts: a cancel, an expiry, a full refund before shipping,
// a payment held for review that is refunded, and a cash-on-delivery order refused at the door
// give every line's units back, each through its part's write path.

/** One part of an order, read inside a transaction before any of its writes, with its units. */
export interface PartRead {
  ref: DocumentReference;
  snap: DocumentSnapshot;
  /** The units the order holds of it (its lines of the part added up). */
  units: number;
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

/** An order's units go back to each of its parts (a part deleted since gets nothing back). */
export function returnStock(tx: Transaction, parts: readonly PartRead[], at: number): void {
  for (const { ref, snap, units } of parts) {
    if (!snap.exists) continue;
    const before = snap.data() as PartDoc;
    writeStockChange(tx, ref, before, before.availableQuanity + units, at);
  }
}
