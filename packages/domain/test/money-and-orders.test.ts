import { describe, expect, it } from 'vitest';
import {
  adminStatusLabel,
  canCancel,
  canOrder,
  canPay,
  canShip,
  customerOrderView,
  formatPrice,
  fromCents,
  initialQuantity,
  isWholeCents,
  lineTotal,
  lineTotalCents,
  orderStatusOf,
  preview,
  quantityError,
  stockLimitsError,
  toCents,
} from '../src';

describe('money', () => {
  it('converts dollars to whole cents without float drift', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(189.99)).toBe(18999);
    expect(fromCents(18999)).toBe(189.99);
  });
  it('refuses amounts that are not prices', () => {
    expect(() => toCents(-1)).toThrow(RangeError);
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(1.005)).toThrow(RangeError);
  });
  it('a price has at most 2 decimals, whatever the float error of the amount', () => {
    for (const ok of [189.99, 0.1 + 0.2, 1, 0.01, 1_000_000, 1299.5, 0]) {
      expect(isWholeCents(ok)).toBe(true);
    }
    for (const bad of [1.005, 189.999, 0.001, Number.NaN, Infinity, -Infinity]) {
      expect(isWholeCents(bad)).toBe(false);
    }
    // Sign is not its business: the form and the API refuse non-positive prices separately.
    expect(isWholeCents(-2.5)).toBe(true);
  });
  it('line total is price times quantity, exact to the cent', () => {
    expect(lineTotalCents(109.99, 6)).toBe(65994);
    expect(lineTotal(109.99, 6)).toBe(659.94);
    expect(lineTotal(0.1, 3)).toBe(0.3);
    expect(() => lineTotal(10, 1.5)).toThrow(RangeError);
  });
  it('formats with a $ prefix and two decimals', () => {
    expect(formatPrice(389)).toBe('$389.00');
    expect(formatPrice(1299.5)).toBe('$1,299.50');
  });
});

describe('purchase quantity', () => {
  const part = { minimumOrderQuanity: 5, availableQuanity: 20 };
  it('starts at the minimum', () => {
    expect(initialQuantity(part)).toBe(5);
  });
  it('below the minimum names the minimum', () => {
    expect(quantityError(4, part)).toBe('You Have to Purchase Atlest 5 Products');
    expect(quantityError(Number.NaN, part)).toBe('You Have to Purchase Atlest 5 Products');
  });
  it('above the stock asks for less', () => {
    expect(quantityError(21, part)).toBe('Please Order Less Then Available Stock!');
  });
  it('accepts whole quantities within [minimum, stock] only', () => {
    expect(quantityError(5, part)).toBeUndefined();
    expect(quantityError(20, part)).toBeUndefined();
    expect(canOrder(5, part)).toBe(true);
    expect(canOrder(20, part)).toBe(true);
    expect(canOrder(7.5, part)).toBe(false);
    expect(canOrder(21, part)).toBe(false);
  });
});

describe("an admin's stock and minimum", () => {
  it('a part may be sold out whatever its minimum', () => {
    expect(stockLimitsError({ minimumOrderQuanity: 5, availableQuanity: 0 })).toBeUndefined();
  });
  it('otherwise one minimum order must fit in the stock', () => {
    expect(stockLimitsError({ minimumOrderQuanity: 5, availableQuanity: 5 })).toBeUndefined();
    expect(stockLimitsError({ minimumOrderQuanity: 6, availableQuanity: 5 })).toBe(
      'Minimum Order Quantity cannot be above Available Quantity',
    );
  });
});

describe('order status', () => {
  const unpaid = { paid: false, shipped: false };
  const pending = { paid: true, shipped: false };
  const shipped = { paid: true, shipped: true };
  it('labels the admin view', () => {
    expect(adminStatusLabel(unpaid)).toBe('Unpaid');
    expect(adminStatusLabel(pending)).toBe('Pending');
    expect(adminStatusLabel(shipped)).toBe('Paid');
  });
  it('cancels only unpaid orders and ships only paid, unshipped ones', () => {
    expect([unpaid, pending, shipped].map(canCancel)).toEqual([true, false, false]);
    expect([unpaid, pending, shipped].map(canShip)).toEqual([false, true, false]);
  });
  it('an SSLCommerz payment held for review: its own state and label, neither payable nor cancellable', () => {
    const held = { ...unpaid, paymentMethod: 'sslcommerz' as const, paymentHeldAt: 1 };
    expect(orderStatusOf(held)).toBe('held');
    expect(adminStatusLabel(held)).toBe('Payment under review');
    expect([canPay(held, 0), canCancel(held), canShip(held)]).toEqual([false, false, false]);
    expect(orderStatusOf({ ...held, paid: true })).toBe('pending');
  });
  it('shows the customer the transaction id once paid', () => {
    expect(customerOrderView({ paid: false })).toEqual({ kind: 'unpaid' });
    expect(customerOrderView({ paid: true, transectionId: 'pi_1' })).toEqual({
      kind: 'paid',
      label: 'Paid, Trans ID:',
      transectionId: 'pi_1',
    });
  });
});

describe('preview', () => {
  it('cuts to the first n characters', () => {
    expect(preview('x'.repeat(120), 100)).toHaveLength(100);
    expect(preview('short', 100)).toBe('short');
  });
});
