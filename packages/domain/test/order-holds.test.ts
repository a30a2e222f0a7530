import { describe, expect, it } from 'vitest';
import {
  adminStatusLabel,
  canCancel,
  canPay,
  formatTimeLeft,
  holdEndsAt,
  holdTimeLeft,
  orderSearch,
  orderStatusOf,
  parseOrderFilters,
  planOrdersQuery,
  planUsersQuery,
} from '../src';

// The pure pieces of holds: the stored status, holds and the back office's queries.

const unpaid = { paid: false, shipped: false };
const expired = { ...unpaid, expiredAt: 5 };

describe('order status', () => {
  it('is derived from paid, shipped and expiredAt', () => {
    expect(orderStatusOf(unpaid)).toBe('unpaid');
    expect(orderStatusOf({ paid: true, shipped: false })).toBe('pending');
    expect(orderStatusOf({ paid: true, shipped: true })).toBe('shipped');
    expect(orderStatusOf(expired)).toBe('expired');
    // A payment that won the race against expiry is paid, whatever else was set.
    expect(orderStatusOf({ paid: true, shipped: false, expiredAt: 5 })).toBe('pending');
  });

  it('an expired order is labelled Expired and cannot be cancelled', () => {
    expect(adminStatusLabel(expired)).toBe('Expired');
    expect(adminStatusLabel(unpaid)).toBe('Unpaid');
    expect(canCancel(expired)).toBe(false);
    expect(canCancel(unpaid)).toBe(true);
  });
});

describe('holds', () => {
  const order = { ...unpaid, expiresAt: holdEndsAt(1_000, 1800) };

  it('end ORDER_HOLD_SECONDS after the order', () => {
    expect(order.expiresAt).toBe(1_801_000);
  });

  it('may be paid only inside the hold, and never once expired or paid', () => {
    expect(canPay(order, 1_800_999)).toBe(true);
    expect(canPay(order, 1_801_000)).toBe(false);
    expect(canPay({ ...order, expiredAt: 2 }, 10)).toBe(false);
    expect(canPay({ ...order, paid: true }, 10)).toBe(false);
    expect(canPay(unpaid, Number.MAX_SAFE_INTEGER)).toBe(true);
  });

  it('time left counts down to 0 and reads as m:ss or h:mm:ss, rounded up', () => {
    expect(holdTimeLeft(order, 1_000)).toBe(1_800_000);
    expect(holdTimeLeft(order, 9_999_999)).toBe(0);
    expect(holdTimeLeft({ expiresAt: undefined }, 0)).toBeUndefined();
    expect(formatTimeLeft(1_800_000)).toBe('30:00');
    expect(formatTimeLeft(1)).toBe('0:01');
    expect(formatTimeLeft(0)).toBe('0:00');
    expect(formatTimeLeft(3_723_000)).toBe('1:02:03');
  });
});

describe('back-office queries', () => {
  it('parse status and q strictly, or drop bad values leniently', () => {
    expect(parseOrderFilters({ status: 'expired', q: ' a@b.com ' })).toEqual({
      ok: true,
      value: { status: 'expired', q: 'a@b.com' },
    });
    expect(parseOrderFilters({ status: 'paid' }).ok).toBe(false);
    expect(parseOrderFilters({ status: 'paid' }, true)).toEqual({ ok: true, value: {} });
  });

  it('a search is an email, an order id, or nothing that can match', () => {
    expect(orderSearch('Someone@Mail.com')).toEqual({ email: 'someone@mail.com' });
    expect(orderSearch('aB3_x-9')).toEqual({ id: 'aB3_x-9' });
    expect(orderSearch('not an id!')).toEqual({ none: true });
  });

  it('plan newest first, filtered by customer and state', () => {
    expect(planOrdersQuery({ status: 'unpaid', uid: 'u1' })).toEqual({
      where: [
        { field: 'uid', op: '==', value: 'u1' },
        { field: 'status', op: '==', value: 'unpaid' },
      ],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    });
    expect(planUsersQuery(' Ad ').where).toEqual([
      { field: 'email', op: '>=', value: 'ad' },
      { field: 'email', op: '<=', value: 'ad\uf8ff' },
    ]);
    expect(planUsersQuery(undefined).where).toEqual([]);
  });
});
