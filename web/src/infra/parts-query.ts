// The catalogue's Firestore queries in the web SDK: Home's bounded grid, its count, and a few
// parts by id (Compare, the PC builder). Every list of parts to search, filter or page (browse,
// Manage Product) comes from the API's search engine (infra/parts-api) instead, its cards kept
// live by infra/watch-parts.
// The domain decides the query's shape (`planPartsQuery`); infra/live-page translates it.
//
//   partsQuery(firestore, filters, { limit })  -> Query<PartDoc>
//   partsWithIds(firestore, ids)               -> Query<PartDoc>, at most 30 ids (`in`)
//   useCatalogueStats()                         the `stats/parts` counters doc, live
//   usePartsCount(filters, stats)               from the counters when they know, else count()

import {
  collections,
  countFromStats,
  partFiltersToParams,
  planPartsQuery,
  statsDocs,
  type CatalogueStats,
  type PartDoc,
  type PartFilters,
  type PartsQueryFilters,
} from '@cps/domain';
import {
  collection,
  doc,
  documentId,
  getCountFromServer,
  query,
  where,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { useFirestore } from 'reactfire';
import { watchDoc } from './firestore-live';
import { planQuery, type PageWindow } from './live-page';

/** The parts with these ids, in one query (Firestore's `in` takes at most 30). */
export function partsWithIds(firestore: Firestore, ids: readonly string[]): Query<PartDoc> {
  return query(
    collection(firestore, collections.parts) as CollectionReference<PartDoc>,
    where(documentId(), 'in', ids),
  );
}

/** The Firestore query of a filter, as `planPartsQuery` plans it, optionally limited. */
export function partsQuery(
  firestore: Firestore,
  filters: PartsQueryFilters,
  page: PageWindow = {},
): Query<PartDoc> {
  return planQuery<PartDoc>(firestore, collections.parts, planPartsQuery(filters), page);
}

const loadingCount: CountState = { status: 'loading' };

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
    return watchDoc(
      ref,
      (stats) => setState({ status: 'ready', stats }),
      // Unreadable counters are unknown counters: counts fall back to aggregation queries.
      () => setState({ status: 'ready', stats: undefined }),
    );
  }, [firestore]);
  return state;
}

export type CountState =
  { status: 'loading' } | { status: 'ready'; count: number } | { status: 'error' };

/** Aggregation counts already answered, per filter, so coming back does not count again. */
const counted = new Map<string, { count: number; at: number }>();
const countTtlMs = 60_000;

/**
 * The number of parts a filter matches (all, or those in stock): from the counters doc when it
 * exists, else an aggregation count() over the query without limit.
 */
export function usePartsCount(filters: PartsQueryFilters, stats: StatsState): CountState {
  const firestore = useFirestore();
  const all = useMemo<PartFilters>(() => ({ ...filters, sort: 'newest' }), [filters]);
  const filterKey = useMemo(() => partFiltersToParams(all).toString(), [all]);
  const fromStats = stats.status === 'ready' ? countFromStats(all, stats.stats) : undefined;
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
    // `filters` is keyed by its query string.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firestore, filterKey, needsAggregation]);

  if (fromStats !== undefined) return { status: 'ready', count: fromStats };
  if (!needsAggregation) return loadingCount;
  if (answer.key === filterKey) return answer.value;
  // Counted earlier in this visit (say before paging away and back): shown while it is recounted.
  const cached = counted.get(filterKey);
  return cached ? { status: 'ready', count: cached.count } : loadingCount;
}
