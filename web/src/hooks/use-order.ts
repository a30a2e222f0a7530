import { collections, type Order, type OrderDoc } from '@cps/domain';
import { doc, type DocumentReference } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { liveDoc } from '@/infra/firestore-live';
import { useLive } from '@/infra/use-live';
import type { ReadState } from '@/lib/read-state';

/**
 * One order by id, live (one read, then its changes): the one hook for a live order (My Orders'
 * History, Manage All Orders' details and search by id, the Payment page). `id` undefined reads
 * nothing. The rules let its owner and admins read it; a denied read is `error`.
 */
export function useOrder(id: string | undefined): ReadState<Order> {
  const firestore = useFirestore();
  const source = useMemo(
    () =>
      id
        ? liveDoc(doc(firestore, collections.orders, id) as DocumentReference<OrderDoc>)
        : undefined,
    [firestore, id],
  );
  return useLive(source);
}
