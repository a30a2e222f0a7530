import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { invoiceLayout, type OrderDoc } from '@cps/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { renderInvoicePdf } from '../src/services/orders/invoice-pdf';

// The invoice as a reader sees it: poppler (pdftotext, pdftoppm) reads the PDF pdfkit drew.

const dir = mkdtempSync(join(tmpdir(), 'invoice-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const order: OrderDoc = {
  customerName: 'Rahim Uddin',
  customerEmail: 'rahim@example.com',
  customerPhone: '01711000000',
  customerAddress: 'House 1, Road 2, Dhanmondi',
  name: 'Checkout',
  price: 1050.5,
  quanity: 1,
  unitPrice: 1050.5,
  img: '',
  paid: true,
  transectionId: 'bank-tran-77',
  shipped: false,
  uid: 'u1',
  partId: 'cpu1',
  lines: [
    { partId: 'cpu1', name: 'AMD Ryzen 5 7600', price: 300, quanity: 1, img: '' },
    { partId: 'ram1', name: 'Corsair 16GB DDR5', price: 380.25, quanity: 2, img: '' },
  ],
  deliveryCharge: 1.5,
  delivery: { method: 'home', district: 'Dhaka' },
  paymentMethod: 'sslcommerz',
  sslcommerz: {
    tranId: 'o-1',
    attempts: 1,
    sessionAt: 1,
    cardType: 'VISA-Dutch Bangla',
    amount: '126060.00',
  },
  createdAt: Date.UTC(2026, 10, 27),
  paidAt: Date.UTC(2026, 10, 28, 4),
  invoiceNumber: '2026-27/000042',
};

function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('the invoice PDF', () => {
  it('shows the number, shop, buyer, lines with warranty, totals and the payment; renders as an A4 page', async () => {
    const layout = invoiceLayout(
      order,
      { cpu1: '3 years', ram1: 'Lifetime' },
      { name: 'Computer Parts BD', address: 'New Elephant Road, Dhaka', bin: '000123456-0101' },
    );
    const pdf = await renderInvoicePdf(layout);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const file = join(dir, 'invoice.pdf');
    writeFileSync(file, pdf);

    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const expected of [
      'Invoice number: 2026-27/000042',
      'Date: 28 Nov 2026',
      'Computer Parts BD',
      'New Elephant Road, Dhaka',
      'BIN: 000123456-0101',
      'Rahim Uddin',
      'House 1, Road 2, Dhanmondi',
      'Phone: 01711000000',
      'District: Dhaka',
      'AMD Ryzen 5 7600',
      '3 years',
      'Lifetime',
      '$760.50',
      'Bundle saving:',
      '-$11.50',
      'Delivery:',
      '$1.50',
      'Total:',
      '$1,050.50',
      'Paid by: SSLCommerz (VISA-Dutch Bangla)',
      'Charged: Tk 126,060.00',
      'Transaction: bank-tran-77',
    ]) {
      expect(text).toContain(expected);
    }
    // One line per part: its name, quantity, unit price, line total and warranty, in that order.
    expect(text).toMatch(/Corsair 16GB DDR5\s+2\s+\$380\.25\s+\$760\.50\s+Lifetime/);

    execFileSync('pdftoppm', ['-png', '-r', '50', '-singlefile', file, join(dir, 'page')]);
    const png = readFileSync(join(dir, 'page.png'));
    // A4 (595.28 × 841.89 pt) at 50 dpi is 414 × 585 pixels; a page with text on it is far more than a blank PNG.
    expect(pngSize(png)).toEqual({ width: 414, height: 585 });
    expect(png.length).toBeGreaterThan(5_000);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/Pages:\s+1\n/);
  });
});
