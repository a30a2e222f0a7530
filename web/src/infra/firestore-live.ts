// The one way the SPA listens to Firestore: `onSnapshot` through `watchQuery` and `watchDoc`,
// and the live sources over them that the one live hook (infra/use-live) reads through
// reactfire. It is the thin layer under reactfire's observables that holds back an answer from the
// local cache alone that lacks what was asked (an empty list, a missing document, an id not
// found): an offline start gives one, and it proves nothing, so the caller keeps loading until the
// server answers. A cache answer that has everything is passed on at once.

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
import { failed, missing, ready, type ReadState } from '@/lib/read-state';

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

/**
 * Something to listen to, as the live hook takes it: `id` names it (two sources with one id share
 * one listener, and its last answer), `listen` starts it and returns its stop.
 */
export interface LiveSource<T> {
  id: string;
  listen: (next: (state: ReadState<T>) => void) => Unsubscribe;
}

/** One document, live: `missing` once the server says it does not exist. */
export function liveDoc<T extends DocumentData>(
  ref: DocumentReference<T>,
): LiveSource<WithDocId<T>> {
  return {
    id: `doc:${ref.path}`,
    listen: (next) =>
      watchDoc(
        ref,
        (found) => next(found ? ready(found) : missing),
        (error) => next(failed(error)),
      ),
  };
}

/**
 * A query, live. `key` names the query (a new key listens again; the same key with a new query
 * object is the same source).
 */
export function liveQuery<T extends DocumentData>(
  source: Query<T>,
  key: string,
  options?: WatchQueryOptions<T>,
): LiveSource<QueryAnswer<T>> {
  return {
    id: `query:${key}`,
    listen: (next) =>
      watchQuery(
        source,
        (answer) => next(ready(answer)),
        (error) => next(failed(error)),
        options,
      ),
  };
}
