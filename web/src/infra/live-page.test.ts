import { decodeCursor } from '@cps/domain';
import { describe, expect, it } from 'vitest';
import { pageFromSnapshot } from './live-page';

// The one pager's split, with the documents of the back office's lists (orders, users).
const orders = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => ({ _id: `order-${from + i}`, createdAt: 1000 - from - i }));
const cursorOf = (cursor: string | undefined) => (cursor ? decodeCursor(cursor) : undefined);
const ids = (list: { _id: string }[]) => list.map((item) => item._id);

describe('one page of any list, read with one document more than it shows', () => {
  it('a first page of 25 orders read as 26: 25 shown, Next after the 25th, no Previous', () => {
    const page = pageFromSnapshot(orders(26), 25, undefined);
    expect(page.items).toHaveLength(25);
    expect(page.items[24]!._id).toBe('order-24');
    expect(cursorOf(page.next)).toEqual({ direction: 'after', id: 'order-24' });
    expect(page.previous).toBeUndefined();
  });

  it('the last page forward: no Next; Previous ends before its first order', () => {
    const page = pageFromSnapshot(orders(3, 25), 25, 'after');
    expect(ids(page.items)).toEqual(['order-25', 'order-26', 'order-27']);
    expect(page.next).toBeUndefined();
    expect(cursorOf(page.previous)).toEqual({ direction: 'before', id: 'order-25' });
  });

  it('backward to the first page: the missing extra means no Previous; Next after its last', () => {
    const page = pageFromSnapshot(orders(25), 25, 'before');
    expect(page.items).toHaveLength(25);
    expect(page.previous).toBeUndefined();
    expect(cursorOf(page.next)).toEqual({ direction: 'after', id: 'order-24' });
  });

  it('backward in the middle: the extra first document is dropped and means a Previous', () => {
    const page = pageFromSnapshot(orders(26, 10), 25, 'before');
    expect(page.items[0]!._id).toBe('order-11');
    expect(cursorOf(page.previous)).toEqual({ direction: 'before', id: 'order-11' });
    expect(cursorOf(page.next)).toEqual({ direction: 'after', id: 'order-35' });
  });

  it('an empty list has no page around it', () => {
    expect(pageFromSnapshot([], 25, undefined)).toEqual({ items: [] });
    // Users' ids are uids, not order ids: the cursor is opaque to the list's kind.
    const users = pageFromSnapshot([{ _id: 'uid-a' }, { _id: 'uid-b' }], 1, undefined);
    expect(cursorOf(users.next)).toEqual({ direction: 'after', id: 'uid-a' });
  });
});
