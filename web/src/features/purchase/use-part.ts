import { collections, type Part, type PartDoc } from '@cps/domain';
import { doc, type DocumentReference } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { liveDoc } from '@/infra/firestore-live';
import { useLive } from '@/infra/use-live';
import type { ReadState } from '@/lib/read-state';

/**
 * One part, live from Firestore. `missing` is only said once the server has answered: offline,
 * the local cache not having the part proves nothing, and the page keeps its skeleton instead of
 * claiming the part does not exist. The listener is the one a card of the same part uses.
 */
export function usePart(id: string): ReadState<Part> {
  const firestore = useFirestore();
  return useLive(
    useMemo(
      () => liveDoc(doc(firestore, collections.parts, id) as DocumentReference<PartDoc>),
      [firestore, id],
    ),
  );
}
