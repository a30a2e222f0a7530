import { homeFilters, pageSizes, type Part } from '@cps/domain';
import { onSnapshot } from 'firebase/firestore';
import { startTransition, useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { partsQuery } from '@/lib/parts-query';

export type HomePartsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; parts: Part[] };

/**
 * Home's bounded selection, live: the newest parts in stock, at most `pageSizes.home` of them,
 * so a Home view reads the same few documents however large the catalogue grows.
 */
export function useHomeParts(): HomePartsState {
  const firestore = useFirestore();
  const [state, setState] = useState<HomePartsState>({ status: 'loading' });
  useEffect(
    () =>
      onSnapshot(
        partsQuery(firestore, homeFilters, { limit: pageSizes.home }),
        (snapshot) => {
          // Offline, an empty answer from the local cache proves nothing: keep loading.
          if (snapshot.empty && snapshot.metadata.fromCache) return;
          const parts = snapshot.docs.map((d) => ({ ...d.data(), _id: d.id }));
          // A transition: the cards render in slices that leave the main thread free.
          startTransition(() => setState({ status: 'ready', parts }));
        },
        () => setState({ status: 'error' }),
      ),
    [firestore],
  );
  return state;
}
