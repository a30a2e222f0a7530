import { useMemo, useState } from 'react';

/**
 * The one state of every read, fetched (infra/use-fetch) or live (infra/use-live):
 *
 * - `loading`: nothing to show yet;
 * - `ready`: the answer; `stale` while a newer one loads and this one is kept on screen
 *   (`keepPrevious`);
 * - `missing`: the server has said that what was asked does not exist (an answer from the local
 *   cache alone never says so);
 * - `error`: the read failed.
 *
 * The one rule for a failed read: a data hook never throws it. It answers `error`, and the page
 * says so in its place (a section with nothing better to say throws it to its LoadBoundary).
 */
export type ReadState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T; stale: boolean }
  | { status: 'missing' }
  | { status: 'error'; error: Error };

/** One object for every "loading" answer, so that hooks can pass these states on by identity. */
export const loading: ReadState<never> = Object.freeze({ status: 'loading' });
export const missing: ReadState<never> = Object.freeze({ status: 'missing' });

export const ready = <T>(data: T): ReadState<T> => ({ status: 'ready', data, stale: false });

export const failed = (error: unknown): ReadState<never> => ({
  status: 'error',
  error: error instanceof Error ? error : new Error(String(error)),
});

/** The state with its data changed by `change`; the other states as they are. */
export function mapReady<T, U>(state: ReadState<T>, change: (data: T) => U): ReadState<U> {
  return state.status === 'ready' ? { ...state, data: change(state.data) } : state;
}

/**
 * `state`, or while it loads, the last ready state seen, marked `stale`: a list keeps its rows on
 * screen, dimmed, instead of collapsing to skeletons on every Next, filter or keystroke. The one
 * place "keep the last answer while the next loads" is written; `keep` false passes `state` on.
 */
export function useKeepPrevious<T>(state: ReadState<T>, keep: boolean): ReadState<T> {
  const [last, setLast] = useState<ReadState<T>>();
  if (keep && state.status === 'ready' && state !== last) setLast(state);
  const kept = useMemo(
    (): ReadState<T> | undefined => (last?.status === 'ready' ? { ...last, stale: true } : last),
    [last],
  );
  return keep && state.status === 'loading' && kept?.status === 'ready' ? kept : state;
}
