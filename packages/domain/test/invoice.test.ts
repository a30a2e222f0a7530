import { describe, expect, it } from 'vitest';
import {
  financialYearOf,
  formatInvoiceNumber,
  invoiceDateOf,
  invoiceFileName,
  invoiceLayout,
  type OrderDoc,
} from '../src';

const shop = { name: 'Parts Shop', address: 'Dhaka', bin: '000123456-0101' };

describe('financial year (July to June, Dhaka time)', () => {
  it('starts at 1 July 00:00 in Dhaka, which is 30 June 18:00 UTC', () => {
    expect(financialYearOf(Date.UTC(2026, 5, 30, 17, 59, 59))).toEqual({
      startYear: 2025,
      label: '2025-26',
    });
    expect(financialYearOf(Date.UTC(2026, 5, 30, 18, 0, 0))).toEqual({
      startYear: 2026,
      label: '2026-27',
    });
  });

  it('runs through 30 June; January belongs to the year that began the July before', () => {
    expect(financialYearOf(Date.UTC(2027, 0, 15)).label).toBe('2026-27');
    expect(financialYearOf(Date.UTC(2027, 5, 30, 17, 0)).label).toBe('2026-27');
    expect(financialYearOf(Date.UTC(2099, 8, 1)).label).toBe('2099-00');
  });

  it('numbers are the label and a six-digit serial from 1', () => {
    const year = financialYearOf(Date.UTC(2026, 10, 28));
    expect(formatInvoiceNumber(year, 1)).toBe('2026-27/000001');
    expect(formatInvoiceNumber(year, 123456)).toBe('2026-27/123456');
    expect(() => formatInvoiceNumber(year, 0)).toThrow(RangeError);
    expect(() => formatInvoiceNumber(year, 1.5)).toThrow(RangeError);
    expect(invoiceFileName('2026-27/000123')).toBe('invoice-2026-27-000123.pdf');
  });

  it("the date is Dhaka's day", () => {
    expect(invoiceDateOf(Date.UTC(2026, 10, 27, 18, 30))).toBe('28 Nov 2026');
    expect(invoiceDateOf(Date.UTC(2026, 10, 27, 17, 59))).toBe('27 Nov 2026');
  });
});

const base: OrderDoc = {
  customerName: 'Rahim Uddin',
  customerEmail: 'rahim@example.com',
  customerPhone: '01711000000',
  customerAddress: 'House 1, Road 2, Dhanmondi',
  name: 'Ryzen 5 7600',
  price: 199.99,
  quanity: 2,
  unitPrice: 399.98,
  img: '',
  paid: true,
  transectionId: 'pi_123',
  shipped: false,
  uid: 'u1',
  partId: 'cpu1',
  createdAt: Date.UTC(2026, 10, 27),
  paidAt: Date.UTC(2026, 10, 28, 4),
  invoiceNumber: '2026-27/000007',
};

describe('invoice layout', () => {
  it('an order of one part: one line, its warranty, card, the transaction', () => {
    const layout = invoiceLayout(base, { cpu1: '3 years' }, shop);
    expect(layout).toEqual({
      invoiceNumber: '2026-27/000007',
      date: '28 Nov 2026',
      shop: ['Parts Shop', 'Dhaka', 'BIN: 000123456-0101'],
      buyer: [
        'Rahim Uddin',
        'rahim@example.com',
        'House 1, Road 2, Dhanmondi',
        'Phone: 01711000000',
      ],
      rows: [
        {
          name: 'Ryzen 5 7600',
          quantity: 2,
          unitPrice: '$199.99',
          lineTotal: '$399.98',
          warranty: '3 years',
        },
      ],
      totals: [
        { label: 'Subtotal', amount: '$399.98' },
        { label: 'Total', amount: '$399.98' },
      ],
      payment: [
        { label: 'Paid by', value: 'Card' },
        { label: 'Transaction', value: 'pi_123' },
      ],
    });
  });

  it("a checkout's lines, delivery, a bundle saving, SSLCommerz's card and Taka; empty shop lines left off", () => {
    const order: OrderDoc = {
      ...base,
      name: 'Checkout',
      price: 1050.5,
      quanity: 1,
      unitPrice: 1050.5,
      lines: [
        { partId: 'cpu1', name: 'CPU', price: 300, quanity: 1, img: '' },
        { partId: 'ram1', name: 'RAM', price: 380.25, quanity: 2, img: '' },
      ],
      deliveryCharge: 1.5,
      delivery: { method: 'home', district: 'Dhaka' },
      paymentMethod: 'sslcommerz',
      transectionId: 'bank-tran-1',
      sslcommerz: {
        tranId: 'o-1',
        attempts: 1,
        sessionAt: 1,
        cardType: 'VISA-Dutch Bangla',
        amount: '126060.00',
      },
    };
    const layout = invoiceLayout(
      order,
      { ram1: '  ' },
      { name: 'Parts Shop', address: '', bin: '' },
    );
    expect(layout.shop).toEqual(['Parts Shop']);
    expect(layout.buyer.at(-1)).toBe('District: Dhaka');
    expect(layout.rows.map((r) => [r.name, r.quantity, r.lineTotal, r.warranty])).toEqual([
      ['CPU', 1, '$300.00', '—'],
      ['RAM', 2, '$760.50', '—'],
    ]);
    expect(layout.totals).toEqual([
      { label: 'Subtotal', amount: '$1,060.50' },
      { label: 'Bundle saving', amount: '−$11.50' },
      { label: 'Delivery', amount: '$1.50' },
      { label: 'Total', amount: '$1,050.50' },
    ]);
    expect(layout.payment).toEqual([
      { label: 'Paid by', value: 'SSLCommerz (VISA-Dutch Bangla)' },
      { label: 'Charged', value: 'Tk 126,060.00' },
      { label: 'Transaction', value: 'bank-tran-1' },
    ]);
  });

  it('cash on delivery; pickup names no address; an order without a number has no invoice', () => {
    const cod = invoiceLayout(
      { ...base, paymentMethod: 'cod', delivery: { method: 'pickup' }, transectionId: 'COD-x-1' },
      {},
      shop,
    );
    expect(cod.payment[0]).toEqual({ label: 'Paid by', value: 'Cash on delivery' });
    expect(cod.buyer).toContain('Pickup at the shop');
    expect(cod.buyer).not.toContain(base.customerAddress);
    expect(() => invoiceLayout({ ...base, invoiceNumber: undefined }, {}, shop)).toThrow();
  });
});
