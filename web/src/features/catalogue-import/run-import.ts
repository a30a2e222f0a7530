import { importChunkRows, type CatalogueImportReport, type ImportProblemLine } from '@cps/domain';
import { fileLine, splitCsv } from './csv-chunks';

// The page's import of a whole file, chunk by chunk through POST /parts/import: every chunk is
// dry-run first, and only a file with no problem anywhere is then written, chunk by chunk.

/** One chunk sent to the API: the report, whether clean (200) or not (400). */
export type SendChunk = (csv: string, dryRun: boolean) => Promise<CatalogueImportReport>;

export interface ImportProgress {
  phase: 'checking' | 'importing';
  done: number;
  total: number;
}

export type ImportOutcome =
  /** Nothing was written; every problem by its line in the file. */
  | { kind: 'problems'; rows: number; problems: ImportProblemLine[] }
  | { kind: 'done'; rows: number; created: number; updated: number }
  /** A chunk was refused while writing (the catalogue changed since the check). */
  | {
      kind: 'partial';
      rows: number;
      imported: number;
      created: number;
      updated: number;
      problems: ImportProblemLine[];
    };

const byLine = (a: ImportProblemLine, b: ImportProblemLine) => a.line - b.line;

/** The chunk's problems as lines of the file. */
function fileProblems(chunk: Parameters<typeof fileLine>[0], report: CatalogueImportReport) {
  return report.problems.map((p) => ({ line: fileLine(chunk, p.line), message: p.message }));
}

export async function runImport(
  file: string,
  send: SendChunk,
  onProgress: (progress: ImportProgress) => void,
  rowsPerChunk = importChunkRows,
): Promise<ImportOutcome> {
  const { rows, chunks, problems: fileWide } = splitCsv(file, rowsPerChunk);
  if (!chunks.length) return { kind: 'problems', rows, problems: fileWide };

  // A name repeated in the file is reported once, with the file's line it repeats.
  const reported = new Set(fileWide.map((p) => p.line));
  const problems = [...fileWide];
  let done = 0;
  onProgress({ phase: 'checking', done, total: rows });
  for (const chunk of chunks) {
    const report = await send(chunk.text, true);
    problems.push(...fileProblems(chunk, report).filter((p) => !reported.has(p.line)));
    done += chunk.rows;
    onProgress({ phase: 'checking', done, total: rows });
  }
  if (problems.length) return { kind: 'problems', rows, problems: problems.sort(byLine) };

  let created = 0;
  let updated = 0;
  done = 0;
  onProgress({ phase: 'importing', done, total: rows });
  for (const chunk of chunks) {
    const report = await send(chunk.text, false);
    if (report.problems.length) {
      const refused = fileProblems(chunk, report).sort(byLine);
      return { kind: 'partial', rows, imported: done, created, updated, problems: refused };
    }
    created += report.created;
    updated += report.updated;
    done += chunk.rows;
    onProgress({ phase: 'importing', done, total: rows });
  }
  return { kind: 'done', rows, created, updated };
}
