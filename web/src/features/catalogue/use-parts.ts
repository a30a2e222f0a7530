import { collections, type Part } from '@cps/domain';
import { collection, orderBy, query, type CollectionReference } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';

/** The catalogue, live from Firestore, newest first. */
export function useParts() {
  const firestore = useFirestore();
  const partsQuery = useMemo(
    () =>
      query(
        collection(firestore, collections.parts) as CollectionReference<Omit<Part, '_id'>>,
        orderBy('createdAt', 'desc'),
      ),
    [firestore],
  );
  return useFirestoreCollectionData(partsQuery, { idField: '_id' }) as {
    status: 'loading' | 'success' | 'error';
    data: Part[] | undefined;
    error: Error | undefined;
  };
}
