import { collections, type Part, type PartDoc } from '@cps/domain';
import { collection, documentId, query, where, type CollectionReference } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';

/**
 * The parts of a page as the database has them now: the cards in view, listened to by id (one
 * `in` query of at most a page's ids, so its reads are bounded by the page), so that a restock,
 * a sale or a new price shows without a reload. Until the first answer, and for a part the
 * answer lacks, the part as the API gave it.
 */
export function useLiveParts(parts: Part[]): Part[] {
  const firestore = useFirestore();
  const ids = parts.map((part) => part._id).join('\n');
  const byIds = useMemo(
    () =>
      query(
        collection(firestore, collections.parts) as CollectionReference<PartDoc>,
        where(documentId(), 'in', ids ? ids.split('\n') : ['-']),
      ),
    [firestore, ids],
  );
  const { data } = useFirestoreCollectionData(byIds, { idField: '_id' });
  return useMemo(() => {
    if (!data?.length) return parts;
    const live = new Map((data as Part[]).map((part) => [part._id, part]));
    return parts.map((part) => live.get(part._id) ?? part);
  }, [parts, data]);
}
