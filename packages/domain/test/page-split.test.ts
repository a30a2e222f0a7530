import { describe, expect, it } from 'vitest';
import { decodeCursor, splitPage } from '../src';

const items = (...ids: string[]) => ids.map((id) => ({ id }));
const idOf = (item: { id: string }) => item.id;
/** A split with its cursors decoded, to read which item each names. */
const split = (read: { id: string }[], limit: number, direction?: 'after' | 'before') => {
  const page = splitPage(read, limit, direction, idOf);
  return {
    ids: page.items.map(idOf),
    next: page.next === undefined ? undefined : decodeCursor(page.next),
    prev: page.prev === undefined ? undefined : decodeCursor(page.prev),
  };
};

describe('splitPage: a page read with one item more than the limit', () => {
  it('the first page: the extra last item means a Next page, and there is no Previous', () => {
    expect(split(items('a', 'b', 'c'), 2)).toEqual({
      ids: ['a', 'b'],
      next: { direction: 'after', id: 'b' },
      prev: undefined,
    });
  });

  it('the only page: no extra item, no Next, no Previous', () => {
    expect(split(items('a', 'b'), 2)).toEqual({
      ids: ['a', 'b'],
      next: undefined,
      prev: undefined,
    });
  });

  it('after a cursor: Previous always, Next only with the extra item', () => {
    expect(split(items('c', 'd', 'e'), 2, 'after')).toEqual({
      ids: ['c', 'd'],
      next: { direction: 'after', id: 'd' },
      prev: { direction: 'before', id: 'c' },
    });
    expect(split(items('c'), 2, 'after')).toEqual({
      ids: ['c'],
      next: undefined,
      prev: { direction: 'before', id: 'c' },
    });
  });

  it('before a cursor: the extra item is the first one; Next always, Previous only with it', () => {
    expect(split(items('a', 'b', 'c'), 2, 'before')).toEqual({
      ids: ['b', 'c'],
      next: { direction: 'after', id: 'c' },
      prev: { direction: 'before', id: 'b' },
    });
    expect(split(items('b', 'c'), 2, 'before')).toEqual({
      ids: ['b', 'c'],
      next: { direction: 'after', id: 'c' },
      prev: undefined,
    });
  });

  it('an empty read has no cursors in any direction', () => {
    for (const direction of [undefined, 'after', 'before'] as const) {
      expect(split([], 2, direction)).toEqual({ ids: [], next: undefined, prev: undefined });
    }
  });

  it('never changes what it was given', () => {
    const read = items('a', 'b', 'c');
    splitPage(read, 2, 'before', idOf);
    expect(read.map(idOf)).toEqual(['a', 'b', 'c']);
  });
});
