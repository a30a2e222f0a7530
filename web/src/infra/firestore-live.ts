// The one way the SPA listens to Firestore: `onSnapshot` through `watchQuery` and `watchDoc`, or
// the hooks over them. It is also the one place that holds back an answer from the local cache
// alone that lacks what was asked (an empty list, a missing document, an id not found): an
// offline start gives one, and it proves nothing, so the caller keeps loading until the server
// answers. A cache answer that has everything is passed on at once.

import {
  onSnapshot,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type FirestoreError,
  type Query,
  type SnapshotMetadata,
  type Unsubscribe,
} from 'firebase/firestore';
import { useEffect, useState } from 'react';

/** A document with its id in `_id`, as every list of the app shows them. */
export type WithDocId<T> = T & { _id: string };

/** Whether a snapshot that lacks something asked for is from the local cache alone. */
const provesNothing = (snapshot: { metadata: SnapshotMetadata }, lacking: boolean) =>
  lacking && snapshot.metadata.fromCache;

export interface QueryAnswer<T> {
  /** The documents, each with its id in `_id`, in the query's order. */
  items: WithDocId<T>[];
  /** The snapshots themselves (a pager keeps them as cursors). */
  snapshots: DocumentSnapshot<T>[];
  /** The server has answered: what the answer lacks is not in the database. */
  settled: boolean;
}

export interface WatchQueryOptions<T> {
  /**
   * Whether an answer lacks something the caller asked for, and so is held back while it comes
   * from the cache alone. By default, an empty answer; `() => false` passes every answer on.
   */
  lacking?: (items: WithDocId<T>[]) => boolean;
}

/** Listens to a query; answers from the cache alone that lack something are held back. */
export function watchQuery<T extends DocumentData>(
  source: Query<T>,
  onAnswer: (answer: QueryAnswer<T>) => void,
  onError: (error: FirestoreError) => void,
  { lacking = (items) => items.length === 0 }: WatchQueryOptions<T> = {},
): Unsubscribe {
  return onSnapshot(
    source,
    (snapshot) => {
      const items = snapshot.docs.map((d) => ({ ...d.data(), _id: d.id }));
      if (provesNothing(snapshot, lacking(items))) return;
      onAnswer({ items, snapshots: snapshot.docs, settled: !snapshot.metadata.fromCache });
    },
    onError,
  );
}

/** Listens to one document (undefined: it does not exist); a cache-only "missing" is held back. */
export function watchDoc<T extends DocumentData>(
  ref: DocumentReference<T>,
  onDoc: (found: WithDocId<T> | undefined) => void,
  onError: (error: FirestoreError) => void,
): Unsubscribe {
  return onSnapshot(
    ref,
    (snapshot) => {
      const data = snapshot.data();
      if (provesNothing(snapshot, data === undefined)) return;
      onDoc(data === undefined ? undefined : { ...data, _id: snapshot.id });
    },
    onError,
  );
}

export type LiveState<T> =
  { status: 'loading' } | { status: 'error'; error: FirestoreError } | { status: 'ready'; data: T };

// One object for every "loading" answer, so that callers can pass these states on by identity.
const loading = { status: 'loading' } as const;

/** The last answer of a listener keyed by `key` (undefined: nothing to listen to yet). */
function useWatch<T>(
  key: string | undefined,
  watch: (onData: (data: T) => void, onError: (error: FirestoreError) => void) => Unsubscribe,
): LiveState<T> {
  const [state, setState] = useState<{ key: string; value: LiveState<T> }>();
  useEffect(() => {
    if (key === undefined) return;
    return watch(
      (data) => setState({ key, value: { status: 'ready', data } }),
      (error) => setState({ key, value: { status: 'error', error } }),
    );
    // The listener is keyed by `key`: a new query or reference with the same key is the same one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return key !== undefined && state?.key === key ? state.value : loading;
}

/**
 * A query, live. `key` names the query (a new key listens again, the same key with a new query
 * object does not); `source` undefined waits.
 */
export function useLiveQuery<T extends DocumentData>(
  source: Query<T> | undefined,
  key: string,
  options?: WatchQueryOptions<T>,
): LiveState<QueryAnswer<T>> {
  return useWatch(source && key, (onData, onError) =>
    watchQuery(source!, onData, onError, options),
  );
}

/** One document, live (`data` undefined: it does not exist); `ref` undefined waits. */
export function useLiveDoc<T extends DocumentData>(
  ref: DocumentReference<T> | undefined,
): LiveState<WithDocId<T> | undefined> {
  return useWatch(ref?.path, (onData, onError) => watchDoc(ref!, onData, onError));
}
