import {
  collections,
  csvFormulaStart,
  exportRangeBounds,
  orderCsvColumns,
  orderCsvRow,
  orderExportLimits,
  type ExportRange,
  type Order,
  type OrderDoc,
} from '@cps/domain';
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import Papa from 'papaparse';

// The accountant's export: every order placed in a range of the shop's days, oldest first, as
// CSV. The orders are read a bounded page at a time, each after the last one's final document,
// and each page is handed on as text before the next is read, so a year of a busy shop (100,000
// orders) is never held at once.

export interface ExportOptions {
  /** Orders a page (`orderExportLimits.pageSize` unless a test asks for fewer). */
  pageSize?: number;
}

/**
 * The orders placed in the range, by `createdAt` then id, a page at a time. Ordered on the field
 * it filters on, the query needs only Firestore's automatic index; the cursor is the last
 * document itself, so orders placed at the same millisecond are neither skipped nor repeated.
 */
export async function* ordersPlacedPages(
  db: Firestore,
  range: ExportRange,
  { pageSize = orderExportLimits.pageSize }: ExportOptions = {},
): AsyncGenerator<Order[]> {
  const { start, end } = exportRangeBounds(range);
  const placed = db
    .collection(collections.orders)
    .where('createdAt', '>=', start)
    .where('createdAt', '<', end)
    .orderBy('createdAt', 'asc');
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const snap = await (last ? placed.startAfter(last) : placed).limit(pageSize).get();
    if (snap.empty) return;
    yield snap.docs.map((doc) => ({ _id: doc.id, ...(doc.data() as OrderDoc) }));
    if (snap.size < pageSize) return;
    last = snap.docs[snap.docs.length - 1];
  }
}

/** Rows as CSV text (RFC 4180 quoting, CRLF), every cell that could run as a formula escaped. */
const csvText = (rows: string[][]) =>
  Papa.unparse(rows, { escapeFormulae: csvFormulaStart, newline: '\r\n' }) + '\r\n';

/**
 * Writes the export through `write`, a page of orders a call: the header goes with the first
 * page, after the first read, so a query that fails fails before anything is sent. `write` may
 * return a promise (the response's drain): the next page is read only once it resolves. Answers
 * how many orders were written.
 */
export async function exportOrdersCsv(
  db: Firestore,
  range: ExportRange,
  write: (chunk: string) => unknown,
  options: ExportOptions = {},
): Promise<number> {
  let rows = 0;
  let header: string[][] | undefined = [[...orderCsvColumns]];
  for await (const orders of ordersPlacedPages(db, range, options)) {
    await write(csvText([...(header ?? []), ...orders.map(orderCsvRow)]));
    header = undefined;
    rows += orders.length;
  }
  if (header) await write(csvText(header));
  return rows;
}
