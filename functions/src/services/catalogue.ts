import {
  collections,
  mergeStatsDeltas,
  statsDelta,
  type Part,
  type PartDoc,
  type Review,
  type ReviewDoc,
  type StatsDelta,
} from '@cps/domain';
import type { Firestore } from 'firebase-admin/firestore';
import type { Caller } from './caller';
import type { Deps } from './deps';
import { notFound } from './errors';
import { isCounted, partDocOf, writeStatsDelta } from './part-writes';
import { runTransaction } from './transaction';

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
  | 'name'
  | 'description'
  | 'price'
  | 'img'
  | 'minimumOrderQuanity'
  | 'availableQuanity'
  | 'category'
  | 'brand'
> &
  Pick<PartDoc, 'createdAt' | 'updatedAt'>;

/** The parts one batch creates: with the counters' update, at most 500 writes. */
export const partsPerBatch = 499;
/** Batches committed at once by addParts. */
const batchesAtOnce = 4;

/** Firestore's ALREADY_EXISTS (gRPC 6): a part was created between the check and the commit. */
const isAlreadyExists = (error: unknown) => (error as { code?: unknown }).code === 6;

/**
 * Creates the parts of one batch that do not exist yet, with their derived fields, and adds
 * them to the counters in the same batch (one merged update). A part created meanwhile by
 * someone else makes the batch fail as a whole (create's precondition), so it is checked again.
 */
async function addBatch(
  db: Firestore,
  at: number,
  parts: { id: string; doc: NewPart }[],
): Promise<{ created: number; skipped: number }> {
  const refs = parts.map((p) => db.collection(collections.parts).doc(p.id));
  for (let attempt = 1; ; attempt += 1) {
    const existing = await db.getAll(...refs, { fieldMask: [] });
    const batch = db.batch();
    const deltas: StatsDelta[] = [];
    parts.forEach((part, i) => {
      if (existing[i]!.exists) return;
      const doc = partDocOf({
        ...part.doc,
        createdAt: part.doc.createdAt ?? at,
        updatedAt: part.doc.updatedAt ?? part.doc.createdAt ?? at,
      });
      batch.create(refs[i]!, doc);
      deltas.push(statsDelta(undefined, doc));
    });
    if (deltas.length === 0) return { created: 0, skipped: parts.length };
    writeStatsDelta(db, batch, mergeStatsDeltas(deltas));
    try {
      await batch.commit();
      return { created: deltas.length, skipped: parts.length - deltas.length };
    } catch (error) {
      if (!isAlreadyExists(error) || attempt >= 3) throw error;
    }
  }
}

/**
 * Writes many parts with fixed ids through the one write path (derived fields, counters), in
 * batches of at most 500 writes. Idempotent: a part whose id exists already is skipped and not
 * counted again (as is a second entry with the same id). Parts without `createdAt` get now().
 */
export async function addParts(
  { db, now }: Pick<Deps, 'db' | 'now'>,
  parts: { id: string; doc: NewPart }[],
): Promise<{ created: number; skipped: number }> {
  const seen = new Set<string>();
  const unique = parts.filter((p) => !seen.has(p.id) && seen.add(p.id));
  const batches: { id: string; doc: NewPart }[][] = [];
  for (let i = 0; i < unique.length; i += partsPerBatch) {
    batches.push(unique.slice(i, i + partsPerBatch));
  }
  const total = { created: 0, skipped: parts.length - unique.length };
  const at = now();
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      const result = await addBatch(db, at, batches[next++]!);
      total.created += result.created;
      total.skipped += result.skipped;
    }
  };
  await Promise.all(Array.from({ length: Math.min(batchesAtOnce, batches.length) }, worker));
  return total;
}

/** POST /part: one new part, through the same path as addParts. */
export async function addPart(deps: Pick<Deps, 'db' | 'now'>, part: NewPart): Promise<string> {
  const id = deps.db.collection(collections.parts).doc().id;
  await addParts(deps, [{ id, doc: part }]);
  return id;
}

/** Deletes a part and uncounts it; orders already placed keep their copy of its name, picture and price. */
export async function deletePart(db: Firestore, id: string): Promise<number> {
  const ref = db.collection(collections.parts).doc(id);
  return runTransaction(db, async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return 0;
    const before = snap.data() as PartDoc;
    tx.delete(ref);
    if (isCounted(before)) writeStatsDelta(db, tx, statsDelta(before, undefined));
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
