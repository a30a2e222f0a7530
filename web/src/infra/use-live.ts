// The one live hook: every Firestore read of the SPA goes through reactfire's observables
// (`useObservable`, the engine of its `useFirestoreDoc` and `useFirestoreCollection`, and its
// `preloadObservable`), keyed by the source's id, so two components that read the same document
// or query share one listener and its last answer. The sources (infra/firestore-live) hold back a
// cache-only answer that lacks what was asked and turn a failed read into an `error` state, so
// reactfire never throws one.
//
// What this layer adds to reactfire: its stores keep every listener they ever started for the
// rest of the visit (a `shareReplay` with no reference count), so a visitor paging through lists
// would keep every page live and pay for every change to it. Here each source is held by the
// components (and watchers) that use it, and released, listener and stored answer, `keepForMs`
// after the last one has gone.

import { Observable, NEVER } from 'rxjs';
import { useEffect } from 'react';
import { preloadObservable, useObservable } from 'reactfire';
import { loading, useKeepPrevious, type ReadState } from '@/lib/read-state';
import type { LiveSource } from './firestore-live';

export interface LiveOptions {
  /** While a new source loads, the last ready answer stays, marked `stale`. */
  keepPrevious?: boolean;
  /** How long the listener and its answer stay after the last user leaves (coming back is instant). */
  keepForMs?: number;
}

/** reactfire's store of observables by id (a global, so that every copy of reactfire shares it). */
const reactfireStore = (globalThis as { _reactFirePreloadedObservables?: Map<string, unknown> })
  ._reactFirePreloadedObservables;

const holders = new Map<string, number>();
const releases = new Map<string, ReturnType<typeof setTimeout>>();
const stops = new Map<string, () => void>();

const storeId = (source: LiveSource<unknown>) => `live:${source.id}`;

/** The source as an observable that ends when the source is released. */
function observe<T>(id: string, source: LiveSource<T>): Observable<ReadState<T>> {
  return new Observable<ReadState<T>>((subscriber) => {
    const stop = source.listen((state) => subscriber.next(state));
    let stopped = false;
    const stopOnce = () => {
      if (stopped) return;
      stopped = true;
      stop();
    };
    stops.set(id, () => {
      stopOnce();
      subscriber.complete();
    });
    return stopOnce;
  });
}

function release(id: string) {
  releases.delete(id);
  stops.get(id)?.();
  stops.delete(id);
  reactfireStore?.delete(id);
}

/** Holds the source `id` until the returned function is called; then releases it after `keepForMs`. */
function hold(id: string, keepForMs: number): () => void {
  clearTimeout(releases.get(id));
  releases.delete(id);
  holders.set(id, (holders.get(id) ?? 0) + 1);
  return () => {
    const left = (holders.get(id) ?? 1) - 1;
    if (left > 0) return void holders.set(id, left);
    holders.delete(id);
    releases.set(
      id,
      setTimeout(() => release(id), keepForMs),
    );
  };
}

/**
 * The source's state, live; `source` undefined waits (`loading`). A source with a new id listens
 * again; the same id with a new source object is the same listener.
 */
export function useLive<T>(
  source: LiveSource<T> | undefined,
  { keepPrevious = false, keepForMs = 0 }: LiveOptions = {},
): ReadState<T> {
  const id = source ? storeId(source) : 'live:none';
  const status = useObservable<ReadState<T>>(id, source ? observe(id, source) : NEVER, {
    suspense: false,
  });
  const listening = source !== undefined;
  useEffect(() => (listening ? hold(id, keepForMs) : undefined), [id, keepForMs, listening]);
  return useKeepPrevious(status.status === 'success' ? status.data : loading, keepPrevious);
}

/**
 * Starts the source outside React (say, before the components that read it exist) through
 * reactfire's preloading, and calls `onState` with each state until the returned stop.
 */
export function watchLive<T>(
  source: LiveSource<T>,
  onState: (state: ReadState<T>) => void,
): () => void {
  const id = storeId(source);
  const free = hold(id, 0);
  const subscription = preloadObservable(observe(id, source), id).subscribe(onState);
  return () => {
    subscription.unsubscribe();
    free();
  };
}

/** Releases every source at once, once nothing shows them (the tests start each case clean). */
export function releaseAllLive(): void {
  for (const id of [...stops.keys()]) release(id);
  holders.clear();
}
