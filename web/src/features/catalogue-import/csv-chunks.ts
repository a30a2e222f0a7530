import {
  catalogueImportCopy,
  repeatedNameProblems,
  unknownCsvColumns,
  type ImportProblemLine,
} from '@cps/domain';
import { csvRecords } from '@cps/domain/csv-records';

// A catalogue file cut into chunks the API takes (POST /parts/import), each its header then a
// run of the file's own text, so that a line the API names in a chunk is a line of the file.

export interface CsvChunk {
  /** The header line, then the chunk's records exactly as the file has them. */
  text: string;
  /** The line of the file the chunk's first record starts on (the API calls it line 2). */
  firstLine: number;
  rows: number;
}

export interface SplitCsv {
  rows: number;
  chunks: CsvChunk[];
  /** What is wrong with the file as a whole: its header, or a name on two rows of it. */
  problems: ImportProblemLine[];
}

/**
 * Cuts a catalogue CSV into chunks of at most `rowsPerChunk` records, each with the header, and
 * checks what no one chunk can: the header's columns and names repeated anywhere in the file.
 */
export function splitCsv(file: string, rowsPerChunk: number): SplitCsv {
  const {
    text,
    records: [header, ...rows],
  } = csvRecords(file);
  if (!header || !rows.length) {
    return {
      rows: 0,
      chunks: [],
      problems: [{ line: 1, message: catalogueImportCopy.empty }],
    };
  }
  const columns = header.cells.map((cell) => cell.trim());
  const unknown = unknownCsvColumns(columns);
  const nameAt = columns.indexOf('name');
  const headerProblem = unknown.length
    ? catalogueImportCopy.unknownColumns(unknown.join(', '))
    : nameAt < 0
      ? catalogueImportCopy.missingName
      : undefined;
  if (headerProblem) {
    return { rows: rows.length, chunks: [], problems: [{ line: 1, message: headerProblem }] };
  }
  const headerText = text.slice(header.start, header.end).replace(/\r?\n?$/, '\n');
  const chunks: CsvChunk[] = [];
  for (let i = 0; i < rows.length; i += rowsPerChunk) {
    const part = rows.slice(i, i + rowsPerChunk);
    const first = part[0]!;
    const last = part[part.length - 1]!;
    chunks.push({
      // From the first record's line, so that blank lines before it keep the count right.
      text: headerText + text.slice(lineStart(text, first.start), last.end),
      firstLine: first.line,
      rows: part.length,
    });
  }
  const problems = repeatedNameProblems(
    rows.map((row) => ({ line: row.line, name: row.cells[nameAt] })),
  );
  return { rows: rows.length, chunks, problems };
}

/** Where the line holding `offset` starts. */
function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

/** A line the API names in a chunk, as a line of the whole file. */
export function fileLine(chunk: CsvChunk, chunkLine: number): number {
  return chunk.firstLine + chunkLine - 2;
}
