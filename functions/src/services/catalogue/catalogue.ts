import {
  apiCopy,
  collections,
  copy,
  mergeStatsDeltas,
  statsDelta,
  stockLimitsError,
  stockShardCount,
  type CatalogueStats,
  type Part,
  type PartDoc,
  type PartFields,
  type StatsDelta,
} from '@cps/domain';
import {
  FieldPath,
  type Firestore,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from 'firebase-admin/firestore';
import type { Deps } from '../shared/deps';
import { badRequest, conflict, notFound } from '../shared/errors';
import {
  isCounted,
  partDocOf,
  partNameKey,
  partNameRef,
  readStats,
  statsRef,
  specsProblem,
  writeStatsDelta,
  type PartNameClaim,
} from '../shared/part-writes';
import { toPart } from '../../search/stored-part';
import { isContention, runTransaction } from '../shared/transaction';
import { stockShardRefs, writeShardedStock } from '../shared/order-stock';

// The catalogue's parts, each answered with its `_id` in the spec's shape; lists come a page at a
// time (cursors, never offsets) with the total number of matches. Reviews: reviews.ts.

export async function getPart(db: Firestore, id: string): Promise<Part> {
  const snap = await db.collection(collections.parts).doc(id).get();
  if (!snap.exists) throw notFound('Part not found.');
  return toPart(snap.id, snap.data() as PartDoc);
}

/**
 * The id of the part named exactly `name` (POST /orders of a spec §7 client, which names the part
 * and sends no id): one bounded equality query on the automatic index of `name`. Names are
 * unique (part-writes.ts); an unknown name is a 404.
 */
export async function partIdForName(db: Firestore, name: string): Promise<string> {
  const found = await db.collection(collections.parts).where('name', '==', name).limit(1).get();
  const part = found.docs[0];
  if (!part) throw notFound(apiCopy.contract.unknownPartName(name));
  return part.id;
}

/** The counters doc, or undefined when no part was ever written through the write path. */
export async function getCatalogueStats(db: Firestore): Promise<CatalogueStats | undefined> {
  return readStats((await statsRef(db).get()).data());
}

/**
 * A part to add: an admin's fields, and its creation time when given (the seeds' fixed dates).
 * `updatedAt` is always the time of the write: the search indexes' refresh looks for parts
 * written since it last looked (search/catalogue-sync.ts), so a part written with an old date
 * would stay unfound until an instance starts cold.
 */
export type NewPart = PartFields & Pick<PartDoc, 'createdAt'>;

/** The parts one batch creates: each with its name's claim, and the counters' update, at most 500 writes. */
export const partsPerBatch = 249;
/** Batches committed at once by addParts. */
const batchesAtOnce = 4;

/** Commits of one batch at most: each reads again what exists, then creates the rest. */
const attemptsPerBatch = 3;

/**
 * Whether a batch's failed commit is worth trying again: a part or a claim was created between
 * the check and the commit (ALREADY_EXISTS, gRPC 6), or the commit met contention
 * (isContention) or ended without an outcome (UNKNOWN, 2: how the Firestore emulator answers a
 * commit that timed out waiting for its locks). Every create is conditional, so a commit that did
 * apply is never applied twice: the next attempt finds its parts.
 */
const isWorthRetrying = (error: unknown) => {
  const { code } = error as { code?: unknown };
  return code === 6 || code === 2 || isContention(error);
};

export const duplicateNameRefusal = (name: string) =>
  conflict(apiCopy.contract.duplicatePartName(name.trim()));

/**
 * Creates the parts of one batch that do not exist yet, with their derived fields and their
 * names' claims, and adds them to the counters in the same batch (one merged update). A part or
 * a claim created meanwhile by someone else makes the batch fail as a whole (create's
 * precondition), as may contention; it is then checked again (isWorthRetrying). A name claimed
 * by another part refuses the batch (409).
 */
async function addBatch(
  db: Firestore,
  at: number,
  parts: { id: string; doc: NewPart }[],
  takenNames: TakenNames,
): Promise<{ created: number; skipped: number }> {
  const refs = parts.map((p) => db.collection(collections.parts).doc(p.id));
  const claims = parts.map((p) => partNameRef(db, p.doc.name));
  for (let attempt = 1; ; attempt += 1) {
    const [existing, claimed] = await Promise.all([
      db.getAll(...refs, { fieldMask: [] }),
      db.getAll(...claims),
    ]);
    const batch = db.batch();
    const deltas: StatsDelta[] = [];
    parts.forEach((part, i) => {
      if (existing[i]!.exists) return;
      const claim = claimed[i]!;
      if (claim.exists && claim.get('partId') !== part.id) {
        if (takenNames === 'skip') return;
        throw duplicateNameRefusal(part.doc.name);
      }
      const doc = partDocOf({ ...part.doc, createdAt: part.doc.createdAt ?? at, updatedAt: at });
      batch.create(refs[i]!, doc);
      const owner: PartNameClaim = { partId: part.id, name: doc.name };
      // A claim of this very id outlived its part (deleted outside the write path): it is its own.
      if (claim.exists) batch.set(claims[i]!, owner);
      else batch.create(claims[i]!, owner);
      deltas.push(statsDelta(undefined, doc));
    });
    if (deltas.length === 0) return { created: 0, skipped: parts.length };
    writeStatsDelta(db, batch, mergeStatsDeltas(deltas));
    try {
      await batch.commit();
      return { created: deltas.length, skipped: parts.length - deltas.length };
    } catch (error) {
      if (!isWorthRetrying(error) || attempt >= attemptsPerBatch) throw error;
    }
  }
}

/** What addParts does with a part whose name another part has: refuse the call (409), or skip it. */
export type TakenNames = 'refuse' | 'skip';

/**
 * Writes many parts with fixed ids through the one write path (derived fields, name claims,
 * counters), in batches of at most 500 writes. Idempotent: a part whose id exists already is
 * skipped and not counted again (as is a second entry with the same id). Parts without
 * `createdAt` get now(). A name that another part has (stored, or earlier in `parts`) is refused
 * with 409 (duplicateNameRefusal), nothing of its batch written; or, with `takenNames: 'skip'`
 * (the demo seed, topping up a store whose admin reused a demo part's name), that part is skipped.
 */
export async function addParts(
  { db, now }: Pick<Deps, 'db' | 'now'>,
  parts: { id: string; doc: NewPart }[],
  takenNames: TakenNames = 'refuse',
): Promise<{ created: number; skipped: number }> {
  const seen = new Set<string>();
  const names = new Map<string, string>();
  const unique = parts.filter((p) => {
    if (seen.has(p.id)) return false;
    seen.add(p.id);
    const key = partNameKey(p.doc.name);
    if ((names.get(key) ?? p.id) !== p.id) {
      if (takenNames === 'skip') return false;
      throw duplicateNameRefusal(p.doc.name);
    }
    names.set(key, p.id);
    return true;
  });
  const batches: { id: string; doc: NewPart }[][] = [];
  for (let i = 0; i < unique.length; i += partsPerBatch) {
    batches.push(unique.slice(i, i + partsPerBatch));
  }
  const total = { created: 0, skipped: parts.length - unique.length };
  const at = now();
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      const result = await addBatch(db, at, batches[next++]!, takenNames);
      total.created += result.created;
      total.skipped += result.skipped;
    }
  };
  await Promise.all(Array.from({ length: Math.min(batchesAtOnce, batches.length) }, worker));
  return total;
}

/**
 * POST /part: one new part, through the same path as addParts; specifications that its
 * category's schema refuses are a 400 naming the key, and nothing is written.
 */
export async function addPart(deps: Pick<Deps, 'db' | 'now'>, part: NewPart): Promise<string> {
  const problem = specsProblem(part);
  if (problem) throw badRequest(problem);
  const id = deps.db.collection(collections.parts).doc().id;
  await addParts(deps, [{ id, doc: part }]);
  return id;
}

/** Every part, a page of `partsPerBatch` at a time in id order (for the jobs that read them all). */
export async function* partPages(db: Firestore): AsyncGenerator<QuerySnapshot> {
  const parts = db.collection(collections.parts).orderBy(FieldPath.documentId());
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const snap = await (last ? parts.startAfter(last) : parts).limit(partsPerBatch).get();
    if (snap.empty) return;
    yield snap;
    last = snap.docs[snap.docs.length - 1];
  }
}

/** The fields an edit may change (PATCH /part/{id}); the id and the times are the server's. */
export type PartPatch = Partial<PartFields>;

/**
 * Edits a part in one transaction: reads it, merges the patch, checks the result, writes it with
 * its derived fields recomputed and moves the counters by the difference. An unknown id is a 404
 * and a refused edit changes nothing. The stock may go to 0 (sold out); otherwise a change of
 * stock or minimum must leave the minimum at or below the stock, as POST /part requires.
 */
export async function updatePart(
  { db, now }: Pick<Deps, 'db' | 'now'>,
  id: string,
  patch: PartPatch,
): Promise<Part> {
  const changes = Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as PartPatch;
  if (Object.keys(changes).length === 0) throw badRequest(noChangesMessage);
  const ref = db.collection(collections.parts).doc(id);
  return runTransaction(db, async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound('Part not found.');
    const before = snap.data() as PartDoc;
    const merged: PartDoc = { ...before, ...changes, updatedAt: now() };
    // A new name is claimed, and the old one freed, in this transaction (see part-writes.ts).
    const renamed = changes.name !== undefined && changes.name !== before.name;
    const newClaim = renamed ? partNameRef(db, merged.name) : undefined;
    const oldClaim =
      renamed && partNameKey(merged.name) !== partNameKey(before.name)
        ? partNameRef(db, before.name)
        : undefined;
    const [claimedNew, claimedOld] = await Promise.all([
      newClaim && tx.get(newClaim),
      oldClaim && tx.get(oldClaim),
    ]);
    if (claimedNew?.exists && claimedNew.get('partId') !== id) {
      throw duplicateNameRefusal(merged.name);
    }
    const stockTouched = 'availableQuanity' in changes || 'minimumOrderQuanity' in changes;
    const stockProblem = stockTouched ? stockLimitsError(merged) : undefined;
    if (stockProblem) throw badRequest(stockProblem);
    // New specifications, or a new category, are checked against the category the part will have.
    if ('specs' in changes || 'category' in changes) {
      const problem = specsProblem(merged);
      if (problem) throw badRequest(problem);
    }
    const after = partDocOf(merged);
    tx.set(ref, after);
    if ('availableQuanity' in changes) writeShardedStock(tx, ref, after);
    if (newClaim) tx.set(newClaim, { partId: id, name: after.name } satisfies PartNameClaim);
    if (oldClaim && claimedOld?.get('partId') === id) tx.delete(oldClaim);
    writeStatsDelta(db, tx, statsDelta(isCounted(before) ? before : undefined, after));
    return toPart(id, after);
  });
}

export const noChangesMessage = 'Send at least one field to change.';
export const minimumAboveStockMessage = copy.catalogue.minimumAboveStock;

/**
 * Deletes a part, uncounts it, frees its name and leaves a tombstone for the search indexes;
 * orders already placed keep their copy of its name, picture and price.
 */
export async function deletePart(db: Firestore, id: string, now = Date.now()): Promise<number> {
  const ref = db.collection(collections.parts).doc(id);
  return runTransaction(db, async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return 0;
    const before = snap.data() as PartDoc;
    const claim = partNameRef(db, before.name);
    if ((await tx.get(claim)).get('partId') === id) tx.delete(claim);
    tx.delete(ref);
    for (const shard of stockShardRefs(ref, stockShardCount(before))) tx.delete(shard);
    tx.set(db.collection(collections.partDeletions).doc(id), { deletedAt: now });
    if (isCounted(before)) writeStatsDelta(db, tx, statsDelta(before, undefined));
    return 1;
  });
}
