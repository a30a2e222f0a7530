import { collections, dhakaDayStart, orderCsvColumns, type OrderDoc } from '@cps/domain';
import { makeOrder, makePart } from '@cps/fixtures';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { exportOrdersCsv } from '../../functions/src/services/orders/order-export';
import { serviceHarness } from './support';

// The accountant's export on its own: the orders of a range of the shop's days, oldest first,
// read and written a bounded page at a time, every cell a spreadsheet would run escaped.
const h = serviceHarness('order-export');

const part = { id: 'part-1', doc: makePart({ name: 'Corsair RM850x', price: 129.5 }) };
const buyer = { uid: 'u1', email: 'rahim@example.com', displayName: 'Rahim' };

async function placed(id: string, overrides: Partial<OrderDoc>): Promise<string> {
  await h.db.doc(`${collections.orders}/${id}`).set(makeOrder(part, buyer, overrides));
  return id;
}

/** Runs the export with `pageSize`, keeping each chunk it writes. */
async function exported(from: string, to: string, pageSize?: number) {
  const chunks: string[] = [];
  const rows = await exportOrdersCsv(h.db, { from, to }, (chunk) => chunks.push(chunk), {
    pageSize,
  });
  const records = Papa.parse<string[]>(chunks.join(''), { skipEmptyLines: true }).data;
  return { rows, chunks, header: records[0], records: records.slice(1) };
}

const column = (name: (typeof orderCsvColumns)[number]) => orderCsvColumns.indexOf(name);

describe('exporting the orders of a range of days', () => {
  it("reads page after page, oldest first, within the shop's days, one chunk a page", async () => {
    // 2026-03-01..02 in Dhaka: from 2026-02-28T18:00Z to 2026-03-02T18:00Z.
    const start = dhakaDayStart('2026-03-01');
    const end = dhakaDayStart('2026-03-03');
    await placed('before', { createdAt: start - 1 });
    await placed('at-end', { createdAt: end });
    const inside = [
      await placed('e', { createdAt: end - 1 }),
      await placed('a', { createdAt: start }),
      // Three at the same millisecond: a page boundary falls between them.
      await placed('b1', { createdAt: start + 60_000 }),
      await placed('b2', { createdAt: start + 60_000 }),
      await placed('b3', { createdAt: start + 60_000 }),
    ];

    const { rows, chunks, header, records } = await exported('2026-03-01', '2026-03-02', 2);
    expect(rows).toBe(inside.length);
    // Pages of 2, 2 and 1, each written before the next is read; the header with the first.
    expect(chunks).toHaveLength(3);
    expect(chunks.map((chunk) => chunk.split('\r\n').length - 1)).toEqual([3, 2, 1]);
    expect(header).toEqual([...orderCsvColumns]);
    expect(records.map((r) => r[column('Order ID')])).toEqual(['a', 'b1', 'b2', 'b3', 'e']);
  });

  it('writes the header alone for a range without orders', async () => {
    const { rows, chunks, records } = await exported('2020-01-01', '2020-12-31', 2);
    expect(rows).toBe(0);
    expect(chunks).toEqual([`${orderCsvColumns.join(',')}\r\n`]);
    expect(records).toEqual([]);
  });

  it('writes a cell a spreadsheet would run as a formula as text, and keeps the others as they are', async () => {
    const createdAt = dhakaDayStart('2026-04-01') + 3_600_000;
    await placed('formulas', {
      createdAt,
      customerName: '=HYPERLINK("http://evil.example","Click")',
      customerEmail: '@SUM(1+1)@example.com',
      customerPhone: '+8801711000000',
      // A formula followed by a line break: papaparse's own pattern misses this one.
      customerAddress: '-2+3\nRoad 5, "Dhanmondi"',
      name: '\tTabbed, part',
      transectionId: '\rcarriage',
    });
    await placed('plain', {
      createdAt: createdAt + 1,
      customerName: 'Karim, Sons & "Co"',
      customerAddress: 'House 1,\nRoad 2',
    });
    const { records } = await exported('2026-04-01', '2026-04-01');
    const [formulas, plain] = records;
    expect(formulas![column('Customer name')]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(formulas![column('Email')]).toBe("'@SUM(1+1)@example.com");
    expect(formulas![column('Phone')]).toBe("'+8801711000000");
    expect(formulas![column('Address')]).toBe(`'-2+3\nRoad 5, "Dhanmondi"`);
    expect(formulas![column('Lines')]).toMatch(/^'\tTabbed, part × /);
    expect(formulas![column('Transaction ID')]).toBe("'\rcarriage");
    // Commas, quotes and line breaks are quoted, not escaped.
    expect(plain![column('Customer name')]).toBe('Karim, Sons & "Co"');
    expect(plain![column('Address')]).toBe('House 1,\nRoad 2');
    expect(plain![column('Total (USD)')]).toBe('129.50');
  });
});
