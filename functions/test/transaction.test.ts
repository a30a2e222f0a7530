import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { conflict, ServiceError } from '../src/services/shared/errors';
import {
  contentionBackoff,
  contentionDelayMs,
  runTransaction,
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
    const started = Date.now();
    const refusal = await runTransaction(db, async () => 'placed', undefined, 1000).catch(
      (error: unknown) => error,
    );
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
