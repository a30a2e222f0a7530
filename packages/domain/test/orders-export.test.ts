import { describe, expect, it } from 'vitest';
import {
  dhakaIso,
  documentsCopy,
  exportRangeBounds,
  isCalendarDay,
  lastDays,
  orderCsvColumns,
  orderCsvRow,
  orderExportFileName,
  parseExportRange,
  type Order,
} from '../src';

const m = documentsCopy.orderExport;
const params = (query: string) => new URLSearchParams(query);

describe('the export range', () => {
  it('takes two dates, the same day included', () => {
    expect(parseExportRange(params('from=2026-11-01&to=2026-11-30'))).toEqual({
      ok: true,
      value: { from: '2026-11-01', to: '2026-11-30' },
    });
    expect(parseExportRange({ from: '2026-02-28', to: '2026-02-28' }).ok).toBe(true);
  });

  it('refuses a missing, malformed or impossible date, naming the parameter', () => {
    expect(parseExportRange(params('to=2026-11-30'))).toEqual({
      ok: false,
      error: m.badDay('from'),
    });
    expect(parseExportRange(params('from=2026-11-01&to=30/11/2026'))).toEqual({
      ok: false,
      error: m.badDay('to'),
    });
    expect(parseExportRange(params('from=2026-02-30&to=2026-03-01'))).toEqual({
      ok: false,
      error: m.badDay('from'),
    });
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
  });

  it('refuses from after to, and more than 366 days', () => {
    expect(parseExportRange(params('from=2026-11-02&to=2026-11-01'))).toEqual({
      ok: false,
      error: m.fromAfterTo,
    });
    // 2028 is a leap year: 366 days from its first to its last.
    expect(parseExportRange(params('from=2028-01-01&to=2028-12-31')).ok).toBe(true);
    expect(parseExportRange(params('from=2027-12-31&to=2028-12-31'))).toEqual({
      ok: false,
      error: m.tooLong(366),
    });
  });

  it("covers the shop's days: from Dhaka's midnight of the first to the next after the last", () => {
    const { start, end } = exportRangeBounds({ from: '2026-11-01', to: '2026-11-30' });
    expect(new Date(start).toISOString()).toBe('2026-10-31T18:00:00.000Z');
    expect(new Date(end).toISOString()).toBe('2026-11-30T18:00:00.000Z');
  });

  it('names the file by its days, and starts the form at the last 30 days', () => {
    expect(orderExportFileName({ from: '2026-11-01', to: '2026-11-30' })).toBe(
      'orders-2026-11-01-to-2026-11-30.csv',
    );
    expect(lastDays('2026-11-29', 30)).toEqual({ from: '2026-10-31', to: '2026-11-29' });
  });
});

const order = (overrides: Partial<Order> = {}): Order => ({
  _id: 'o1',
  customerName: 'Rahim Uddin',
  customerEmail: 'rahim@example.com',
  customerPhone: '01711000000',
  customerAddress: 'House 12, Road 5',
  name: 'Corsair RM850x',
  price: 129.5,
  quanity: 2,
  unitPrice: 259,
  img: '/i.webp',
  paid: false,
  shipped: false,
  uid: 'u1',
  partId: 'p1',
  createdAt: Date.UTC(2026, 10, 1, 20, 30),
  ...overrides,
});

describe('an order as a CSV row', () => {
  const cell = (row: string[], column: (typeof orderCsvColumns)[number]) =>
    row[orderCsvColumns.indexOf(column)];

  it('writes times in Dhaka, one line per part and a card payment when none is named', () => {
    const row = orderCsvRow(
      order({ paid: true, paidAt: Date.UTC(2026, 10, 2, 3), transectionId: 'pi_1' }),
    );
    expect(row).toHaveLength(orderCsvColumns.length);
    // 20:30 UTC is 02:30 the next day in Dhaka.
    expect(cell(row, 'Placed at')).toBe('2026-11-02T02:30:00.000+06:00');
    expect(cell(row, 'Paid at')).toBe(dhakaIso(Date.UTC(2026, 10, 2, 3)));
    expect(cell(row, 'Status')).toBe('pending');
    expect(cell(row, 'Lines')).toBe('Corsair RM850x × 2 @ 129.50');
    expect(cell(row, 'Delivery charge (USD)')).toBe('0.00');
    expect(cell(row, 'Total (USD)')).toBe('259.00');
    expect(cell(row, 'Paid by')).toBe('card');
    expect(cell(row, 'Transaction ID')).toBe('pi_1');
    expect(cell(row, 'Invoice number')).toBe('');
  });

  it("writes a checkout's lines, delivery and way paid", () => {
    const row = orderCsvRow(
      order({
        name: 'Ryzen 5 7600',
        quanity: 1,
        price: 301.5,
        unitPrice: 301.5,
        lines: [
          { partId: 'a', name: 'Ryzen 5 7600', img: '', price: 199, quanity: 1 },
          { partId: 'b', name: 'DDR5 16 GB', img: '', price: 50, quanity: 2 },
        ],
        deliveryCharge: 2.5,
        delivery: { method: 'home', district: 'Sylhet' },
        paymentMethod: 'cod',
        status: 'cod-placed',
        invoiceNumber: '2026-27/000001',
      }),
    );
    expect(cell(row, 'Lines')).toBe('Ryzen 5 7600 × 1 @ 199.00; DDR5 16 GB × 2 @ 50.00');
    expect(cell(row, 'Delivery method')).toBe('home');
    expect(cell(row, 'District')).toBe('Sylhet');
    expect(cell(row, 'Delivery charge (USD)')).toBe('2.50');
    expect(cell(row, 'Total (USD)')).toBe('301.50');
    expect(cell(row, 'Paid by')).toBe('cod');
    expect(cell(row, 'Status')).toBe('cod-placed');
    expect(cell(row, 'Invoice number')).toBe('2026-27/000001');
  });
});
