// The catalogue as CSV, for an owner's export and import: one row a part, the spec's field names
// as columns, then a `spec.<key>` column for every specification key of any category. A row's
// cells are text; the import reads them into the fields POST /part takes.
import { categorySlugs } from './categories';
import { catalogueImportCopy } from './copy-catalogue-import';
import { specSchemaOf, specSchemas, type Specs, type SpecValue } from './spec-schemas';
import { parseSpecText, specValueText } from './specs';
import type { PartDoc } from './types';

export const partCsvFields = [
  'name',
  'description',
  'price',
  'img',
  'minimumOrderQuanity',
  'availableQuanity',
  'category',
  'brand',
  'warranty',
] as const;
export type PartCsvField = (typeof partCsvFields)[number];

const specColumnPrefix = 'spec.';

/** Every specification key of every category, once, in the categories' order. */
export const specCsvColumns: readonly string[] = [
  ...new Set(categorySlugs.flatMap((slug) => specSchemas[slug].map((f) => f.key))),
].map((key) => `${specColumnPrefix}${key}`);

export const catalogueCsvColumns: readonly string[] = [...partCsvFields, ...specCsvColumns];

/** A part as one CSV record: every column, blank where the part has no value. */
export function partCsvRecord(part: PartDoc): Record<string, string> {
  const record: Record<string, string> = {};
  for (const field of partCsvFields) {
    const value = part[field];
    record[field] = value === undefined ? '' : String(value);
  }
  for (const column of specCsvColumns) {
    record[column] = specValueText(part.specs?.[column.slice(specColumnPrefix.length)]);
  }
  return record;
}

export interface CsvPartInput {
  /** The part's own columns that are not blank, as text (the API's schema reads text). */
  fields: Partial<Record<PartCsvField, string>>;
  /** The row's specification values read for its category; undefined when every one is blank. */
  specs?: Record<string, SpecValue>;
}

/**
 * Reads one CSV record. Blank cells are left out, so that an update changes only what the row
 * says. A spec column that is not a key of the row's category is kept as text, for the
 * validation of `specs` to name it.
 */
export function readCsvRecord(record: Record<string, string | undefined>): CsvPartInput {
  const fields: CsvPartInput['fields'] = {};
  for (const field of partCsvFields) {
    const text = record[field]?.trim();
    if (text) fields[field] = text;
  }
  const schema = specSchemaOf(fields.category);
  const specs: Specs = {};
  for (const [column, cell] of Object.entries(record)) {
    if (!column.startsWith(specColumnPrefix) || !cell?.trim()) continue;
    const key = column.slice(specColumnPrefix.length);
    const field = schema.find((f) => f.key === key);
    specs[key] = field ? (parseSpecText(field, cell) as SpecValue) : cell.trim();
  }
  return Object.keys(specs).length ? { fields, specs } : { fields };
}

/** The columns of a header that the import does not know (a typo such as `spec.sockett`). */
export function unknownCsvColumns(header: readonly string[]): string[] {
  return header.filter((column) => !catalogueCsvColumns.includes(column));
}

/** A name as uniqueness compares it: Unicode-normalised, trimmed, spaces collapsed, lower case. */
export function partNameKey(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** A row of an import that cannot go in: its line in the file (the header is line 1), and why. */
export interface ImportProblemLine {
  line: number;
  message: string;
}

/** What POST /parts/import answers: 200 when `problems` is empty, else 400 and nothing written. */
export interface CatalogueImportReport {
  dryRun: boolean;
  rows: number;
  /** Parts the file creates (or, in a dry run or with problems, would create). */
  created: number;
  updated: number;
  problems: ImportProblemLine[];
}

/**
 * The rows of an import that repeat a name of an earlier row (as uniqueness compares names), each
 * naming the line it repeats. Rows without a name are left to the other checks.
 */
export function repeatedNameProblems(
  rows: readonly { line: number; name?: string | undefined }[],
): ImportProblemLine[] {
  const firstLineOf = new Map<string, number>();
  const problems: ImportProblemLine[] = [];
  for (const { line, name } of rows) {
    if (!name?.trim()) continue;
    const key = partNameKey(name);
    const first = firstLineOf.get(key);
    if (first === undefined) firstLineOf.set(key, line);
    else problems.push({ line, message: catalogueImportCopy.nameRepeated(name.trim(), first) });
  }
  return problems;
}

/**
 * How many rows one POST /parts/import takes: the page sends a file in chunks of
 * `importChunkRows`, well within the request's size limit and the function's time.
 */
export const importRowsMax = 5000;
export const importChunkRows = 1000;
