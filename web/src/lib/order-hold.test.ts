import { ordersCopy } from '@cps/domain';
import { describe, expect, it } from 'vitest';
import { anyHoldOpen, holdView } from './order-hold';

const placed = Date.parse('2026-12-01T10:00:00Z');
const unpaid = {
  paid: false,
  shipped: false,
  status: 'unpaid' as const,
  expiresAt: placed + 30 * 60_000,
};

describe('what the customer sees of a hold', () => {
  it('an unpaid order inside its hold shows the time left to pay, rounded up to the second', () => {
    expect(holdView(unpaid, placed)).toEqual({
      kind: 'open',
      timeLeft: ordersCopy.orders.timeLeft('30:00'),
    });
    expect(holdView(unpaid, unpaid.expiresAt - 61_500)).toEqual({
      kind: 'open',
      timeLeft: 'Pay within 1:02',
    });
    expect(holdView(unpaid, unpaid.expiresAt - 1)).toEqual({
      kind: 'open',
      timeLeft: 'Pay within 0:01',
    });
  });

  it('is expired the moment the clock reaches the end of the hold, before any job has run', () => {
    expect(holdView(unpaid, unpaid.expiresAt)).toEqual({ kind: 'expired' });
    expect(holdView(unpaid, unpaid.expiresAt + 5_000)).toEqual({ kind: 'expired' });
  });

  it('is expired once the job marked it, whatever the clock says', () => {
    expect(holdView({ ...unpaid, status: 'expired', expiredAt: placed + 1 }, placed)).toEqual({
      kind: 'expired',
    });
    expect(holdView({ ...unpaid, status: 'expired' }, placed)).toEqual({ kind: 'expired' });
  });

  it('a paid order, and an order from before holds, show no hold at all', () => {
    expect(holdView({ ...unpaid, paid: true, status: 'pending' }, unpaid.expiresAt + 1)).toEqual({
      kind: 'none',
    });
    expect(holdView({ paid: false, shipped: false }, placed)).toEqual({ kind: 'none' });
  });

  it('the clock runs only while an order on the page counts down', () => {
    const legacy = { paid: false, shipped: false };
    expect(anyHoldOpen([legacy, unpaid], placed)).toBe(true);
    expect(anyHoldOpen([legacy, unpaid], unpaid.expiresAt)).toBe(false);
    expect(anyHoldOpen([], placed)).toBe(false);
  });
});

describe('orders whose hold is not the buyer’s to watch', () => {
  it('a payment held for review counts down nothing and is not expired', () => {
    const held = { ...unpaid, status: 'held' as const, paymentHeldAt: placed + 60_000 };
    expect(holdView(held, unpaid.expiresAt + 60_000)).toEqual({ kind: 'none' });
  });

  it('a cash-on-delivery order waits for the shop’s call, not a payment: no countdown', () => {
    const cod = { ...unpaid, status: 'cod-placed' as const, paymentMethod: 'cod' as const };
    expect(holdView(cod, placed)).toEqual({ kind: 'none' });
    expect(holdView({ ...cod, status: 'expired', expiredAt: unpaid.expiresAt }, placed)).toEqual({
      kind: 'expired',
    });
  });
});
