// The store's own words of the owner's catalogue import and export (POST /parts/import, GET
// /parts/export, its page). Its name in the dashboard's menu, on every dashboard page, is in
// copy.ts. A module apart from copy.ts so that Home, which loads copy.ts, does not load these
// (docs/performance.md, Home's initial JS); the same rules as copy.ts hold for it.
import { formatCount } from './numbers';

export const catalogueImportCopy = {
  nameRepeated: (name: string, line: number) => `${name} is also on line ${line}.`,
  notCsv: 'Send the catalogue as CSV: Content-Type: text/csv.',
  empty: 'The file has no rows: a header line, then one line a part.',
  missingName: 'The header must have a name column.',
  unknownColumns: (columns: string) => `Not a column of the catalogue: ${columns}.`,
  tooManyRows: (max: number) => `Send at most ${formatCount(max)} rows at once.`,
  unreadable: (reason: string) => `The row cannot be read: ${reason}.`,
  tooManyCells: (cells: number, columns: number) =>
    `The row has ${cells} cells; the header has ${columns}.`,
  title: 'Import Parts',
  intro:
    'Create and update parts from a CSV file: one part a row, matched by name. Every row is checked first; nothing is written until the whole file is clean.',
  chooseFile: 'CSV file',
  chooseFileFirst: 'Choose a CSV file to import.',
  working: 'Importing',
  check: 'Check and import',
  export: 'Export catalogue (CSV)',
  exporting: 'Exporting…',
  exportFailed: 'The catalogue could not be exported.',
  reading: 'Reading the file…',
  progressLabel: 'Import progress',
  checked: (done: number, total: number) =>
    `Checked ${formatCount(done)} of ${formatCount(total)} rows`,
  imported: (done: number, total: number) =>
    `Imported ${formatCount(done)} of ${formatCount(total)} rows`,
  problemsTitle: (count: number) =>
    `${formatCount(count)} row${count === 1 ? '' : 's'} to fix. Nothing was written.`,
  line: 'Line',
  reason: 'Reason',
  done: (created: number, updated: number) =>
    `Import complete: ${formatCount(created)} part${created === 1 ? '' : 's'} created, ${formatCount(updated)} updated.`,
  partial: (done: number, total: number) =>
    `Stopped after ${formatCount(done)} of ${formatCount(total)} rows were imported; the rows below were not.`,
  failed: 'The import failed. Please try again.',
} as const;
