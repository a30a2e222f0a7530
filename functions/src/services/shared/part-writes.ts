import {
  collections,
  derivedPartFields,
  emptyStats,
  isInStock,
  partNameKey,
  statsDelta,
  stockLimitsError,
  validateSpecs,
  statsDocs,
  type CatalogueStats,
  type PartDoc,
  type StatsDelta,
} from '@cps/domain';
import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { createHash } from 'node:crypto';
import { writeIfUnchanged } from './transaction';

// What every write of a part does besides the part itself: the rules it must meet, its derived
// field (in stock) and the catalogue's counters `stats/parts`, in the same transaction
// or batch. The counters change by FieldValue.increment, so no write path reads them.
//
// Which parts are counted: exactly those whose document has a boolean `inStock` (every part
// written by these paths). A part written before the counters existed has none; it is counted
// from its first edit or order on, and deleting it uncounts nothing.

export function statsRef(db: Firestore): DocumentReference {
  return db.collection(collections.stats).doc(statsDocs.parts);
}

/** Whether the counters include this part (see above). */
export function isCounted(doc: Partial<PartDoc> | undefined): boolean {
  return typeof doc?.inStock === 'boolean';
}

/** The counters of `stats/parts` as stored, missing fields read as zero; undefined when absent. */
export function readStats(data: Record<string, unknown> | undefined): CatalogueStats | undefined {
  if (!data) return undefined;
  const stats = data as Partial<CatalogueStats>;
  return {
    total: stats.total ?? emptyStats.total,
    inStock: stats.inStock ?? emptyStats.inStock,
    categories: Object.fromEntries(
      Object.entries(stats.categories ?? {}).map(([slug, c]) => [
        slug,
        { total: c?.total ?? 0, inStock: c?.inStock ?? 0 },
      ]),
    ),
    brands: stats.brands ?? {},
  };
}

/**
 * A delta as a merge-write of increments. It is written with `set(..., { merge: true })`, where
 * map keys are literal: a brand such as "Corsair Inc." stays one key, not a path.
 */
function statsIncrements(delta: StatsDelta): Record<string, unknown> | undefined {
  const inc = (n: number) => FieldValue.increment(n);
  const out: Record<string, unknown> = {};
  if (delta.total) out.total = inc(delta.total);
  if (delta.inStock) out.inStock = inc(delta.inStock);
  const categories = Object.entries(delta.categories ?? {});
  if (categories.length) {
    out.categories = Object.fromEntries(
      categories.map(([slug, c]) => {
        const fields: Record<string, unknown> = {};
        if (c.total) fields.total = inc(c.total);
        if (c.inStock) fields.inStock = inc(c.inStock);
        return [slug, fields];
      }),
    );
  }
  const brands = Object.entries(delta.brands ?? {});
  if (brands.length) out.brands = Object.fromEntries(brands.map(([b, n]) => [b, inc(n)]));
  return Object.keys(out).length ? out : undefined;
}

/** Adds the counter update of `delta` to a transaction or batch (nothing when it is empty). */
export function writeStatsDelta(
  db: Firestore,
  writer: Transaction | WriteBatch,
  delta: StatsDelta,
): void {
  const update = statsIncrements(delta);
  // Transaction and WriteBatch have the same set(ref, data, options); TypeScript cannot call
  // an overloaded method on their union.
  if (update) (writer as WriteBatch).set(statsRef(db), update, { merge: true });
}

/**
 * The problem of a part's specifications as they would be stored, or undefined: its category's
 * schema decides (a message naming the key). A part without specifications has none.
 */
export function specsProblem(part: Pick<PartDoc, 'category' | 'specs'>): string | undefined {
  if (part.specs === undefined) return undefined;
  const check = validateSpecs(part.category, part.specs);
  return check.ok ? undefined : check.message;
}

/**
 * The problem of a part as it would be stored, or undefined: the stock rule and the category's
 * specification schema, as every write path checks them.
 */
export function storedPartProblem(
  part: Pick<PartDoc, 'minimumOrderQuanity' | 'availableQuanity' | 'category' | 'specs'>,
): string | undefined {
  return stockLimitsError(part) ?? specsProblem(part);
}

/** Stored by parts written before the search engine: dropped by their next write. */
const retiredFields = new Set(['searchTokens']);

/** The fields a part is written with: its own, without undefined ones, plus derived fields. */
export function partDocOf(fields: PartDoc): PartDoc {
  const doc = Object.fromEntries(
    Object.entries(fields).filter(([key, value]) => value !== undefined && !retiredFields.has(key)),
  ) as unknown as PartDoc;
  return { ...doc, ...derivedPartFields(doc) };
}

/**
 * A part's stock changes to `availableQuanity` inside a transaction that has read it (`before`,
 * its stored data): writes the new stock, `inStock` and the time, and changes the counters when
 * `inStock` flips (a part not yet counted gets all its derived fields and is counted now). With
 * `readOutside`, the part was read outside the transaction, and is written only if unchanged
 * since (writeIfUnchanged).
 */
export function writeStockChange(
  tx: Transaction,
  ref: DocumentReference,
  before: PartDoc,
  availableQuanity: number,
  at: number,
  readOutside?: DocumentSnapshot,
): void {
  const after: PartDoc = { ...before, availableQuanity };
  const write = (fields: Record<string, unknown>) =>
    readOutside ? writeIfUnchanged(tx, readOutside, fields) : tx.update(ref, fields);
  if (!isCounted(before)) {
    write({ availableQuanity, ...derivedPartFields(after), updatedAt: at });
    writeStatsDelta(ref.firestore, tx, statsDelta(undefined, after));
    return;
  }
  const inStock = isInStock(after);
  write({ availableQuanity, inStock, updatedAt: at });
  if (inStock === before.inStock) return;
  // Only the in-stock counters move, by the stored flag (total and brands stay).
  const change = inStock ? 1 : -1;
  const delta: StatsDelta = { inStock: change };
  if (before.category) delta.categories = { [before.category]: { inStock: change } };
  writeStatsDelta(ref.firestore, tx, delta);
}

// Part names are unique (a client of spec §7 orders a part by its name). Each part
// claims its name in partNames/{key} ({ partId, name }), written in the same batch or transaction
// as the part by every write path (addParts, updatePart, deletePart): a create of a claim that
// exists fails, so two writers can never both take one name. Names are compared trimmed, with
// runs of spaces as one and case folded ("RTX 4070" and " rtx  4070" are the same name).

export { partNameKey };

/** The claim of a name (its id a hash of the key: any name, any length, is a valid id). */
export function partNameRef(db: Firestore, name: string): DocumentReference {
  const id = createHash('sha256').update(partNameKey(name)).digest('hex');
  return db.collection(collections.partNames).doc(id);
}

/** What a claim holds: the part that owns the name, and the name as that part spells it. */
export interface PartNameClaim {
  partId: string;
  name: string;
}
