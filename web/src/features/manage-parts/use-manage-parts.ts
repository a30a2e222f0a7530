import {
  pageSizes,
  parsePartFilters,
  partFiltersToParams,
  type CategorySlug,
  type Part,
  type PartFilters,
} from '@cps/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLiveParts } from '@/hooks/use-live-parts';
import { fetchPartsPage, type ResultsPage } from '@/infra/parts-api';
import { onPartWritten, sincePartWritten } from './part-writes';

export type ManagePage =
  { status: 'loading' } | { status: 'error' } | ({ status: 'ready' } & ResultsPage);

/** How long after a write the list asks again, and how often: the API's index refreshes about
 * once a second, and a part written is findable within 5 s. */
const refreshForMs = 5_000;
const refreshEveryMs = 1_000;

const noParts: Part[] = [];

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
  /** The page to show, its rows live; while the next one loads, the last one shown (`stale`). */
  page: ManagePage;
  stale: boolean;
  /** How many parts the filter matches, once the API has said. */
  count: number | undefined;
  /** The query string of the page a cursor leads to, with the same filter. */
  search: (cursor: string) => string;
  /**
   * A new search or category: back to the first page. Typing replaces the history entry; a
   * category choice adds one, so Back returns to the previous choice.
   */
  setFilter: (change: { q?: string; category?: CategorySlug | '' }) => void;
}

/**
 * The admin's product list: `pageSizes.admin` parts a page, newest first (a search too), from the
 * API's search engine (`GET /api/parts`), paged by its cursors, its state in the URL
 * (`?q=&category=&cursor=`) so reload and Back keep the page. The rows in view stay live by id
 * (a price or stock edit shows at once, a deleted part leaves); after a write the list asks the
 * API again until its index has seen it.
 */
export function useManageParts(): ManagePartsView {
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the query string's text
  const filters = useMemo(() => manageFilters(params), [paramsKey]);
  const cursor = params.get('cursor') || undefined;
  const query = useMemo(() => {
    const api = partFiltersToParams(filters, cursor);
    api.set('sort', filters.sort);
    api.set('limit', String(pageSizes.admin));
    return api.toString();
  }, [filters, cursor]);

  // The last answer, of this query or (while this one loads) of the one before.
  const [answer, setAnswer] = useState<{ query: string; page: ManagePage }>();
  const [round, setRound] = useState(0);
  useEffect(() => onPartWritten(() => setRound((n) => n + 1)), []);
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    fetchPartsPage(new URLSearchParams(query), controller.signal)
      .then((page) => {
        setAnswer({ query, page: { status: 'ready', ...page } });
        if (sincePartWritten() < refreshForMs) {
          timer = setTimeout(() => setRound((n) => n + 1), refreshEveryMs);
        }
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        // A failed re-ask keeps the page it would have refreshed.
        setAnswer((last) =>
          last?.query === query && last.page.status === 'ready'
            ? last
            : { query, page: { status: 'error' } },
        );
      });
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [query, round]);

  // Keeping the last page on screen while the next one loads: the table does not collapse to
  // skeletons on every Next, Previous or keystroke.
  const stale = answer !== undefined && answer.query !== query;
  const shown = useMemo<ManagePage>(() => {
    if (!answer || (stale && answer.page.status !== 'ready')) return { status: 'loading' };
    return answer.page;
  }, [answer, stale]);
  const parts = useLiveParts(shown.status === 'ready' ? shown.parts : noParts, { dropGone: true });
  const page = useMemo<ManagePage>(
    () => (shown.status === 'ready' ? { ...shown, parts } : shown),
    [shown, parts],
  );

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

  const count = shown.status === 'ready' ? shown.total : undefined;
  return { filters, page, stale: stale && shown.status === 'ready', count, search, setFilter };
}
