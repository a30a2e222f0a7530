import {
  collections,
  savedBuildLimits,
  type Build,
  type SavedBuild,
  type SavedBuildDoc,
  savedBuildsCopy,
} from '@cps/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { Deps } from '../shared/deps';
import { badRequest, conflict, notFound } from '../shared/errors';
import type { RateLimitGate } from '../shared/rate-limit';
import { runTransaction } from '../shared/transaction';

// A customer's saved builds (docs/pc-builder.md, Saved builds). Each lives under its owner,
// `users/{uid}/savedBuilds/{id}`: every use case reaches a build through the caller's own uid, so
// another account's build is not found, whatever its id. `savedBuildCounts/{uid}` counts them in
// the same transactions that add or delete one, so the limit holds under any burst of saves.

const ms = savedBuildsCopy;

const buildsOf = (db: Firestore, uid: string) =>
  db.collection(collections.users).doc(uid).collection(collections.savedBuilds);
export const savedBuildCountRef = (db: Firestore, uid: string) =>
  db.collection(collections.savedBuildCounts).doc(uid);

async function countOf(tx: Transaction, db: Firestore, uid: string): Promise<number> {
  const count: unknown = (await tx.get(savedBuildCountRef(db, uid))).get('count');
  return typeof count === 'number' && count > 0 ? count : 0;
}

export function toSavedBuild(id: string, { uid: _uid, ...doc }: SavedBuildDoc): SavedBuild {
  return { _id: id, ...doc };
}

/** The caller's saved builds, newest first: all of them, at most `perAccount` reads. */
export async function listSavedBuilds(
  { db }: Pick<Deps, 'db'>,
  uid: string,
): Promise<SavedBuild[]> {
  const found = await buildsOf(db, uid)
    .orderBy('createdAt', 'desc')
    .limit(savedBuildLimits.perAccount)
    .get();
  return found.docs.map((d) => toSavedBuild(d.id, d.data() as SavedBuildDoc));
}

/**
 * Saves a new build for `uid` (name and parts already checked by the door, with the domain's
 * `checkBuildName` and `checkSavedParts`). Refused, writing nothing, when the account already
 * keeps `perAccount`. The build, the count and the rate-limit attempt are one commit.
 */
export async function createSavedBuild(
  { db, now }: Pick<Deps, 'db' | 'now'>,
  uid: string,
  input: { name: string; parts: Build },
  rateLimit?: RateLimitGate,
): Promise<SavedBuild> {
  const ref = buildsOf(db, uid).doc();
  return runTransaction(db, async (tx) => {
    const count = rateLimit ? await rateLimit.admit(tx) : undefined;
    const saved = await countOf(tx, db, uid);
    if (saved >= savedBuildLimits.perAccount) throw conflict(ms.full(savedBuildLimits.perAccount));
    const at = now();
    const doc: SavedBuildDoc = {
      uid,
      name: input.name,
      parts: input.parts,
      createdAt: at,
      updatedAt: at,
    };
    tx.create(ref, doc);
    tx.set(savedBuildCountRef(db, uid), { count: saved + 1 });
    count?.();
    return toSavedBuild(ref.id, doc);
  });
}

/** Renames the caller's build, replaces its parts, or both; 404 when it has no build `id`. */
export async function updateSavedBuild(
  { db, now }: Pick<Deps, 'db' | 'now'>,
  uid: string,
  id: string,
  change: { name?: string; parts?: Build },
  rateLimit?: RateLimitGate,
): Promise<SavedBuild> {
  if (change.name === undefined && change.parts === undefined) {
    throw badRequest(ms.nothingToChange);
  }
  const ref = buildsOf(db, uid).doc(id);
  return runTransaction(db, async (tx) => {
    const count = rateLimit ? await rateLimit.admit(tx) : undefined;
    const found = await tx.get(ref);
    if (!found.exists) throw notFound(ms.notFound);
    const next: SavedBuildDoc = {
      ...(found.data() as SavedBuildDoc),
      ...(change.name !== undefined && { name: change.name }),
      ...(change.parts !== undefined && { parts: change.parts }),
      updatedAt: now(),
    };
    // `set`, not `update`: a new build replaces the old map whole, slots left empty included.
    tx.set(ref, next);
    count?.();
    return toSavedBuild(id, next);
  });
}

/** Deletes the caller's build `id`, and counts it out; 404 when it has none. */
export async function deleteSavedBuild(
  { db }: Pick<Deps, 'db'>,
  uid: string,
  id: string,
  rateLimit?: RateLimitGate,
): Promise<void> {
  const ref = buildsOf(db, uid).doc(id);
  await runTransaction(db, async (tx) => {
    const count = rateLimit ? await rateLimit.admit(tx) : undefined;
    const found = await tx.get(ref);
    if (!found.exists) throw notFound(ms.notFound);
    const saved = await countOf(tx, db, uid);
    tx.delete(ref);
    tx.set(savedBuildCountRef(db, uid), { count: Math.max(0, saved - 1) });
    count?.();
  });
}
