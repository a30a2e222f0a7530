// The owner's catalogue calls: one chunk of CSV to POST /parts/import, and the export's file.

import type { CatalogueImportReport } from '@cps/domain';
import { api, apiFile, ApiError } from '@/infra/api';

const isReport = (data: unknown): data is CatalogueImportReport =>
  typeof data === 'object' &&
  data !== null &&
  Array.isArray((data as { problems?: unknown }).problems);

/** A chunk's report: a 400 that reports rows is an answer too (nothing was written). */
export async function sendChunk(csv: string, dryRun: boolean): Promise<CatalogueImportReport> {
  try {
    return await api<CatalogueImportReport>(
      'POST',
      `/parts/import${dryRun ? '?dryRun=true' : ''}`,
      new Blob([csv], { type: 'text/csv' }),
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 400 && isReport(error.data))
      return error.data;
    throw error;
  }
}

/** GET /parts/export: the whole catalogue as a CSV file. */
export function fetchCatalogueCsv(): Promise<Blob> {
  return apiFile('/parts/export');
}
