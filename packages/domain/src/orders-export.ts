// The accountant's export of orders (`GET /admin/orders/export`): the date range it takes, the
// instants that range covers, and one CSV row per order. The columns are the file's format, which
// a spreadsheet's formulas may be built on, so they live here beside the row they name rather
// than among the page words.

import { readParam, type ParseResult, type QueryParams } from './catalogue-query';
import { documentsCopy } from './copy-documents';
import { orderStatusOf } from './order-status';
import { addDays, dhakaDayStart } from './overview';
import type { Order } from './types';

export const orderExportLimits = {
  /** The longest range, in days, both ends included: a year, a leap year's too. */
  maxDays: 366,
  /** Orders read and written at a time, so that a year of a busy shop never sits in memory. */
  pageSize: 500,
} as const;

/** The shop's days, 'YYYY-MM-DD', both included. */
export interface ExportRange {
  from: string;
  to: string;
}

/** Whether `day` is a calendar date written 'YYYY-MM-DD' (2026-02-30 is not). */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const at = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === day;
}

/** How many days a range covers, both ends included. */
export function rangeDays({ from, to }: ExportRange): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 864e5) + 1;
}

/** Reads `from` and `to`: both dates, `from` not after `to`, at most `maxDays` days. */
export function parseExportRange(params: QueryParams): ParseResult<ExportRange> {
  const m = documentsCopy.orderExport;
  const from = readParam(params, 'from')?.trim() ?? '';
  const to = readParam(params, 'to')?.trim() ?? '';
  if (!isCalendarDay(from)) return { ok: false, error: m.badDay('from') };
  if (!isCalendarDay(to)) return { ok: false, error: m.badDay('to') };
  if (from > to) return { ok: false, error: m.fromAfterTo };
  if (rangeDays({ from, to }) > orderExportLimits.maxDays) {
    return { ok: false, error: m.tooLong(orderExportLimits.maxDays) };
  }
  return { ok: true, value: { from, to } };
}

/** The instants a range covers in the shop's time: from its first day's start to after its last. */
export function exportRangeBounds({ from, to }: ExportRange): { start: number; end: number } {
  return { start: dhakaDayStart(from), end: dhakaDayStart(addDays(to, 1)) };
}

/** The file's name: orders-2026-11-01-to-2026-11-30.csv. */
export const orderExportFileName = ({ from, to }: ExportRange) => `orders-${from}-to-${to}.csv`;

/** The last `days` of the shop's calendar ending `today`, the form's first choice. */
export const lastDays = (today: string, days: number): ExportRange => ({
  from: addDays(today, 1 - days),
  to: today,
});

export const orderCsvColumns = [
  'Order ID',
  'Placed at',
  'Paid at',
  'Status',
  'Customer name',
  'Email',
  'Phone',
  'Delivery method',
  'District',
  'Address',
  'Lines',
  'Delivery charge (USD)',
  'Total (USD)',
  'Paid by',
  'Transaction ID',
  'Invoice number',
] as const;

const dhakaOffset = '+06:00';

/** An instant as ISO 8601 in the shop's time: 2026-11-29T09:30:00.000+06:00. */
export function dhakaIso(ms: number): string {
  return new Date(ms + 6 * 3600_000).toISOString().replace('Z', dhakaOffset);
}

const usd = (dollars: number) => dollars.toFixed(2);

/**
 * What the order holds, "name × quantity @ unit price" a line, joined by "; ". An order of one
 * part has no `lines`: its spec §3 fields are its only line.
 */
export function orderLinesText(order: Pick<Order, 'lines' | 'name' | 'quanity' | 'price'>) {
  const lines = order.lines?.length ? order.lines : [order];
  return lines.map((line) => `${line.name} × ${line.quanity} @ ${usd(line.price)}`).join('; ');
}

/**
 * One order as a row of `orderCsvColumns`, as text. One row an order, not one a line: each row
 * is then one payment with its total, transaction and invoice, so the column of totals sums to
 * what the shop took and matches the gateway's statement row by row.
 */
export function orderCsvRow(order: Order): string[] {
  return [
    order._id,
    dhakaIso(order.createdAt),
    order.paidAt === undefined ? '' : dhakaIso(order.paidAt),
    order.status ?? orderStatusOf(order),
    order.customerName,
    order.customerEmail,
    order.customerPhone,
    order.delivery?.method ?? '',
    order.delivery?.district ?? '',
    order.customerAddress,
    orderLinesText(order),
    usd(order.deliveryCharge ?? 0),
    usd(order.unitPrice),
    order.paymentMethod ?? 'card',
    order.transectionId ?? '',
    order.invoiceNumber ?? '',
  ];
}

/**
 * Spreadsheets run a cell that starts with one of these as a formula; the export writes such a
 * cell with a leading quote. Tested on the whole text: papaparse's own pattern (`^[…].*$`) misses
 * a cell whose formula is followed by a line break.
 */
export const csvFormulaStart = /^[=+\-@\t\r]/;
