import { collections, type Part, type PartDoc } from '@cps/domain';
import { doc, type DocumentReference } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreDoc } from 'reactfire';

export type PartState =
  { status: 'loading' } | { status: 'missing' } | { status: 'found'; part: Part };

/**
 * One part, live from Firestore. The snapshot (not just its data) is read so that "missing" is
 * only said once the server has answered: offline, the local cache not having the part proves
 * nothing, and the page keeps its skeleton instead of claiming the part does not exist.
 */
export function usePart(id: string): PartState {
  const firestore = useFirestore();
  const ref = useMemo(
    () => doc(firestore, collections.parts, id) as DocumentReference<PartDoc>,
    [firestore, id],
  );
  const { status, data: snapshot } = useFirestoreDoc(ref);
  return useMemo<PartState>(() => {
    if (status === 'loading' || !snapshot) return { status: 'loading' };
    const data = snapshot.data();
    if (data) return { status: 'found', part: { ...data, _id: snapshot.id } };
    return snapshot.metadata.fromCache ? { status: 'loading' } : { status: 'missing' };
  }, [status, snapshot]);
}
