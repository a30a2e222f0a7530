// One page of GET /parts from an instance's catalogue index, in the API's list shape: opaque
// cursors (the same encoding as every other list) and the total number of matches.
import {
  decodeCursor,
  encodeCursor,
  type Part,
  type PartFilters,
  type SpecFilter,
} from '@cps/domain';
import { invalidCursor, type ListPage, type PageRequest } from '../services/shared/paged-query';
import type { CatalogueIndex } from './catalogue-index';

/**
 * The page of parts matching `filters` and `specFilters` that the cursor points at. A cursor
 * that does not decode, or whose part the index does not hold (deleted since), is a 400, as
 * on every list.
 */
export function searchPage(
  index: CatalogueIndex,
  filters: PartFilters,
  specFilters: readonly SpecFilter[],
  { limit, cursor }: PageRequest,
): ListPage<Part> {
  const at = cursor === undefined ? undefined : decodeCursor(cursor);
  if (cursor !== undefined && (!at || !index.get(at.id))) throw invalidCursor();
  const page = index.search({ filters, specFilters, limit, cursor: at });
  return {
    items: page.parts,
    total: page.total,
    next: page.next && encodeCursor({ direction: 'after', id: page.next }),
    prev: page.prev && encodeCursor({ direction: 'before', id: page.prev }),
  };
}
