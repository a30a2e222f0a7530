import { collections, dhakaDayStart, documentsCopy, orderCsvColumns } from '@cps/domain';
import { makeOrder, makePart } from '@cps/fixtures';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, call, createAccount, ownOrder, type Account, type ErrorBody } from './support';

// The accountant's export over HTTP: the orders placed in a range of the shop's days as a CSV
// download, oldest first; a bad range is a 400 that says what to fix. (Paging through more than
// one page is proven in tests/services/order-export.test.ts, with a small page.)

const m = documentsCopy.orderExport;
const days = { from: '2031-01-10', to: '2031-01-11' };
const exportPath = (query: string) => `/admin/orders/export?${query}`;

let owner: Account;
let customer: Account;
const ids: string[] = [];

beforeAll(async () => {
  [owner, customer] = await Promise.all([
    createAccount('exporter', { admin: true }),
    createAccount('export-buyer'),
  ]);
  // Written as they are stored, at times no other file uses, without a status (so no counter
  // counts them); removed when the file ends.
  const part = { id: 'export-part', doc: makePart({ name: 'Export PSU', price: 80 }) };
  const start = dhakaDayStart(days.from);
  const orders = [
    makeOrder(part, customer, { createdAt: start + 5_000, quanity: 2 }),
    makeOrder(part, customer, {
      createdAt: start,
      customerName: '=cmd|" /C calc"!A0',
      customerAddress: 'House 3,\nRoad "7"',
      paid: true,
      paidAt: start + 60_000,
      transectionId: 'pi_export',
      paymentMethod: 'sslcommerz',
      invoiceNumber: '2030-31/000042',
    }),
    // After the last day, in Dhaka: not in the file.
    makeOrder(part, customer, { createdAt: dhakaDayStart('2031-01-12') }),
  ];
  for (const order of orders) {
    const ref = admin.db.collection(collections.orders).doc();
    ids.push(ownOrder(ref.id));
    await ref.set(order);
  }
});

describe('GET /admin/orders/export', () => {
  it('downloads the orders of the days as CSV, oldest first, with every column', async () => {
    const answer = await call<string>('GET', exportPath(new URLSearchParams(days).toString()), {
      token: owner.idToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(
      'attachment; filename="orders-2031-01-10-to-2031-01-11.csv"',
    );
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    // Written as it is read, through the Functions emulator and Hosting's proxy alike: chunked,
    // so no length is known up front.
    expect(answer.headers.get('content-length')).toBeNull();
    const [header, ...rows] = Papa.parse<string[]>(String(answer.body), {
      skipEmptyLines: true,
    }).data;
    expect(header).toEqual([...orderCsvColumns]);
    expect(rows.map((row) => row[0])).toEqual([ids[1], ids[0]]);
    expect(Object.fromEntries(orderCsvColumns.map((name, i) => [name, rows[0]![i]]))).toEqual({
      'Order ID': ids[1],
      'Placed at': '2031-01-10T00:00:00.000+06:00',
      'Paid at': '2031-01-10T00:01:00.000+06:00',
      Status: 'pending',
      // A formula is written as text.
      'Customer name': `'=cmd|" /C calc"!A0`,
      Email: customer.email,
      Phone: '01711000000',
      'Delivery method': '',
      District: '',
      Address: 'House 3,\nRoad "7"',
      Lines: 'Export PSU × 1 @ 80.00',
      'Delivery charge (USD)': '0.00',
      'Total (USD)': '80.00',
      'Paid by': 'sslcommerz',
      'Transaction ID': 'pi_export',
      'Invoice number': '2030-31/000042',
    });
    expect(rows[1]).toMatchObject({
      [orderCsvColumns.indexOf('Lines')]: 'Export PSU × 2 @ 80.00',
      [orderCsvColumns.indexOf('Total (USD)')]: '160.00',
      [orderCsvColumns.indexOf('Paid by')]: 'card',
      [orderCsvColumns.indexOf('Status')]: 'unpaid',
    });
  });

  it.each([
    ['no dates', '', m.badDay('from')],
    ['a date in another format', 'from=10/01/2031&to=2031-01-11', m.badDay('from')],
    ['a day that does not exist', 'from=2031-01-10&to=2031-02-30', m.badDay('to')],
    ['from after to', 'from=2031-01-12&to=2031-01-11', m.fromAfterTo],
    ['more than 366 days', 'from=2030-01-01&to=2031-01-02', m.tooLong(366)],
  ])('%s is a 400 that says so', async (_, query, message) => {
    const answer = await call<ErrorBody>('GET', exportPath(query), { token: owner.idToken });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.body).toEqual({ success: false, message });
  });
});
