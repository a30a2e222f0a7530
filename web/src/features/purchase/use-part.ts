import { collections, type Part, type PartDoc } from '@cps/domain';
import { doc, type DocumentReference } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { useLiveDoc } from '@/infra/firestore-live';

export type PartState =
  { status: 'loading' } | { status: 'missing' } | { status: 'found'; part: Part };

/**
 * One part, live from Firestore. "Missing" is only said once the server has answered: offline,
 * the local cache not having the part proves nothing, and the page keeps its skeleton instead of
 * claiming the part does not exist. A failed read is thrown to the nearest LoadBoundary.
 */
export function usePart(id: string): PartState {
  const firestore = useFirestore();
  const live = useLiveDoc(doc(firestore, collections.parts, id) as DocumentReference<PartDoc>);
  if (live.status === 'error') throw live.error;
  return useMemo<PartState>(() => {
    if (live.status !== 'ready') return { status: 'loading' };
    return live.data ? { status: 'found', part: live.data } : { status: 'missing' };
  }, [live]);
}
