// The one fetch hook: every read of the REST API that a page makes as it renders (a list of parts,
// suggestions, a count) goes through it, with its options written once here: `debounceMs`,
// `keepPrevious`, a `cache` and `refresh`.

import { useEffect, useMemo, useState } from 'react';
import { useDebounced } from '@/hooks/use-debounced';
import type { AnswerCache } from '@/lib/answer-cache';
import { failed, loading, missing, ready, useKeepPrevious, type ReadState } from '@/lib/read-state';
import { ApiError } from './api';

export interface FetchOptions<T> {
  /** Asks once `key` has rested this long (typing): until then, `loading` (or the cache's). */
  debounceMs?: number;
  /** While a new key loads, the last ready answer stays, marked `stale`. */
  keepPrevious?: boolean;
  /** Answers kept by key: a key answered lately is shown at once, with no request. */
  cache?: AnswerCache<T>;
  /**
   * A new number asks the same key again; what is shown stays (not `stale`) until the new answer,
   * and a failed re-ask keeps it.
   */
  refresh?: number;
}

/**
 * What `load(key)` answered; `key` undefined asks nothing (`loading`). A new key aborts the
 * request in flight, and an answer for a key no longer asked is dropped. A 404 from the API is
 * `missing`; any other failure `error`.
 */
export function useFetch<T>(
  key: string | undefined,
  load: (key: string, signal: AbortSignal) => Promise<T>,
  { debounceMs = 0, keepPrevious = false, cache, refresh = 0 }: FetchOptions<T> = {},
): ReadState<T> {
  // A key answered lately shows at once, however fast the typing: only a request waits.
  const cached = key === undefined ? undefined : cache?.get(key);
  const asked = useDebounced(key, debounceMs);
  const current = asked === key && cached === undefined ? asked : undefined;
  const [answer, setAnswer] = useState<{ key: string; refresh: number; state: ReadState<T> }>();

  useEffect(() => {
    if (current === undefined) return;
    const controller = new AbortController();
    load(current, controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        cache?.set(current, data);
        setAnswer({ key: current, refresh, state: ready(data) });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const state = error instanceof ApiError && error.status === 404 ? missing : failed(error);
        setAnswer((last) =>
          last?.key === current && last.state.status === 'ready'
            ? { ...last, refresh }
            : { key: current, refresh, state },
        );
      },
    );
    return () => controller.abort();
    // `load` is the caller's function for the key: a new one for the same key asks nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current, refresh]);

  const fromCache = useMemo(() => (cached === undefined ? undefined : ready(cached)), [cached]);
  let state: ReadState<T> = loading;
  if (fromCache) state = fromCache;
  // A re-asked key keeps its answer on screen; a failure is asked again from `loading`.
  else if (
    current !== undefined &&
    answer?.key === current &&
    (answer.refresh === refresh || answer.state.status === 'ready')
  ) {
    state = answer.state;
  }
  return useKeepPrevious(state, keepPrevious);
}
