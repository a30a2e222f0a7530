import {
  catalogueCsvColumns,
  catalogueImportCopy,
  csvFormulaStart,
  importRowsMax,
  messages,
  partCsvRecord,
  readCsvRecord,
  readParam,
  unknownCsvColumns,
  type PartDoc,
} from '@cps/domain';
import type { Request } from 'express';
import { csvRecords } from '@cps/domain/csv-records';
import Papa from 'papaparse';
import type { PartPatch } from '../../services/catalogue/catalogue';
import {
  catalogueExportPages,
  importParts,
  type ImportProblem,
  type ImportRow,
} from '../../services/catalogue/catalogue-import';
import { badRequest, ServiceError } from '../../services/shared/errors';
import { partPatchBody } from '../input';
import type { Route } from '../route';

const m = catalogueImportCopy;

/** One data record of a CSV file: the line of the file it starts on, and its cells. */
export interface CsvLine {
  line: number;
  cells: string[];
}

// Spreadsheets run a cell that starts with one of these as a formula: the export writes such a
// cell with a leading quote (csvFormulaStart) and the import takes that quote off.
const escapedFormula = /^'(?=[=+\-@\t\r])/;

/**
 * Reads CSV text: the header's cells, and each data record with the line it starts on (the header
 * is line 1). A record papaparse cannot read (an unclosed quote) is a problem on its line.
 */
export function readCsvLines(text: string): {
  header: string[];
  rows: CsvLine[];
  problems: ImportProblem[];
} {
  const records: CsvLine[] = [];
  const problems: ImportProblem[] = [];
  for (const { line, cells, error } of csvRecords(text).records) {
    if (error !== undefined) problems.push({ line, message: m.unreadable(error) });
    else records.push({ line, cells });
  }
  // The header is the first record that is not blank.
  const [first, ...rows] = records;
  return { header: first ? first.cells.map((cell) => cell.trim()) : [], rows, problems };
}

/** The body of a text/csv request: Cloud Functions has read it into `rawBody`. */
async function csvText(req: Request & { rawBody?: Buffer }): Promise<string> {
  if (req.rawBody) return req.rawBody.toString('utf8');
  if (typeof req.body === 'string') return req.body;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function dryRunParam(query: Request['query']): boolean {
  const value = readParam(query, 'dryRun');
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw badRequest('dryRun must be true or false.');
}

/** A record's cells by column, as the domain reads them into a part. */
function readRow(header: readonly string[], row: CsvLine): ImportRow | ImportProblem {
  if (row.cells.length > header.length) {
    return { line: row.line, message: m.tooManyCells(row.cells.length, header.length) };
  }
  const record = Object.fromEntries(
    header.map((column, i) => [column, (row.cells[i] ?? '').replace(escapedFormula, '')]),
  );
  const { fields, specs } = readCsvRecord(record);
  if (!fields.name) return { line: row.line, message: messages.validation.nameRequired };
  // The row is checked by the schema of PATCH /part/{id}: the same messages as the API's.
  const parsed = partPatchBody.safeParse({ ...fields, ...(specs ? { specs } : {}) });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const column = issue?.path.join('.');
    const message = issue?.message ?? 'Invalid row.';
    return { line: row.line, message: column ? `${column}: ${message}` : message };
  }
  const patch: PartPatch = { ...parsed.data };
  if (specs) patch.specs = specs;
  return { line: row.line, patch };
}

const exportHeaders = {
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': 'attachment; filename="catalogue.csv"',
  'Cache-Control': 'private, no-store',
};

export const catalogueImportRoutes: Route[] = [
  {
    method: 'post',
    path: '/parts/import',
    access: 'admin',
    handle: async ({ deps, req, status }) => {
      // Read from the header itself: an empty body has no type for req.is() to match.
      if (!/^text\/csv\s*(;|$)/i.test(req.headers['content-type'] ?? '')) {
        throw badRequest(m.notCsv);
      }
      const dryRun = dryRunParam(req.query);
      const { header, rows, problems } = readCsvLines(await csvText(req));
      if (!header.length || (!rows.length && !problems.length)) throw badRequest(m.empty);
      const unknown = unknownCsvColumns(header);
      if (unknown.length) throw badRequest(m.unknownColumns(unknown.join(', ')));
      if (!header.includes('name')) throw badRequest(m.missingName);
      if (rows.length > importRowsMax) {
        throw new ServiceError('too-large', m.tooManyRows(importRowsMax));
      }
      const importRows: ImportRow[] = [];
      for (const row of rows) {
        const read = readRow(header, row);
        if ('patch' in read) importRows.push(read);
        else problems.push(read);
      }
      // A row the door refused leaves the rest checked but nothing written.
      const report = await importParts(deps, importRows, dryRun || problems.length > 0);
      const all = [...problems, ...report.problems].sort((a, b) => a.line - b.line);
      const answer = { ...report, dryRun, rows: rows.length, problems: all };
      if (!all.length) return { success: true, ...answer };
      status(400);
      return { success: false, message: m.problemsTitle(all.length), ...answer };
    },
  },
  {
    method: 'get',
    path: '/parts/export',
    access: 'admin',
    handle: async ({ deps, res }) => {
      // Written a page of parts at a time, so that the whole catalogue is never held at once.
      res.set(exportHeaders);
      res.write(Papa.unparse([catalogueCsvColumns as string[]]) + '\r\n');
      for await (const parts of catalogueExportPages(deps.db)) {
        const records = parts.map((part: PartDoc) => partCsvRecord(part));
        res.write(
          Papa.unparse(records, {
            header: false,
            columns: catalogueCsvColumns as string[],
            escapeFormulae: csvFormulaStart,
          }) + '\r\n',
        );
      }
      res.end();
      return undefined;
    },
  },
];
