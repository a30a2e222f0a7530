import {
  collections,
  copy,
  defaultAvatar,
  publicReviewerName,
  reviewerPicture,
  statsDocs,
  type Review,
  type ReviewAuthorDoc,
  type ReviewDoc,
} from '@cps/domain';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { Caller } from '../shared/caller';
import type { Deps } from '../shared/deps';
import { notFound, ServiceError } from '../shared/errors';
import { onePaidOrderOf } from '../shared/paid-orders';
import {
  countOf,
  pageOf,
  pageWithTotal,
  type ListPage,
  type PageRequest,
} from '../shared/paged-query';
import type { RateLimitGate } from '../shared/rate-limit';
import { runTransaction } from '../shared/transaction';

// Reviews and their moderation (docs/reviews.md). A customer with a paid order publishes at once
// (`reviews`); anyone else's review waits in `reviewQueue` until an admin approves it (moved to
// `reviews` under the same id) or rejects it (deleted). The author's uid lives only in
// `reviewAuthors/{reviewId}`, which no client reads. `stats/reviewQueue.waiting` counts the queue,
// in the same transactions that add to it or take from it, so the store-wide bound holds under
// any burst of new accounts.

const reviewsOf = (db: Firestore) => db.collection(collections.reviews);
const queueOf = (db: Firestore) => db.collection(collections.reviewQueue);
export const reviewAuthorRef = (db: Firestore, id: string) =>
  db.collection(collections.reviewAuthors).doc(id);
export const reviewQueueStatsRef = (db: Firestore) =>
  db.collection(collections.stats).doc(statsDocs.reviewQueue);

/** How many reviews wait, as the counter says (0 when it was never written). */
export async function waitingReviews(tx: Transaction, db: Firestore): Promise<number> {
  const waiting: unknown = (await tx.get(reviewQueueStatsRef(db))).get('waiting');
  return typeof waiting === 'number' && waiting > 0 ? waiting : 0;
}

/** Changes the waiting count by `delta` in `tx` (after its reads). */
export function countWaiting(tx: Transaction, db: Firestore, delta: number): void {
  tx.set(reviewQueueStatsRef(db), { waiting: FieldValue.increment(delta) }, { merge: true });
}

// The queue is full: a store-wide condition that frees as an admin works, so a client may try
// again later (an hour is a suggestion; there is no exact time).
const queueFull = () => new ServiceError('rate-limited', copy.reviews.queueFull, 3600);

/** A review as the API answers it: `_id` and the spec's fields, never an author's uid. */
export function toReview(
  id: string,
  // `uid`: on reviews written before authors moved to reviewAuthors, until the seed's upgrade.
  { uid: _uid, ...review }: ReviewDoc & { uid?: unknown },
): Review {
  return { _id: id, ...review };
}

/** One page of published reviews, newest first; the total is an aggregation count(). */
export async function listReviewsPage(db: Firestore, page: PageRequest): Promise<ListPage<Review>> {
  const reviews = reviewsOf(db);
  const query = reviews.orderBy('createdAt', 'desc');
  return pageWithTotal(pageOf(reviews, query, page), countOf(query), (d) =>
    toReview(d.id, d.data() as ReviewDoc),
  );
}

export interface PostedReview {
  id: string;
  /** Published at once (a verified buyer's); false: it waits for an admin. */
  published: boolean;
}

/**
 * A review by the caller. Who wrote it comes from the account, never from the payload: the name
 * is the account's, as `publicReviewerName` lets it be shown (an empty or shop-impersonating name
 * becomes the neutral one, a long one is cut); the picture is the payload's `img`, else the
 * account's photo, when `reviewerPicture` lets it be shown, else the default picture.
 * `verifiedBuyer` is whether the caller has a paid order (one bounded read): such a review is
 * published at once; any other waits in the queue, refused when `config.reviews.maxWaiting`
 * already wait. With a rate-limit gate, the review, its author, the queue's count and the
 * attempt are one commit, so a refused review writes nothing.
 */
export async function addReview(
  { db, now, config }: Pick<Deps, 'db' | 'now' | 'config'>,
  caller: Caller,
  review: Pick<ReviewDoc, 'review' | 'rating'> & { name?: string; img?: string },
  rateLimit?: RateLimitGate,
): Promise<PostedReview> {
  const paid = await onePaidOrderOf(db, caller.uid).get();
  const verifiedBuyer = !paid.empty;
  const createdAt = now();
  const doc: ReviewDoc = {
    // The door resolves the account's name when the token has none (api/handlers/reviews.ts).
    name: publicReviewerName(caller.name).name,
    review: review.review,
    rating: review.rating,
    img: reviewerPicture(review.img) ?? reviewerPicture(caller.picture) ?? defaultAvatar,
    createdAt,
    verifiedBuyer,
  };
  const ref = (verifiedBuyer ? reviewsOf(db) : queueOf(db)).doc();
  const author: ReviewAuthorDoc = { uid: caller.uid, createdAt };
  await runTransaction(db, async (tx) => {
    const count = rateLimit ? await rateLimit.admit(tx) : undefined;
    if (!verifiedBuyer && (await waitingReviews(tx, db)) >= config.reviews.maxWaiting) {
      throw queueFull();
    }
    tx.create(ref, doc);
    tx.create(reviewAuthorRef(db, ref.id), author);
    if (!verifiedBuyer) countWaiting(tx, db, 1);
    count?.();
  });
  return { id: ref.id, published: verifiedBuyer };
}

/**
 * An admin approves a waiting review: it moves to `reviews` under the same id, as it was posted
 * (its time included, so Home orders it among the others by when it was written). A review no
 * longer waiting (approved or rejected meanwhile, or never there) is a 404.
 */
export async function approveReview({ db }: Pick<Deps, 'db'>, id: string): Promise<Review> {
  return runTransaction(db, async (tx) => {
    const waiting = await tx.get(queueOf(db).doc(id));
    if (!waiting.exists) throw notFound(copy.reviews.notWaiting);
    const doc = waiting.data() as ReviewDoc;
    tx.create(reviewsOf(db).doc(id), doc);
    tx.delete(waiting.ref);
    countWaiting(tx, db, -1);
    return toReview(id, doc);
  });
}

/** An admin rejects a waiting review: it and its author's record are deleted. 404 as approve. */
export async function rejectReview({ db }: Pick<Deps, 'db'>, id: string): Promise<void> {
  await runTransaction(db, async (tx) => {
    const waiting = await tx.get(queueOf(db).doc(id));
    if (!waiting.exists) throw notFound(copy.reviews.notWaiting);
    tx.delete(waiting.ref);
    tx.delete(reviewAuthorRef(db, id));
    countWaiting(tx, db, -1);
  });
}
