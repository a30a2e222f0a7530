// The catalogue's Firestore queries in the web SDK (issue 11, DESIGN §9). The domain decides the
// query's shape (`planPartsQuery`); lib/live-page translates and pages it (the one pager of
// the app, shared with the back office's lists), and this module counts. Used by Home's bounded
// grid and the admin's product list.
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
  partFiltersToParams,
  planPartsQuery,
  statsDocs,
  type CatalogueStats,
  type Part,
  type PartDoc,
  type PartFilters,
} from '@cps/domain';
import {
  doc,
  getCountFromServer,
  onSnapshot,
  type DocumentReference,
  type Firestore,
  type FirestoreError,
  type Query,
  type Unsubscribe,
} from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { useFirestore } from 'reactfire';
import {
  pageFromSnapshot as pageFromItems,
  planQuery,
  useLivePage,
  watchQuery,
  type PageWindow,
} from './live-page';

export type PartsQueryPage = PageWindow;

/** The Firestore query of a filter, as `planPartsQuery` plans it, optionally one page of it. */
export function partsQuery(
  firestore: Firestore,
  filters: PartFilters,
  page: PartsQueryPage = {},
): Query<PartDoc> {
  return planQuery<PartDoc>(firestore, collections.parts, planPartsQuery(filters), page);
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
  return watchQuery(source, (parts) => onParts(parts), onError);
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

/** The generic split (lib/live-page) with the page's items named `parts`. */
export function pageFromSnapshot(
  parts: Part[],
  pageSize: number,
  direction: 'after' | 'before' | undefined,
): { parts: Part[]; next?: string; previous?: string } {
  const { items, next, previous } = pageFromItems(parts, pageSize, direction);
  return { parts: items, next, previous };
}

/**
 * One page of parts, live (stock on the cards in view follows the database): `useLivePage` over
 * `planPartsQuery`. A cursor that does not decode, or whose part is gone, gives the first page.
 */
export function usePartsPage(
  filters: PartFilters,
  cursor: string | undefined,
  pageSize: number,
): PartsPageState {
  const filterKey = partFiltersToParams(filters).toString();
  // `filters` is keyed by its query string: a new object with the same filter is the same page.
  const source = useMemo(
    () => ({ collection: collections.parts, plan: planPartsQuery(filters), key: filterKey }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [filterKey],
  );
  const live = useLivePage<PartDoc>(source, cursor, pageSize);
  // One state object per live answer, so that callers can compare pages by identity.
  return useMemo(() => {
    if (live.status !== 'ready') return live.status === 'loading' ? loadingPage : live;
    return { status: 'ready', parts: live.items, next: live.next, previous: live.previous };
  }, [live]);
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
