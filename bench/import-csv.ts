// The catalogue import's bench: a CSV of generated parts, and the page's own chunked import
// (web/src/features/catalogue-import/run-import.ts) driven through the API with timings.
import { catalogueCsvColumns, partCsvRecord, type CatalogueImportReport } from '@cps/domain';
import { scaleParts } from '@cps/fixtures';
import Papa from 'papaparse';
import {
  runImport,
  type ImportOutcome,
  type ImportProgress,
} from '../web/src/features/catalogue-import/run-import';

/**
 * `count` generated parts as the export writes them, each name tagged so that every row creates
 * a part (the generated catalogue may already be in the store). The generator leaves some parts
 * with less than one minimum order in stock, which an admin's write refuses: those are sold out.
 */
export function benchCsv(count: number, tag: string): string {
  const records = scaleParts(count).map(({ doc }) =>
    partCsvRecord({
      ...doc,
      name: `${doc.name} [${tag}]`,
      availableQuanity: doc.availableQuanity < doc.minimumOrderQuanity ? 0 : doc.availableQuanity,
      inStock: false,
    }),
  );
  return Papa.unparse(records, { columns: catalogueCsvColumns as string[] });
}

/** Sends one chunk to `POST /api/parts/import` as the admin whose token is given. */
export const importThroughApi =
  (origin: string, token: string) =>
  async (csv: string, dryRun: boolean): Promise<CatalogueImportReport> => {
    const response = await fetch(`${origin}/api/parts/import${dryRun ? '?dryRun=true' : ''}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
      body: csv,
    });
    const body = (await response.json()) as CatalogueImportReport & { message?: string };
    if (!Array.isArray(body.problems)) throw new Error(`${response.status} ${body.message}`);
    return body;
  };

export interface ImportTiming {
  outcome: ImportOutcome;
  rows: number;
  checkSeconds: number;
  importSeconds: number;
  totalSeconds: number;
  rowsPerSecond: number;
}

/** Imports `csv` the way the page does, timing the check and the write phases. */
export async function timeImport(
  csv: string,
  send: (text: string, dryRun: boolean) => Promise<CatalogueImportReport>,
  onProgress: (progress: ImportProgress) => void = () => undefined,
  clock: () => number = () => performance.now(),
): Promise<ImportTiming> {
  const start = clock();
  let writesFrom = start;
  const outcome = await runImport(csv, send, (progress) => {
    if (progress.phase === 'importing' && progress.done === 0) writesFrom = clock();
    onProgress(progress);
  });
  const end = clock();
  const seconds = (ms: number) => Math.round(ms / 100) / 10;
  return {
    outcome,
    rows: outcome.rows,
    checkSeconds: seconds(writesFrom - start),
    importSeconds: seconds(end - writesFrom),
    totalSeconds: seconds(end - start),
    rowsPerSecond: Math.round((outcome.rows * 1000) / Math.max(1, end - start)),
  };
}
