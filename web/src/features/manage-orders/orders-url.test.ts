import { collections, decodeCursor, encodeCursor } from '@cps/domain';
import { describe, expect, it } from 'vitest';
import { withOrderDialog } from '@/lib/order-dialog-url';
import { ordersSearch } from '@/lib/orders-search';
import { ordersSource, readOrdersSearch } from './orders-url';

const cursor = encodeCursor({ direction: 'after', id: 'order-25' });

describe("Manage All Orders' URL", () => {
  it('reads the state filter, the search, the cursor and the open order', () => {
    const params = new URLSearchParams({
      status: 'expired',
      q: ' rahim@example.com ',
      cursor,
      order: 'o-1',
    });
    expect(readOrdersSearch(params)).toEqual({
      filters: { status: 'expired', q: 'rahim@example.com' },
      cursor,
      detail: 'o-1',
    });
  });

  it('drops what it cannot use: an unknown state, a cursor that does not decode, blanks', () => {
    expect(readOrdersSearch(new URLSearchParams('status=lost&cursor=%25%25&q=%20&order='))).toEqual(
      { filters: {} },
    );
  });

  it('writes only what is set, state first, and reads back what it wrote', () => {
    expect(ordersSearch({})).toBe('');
    expect(ordersSearch({ status: 'shipped' })).toBe('?status=shipped');
    const written = ordersSearch({ status: 'unpaid', q: 'a@b.co' }, cursor);
    expect(written).toBe(`?status=unpaid&q=a%40b.co&cursor=${cursor}`);
    expect(readOrdersSearch(new URLSearchParams(written))).toEqual({
      filters: { status: 'unpaid', q: 'a@b.co' },
      cursor,
    });
  });

  it('opens and closes the details dialog without losing the page', () => {
    const params = new URLSearchParams(ordersSearch({ status: 'pending' }, cursor));
    const open = withOrderDialog(params, 'o-9');
    expect(readOrdersSearch(new URLSearchParams(open))).toMatchObject({ cursor, detail: 'o-9' });
    expect(withOrderDialog(new URLSearchParams(open), undefined)).toBe(
      `?status=pending&cursor=${cursor}`,
    );
    expect(decodeCursor(cursor)).toEqual({ direction: 'after', id: 'order-25' });
  });
});

describe('what the orders page lists', () => {
  it('no filter: every order, newest first', () => {
    const source = ordersSource({});
    expect(source).toMatchObject({ kind: 'query', source: { collection: collections.orders } });
    if (source.kind !== 'query') return;
    expect(source.source.plan).toEqual({
      where: [],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    });
  });

  it('a state and an email: that customer’s orders in that state (the email lowercased)', () => {
    const source = ordersSource({ status: 'unpaid', q: 'Rahim@Example.com' });
    if (source.kind !== 'query') throw new Error(`a query, not ${source.kind}`);
    expect(source.source.plan.where).toEqual([
      { field: 'customerEmail', op: '==', value: 'rahim@example.com' },
      { field: 'status', op: '==', value: 'unpaid' },
    ]);
    // Another filter is another query: the pager keys its listener by it.
    const other = ordersSource({ status: 'expired', q: 'rahim@example.com' });
    expect(other.kind === 'query' && other.source.key).not.toBe(source.source.key);
  });

  it('an order id is one document read (with the state checked on it); anything else matches nothing', () => {
    expect(ordersSource({ q: 'Xy12AbCdEf34GhIjKl56' })).toEqual({
      kind: 'id',
      id: 'Xy12AbCdEf34GhIjKl56',
    });
    expect(ordersSource({ q: 'o-1', status: 'shipped' })).toEqual({
      kind: 'id',
      id: 'o-1',
      status: 'shipped',
    });
    expect(ordersSource({ q: 'not an id' })).toEqual({ kind: 'none' });
  });
});
