import { collections, type Part, type PartDoc, type Review, type ReviewDoc } from '@cps/domain';
import type { Firestore } from 'firebase-admin/firestore';
import type { Caller } from './caller';
import { notFound } from './errors';
import type { Deps } from './deps';

// The catalogue: parts and reviews, newest first, each answered with its `_id`.

export const DEFAULT_AVATAR = '/images/avatars/default.svg';

export async function listParts(db: Firestore): Promise<Part[]> {
  const snap = await db.collection(collections.parts).orderBy('createdAt', 'desc').get();
  return snap.docs.map((d) => ({ _id: d.id, ...(d.data() as PartDoc) }));
}

export async function getPart(db: Firestore, id: string): Promise<Part> {
  const snap = await db.collection(collections.parts).doc(id).get();
  if (!snap.exists) throw notFound('Part not found.');
  return { _id: snap.id, ...(snap.data() as PartDoc) };
}

export type NewPart = Pick<
  PartDoc,
  'name' | 'description' | 'price' | 'img' | 'minimumOrderQuanity' | 'availableQuanity'
>;

export async function addPart({ db, now }: Pick<Deps, 'db' | 'now'>, part: NewPart) {
  const at = now();
  const ref = await db.collection(collections.parts).add({ ...part, createdAt: at, updatedAt: at });
  return ref.id;
}

/** Deletes a part; orders already placed keep their copy of its name, picture and price. */
export async function deletePart(db: Firestore, id: string): Promise<number> {
  const ref = db.collection(collections.parts).doc(id);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return 0;
    tx.delete(ref);
    return 1;
  });
}

export async function listReviews(db: Firestore): Promise<Review[]> {
  const snap = await db.collection(collections.reviews).orderBy('createdAt', 'desc').get();
  return snap.docs.map((d) => ({ _id: d.id, ...(d.data() as ReviewDoc) }));
}

/** A review by the caller; its picture is the caller's photo or the default picture (spec §7). */
export async function addReview(
  { db, now }: Pick<Deps, 'db' | 'now'>,
  caller: Caller,
  review: Pick<ReviewDoc, 'name' | 'review' | 'rating'>,
): Promise<string> {
  const doc: ReviewDoc = {
    ...review,
    img: caller.picture?.startsWith('https://') ? caller.picture : DEFAULT_AVATAR,
    uid: caller.uid,
    createdAt: now(),
  };
  const ref = await db.collection(collections.reviews).add(doc);
  return ref.id;
}
