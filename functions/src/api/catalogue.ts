import { collections, type Part, type PartDoc, type Review, type ReviewDoc } from '@cps/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpError } from './errors';

// Public reads of the catalogue: parts and reviews, newest first, each with its `_id`.

export async function listParts(db: Firestore): Promise<Part[]> {
  const snap = await db.collection(collections.parts).orderBy('createdAt', 'desc').get();
  return snap.docs.map((d) => ({ _id: d.id, ...(d.data() as PartDoc) }));
}

export async function getPart(db: Firestore, id: string): Promise<Part> {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(id)) throw new HttpError(400, 'Invalid part id.');
  const snap = await db.collection(collections.parts).doc(id).get();
  if (!snap.exists) throw new HttpError(404, 'Part not found.');
  return { _id: snap.id, ...(snap.data() as PartDoc) };
}

export async function listReviews(db: Firestore): Promise<Review[]> {
  const snap = await db.collection(collections.reviews).orderBy('createdAt', 'desc').get();
  return snap.docs.map((d) => ({ _id: d.id, ...(d.data() as ReviewDoc) }));
}
