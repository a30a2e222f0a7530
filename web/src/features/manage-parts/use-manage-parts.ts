import {
  pageSizes,
  parsePartFilters,
  partFiltersToParams,
  type CategorySlug,
  type Part,
  type PartFilters,
  type StockFilter,
} from '@cps/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLiveParts } from '@/hooks/use-live-parts';
import { fetchPartsPage, type ResultsPage } from '@/infra/parts-api';
import { useFetch } from '@/infra/use-fetch';
import { mapReady, type ReadState } from '@/lib/read-state';
import { onPartWritten, sincePartWritten } from './part-writes';

export type ManagePage = ReadState<ResultsPage>;

/** How long after a write the list asks again, and how often: the API's index refreshes about
 * once a second, and a part written is findable within 5 s. */
const refreshForMs = 5_000;
const refreshEveryMs = 1_000;

const noParts: Part[] = [];

const loadPage = (query: string, signal: AbortSignal) =>
  fetchPartsPage(new URLSearchParams(query), signal);

/**
 * Manage Product's filter from its URL: a search (`q`), a category and the stock (`stock=out`,
 * `stock=low&below=N`, the overview's links), newest first. Anything else in the query string (a
 * browse link pasted here) is ignored, and a bad value dropped.
 */
export function manageFilters(params: URLSearchParams): PartFilters {
  const parsed = parsePartFilters(params, true);
  const { q, category, stock } = parsed.ok ? parsed.value : {};
  return {
    sort: 'newest',
    ...(q && { q }),
    ...(category && { category }),
    ...(stock && { stock }),
  };
}

/** A change of Manage Product's filter; `''` or `null` clears that filter. */
export interface ManageFilterChange {
  q?: string;
  category?: CategorySlug | '';
  stock?: StockFilter | null;
}

export interface ManagePartsView {
  filters: PartFilters;
  /** The page to show, its rows live; while the next one loads, the last one shown (`stale`). */
  page: ManagePage;
  /** How many parts the filter matches, once the API has said. */
  count: number | undefined;
  /** The query string of the page a cursor leads to, with the same filter. */
  search: (cursor: string) => string;
  /**
   * A new search, category or stock filter: back to the first page. Typing (a search, a number
   * of units) replaces the history entry; a choice from a list adds one, so Back returns to the
   * previous choice.
   */
  setFilter: (change: ManageFilterChange, options?: { replace?: boolean }) => void;
}

/**
 * The admin's product list: `pageSizes.admin` parts a page, newest first (a search too), from the
 * API's search engine (`GET /api/parts`), paged by its cursors, its state in the URL
 * (`?q=&category=&stock=&below=&cursor=`) so reload and Back keep the page. The rows in view stay live by id
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

  const [round, setRound] = useState(0);
  useEffect(() => onPartWritten(() => setRound((n) => n + 1)), []);
  // Keeping the last page on screen while the next one loads: the table does not collapse to
  // skeletons on every Next, Previous or keystroke. A failed re-ask keeps the page it would
  // have refreshed.
  const shown = useFetch(query, loadPage, { keepPrevious: true, refresh: round });
  const answered = shown.status === 'ready' ? shown.data : undefined;
  // After a write, the list asks again until the API's index has seen it.
  useEffect(() => {
    if (!answered || sincePartWritten() >= refreshForMs) return;
    const timer = setTimeout(() => setRound((n) => n + 1), refreshEveryMs);
    return () => clearTimeout(timer);
  }, [answered]);
  const parts = useLiveParts(answered?.parts ?? noParts, { dropGone: true });
  const page = useMemo<ManagePage>(
    () => mapReady(shown, (data) => ({ ...data, parts })),
    [shown, parts],
  );

  const search = useCallback(
    (to: string) => `?${partFiltersToParams(filters, to).toString()}`,
    [filters],
  );

  const setFilter = useCallback(
    (change: ManageFilterChange, options?: { replace?: boolean }) => {
      setParams(
        (current) => {
          const next = { ...manageFilters(current) };
          if (change.q !== undefined) next.q = change.q.trim() || undefined;
          if (change.category !== undefined) next.category = change.category || undefined;
          if (change.stock !== undefined) next.stock = change.stock ?? undefined;
          return partFiltersToParams(next);
        },
        { replace: options?.replace ?? change.q !== undefined },
      );
    },
    [setParams],
  );

  return { filters, page, count: answered?.total, search, setFilter };
}
