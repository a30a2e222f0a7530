import {
  pageSizes,
  parsePartFilters,
  partFiltersToParams,
  type CategorySlug,
  type PartFilters,
} from '@cps/domain';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  useCatalogueStats,
  usePartsCount,
  usePartsPage,
  type CountState,
  type PartsPageState,
} from '@/lib/parts-query';

type ReadyPage = Extract<PartsPageState, { status: 'ready' }>;

/**
 * Manage Product's filter from its URL: a search (`q`) and a category, newest first. Anything
 * else in the query string (a browse link pasted here) is ignored, and a bad value dropped.
 */
export function manageFilters(params: URLSearchParams): PartFilters {
  const parsed = parsePartFilters(params, true);
  const { q, category } = parsed.ok ? parsed.value : {};
  return { sort: 'newest', ...(q && { q }), ...(category && { category }) };
}

export interface ManagePartsView {
  filters: PartFilters;
  /** The page to show: live, or while the next one loads, the last one shown (`stale`). */
  page: PartsPageState;
  stale: boolean;
  count: CountState;
  /** The query string of the page a cursor leads to, with the same filter. */
  search: (cursor: string) => string;
  /**
   * A new search or category: back to the first page. Typing replaces the history entry; a
   * category choice adds one, so Back returns to the previous choice.
   */
  setFilter: (change: { q?: string; category?: CategorySlug | '' }) => void;
}

/**
 * The admin's product list (issue 11): `pageSizes.admin` parts a page, newest first, searched and
 * filtered through the same query plan as the browse page (lib/parts-query), paged by cursor,
 * its state in the URL (`?q=&category=&cursor=`) so reload and Back keep the page.
 */
export function useManageParts(): ManagePartsView {
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the query string's text
  const filters = useMemo(() => manageFilters(params), [paramsKey]);
  const cursor = params.get('cursor') || undefined;
  const live = usePartsPage(filters, cursor, pageSizes.admin);
  const stats = useCatalogueStats();
  const count = usePartsCount(filters, stats);

  // Keeping the last page on screen while the next one loads: the table does not collapse to
  // skeletons on every Next, Previous or keystroke.
  const [lastReady, setLastReady] = useState<ReadyPage | null>(null);
  if (live.status === 'ready' && live !== lastReady) setLastReady(live);
  const stale = live.status === 'loading' && lastReady !== null;

  const search = useCallback(
    (to: string) => `?${partFiltersToParams(filters, to).toString()}`,
    [filters],
  );

  const setFilter = useCallback(
    (change: { q?: string; category?: CategorySlug | '' }) => {
      setParams(
        (current) => {
          const next = { ...manageFilters(current) };
          if (change.q !== undefined) next.q = change.q.trim() || undefined;
          if (change.category !== undefined) next.category = change.category || undefined;
          return partFiltersToParams(next);
        },
        { replace: change.category === undefined },
      );
    },
    [setParams],
  );

  return { filters, page: stale && lastReady ? lastReady : live, stale, count, search, setFilter };
}
