import { specFiltersToParams, type CategorySlug, type Part, type SpecFilter } from '@cps/domain';
import { useCallback, useEffect, useState } from 'react';
import { fetchPartsPage } from '@/infra/parts-api';

/** Parts a page of a slot's list: a phone's screen or two of rows. */
export const slotPageSize = 12;

export interface SlotListRequest {
  category: CategorySlug;
  /** The buyer's search, trimmed; empty for none. */
  q: string;
  /** The `spec.*` filters that narrow the list to parts that can fit (none: every part). */
  filters: readonly SpecFilter[];
}

export type SlotList =
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'ready';
      /** Every page asked for so far, in the search's order. */
      parts: Part[];
      /** How many parts match in all, when the API said. */
      total: number | undefined;
      /** Whether another page can be asked for. */
      hasMore: boolean;
      /** A further page is being asked for, or failed. */
      more: 'idle' | 'loading' | 'error';
      /** The list of the request before, kept on screen while this one loads. */
      stale: boolean;
    };

/** The query string of GET /api/parts for a request and a cursor. */
export function slotListParams(request: SlotListRequest, cursor?: string): URLSearchParams {
  const params = specFiltersToParams(request.filters);
  params.set('category', request.category);
  if (request.q) params.set('q', request.q);
  params.set('limit', String(slotPageSize));
  if (cursor) params.set('cursor', cursor);
  return params;
}

interface Loaded {
  key: string;
  parts: Part[];
  total: number | undefined;
  next: string | undefined;
  more: 'idle' | 'loading' | 'error';
}

/**
 * A slot's list of parts from the API's search engine (`GET /api/parts`), page after page as the
 * buyer asks for more (`loadMore`), by the API's cursors. A new request (a search, the switch)
 * starts again from the first page. `null` asks nothing (no part of the category can fit).
 */
export function useSlotParts(request: SlotListRequest | null): {
  list: SlotList;
  loadMore: () => void;
  retry: () => void;
} {
  const key = request ? slotListParams(request).toString() : '';
  const [loaded, setLoaded] = useState<Loaded | { key: string; failed: true }>();
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    fetchPartsPage(new URLSearchParams(key), controller.signal)
      .then((page) =>
        setLoaded({ key, parts: page.parts, total: page.total, next: page.next, more: 'idle' }),
      )
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ key, failed: true });
      });
    return () => controller.abort();
  }, [key, round]);

  const current = loaded?.key === key ? loaded : undefined;
  const next = current && 'parts' in current ? current.next : undefined;
  const busy = current && 'parts' in current && current.more === 'loading';

  const loadMore = useCallback(() => {
    if (!next || busy) return;
    const params = new URLSearchParams(key);
    params.set('cursor', next);
    const mark = (more: Loaded['more']) =>
      setLoaded((last) => (last?.key === key && 'parts' in last ? { ...last, more } : last));
    mark('loading');
    fetchPartsPage(params)
      .then((page) =>
        setLoaded((last) =>
          last?.key === key && 'parts' in last
            ? {
                ...last,
                parts: [
                  ...last.parts,
                  ...page.parts.filter((p) => !last.parts.some((q) => q._id === p._id)),
                ],
                next: page.next,
                more: 'idle',
              }
            : last,
        ),
      )
      .catch(() => mark('error'));
  }, [key, next, busy]);

  const retry = useCallback(() => {
    setLoaded(undefined);
    setRound((n) => n + 1);
  }, []);

  // While a new search loads, the last list stays (marked stale), rather than a flash of empty
  // rows at every keystroke.
  const shown = current ?? (loaded && 'parts' in loaded ? loaded : undefined);
  let list: SlotList;
  if (!request)
    list = { status: 'ready', parts: [], total: 0, hasMore: false, more: 'idle', stale: false };
  else if (!shown) list = { status: 'loading' };
  else if ('failed' in shown) list = { status: 'error' };
  else
    list = {
      status: 'ready',
      parts: shown.parts,
      total: shown.total,
      hasMore: shown === current && shown.next !== undefined,
      more: shown.more,
      stale: shown !== current,
    };
  return { list, loadMore, retry };
}
