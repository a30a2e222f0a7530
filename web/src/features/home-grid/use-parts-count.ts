import {
  collections,
  countFromStats,
  partFiltersToParams,
  statsDocs,
  type CatalogueStats,
  type PartFilters,
  type PartsQueryFilters,
} from '@cps/domain';
import { doc, getCountFromServer, type DocumentReference } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { liveDoc } from '@/infra/firestore-live';
import { partsQuery } from '@/infra/parts-query';
import { useFetch } from '@/infra/use-fetch';
import { useLive } from '@/infra/use-live';
import { answerCache } from '@/lib/answer-cache';
import { loading, ready, type ReadState } from '@/lib/read-state';

/** Aggregation counts already answered, per filter, so coming back does not count again. */
const counted = answerCache<number>({ size: 20, ttlMs: 60_000 });

/**
 * The number of parts a filter matches (all, or those in stock): from the catalogue's counters
 * (`stats/parts`, live: one document read, then its changes) when they know, else an
 * aggregation count() over the query without limit.
 */
export function usePartsCount(filters: PartsQueryFilters): ReadState<number> {
  const firestore = useFirestore();
  const stats = useLive(
    useMemo(
      () =>
        liveDoc(
          doc(firestore, collections.stats, statsDocs.parts) as DocumentReference<CatalogueStats>,
        ),
      [firestore],
    ),
  );
  const all = useMemo<PartFilters>(() => ({ ...filters, sort: 'newest' }), [filters]);
  // Unreadable or absent counters are unknown counters: counts fall back to aggregation queries.
  const known = stats.status === 'ready' ? countFromStats(all, stats.data) : undefined;
  const needsAggregation = stats.status !== 'loading' && known === undefined;
  const aggregated = useFetch(
    needsAggregation ? partFiltersToParams(all).toString() : undefined,
    async () => (await getCountFromServer(partsQuery(firestore, filters))).data().count,
    { cache: counted },
  );
  const fromStats = useMemo(() => (known === undefined ? undefined : ready(known)), [known]);
  if (fromStats) return fromStats;
  return needsAggregation ? aggregated : loading;
}
