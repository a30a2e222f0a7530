// An owner's catalogue import: rows that create or update parts by name, through the catalogue's
// own write paths (addParts, updatePart). Every row is checked first; a file with any bad row
// writes nothing, and a dry run only reports.
import {
  collections,
  messages,
  repeatedNameProblems,
  type CatalogueImportReport,
  type ImportProblemLine,
  type PartDoc,
} from '@cps/domain';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { addParts, partPages, updatePart, type NewPart, type PartPatch } from './catalogue';
import type { Deps } from '../shared/deps';
import { partNameRef, storedPartProblem, type PartNameClaim } from '../shared/part-writes';

export { storedPartProblem } from '../shared/part-writes';

/** A row as the door read it: its line in the file, and fields each of the right type. */
export interface ImportRow {
  line: number;
  patch: PartPatch;
}

export type ImportProblem = ImportProblemLine;
export type ImportReport = CatalogueImportReport;

const v = messages.validation;
/** What a new part must have, and the spec's message when it is missing. */
const requiredForNew: [keyof PartPatch, string][] = [
  ['name', v.nameRequired],
  ['description', v.descriptionRequired],
  ['price', v.priceRequired],
  ['img', v.imageRequired],
  ['minimumOrderQuanity', v.minimumQuantityRequired],
  ['availableQuanity', v.availableQuantityRequired],
];

/** Updates run this many at a time: each is a transaction on its own part. */
const updatesAtOnce = 16;
/** Firestore's getAll takes this many references at once here. */
const readsAtOnce = 300;

async function readAll(db: Firestore, refs: DocumentReference[]) {
  const snaps = [];
  for (let i = 0; i < refs.length; i += readsAtOnce) {
    snaps.push(...(await db.getAll(...refs.slice(i, i + readsAtOnce))));
  }
  return snaps;
}

export async function importParts(
  deps: Pick<Deps, 'db' | 'now'>,
  rows: readonly ImportRow[],
  dryRun: boolean,
): Promise<ImportReport> {
  const { db } = deps;
  const problems: ImportProblem[] = rows
    .filter((row) => !row.patch.name)
    .map((row) => ({ line: row.line, message: v.nameRequired }));
  const repeated = repeatedNameProblems(
    rows.map((row) => ({ line: row.line, name: row.patch.name })),
  );
  problems.push(...repeated);
  const repeatedLines = new Set(repeated.map((p) => p.line));
  const named = rows.filter((row) => row.patch.name && !repeatedLines.has(row.line));

  const claims = await readAll(
    db,
    named.map((row) => partNameRef(db, row.patch.name!)),
  );
  const ids = claims.map((claim) => (claim.data() as PartNameClaim | undefined)?.partId);
  const existing = await readAll(
    db,
    ids.filter((id): id is string => !!id).map((id) => db.collection(collections.parts).doc(id)),
  );
  const stored = new Map(existing.filter((s) => s.exists).map((s) => [s.id, s.data() as PartDoc]));

  const creates: { id: string; doc: NewPart }[] = [];
  const updates: { id: string; patch: PartPatch }[] = [];
  named.forEach((row, i) => {
    const id = ids[i];
    const before = id ? stored.get(id) : undefined;
    if (id && before) {
      const problem = storedPartProblem({ ...before, ...row.patch });
      if (problem) problems.push({ line: row.line, message: problem });
      else updates.push({ id, patch: row.patch });
      return;
    }
    const missing = requiredForNew.find(([field]) => row.patch[field] === undefined);
    if (missing) {
      problems.push({ line: row.line, message: missing[1] });
      return;
    }
    const doc = row.patch as NewPart;
    const problem = storedPartProblem(doc);
    if (problem) problems.push({ line: row.line, message: problem });
    else creates.push({ id: db.collection(collections.parts).doc().id, doc });
  });

  problems.sort((a, b) => a.line - b.line);
  const report = {
    dryRun,
    rows: rows.length,
    created: creates.length,
    updated: updates.length,
    problems,
  };
  if (dryRun || problems.length) return report;

  await addParts(deps, creates);
  let next = 0;
  const worker = async () => {
    while (next < updates.length) {
      const { id, patch } = updates[next++]!;
      await updatePart(deps, id, patch);
    }
  };
  await Promise.all(Array.from({ length: Math.min(updatesAtOnce, updates.length) }, worker));
  return report;
}

/** The whole catalogue for an export, a bounded page of parts at a time, in id order. */
export async function* catalogueExportPages(db: Firestore): AsyncGenerator<PartDoc[]> {
  for await (const snap of partPages(db)) yield snap.docs.map((d) => d.data() as PartDoc);
}
