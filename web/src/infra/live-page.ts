// One live page of any Firestore list, paged by opaque cursor: the back office's orders and
// users, and My Orders all page through this one module (Home's grid uses its `planQuery`). The
// domain plans each query (`planPartsQuery`, `planOrdersQuery`, `planUsersQuery`); this module only
// translates a plan into the web SDK's query, so every query the app runs is one the index test
// has checked.
// Reads of one page view: pageSize + 1 documents (the extra one says whether another page
// exists), plus 1 for the cursor document when the URL has one and this visit has not already
// seen it (Next and Previous from a page in view read nothing more: its documents are kept).

import { decodeCursor, encodeCursor, type QueryPlan } from '@cps/domain';
import {
  collection,
  doc,
  endBefore,
  getDoc,
  limit,
  limitToLast,
  orderBy,
  query,
  startAfter,
  where,
  type CollectionReference,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { watchQuery, type WithDocId } from './firestore-live';

export interface PageWindow {
  /** Documents to read. Leave out for the whole match (what count() counts). */
  limit?: number;
  /** The document at the page edge: the page starts after it ('after') or ends before it ('before'). */
  cursorSnapshot?: DocumentSnapshot;
  direction?: 'after' | 'before';
}

/** A plan's Firestore query over `collectionName`, optionally one page of it. */
export function planQuery<T extends DocumentData>(
  firestore: Firestore,
  collectionName: string,
  plan: QueryPlan,
  page: PageWindow = {},
): Query<T> {
  const constraints: QueryConstraint[] = [
    ...plan.where.map((w) => where(w.field, w.op, w.value)),
    ...plan.orderBy.map((o) => orderBy(o.field, o.direction)),
  ];
  const before = page.direction === 'before';
  if (page.cursorSnapshot) {
    constraints.push(before ? endBefore(page.cursorSnapshot) : startAfter(page.cursorSnapshot));
  }
  if (page.limit !== undefined) {
    constraints.push(before ? limitToLast(page.limit) : limit(page.limit));
  }
  return query(collection(firestore, collectionName) as CollectionReference<T>, ...constraints);
}

export interface PageSplit<T> {
  /** At most pageSize items, in the query's order. */
  items: T[];
  /** Encoded cursors of the pages around this one; undefined where there is none. */
  next?: string;
  previous?: string;
}

/**
 * Splits a page read with one extra document into the page and its neighbours' cursors. Forward
 * (or the first page): an extra last document means a Next page; a cursor means a Previous one.
 * Backward ('before'): an extra first document means a Previous page; Next always exists.
 */
export function pageFromSnapshot<T extends { _id: string }>(
  items: T[],
  pageSize: number,
  direction: 'after' | 'before' | undefined,
): PageSplit<T> {
  const more = items.length > pageSize;
  const shown = !more ? items : direction === 'before' ? items.slice(1) : items.slice(0, pageSize);
  const first = shown[0];
  const last = shown[shown.length - 1];
  const hasNext = direction === 'before' ? true : more;
  const hasPrevious = direction === 'before' ? more : direction === 'after';
  return {
    items: shown,
    next: hasNext && last ? encodeCursor({ direction: 'after', id: last._id }) : undefined,
    previous:
      hasPrevious && first ? encodeCursor({ direction: 'before', id: first._id }) : undefined,
  };
}

export type LivePageState<T> =
  { status: 'loading' } | { status: 'error'; error: Error } | ({ status: 'ready' } & PageSplit<T>);

// One object for every "loading" answer, so that callers can pass these states on by identity.
const loadingPage = { status: 'loading' } as const;

/**
 * The documents of the pages shown lately, by path: the cursor of a Next or Previous click is a
 * document of the page in view, so it needs no read. Bounded; a reload starts empty.
 */
const seen = new Map<string, DocumentSnapshot>();
const seenMax = 500;
function remember(snapshots: DocumentSnapshot[]) {
  for (const snapshot of snapshots) {
    seen.delete(snapshot.ref.path);
    seen.set(snapshot.ref.path, snapshot);
  }
  for (const path of seen.keys()) {
    if (seen.size <= seenMax) break;
    seen.delete(path);
  }
}

export interface PageSource {
  /** The collection the plan queries (and the cursor's document lives in). */
  collection: string;
  plan: QueryPlan;
  /** Identifies the plan: a new key is a new query; the same key with a new plan object is not. */
  key: string;
}

/**
 * One page of a planned query, live (the documents in view follow the database). `cursor` is the
 * URL's opaque cursor: its document is read once (unless this visit has it already), then
 * pageSize + 1 documents are listened to. A cursor that does not decode, or whose document is
 * gone, gives the first page. `source` null waits (say, for the signed-in user).
 */
export function useLivePage<T extends DocumentData>(
  source: PageSource | null,
  cursor: string | undefined,
  pageSize: number,
): LivePageState<WithDocId<T>> {
  const firestore = useFirestore();
  const [state, setState] = useState<{ key?: string; value: LivePageState<WithDocId<T>> }>({
    value: loadingPage,
  });
  const key = source ? `${source.collection}|${source.key}|${cursor ?? ''}|${pageSize}` : '';

  useEffect(() => {
    if (!source) return;
    const name = source.collection;
    const plan = source.plan;
    let active = true;
    let unsubscribe: (() => void) | undefined;
    const set = (value: LivePageState<WithDocId<T>>) => {
      if (active) setState({ key, value });
    };
    const fail = (error: unknown) =>
      set({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });

    async function listen() {
      const edge = cursor ? decodeCursor(cursor) : undefined;
      let cursorSnapshot: DocumentSnapshot | undefined;
      if (edge) {
        const ref = doc(firestore, name, edge.id);
        const snapshot = seen.get(ref.path) ?? (await getDoc(ref));
        if (snapshot.exists()) cursorSnapshot = snapshot;
      }
      if (!active) return;
      let direction = cursorSnapshot ? edge?.direction : undefined;
      let pageQuery: Query<T>;
      try {
        pageQuery = planQuery<T>(firestore, name, plan, {
          limit: pageSize + 1,
          cursorSnapshot,
          direction,
        });
      } catch {
        // The cursor's document lacks a field the plan orders by (a hand-made URL): first page,
        // read and split as one (no Previous, and no document dropped as a backward page's extra).
        direction = undefined;
        pageQuery = planQuery<T>(firestore, name, plan, { limit: pageSize + 1 });
      }
      unsubscribe = watchQuery(
        pageQuery,
        ({ items, snapshots }) => {
          remember(snapshots);
          set({ status: 'ready', ...pageFromSnapshot(items, pageSize, direction) });
        },
        fail,
      );
    }
    listen().catch(fail);
    return () => {
      active = false;
      unsubscribe?.();
    };
    // `source` is keyed by its key: a new object with the same key is the same page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firestore, key]);

  return state.key === key && source ? state.value : loadingPage;
}

/**
 * Keeps the last ready page on screen while the next one loads (`stale`), so a table does not
 * collapse to skeletons on every Next, Previous or filter change.
 */
export function useKeptPage<T>(live: LivePageState<T>): { page: LivePageState<T>; stale: boolean } {
  const [lastReady, setLastReady] = useState<LivePageState<T> | null>(null);
  if (live.status === 'ready' && live !== lastReady) setLastReady(live);
  const stale = live.status === 'loading' && lastReady !== null;
  return { page: stale && lastReady ? lastReady : live, stale };
}
