// The records of a CSV file, read once for the browser (which cuts a catalogue into chunks) and
// the API (which imports a chunk). Its own entry point, `@cps/domain/csv-records`, so that
// papaparse is bundled only where a CSV is read.
import Papa from 'papaparse';

/** One record that is not blank: the line it starts on, where it lies in the text, its cells. */
export interface CsvRecord {
  /** The file's line the record starts on; the first is 1 (a quoted cell may hold line breaks). */
  line: number;
  /** Where the record starts in the text and where the next one does. */
  start: number;
  end: number;
  cells: string[];
  /** Why papaparse could not read it (an unclosed quote); its cells are then what it made of it. */
  error?: string;
}

/** Reads CSV text, a byte-order mark dropped, into its records; blank records are skipped. */
export function csvRecords(file: string): { text: string; records: CsvRecord[] } {
  const text = file.replace(/^\uFEFF/, '');
  const records: CsvRecord[] = [];
  let start = 0;
  let line = 1;
  Papa.parse<string[]>(text, {
    delimiter: ',',
    step: (result) => {
      const end = result.meta.cursor;
      const error = result.errors[0]?.message;
      if (error !== undefined || result.data.some((cell) => cell.trim() !== '')) {
        records.push({ line, start, end, cells: result.data, ...(error && { error }) });
      }
      for (let i = start; i < end; i++) if (text.charCodeAt(i) === 10) line++;
      start = end;
    },
  });
  return { text, records };
}
