import { collections } from '@cps/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { countWaiting, reviewAuthorRef } from '../../functions/src/services/reviews/reviews';

// Review removal for tests on the shared demo project (api, e2e): by author, through
// reviewAuthors, with the queue's counter (stats/reviewQueue) moved in the same transaction, so
// that a later file's bound on waiting reviews starts where it should
// (tests/support/demo-counters.ts checks it after every file).

/** Removes every review (published or waiting) written by these accounts, and their authors. */
export async function removeReviewsBy(db: Firestore, uids: Iterable<string>): Promise<void> {
  for (const uid of new Set(uids)) {
    for (;;) {
      const authored = await db
        .collection(collections.reviewAuthors)
        .where('uid', '==', uid)
        .limit(100)
        .get();
      if (authored.empty) break;
      await removeReviews(
        db,
        authored.docs.map((d) => d.id),
      );
    }
  }
}

/** Removes reviews by id, published or waiting, with their authors and the queue's count. */
export async function removeReviews(db: Firestore, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.runTransaction(async (tx) => {
    const queued = await tx.getAll(
      ...ids.map((id) => db.collection(collections.reviewQueue).doc(id)),
    );
    const waiting = queued.filter((snap) => snap.exists).length;
    for (const id of ids) {
      tx.delete(db.collection(collections.reviews).doc(id));
      tx.delete(db.collection(collections.reviewQueue).doc(id));
      tx.delete(reviewAuthorRef(db, id));
    }
    if (waiting) countWaiting(tx, db, -waiting);
  });
}
