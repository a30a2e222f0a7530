import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { ServiceError } from './errors';

/**
 * Firestore gives up on a contended transaction with ABORTED (gRPC 10) after its own retries.
 * The Firestore emulator, when one customer's burst of orders queues many transactions on the
 * same documents (their part and their order lock), closes a waiting transaction and answers its
 * next call INVALID_ARGUMENT (3) "Transaction is invalid or closed": nothing of it was written,
 * as with ABORTED, so it is the same refusal (seen once in 6 full test runs, in the 40-order
 * bursts of tests/services).
 */
export function isContention(error: unknown): boolean {
  const { code, details } = error as { code?: unknown; details?: unknown };
  if (code === 10 || code === 'aborted' || code === 'ABORTED') return true;
  return code === 3 && details === 'Transaction is invalid or closed.';
}

/**
 * Runs a Firestore transaction; when contention outlasts Firestore's retries, throws what
 * `onContention` makes (a clean refusal the caller may retry) instead of a raw gRPC error.
 */
export async function runTransaction<T>(
  db: Firestore,
  work: (tx: Transaction) => Promise<T>,
  onContention: () => ServiceError = () =>
    new ServiceError('aborted', 'The store is busy with this item. Please try again.'),
): Promise<T> {
  try {
    return await db.runTransaction(work);
  } catch (error) {
    if (isContention(error)) throw onContention();
    throw error;
  }
}
