import { homeFilters, pageSizes, type Part } from '@cps/domain';
import { startTransition, useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { watchQuery } from '@/infra/firestore-live';
import { partsQuery } from '@/infra/parts-query';

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
      watchQuery(
        partsQuery(firestore, homeFilters, { limit: pageSizes.home }),
        // A transition: the cards render in slices that leave the main thread free.
        ({ items }) => startTransition(() => setState({ status: 'ready', parts: items })),
        () => setState({ status: 'error' }),
      ),
    [firestore],
  );
  return state;
}
