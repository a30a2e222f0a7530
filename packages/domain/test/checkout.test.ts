import { describe, expect, it } from 'vitest';
import {
  checkoutCopy,
  checkoutProblems,
  maxCheckoutLines,
  parseBuild,
  parseCheckout,
} from '../src';

const m = checkoutCopy.checkout.input;
const id = (n: number) => `part${n}`;
const valid = {
  lines: [
    { partId: id(1), quanity: 2 },
    { partId: id(2), quanity: 1 },
  ],
  delivery: { method: 'home', district: 'Sylhet' },
  customerPhone: '+880 1712-345678',
  customerAddress: ' 12 Zindabazar, Sylhet ',
  paymentMethod: 'card',
};
const messagesOf = (input: unknown) => checkoutProblems(input).map((p) => p.message);

describe('a checkout read from outside', () => {
  it('reads a valid cart, with the phone normalised and the address trimmed', () => {
    expect(parseCheckout(valid)).toEqual({
      ok: true,
      value: {
        lines: valid.lines,
        delivery: { method: 'home', district: 'Sylhet' },
        customerPhone: '01712345678',
        customerAddress: '12 Zindabazar, Sylhet',
        paymentMethod: 'card',
      },
    });
  });

  it('takes a build alone, and an empty build as none', () => {
    const build = parseCheckout({ ...valid, lines: [], build: { cpu: 'cpu1', storage: 'ssd1' } });
    expect(build.ok && build.value.build).toEqual({ cpu: 'cpu1', storage: ['ssd1'] });
    const both = parseCheckout({ ...valid, build: {} });
    expect(both.ok && 'build' in both.value).toBe(false);
  });

  it('takes a pickup without a district or an address, and drops a district given', () => {
    const parsed = parseCheckout({
      ...valid,
      delivery: { method: 'pickup', district: 'Dhaka' },
      customerAddress: '',
    });
    expect(parsed.ok && parsed.value.delivery).toEqual({ method: 'pickup' });
    expect(parsed.ok && parsed.value.customerAddress).toBe(checkoutCopy.checkout.pickupAddress);
  });

  it('refuses an empty cart', () => {
    expect(messagesOf({ ...valid, lines: [] })).toEqual([m.emptyCart]);
    expect(messagesOf({ ...valid, lines: undefined, build: {} })).toEqual([m.emptyCart]);
  });

  it('refuses a part twice, naming the line that repeats it', () => {
    const problems = checkoutProblems({
      ...valid,
      lines: [...valid.lines, { partId: id(1), quanity: 3 }],
    });
    expect(problems).toEqual([{ field: 'lines', line: 2, message: m.duplicateLine(3) }]);
  });

  it('refuses a quantity that is not a whole number of at least 1', () => {
    for (const quanity of [0, -1, 1.5, '2', Number.NaN, 1_000_001]) {
      expect(checkoutProblems({ ...valid, lines: [{ partId: id(1), quanity }] })).toEqual([
        { field: 'lines', line: 0, message: m.lineQuantity(1) },
      ]);
    }
  });

  it('refuses a line that names no part, and lines that are not a list', () => {
    expect(messagesOf({ ...valid, lines: [{ partId: 'a/b', quanity: 1 }] })).toEqual([
      m.lineNotAPart(1),
    ]);
    expect(messagesOf({ ...valid, lines: [7] })).toEqual([m.lineNotAPart(1)]);
    expect(messagesOf({ ...valid, lines: { partId: id(1), quanity: 1 } })).toEqual([
      m.linesNotAList,
    ]);
  });

  it(`refuses more than ${maxCheckoutLines} lines`, () => {
    const lines = Array.from({ length: maxCheckoutLines + 1 }, (_, i) => ({
      partId: id(i),
      quanity: 1,
    }));
    expect(messagesOf({ ...valid, lines })).toEqual([m.tooManyLines(maxCheckoutLines)]);
    expect(messagesOf({ ...valid, lines: lines.slice(1) })).toEqual([]);
  });

  it("refuses a build the builder's reader refuses, with its message", () => {
    const build = { cpu: 'x', toaster: 'y' };
    expect(checkoutProblems({ ...valid, build })).toEqual(
      parseBuild(build).problems.map(({ message }) => ({ field: 'build', message })),
    );
    expect(checkoutProblems({ ...valid, build }).length).toBe(1);
  });

  it('refuses a bad phone, and tells a missing one apart', () => {
    expect(messagesOf({ ...valid, customerPhone: '01212345678' })).toEqual([m.phone]);
    expect(messagesOf({ ...valid, customerPhone: '  ' })).toEqual([m.phoneRequired]);
    expect(messagesOf({ ...valid, customerPhone: 1712345678 })).toEqual([m.phoneRequired]);
  });

  it('refuses an unknown delivery method, and a home delivery without a known district', () => {
    expect(checkoutProblems({ ...valid, delivery: { method: 'drone' } })).toEqual([
      { field: 'delivery.method', message: m.method },
    ]);
    expect(messagesOf({ ...valid, delivery: undefined })).toEqual([m.method]);
    expect(checkoutProblems({ ...valid, delivery: { method: 'home' } })).toEqual([
      { field: 'delivery.district', message: m.districtRequired },
    ]);
    expect(messagesOf({ ...valid, delivery: { method: 'home', district: 'Kolkata' } })).toEqual([
      m.unknownDistrict,
    ]);
    const old = parseCheckout({ ...valid, delivery: { method: 'home', district: 'chittagong' } });
    expect(old.ok && old.value.delivery).toEqual({ method: 'home', district: 'Chattogram' });
  });

  it('needs an address for home delivery, of a bounded length', () => {
    expect(checkoutProblems({ ...valid, customerAddress: ' ' })).toEqual([
      { field: 'customerAddress', message: m.addressRequired },
    ]);
    expect(messagesOf({ ...valid, customerAddress: 'x'.repeat(501) })).toEqual([
      m.addressTooLong(500),
    ]);
  });

  it('takes a card, SSLCommerz and cash on delivery, and refuses others', () => {
    for (const paymentMethod of ['card', 'sslcommerz', 'cod'] as const) {
      expect(parseCheckout({ ...valid, paymentMethod })).toMatchObject({
        ok: true,
        value: { paymentMethod },
      });
    }
    expect(checkoutProblems({ ...valid, paymentMethod: 'cheque' })).toEqual([
      { field: 'paymentMethod', message: m.paymentMethod },
    ]);
  });

  it('lists every field that is wrong at once, for the form', () => {
    expect(checkoutProblems(null).map((p) => p.field)).toEqual([
      'lines',
      'delivery.method',
      'customerPhone',
      'paymentMethod',
    ]);
  });
});
