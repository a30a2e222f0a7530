import { collections, type Part } from '@cps/domain';
import { collection, orderBy, query, type CollectionReference } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';

/** The catalogue, live from Firestore, newest first; `idField` puts the doc id in `_id`. */
export function useParts() {
  const firestore = useFirestore();
  const partsQuery = useMemo(
    () =>
      query(
        collection(firestore, collections.parts) as CollectionReference<Part>,
        orderBy('createdAt', 'desc'),
      ),
    [firestore],
  );
  return useFirestoreCollectionData(partsQuery, { idField: '_id' });
}
