// GET /parts and GET /parts/facets: the catalogue's search, answered from the instance's index
// (search/) rather than by Firestore queries. A page has the API's list shape: opaque cursors (the
// same encoding as every other list) and the total number of matches. Each answer says how many
// Firestore reads bringing the index up to date cost (the API's `X-Firestore-Reads`).
import {
  decodeCursor,
  encodeCursor,
  type Facets,
  type Part,
  type PartFilters,
  type SpecFilter,
} from '@cps/domain';
import type { CatalogueIndex } from '../../search/catalogue-index';
import type { Deps } from '../shared/deps';
import { invalidCursor, type ListPage, type PageRequest } from '../shared/paged-query';

/** An answer from the index, with the reads that its refresh cost this request. */
export interface IndexAnswer<T> {
  answer: T;
  reads: number;
}

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

/** Search, filters, sorts and pages (GET /parts). */
export async function searchParts(
  { catalogue }: Pick<Deps, 'catalogue'>,
  filters: PartFilters,
  specFilters: readonly SpecFilter[],
  page: PageRequest,
): Promise<IndexAnswer<ListPage<Part>>> {
  const { index, reads } = await catalogue();
  return { answer: searchPage(index, filters, specFilters, page), reads };
}

/**
 * The browse page's counts (GET /parts/facets): categories, brands, the price range and (within
 * a category) each filterable specification's values, for the same filters as GET /parts.
 */
export async function partFacets(
  { catalogue }: Pick<Deps, 'catalogue'>,
  filters: PartFilters,
  specFilters: readonly SpecFilter[],
): Promise<IndexAnswer<Facets>> {
  const { index, reads } = await catalogue();
  return { answer: index.facets(filters, specFilters), reads };
}
