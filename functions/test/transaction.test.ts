import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { conflict, ServiceError } from '../src/services/shared/errors';
import {
  contentionBackoff,
  contentionDelayMs,
  runTransaction,
  setContentionBudget,
  staleReadBackoff,
  writeIfUnchanged,
} from '../src/services/shared/transaction';

// How a transaction waits out contention: the waits grow, are random, and stop at the budget;
// only contention (and what the SDK would retry) is tried again, never a refusal of the work.

const aborted = () =>
  Object.assign(new Error('10 ABORTED: Transaction lock timeout.'), { code: 10 });

/** A Firestore whose transactions fail with `failures` in turn, then run the work. */
function firestoreFailing(failures: Error[]) {
  const calls: { maxAttempts?: number }[] = [];
  const db = {
    runTransaction: async <T>(
      work: (tx: Transaction) => Promise<T>,
      options?: { maxAttempts?: number },
    ) => {
      calls.push(options ?? {});
      const failure = failures.shift();
      if (failure) throw failure;
      return work({} as Transaction);
    },
  } as unknown as Firestore;
  return { db, calls };
}

afterEach(() => vi.restoreAllMocks());

describe('contentionDelayMs', () => {
  it('waits a random part of a window that doubles each attempt up to the cap', () => {
    expect(contentionDelayMs(0, () => 1)).toBe(contentionBackoff.baseMs);
    expect(contentionDelayMs(3, () => 1)).toBe(contentionBackoff.baseMs * 8);
    expect(contentionDelayMs(3, () => 0.5)).toBe(contentionBackoff.baseMs * 4);
    expect(contentionDelayMs(50, () => 1)).toBe(contentionBackoff.capMs);
    expect(contentionDelayMs(5, () => 0)).toBe(0);
  });
});

describe('runTransaction', () => {
  it('tries again after the SDK gave up on contention, until the work commits', async () => {
    const { db, calls } = firestoreFailing([aborted(), aborted(), aborted()]);
    vi.spyOn(Math, 'random').mockReturnValue(0);
    await expect(runTransaction(db, async () => 'placed')).resolves.toBe('placed');
    expect(calls).toHaveLength(4);
  });

  it('never tries a refusal of the work again', async () => {
    const { db, calls } = firestoreFailing([]);
    const refusal = conflict('Please Order Less Then Available Stock!');
    await expect(
      runTransaction(db, async () => {
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(calls).toHaveLength(1);
  });

  it('answers busy once contention outlasts the budget', async () => {
    const { db, calls } = firestoreFailing(Array.from({ length: 1000 }, aborted));
    setContentionBudget(db, 1000);
    const started = Date.now();
    const refusal = await runTransaction(db, async () => 'placed').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ServiceError);
    expect(refusal).toMatchObject({
      code: 'aborted',
      message: 'The store is busy with this item. Please try again.',
    });
    expect(Date.now() - started).toBeLessThan(1000 + contentionBackoff.capMs);
    expect(calls.length).toBeGreaterThan(2);
  });

  it('lets any other error through at once', async () => {
    const broken = Object.assign(new Error('5 NOT_FOUND'), { code: 5 });
    const { db, calls } = firestoreFailing([broken]);
    await expect(runTransaction(db, async () => 'placed')).rejects.toBe(broken);
    expect(calls).toHaveLength(1);
  });
});

describe('writeIfUnchanged', () => {
  const stale = () =>
    Object.assign(new Error('9 FAILED_PRECONDITION: the stored version does not match'), {
      code: 9,
    });
  const read = {
    exists: true,
    ref: { path: 'partHolds/cpu' },
    updateTime: { seconds: 1, nanoseconds: 0 },
  } as unknown as DocumentSnapshot;

  /** A Firestore that runs the work on a recording transaction, then fails the commit. */
  function firestoreCommitting(failures: Error[]) {
    const writes: unknown[][] = [];
    const db = {
      runTransaction: async <T>(work: (tx: Transaction) => Promise<T>) => {
        const tx = {
          update: (...args: unknown[]) => writes.push(['update', ...args]),
          create: (...args: unknown[]) => writes.push(['create', ...args]),
        } as unknown as Transaction;
        const out = await work(tx);
        const failure = failures.shift();
        if (failure) throw failure;
        return out;
      },
    } as unknown as Firestore;
    return { db, writes };
  }

  it('updates with the read time as the precondition, or creates what was missing', async () => {
    const { db, writes } = firestoreCommitting([]);
    await runTransaction(db, async (tx) => {
      writeIfUnchanged(tx, read, { held: 1 });
      writeIfUnchanged(tx, { ...read, exists: false } as DocumentSnapshot, { held: 2 }, { h: 2 });
    });
    expect(writes).toEqual([
      ['update', read.ref, { held: 1 }, { lastUpdateTime: read.updateTime }],
      ['create', read.ref, { h: 2 }],
    ]);
  });

  it('tries the work again when a guarded read went stale, after waits of the short kind', async () => {
    const { db, writes } = firestoreCommitting([stale(), stale(), stale()]);
    vi.spyOn(Math, 'random').mockReturnValue(0);
    await expect(
      runTransaction(db, async (tx) => {
        writeIfUnchanged(tx, read, { held: 1 });
        return 'placed';
      }),
    ).resolves.toBe('placed');
    expect(writes).toHaveLength(4);
    // Up to 20, 40 and 80 ms before the next attempts, at most 400: not contention's 250 ms up.
    expect([0, 1, 2, 10].map((n) => contentionDelayMs(n, () => 1, staleReadBackoff))).toEqual([
      20, 40, 80, 400,
    ]);
  });

  it('lets a failed precondition through at once when the work guarded nothing', async () => {
    const failure = stale();
    const { db } = firestoreCommitting([failure]);
    await expect(runTransaction(db, async () => 'placed')).rejects.toBe(failure);
  });
});
