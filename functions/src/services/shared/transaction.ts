import { checkoutCopy } from '@cps/domain';
import type {
  DocumentSnapshot,
  Firestore,
  Precondition,
  Transaction,
} from 'firebase-admin/firestore';
import { ServiceError } from './errors';

/**
 * Firestore gives up on a contended transaction with ABORTED (gRPC 10). The Firestore emulator,
 * when one customer's burst of orders queues many transactions on the same documents (their part
 * and their order lock), closes a waiting transaction and answers its next call INVALID_ARGUMENT
 * (3) "Transaction is invalid or closed": nothing of it was written, as with ABORTED, so it is the
 * same contention (seen once in 6 full test runs, in the 40-order bursts of tests/services).
 */
export function isContention(error: unknown): boolean {
  const { code, details } = error as { code?: unknown; details?: unknown };
  if (code === 10 || code === 'aborted' || code === 'ABORTED') return true;
  return code === 3 && details === 'Transaction is invalid or closed.';
}

/**
 * What the SDK's own transaction runner tries again besides contention: a dropped or refused
 * connection, a server error, an expired transaction. Nothing of the attempt was written.
 */
function isTransient(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === 3) return typeof message === 'string' && /transaction has expired/.test(message);
  return code === 1 || code === 2 || code === 4 || code === 8 || code === 13 || code === 14;
}

/**
 * How contention is waited out (runTransaction below): after the SDK's own attempts (5, waiting
 * from about 1 s up), more of them after a full-jitter exponential wait (a random wait up to
 * `baseMs` × 2^attempt, at most `capMs`), until `budgetMs` has passed. Quick retries make things
 * worse: on the Firestore emulator, 10 buyers of one part retried from 40 ms kept each other's
 * locks and half of them were refused after 20 s, where the SDK's waits placed all 10 in 8 s.
 * The budget leaves the API function (60 s) time to answer: a buyer gets the order or a real
 * refusal, and "busy" only after about 20 s of a document written by so many at once.
 */
export const contentionBackoff = { baseMs: 250, capMs: 2000, budgetMs: 20_000 } as const;

const budgets = new WeakMap<Firestore, number>();

/**
 * Sets how long the transactions run on `db` wait out contention, instead of
 * `contentionBackoff.budgetMs`. A test whose every transaction loses learns the answer after
 * this budget rather than after the full one meant for buyers.
 */
export function setContentionBudget(db: Firestore, budgetMs: number): void {
  budgets.set(db, budgetMs);
}

/** The wait before the attempt after `attempt` (0-based) failed on contention, in ms. */
export function contentionDelayMs(
  attempt: number,
  random: () => number = Math.random,
  { baseMs, capMs }: { baseMs: number; capMs: number } = contentionBackoff,
): number {
  return Math.round(random() * Math.min(capMs, baseMs * 2 ** Math.min(attempt, 30)));
}

/**
 * How a stale read is tried again (a document read outside the transaction's locks changed before
 * the commit; see writeIfUnchanged): after a short full-jitter wait, not contention's long one. No
 * lock is held while it waits, so the many buyers of one part take turns in tens of milliseconds.
 */
export const staleReadBackoff = { baseMs: 20, capMs: 400 } as const;

// The transactions that wrote a document only if unchanged since it was read: their commit's
// FAILED_PRECONDITION or ALREADY_EXISTS means that a read went stale, not that the work is wrong.
const guarded = new WeakSet<Transaction>();

/**
 * Writes a document read outside the transaction (`read`, by `db.getAll`) only if it has not
 * changed since: an update with the read's update time as its precondition, or a create when it
 * was missing. When another write came between, the commit fails and runTransaction tries the
 * whole work again on fresh reads.
 *
 * Why outside: a document read in a transaction is locked until its commit, and a document that
 * every buyer of a part reads and writes (its stock, its hold figures) then makes them wait on
 * each other's locks. The Firestore emulator resolves such waits by a lock timeout and the SDK
 * retries from 1 s: 50 transactions incrementing one document at once took 21 s there (44 of them
 * refused), and 4 s with the read outside and the update guarded (`npm run bench:orders`,
 * bench/one-document.ts; docs/performance.md, "Sale-day orders").
 */
export function writeIfUnchanged(
  tx: Transaction,
  read: DocumentSnapshot,
  update: Record<string, unknown>,
  create: Record<string, unknown> = update,
): void {
  guarded.add(tx);
  if (!read.exists) {
    tx.create(read.ref, create);
    return;
  }
  const unchanged: Precondition = { lastUpdateTime: read.updateTime! };
  tx.update(read.ref, update, unchanged);
}

/** A commit refused because a document written by writeIfUnchanged changed since it was read. */
function isStaleRead(error: unknown, tx: Transaction | undefined): boolean {
  const { code } = error as { code?: unknown };
  return tx !== undefined && guarded.has(tx) && (code === 9 || code === 6);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs a Firestore transaction, waiting out contention (the SDK's attempts, then a jittered wait
 * and the SDK's attempts again, within the budget of `db`: `contentionBackoff.budgetMs` unless
 * setContentionBudget set one); when it outlasts the budget, throws what `onContention` makes
 * (a clean refusal the caller may retry) instead of a raw gRPC error. A stale read
 * (writeIfUnchanged) is tried again at once, after a short wait. Only those, contention and what
 * the SDK would try again (isTransient) are retried: a refusal the work throws (a ServiceError:
 * out of stock, over a share) and any other error end it at once.
 */
export async function runTransaction<T>(
  db: Firestore,
  work: (tx: Transaction) => Promise<T>,
  onContention: () => ServiceError = () => new ServiceError('aborted', checkoutCopy.busy.refusal),
): Promise<T> {
  const deadline = Date.now() + (budgets.get(db) ?? contentionBackoff.budgetMs);
  let attempt = 0;
  let stale = 0;
  for (;;) {
    let last: Transaction | undefined;
    try {
      return await db.runTransaction((tx) => {
        last = tx;
        return work(tx);
      });
    } catch (error) {
      if (isStaleRead(error, last)) {
        const wait = contentionDelayMs(stale++, Math.random, staleReadBackoff);
        if (Date.now() + wait >= deadline) throw onContention();
        await sleep(wait);
        continue;
      }
      const contention = isContention(error);
      if (!contention && !isTransient(error)) throw error;
      const wait = contentionDelayMs(attempt++);
      if (Date.now() + wait >= deadline) throw contention ? onContention() : error;
      await sleep(wait);
    }
  }
}
