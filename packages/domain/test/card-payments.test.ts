import { describe, expect, it } from 'vitest';
import {
  amountLimitError,
  cardAmountLimits,
  cardDeclineLimit,
  formatPrice,
  lineTotalCents,
  ordersCopy,
} from '../src';

describe("an order's total within Stripe's limits on one card payment", () => {
  const refusal = ordersCopy.orders.totalOutOfRange(formatPrice(0.5), formatPrice(999_999.99));

  it('are $0.50 and $999,999.99, in cents', () => {
    expect(cardAmountLimits).toEqual({ minCents: 50, maxCents: 99_999_999 });
  });

  it('refuses a total below the minimum or above the maximum, with the limits in the message', () => {
    for (const cents of [0, 1, 49, 99_999_999 + 1, lineTotalCents(500_000, 2)]) {
      expect(amountLimitError(cents), String(cents)).toBe(refusal);
    }
    expect(refusal).toContain('$0.50');
    expect(refusal).toContain('$999,999.99');
  });

  it('accepts the limits and everything between', () => {
    for (const cents of [50, 51, 18_999, 99_999_999]) {
      expect(amountLimitError(cents), String(cents)).toBeUndefined();
    }
  });

  it('refuses what is not a whole number of cents', () => {
    for (const cents of [Number.NaN, 50.5, Number.POSITIVE_INFINITY]) {
      expect(amountLimitError(cents), String(cents)).toBe(refusal);
    }
  });
});

describe('the decline limit', () => {
  it('is a few declines in a day', () => {
    expect(cardDeclineLimit).toEqual({ declines: 3, windowMs: 24 * 60 * 60 * 1000 });
  });

  it('names the limit and the wait in its message', () => {
    expect(ordersCopy.payment.declinesLocked(3, 24)).toBe(
      'Too many declined cards: after 3 declined card payments, this account cannot start a new payment for 24 hours.',
    );
  });
});
