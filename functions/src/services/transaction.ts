import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { ServiceError } from './errors';

/** Firestore gives up on a contended transaction with ABORTED (gRPC 10) after its own retries. */
function isContention(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 10 || code === 'aborted' || code === 'ABORTED';
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
