// The catalogue's Firestore queries in the web SDK (issue 11, DESIGN §9). The domain decides the
// query's shape (`planPartsQuery`); this module only translates it, pages it with a cursor
// document, and counts. Used by the browse page, Home's bounded grid and the admin's product list.
//
//   partsQuery(firestore, filters, { limit, cursorSnapshot, direction })  -> Query<PartDoc>
//   watchParts(query, onParts, onError)        listens to parts (ids in _id)
//   usePartsPage(filters, cursor, pageSize)     one live page with Next/Previous cursors
//   useCatalogueStats()                          the `stats/parts` counters doc, live
//   usePartsCount(filters, stats)                from the counters when they know, else count()
//
// Reads of one page view: pageSize + 1 documents (the extra one says whether another page
// exists), 1 for the cursor document when the URL has one, 1 for the counters doc, and, only for
// filters the counters do not cover, an aggregation count (1 read per 1,000 matches, once per
// filter: paging does not count again).

import {
  collections,
  countFromStats,
  decodeCursor,
  encodeCursor,
  partFiltersToParams,
  planPartsQuery,
  statsDocs,
  type CatalogueStats,
  type Part,
  type PartDoc,
  type PartFilters,
} from '@cps/domain';
import {
  collection,
  doc,
  endBefore,
  getCountFromServer,
  getDoc,
  limit,
  limitToLast,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  where,
  type CollectionReference,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type FirestoreError,
  type Query,
  type QueryConstraint,
  type Unsubscribe,
} from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { useFirestore } from 'reactfire';

export interface PartsQueryPage {
  /** Documents to read. Leave out for the whole match (what count() counts). */
  limit?: number;
  /** The part at the page edge: the page starts after it ('after') or ends before it ('before'). */
  cursorSnapshot?: DocumentSnapshot;
  direction?: 'after' | 'before';
}

/** The Firestore query of a filter, as `planPartsQuery` plans it, optionally one page of it. */
export function partsQuery(
  firestore: Firestore,
  filters: PartFilters,
  page: PartsQueryPage = {},
): Query<PartDoc> {
  const plan = planPartsQuery(filters);
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
  return query(
    collection(firestore, collections.parts) as CollectionReference<PartDoc>,
    ...constraints,
  );
}

/**
 * Listens to a query of parts, each with its id in `_id`. Offline, an empty answer from the local
 * cache proves nothing, so it is not passed on (the caller keeps loading).
 */
export function watchParts(
  source: Query<PartDoc>,
  onParts: (parts: Part[]) => void,
  onError: (error: FirestoreError) => void,
): Unsubscribe {
  return onSnapshot(
    source,
    (snapshot) => {
      if (snapshot.empty && snapshot.metadata.fromCache) return;
      onParts(snapshot.docs.map((d) => ({ ...d.data(), _id: d.id })));
    },
    onError,
  );
}

export type PartsPageState =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | {
      status: 'ready';
      /** At most pageSize parts, in the sort's order, live. */
      parts: Part[];
      /** Encoded cursors of the pages around this one; undefined where there is none. */
      next?: string;
      previous?: string;
    };

// One object per "loading" answer, so that a caller can pass these states on by identity.
const loadingPage: PartsPageState = { status: 'loading' };
const loadingCount: CountState = { status: 'loading' };

/**
 * Splits a page read with one extra document into the page and its neighbours' cursors. Forward
 * (or the first page): an extra last document means a Next page; a cursor means a Previous one.
 * Backward ('before'): an extra first document means a Previous page; Next always exists.
 */
export function pageFromSnapshot(
  parts: Part[],
  pageSize: number,
  direction: 'after' | 'before' | undefined,
): { parts: Part[]; next?: string; previous?: string } {
  const more = parts.length > pageSize;
  const shown = !more ? parts : direction === 'before' ? parts.slice(1) : parts.slice(0, pageSize);
  const first = shown[0];
  const last = shown[shown.length - 1];
  const hasNext = direction === 'before' ? true : more;
  const hasPrevious = direction === 'before' ? more : direction === 'after';
  return {
    parts: shown,
    next: hasNext && last ? encodeCursor({ direction: 'after', id: last._id }) : undefined,
    previous:
      hasPrevious && first ? encodeCursor({ direction: 'before', id: first._id }) : undefined,
  };
}

/**
 * One page of parts, live (stock on the cards in view follows the database). `cursor` is the
 * URL's opaque cursor: its part document is read once, then pageSize + 1 parts are listened to.
 * A cursor that does not decode, or whose part is gone, gives the first page.
 */
export function usePartsPage(
  filters: PartFilters,
  cursor: string | undefined,
  pageSize: number,
): PartsPageState {
  const firestore = useFirestore();
  const filterKey = partFiltersToParams(filters).toString();
  const [state, setState] = useState<{ key?: string; value: PartsPageState }>({
    value: loadingPage,
  });
  const key = `${filterKey}|${cursor ?? ''}|${pageSize}`;

  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | undefined;
    const set = (value: PartsPageState) => {
      if (active) setState({ key, value });
    };
    const fail = (error: unknown) =>
      set({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });

    async function listen() {
      const edge = cursor ? decodeCursor(cursor) : undefined;
      let cursorSnapshot: DocumentSnapshot | undefined;
      if (edge) {
        const snapshot = await getDoc(doc(firestore, collections.parts, edge.id));
        if (snapshot.exists()) cursorSnapshot = snapshot;
      }
      if (!active) return;
      let direction = cursorSnapshot ? edge?.direction : undefined;
      let pageQuery: Query<PartDoc>;
      try {
        pageQuery = partsQuery(firestore, filters, {
          limit: pageSize + 1,
          cursorSnapshot,
          direction,
        });
      } catch {
        // The cursor's part lacks a field the sort orders by (a hand-made URL): first page, read
        // and split as one (no Previous, and no part dropped as a backward page's extra).
        direction = undefined;
        pageQuery = partsQuery(firestore, filters, { limit: pageSize + 1 });
      }
      unsubscribe = watchParts(
        pageQuery,
        (parts) => set({ status: 'ready', ...pageFromSnapshot(parts, pageSize, direction) }),
        fail,
      );
    }
    listen().catch(fail);
    return () => {
      active = false;
      unsubscribe?.();
    };
    // `filters` is keyed by its query string: a new object with the same filter is the same page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firestore, key]);

  return state.key === key ? state.value : loadingPage;
}

export type StatsState =
  | { status: 'loading' }
  /** `stats` is undefined when the counters doc does not exist (or cannot be read). */
  | { status: 'ready'; stats: CatalogueStats | undefined };

/** The catalogue's counters (`stats/parts`), live: one document read, then its changes. */
export function useCatalogueStats(): StatsState {
  const firestore = useFirestore();
  const [state, setState] = useState<StatsState>({ status: 'loading' });
  useEffect(() => {
    const ref = doc(
      firestore,
      collections.stats,
      statsDocs.parts,
    ) as DocumentReference<CatalogueStats>;
    return onSnapshot(
      ref,
      (snapshot) => {
        if (!snapshot.exists() && snapshot.metadata.fromCache) return;
        setState({ status: 'ready', stats: snapshot.data() });
      },
      // Unreadable counters are unknown counters: counts fall back to aggregation queries.
      () => setState({ status: 'ready', stats: undefined }),
    );
  }, [firestore]);
  return state;
}

export type CountState =
  { status: 'loading' } | { status: 'ready'; count: number } | { status: 'error' };

/** Aggregation counts already answered, per filter, so paging and Back do not count again. */
const counted = new Map<string, { count: number; at: number }>();
const countTtlMs = 60_000;

/**
 * The number of parts a filter matches: from the counters doc when it knows (no filter, or only
 * a category and/or in stock), else an aggregation count() over the query without cursor or limit.
 */
export function usePartsCount(filters: PartFilters, stats: StatsState): CountState {
  const firestore = useFirestore();
  const filterKey = useMemo(
    () => partFiltersToParams({ ...filters, sort: 'newest' }).toString(),
    [filters],
  );
  const fromStats = stats.status === 'ready' ? countFromStats(filters, stats.stats) : undefined;
  const needsAggregation = stats.status === 'ready' && fromStats === undefined;
  const [answer, setAnswer] = useState<{ key?: string; value: CountState }>({
    value: loadingCount,
  });

  useEffect(() => {
    if (!needsAggregation) return;
    const cached = counted.get(filterKey);
    if (cached && Date.now() - cached.at < countTtlMs) return;
    let active = true;
    getCountFromServer(partsQuery(firestore, filters))
      .then((snapshot) => {
        const count = snapshot.data().count;
        counted.set(filterKey, { count, at: Date.now() });
        if (active) setAnswer({ key: filterKey, value: { status: 'ready', count } });
      })
      .catch(() => active && setAnswer({ key: filterKey, value: { status: 'error' } }));
    return () => {
      active = false;
    };
    // `filters` is keyed by its query string (sort left out: it does not change the count).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firestore, filterKey, needsAggregation]);

  if (fromStats !== undefined) return { status: 'ready', count: fromStats };
  if (!needsAggregation) return loadingCount;
  if (answer.key === filterKey) return answer.value;
  // Counted earlier in this visit (say before paging away and back): shown while it is recounted.
  const cached = counted.get(filterKey);
  return cached ? { status: 'ready', count: cached.count } : loadingCount;
}
