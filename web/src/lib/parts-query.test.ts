import { decodeCursor, type Part } from '@cps/domain';
import { makePart } from '@cps/fixtures';
import { describe, expect, it } from 'vitest';
import { pageFromSnapshot } from './parts-query';

const parts = (n: number, from = 0): Part[] =>
  Array.from({ length: n }, (_, i) => ({ _id: `p${from + i}`, ...makePart() }));
const cursorOf = (cursor: string | undefined) => (cursor ? decodeCursor(cursor) : undefined);
const ids = (list: Part[]) => list.map((p) => p._id);

describe('a page read with one part more than it shows', () => {
  it('first page: an extra part means a Next after the last shown, and there is no Previous', () => {
    const page = pageFromSnapshot(parts(4), 3, undefined);
    expect(ids(page.parts)).toEqual(['p0', 'p1', 'p2']);
    expect(cursorOf(page.next)).toEqual({ direction: 'after', id: 'p2' });
    expect(page.previous).toBeUndefined();
  });

  it('the only page: no Next and no Previous', () => {
    const page = pageFromSnapshot(parts(3), 3, undefined);
    expect(ids(page.parts)).toEqual(['p0', 'p1', 'p2']);
    expect(page.next).toBeUndefined();
    expect(page.previous).toBeUndefined();
  });

  it('forward: Previous ends before the first shown; the last page has no Next', () => {
    const page = pageFromSnapshot(parts(2, 3), 3, 'after');
    expect(ids(page.parts)).toEqual(['p3', 'p4']);
    expect(page.next).toBeUndefined();
    expect(cursorOf(page.previous)).toEqual({ direction: 'before', id: 'p3' });
  });

  it('backward: the extra part is the first one and means a Previous; Next always exists', () => {
    const middle = pageFromSnapshot(parts(4, 2), 3, 'before');
    expect(ids(middle.parts)).toEqual(['p3', 'p4', 'p5']);
    expect(cursorOf(middle.previous)).toEqual({ direction: 'before', id: 'p3' });
    expect(cursorOf(middle.next)).toEqual({ direction: 'after', id: 'p5' });

    const first = pageFromSnapshot(parts(3), 3, 'before');
    expect(ids(first.parts)).toEqual(['p0', 'p1', 'p2']);
    expect(first.previous).toBeUndefined();
    expect(cursorOf(first.next)).toEqual({ direction: 'after', id: 'p2' });
  });
});
