import { homeFilters, pageSizes, type Part } from '@cps/domain';
import { useDeferredValue, useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { liveQuery } from '@/infra/firestore-live';
import { partsQuery } from '@/infra/parts-query';
import { useLive } from '@/infra/use-live';
import { loading, mapReady, type ReadState } from '@/lib/read-state';

/**
 * Home's bounded selection, live: the newest parts in stock, at most `pageSizes.home` of them,
 * so a Home view reads the same few documents however large the catalogue grows.
 */
export function useHomeParts(): ReadState<Part[]> {
  const firestore = useFirestore();
  const source = useMemo(
    () => liveQuery(partsQuery(firestore, homeFilters, { limit: pageSizes.home }), 'home parts'),
    [firestore],
  );
  const live = useLive(source);
  const parts = useMemo(() => mapReady(live, (answer) => answer.items), [live]);
  // Deferred: the cards render in slices that leave the main thread free.
  return useDeferredValue(parts, loading);
}
