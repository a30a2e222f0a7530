import type { Firestore } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';

// Writers of one document at once, against the Firestore emulator alone (a part of `npm run
// bench:orders`): why a placement reads its parts outside its transaction and writes them only if
// unchanged (functions/src/services/shared/transaction.ts, writeIfUnchanged). Each writer reads a
// counter and writes it plus one.

export interface OneDocumentFigures {
  writers: number;
  serialMs: number;
  transactionsMs: number;
  /** Transactions at once that the SDK gave up on after its 5 attempts (ABORTED). */
  transactionsRefused: number;
  guardedMs: number;
  guardedOver16Ms: number;
}

const elapsed = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return Math.round(performance.now() - started);
};

export async function measureOneDocument(
  db: Firestore,
  writers: number,
): Promise<OneDocumentFigures> {
  const collection = db.collection(`bench-one-document-${randomUUID().slice(0, 8)}`);
  const docs = Array.from({ length: 16 }, (_, n) => collection.doc(String(n)));
  await Promise.all(docs.map((doc) => doc.set({ n: 0 })));
  const one = docs[0]!;
  const inTransaction = () =>
    db.runTransaction(async (tx) => {
      const snap = await tx.get(one);
      tx.update(one, { n: (snap.get('n') as number) + 1 });
    });
  const guarded = async (pick: () => (typeof docs)[number]) => {
    for (;;) {
      const doc = pick();
      const snap = await doc.get();
      try {
        await doc.update(
          { n: (snap.get('n') as number) + 1 },
          { lastUpdateTime: snap.updateTime! },
        );
        return;
      } catch (error) {
        if ((error as { code?: unknown }).code !== 9) throw error;
      }
    }
  };
  const at = (work: () => Promise<void>) => Promise.all(Array.from({ length: writers }, work));
  const serialMs = await elapsed(async () => {
    for (let i = 0; i < writers; i++) await inTransaction();
  });
  let transactionsRefused = 0;
  const transactionsMs = await elapsed(() =>
    at(() =>
      inTransaction().catch((error: unknown) => {
        if ((error as { code?: unknown }).code !== 10) throw error;
        transactionsRefused += 1;
      }),
    ),
  );
  const figures: OneDocumentFigures = {
    writers,
    serialMs,
    transactionsMs,
    transactionsRefused,
    guardedMs: await elapsed(() => at(() => guarded(() => one))),
    guardedOver16Ms: await elapsed(() =>
      at(() => guarded(() => docs[Math.floor(Math.random() * docs.length)]!)),
    ),
  };
  await db.recursiveDelete(collection);
  return figures;
}
