import { collections, messages, type Order } from '@cps/domain';
import { collection, orderBy, query, type CollectionReference } from 'firebase/firestore';
import { useCallback, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { api } from '@/infra/api';

/** Every order, live and newest first (the rules let only admins list them all). */
export function useAllOrders() {
  const firestore = useFirestore();
  const ordersQuery = useMemo(
    () =>
      query(
        collection(firestore, collections.orders) as CollectionReference<Order>,
        orderBy('createdAt', 'desc'),
      ),
    [firestore],
  );
  return useFirestoreCollectionData(ordersQuery, { idField: '_id' });
}

/** PUT /orderShip/{id}: a paid order goes out; the live list then shows it shipped. */
export function useShipOrder() {
  const [pendingId, setPendingId] = useState<string | null>(null);

  const ship = useCallback(async (order: Pick<Order, '_id' | 'name'>) => {
    setPendingId(order._id);
    try {
      const answer = await api<{ acknowledged: boolean }>(
        'PUT',
        `/orderShip/${encodeURIComponent(order._id)}`,
      );
      if (answer.acknowledged) toast.success(messages.success.shipped(order.name));
      else toast.error(`${order.name} could not be shipped. Please try again.`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setPendingId(null);
    }
  }, []);

  return { ship, pendingId };
}
