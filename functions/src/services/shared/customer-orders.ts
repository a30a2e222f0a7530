import { collections, holdingStatuses } from '@cps/domain';
import type {
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  QuerySnapshot,
  Transaction,
} from 'firebase-admin/firestore';

/**
 * A placement's view of its customer: their lock document (orderLocks/{uid}), read in the
 * transaction, then the orders of theirs that hold stock now (at most `max`), read after it and
 * outside the transaction.
 *
 * Why outside: a query in a transaction locks what it scanned, and every placement creates an
 * order; on the Firestore emulator the scan is the whole collection, so each placement waited for
 * every other one in the store (10 buyers of 10 parts at once: 7.8 s in transactions with the
 * query, 0.27 s with it outside). Why it stays exact: every placement reads and writes its
 * customer's lock in its transaction, so two placements of one customer cannot both commit on
 * the same lock; the one that retries reads the lock again, and only then the orders, which now
 * hold the other's. Any other change of a customer's orders (paid, cancelled, expired) only lets
 * an order stop holding, so a query that misses one can only count too many, never too few.
 */
export async function readCustomerHolds(
  db: Firestore,
  tx: Transaction,
  lockRef: DocumentReference,
  uid: string,
  at: number,
  max: number,
): Promise<[DocumentSnapshot, QuerySnapshot]> {
  const lock = await tx.get(lockRef);
  // Holds that ended count no more, even before the expiry job has run: the query leaves them
  // out, so however many of those there are, it reads at most `max` orders.
  const holding = await db
    .collection(collections.orders)
    .where('uid', '==', uid)
    .where('status', 'in', holdingStatuses)
    .where('expiresAt', '>', at)
    .limit(max)
    .get();
  return [lock, holding];
}
