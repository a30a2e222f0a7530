import { collections, type Order } from '@cps/domain';
import { collection, orderBy, query, where, type CollectionReference } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';

/**
 * The signed-in customer's orders, live and newest first. The rules let a customer list only a
 * query constrained to their own uid, so the filter is not optional.
 */
export function useMyOrders(uid: string) {
  const firestore = useFirestore();
  const ordersQuery = useMemo(
    () =>
      query(
        collection(firestore, collections.orders) as CollectionReference<Order>,
        where('uid', '==', uid),
        orderBy('createdAt', 'desc'),
      ),
    [firestore, uid],
  );
  return useFirestoreCollectionData(ordersQuery, { idField: '_id' });
}
