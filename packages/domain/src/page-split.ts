import { encodeCursor, type PageCursor } from './catalogue-query';

/** A page and the cursors of its neighbours, as a list answers them. */
export interface PageSplit<T> {
  /** At most `limit` items, in the query's order. */
  items: T[];
  /** Encoded cursors of the pages around this one; undefined where there is none. */
  next?: string;
  prev?: string;
}

/**
 * Splits a page read with one item more than `limit` into the page and its neighbours' cursors,
 * so that a list knows whether another page follows without counting. Forward (the first page,
 * or after a cursor): an extra last item means a Next page, and a cursor means a Previous one.
 * Backward (before a cursor, read with limitToLast): an extra first item means a Previous page,
 * and Next always exists (the cursor's own item follows).
 */
export function splitPage<T>(
  read: readonly T[],
  limit: number,
  direction: PageCursor['direction'] | undefined,
  idOf: (item: T) => string,
): PageSplit<T> {
  const more = read.length > limit;
  const items = !more
    ? [...read]
    : direction === 'before'
      ? read.slice(-limit)
      : read.slice(0, limit);
  const first = items[0];
  const last = items[items.length - 1];
  const hasNext = direction === 'before' || more;
  const hasPrev = direction === 'before' ? more : direction === 'after';
  return {
    items,
    next: hasNext && last ? encodeCursor({ direction: 'after', id: idOf(last) }) : undefined,
    prev: hasPrev && first ? encodeCursor({ direction: 'before', id: idOf(first) }) : undefined,
  };
}
