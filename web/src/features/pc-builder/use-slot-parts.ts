import { specFiltersToParams, type CategorySlug, type Part, type SpecFilter } from '@cps/domain';
import { useCallback, useMemo, useState } from 'react';
import { fetchPartsPage } from '@/infra/parts-api';
import { useFetch } from '@/infra/use-fetch';
import { mapReady, ready, type ReadState } from '@/lib/read-state';

/** Parts a page of a slot's list: a phone's screen or two of rows. */
export const slotPageSize = 12;

export interface SlotListRequest {
  category: CategorySlug;
  /** The buyer's search, trimmed; empty for none. */
  q: string;
  /** The `spec.*` filters that narrow the list to parts that can fit (none: every part). */
  filters: readonly SpecFilter[];
}

export interface SlotList {
  /** Every page asked for so far, in the search's order. */
  parts: Part[];
  /** How many parts match in all, when the API said. */
  total: number | undefined;
  /** Whether another page can be asked for. */
  hasMore: boolean;
  /** A further page is being asked for, or failed. */
  more: 'idle' | 'loading' | 'error';
}

/** The query string of GET /api/parts for a request and a cursor. */
export function slotListParams(request: SlotListRequest, cursor?: string): URLSearchParams {
  const params = specFiltersToParams(request.filters);
  params.set('category', request.category);
  if (request.q) params.set('q', request.q);
  params.set('limit', String(slotPageSize));
  if (cursor) params.set('cursor', cursor);
  return params;
}

/** The pages asked for after the first, for one request. */
interface More {
  key: string;
  parts: Part[];
  next: string | undefined;
  more: SlotList['more'];
}

const noList: ReadState<SlotList> = ready({ parts: [], total: 0, hasMore: false, more: 'idle' });

const loadFirst = (key: string, signal: AbortSignal) =>
  fetchPartsPage(new URLSearchParams(key), signal);

/**
 * A slot's list of parts from the API's search engine (`GET /api/parts`), page after page as the
 * buyer asks for more (`loadMore`), by the API's cursors. A new request (a search, the switch)
 * starts again from the first page; while it loads, the last list stays (`stale`), rather than a
 * flash of empty rows at every keystroke. `null` asks nothing (no part of the category can fit).
 */
export function useSlotParts(request: SlotListRequest | null): {
  list: ReadState<SlotList>;
  loadMore: () => void;
  retry: () => void;
} {
  const key = request ? slotListParams(request).toString() : '';
  const [round, setRound] = useState(0);
  const first = useFetch(key || undefined, loadFirst, { keepPrevious: true, refresh: round });
  const [further, setFurther] = useState<More>();

  const firstPage = first.status === 'ready' && !first.stale ? first.data : undefined;
  const more = further?.key === key ? further : undefined;
  const next = more ? more.next : firstPage?.next;
  const busy = more?.more === 'loading';

  const loadMore = useCallback(() => {
    if (!next || busy || !firstPage) return;
    const params = new URLSearchParams(key);
    params.set('cursor', next);
    const base = more ?? { key, parts: [], next, more: 'idle' as const };
    const mark = (state: More['more']) =>
      setFurther((last) => ({ ...(last?.key === key ? last : base), more: state }));
    mark('loading');
    fetchPartsPage(params)
      .then((page) =>
        setFurther((last) => {
          const known = [...firstPage.parts, ...(last?.key === key ? last.parts : [])];
          return {
            key,
            parts: [
              ...(last?.key === key ? last.parts : []),
              ...page.parts.filter((p) => !known.some((q) => q._id === p._id)),
            ],
            next: page.next,
            more: 'idle',
          };
        }),
      )
      .catch(() => mark('error'));
  }, [key, next, busy, firstPage, more]);

  const retry = useCallback(() => setRound((n) => n + 1), []);

  const list = useMemo(
    (): ReadState<SlotList> =>
      mapReady(first, (page) => ({
        parts: page === firstPage && more ? [...page.parts, ...more.parts] : page.parts,
        total: page.total,
        hasMore: page === firstPage && next !== undefined,
        more: page === firstPage ? (more?.more ?? 'idle') : 'idle',
      })),
    [first, firstPage, more, next],
  );
  return { list: request ? list : noList, loadMore, retry };
}
