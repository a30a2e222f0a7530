import { collections, type Order, type OrderDoc } from '@cps/domain';
import { doc, type DocumentReference } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { useLiveDoc } from '@/infra/firestore-live';

export type OrderState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'ready'; order: Order };

/**
 * One order by id, live (one read, then its changes); `id` undefined reads nothing. The rules let
 * its owner and admins read it; a denied read is 'error'.
 */
export function useOrder(id: string | undefined): OrderState {
  const firestore = useFirestore();
  const ref = id
    ? (doc(firestore, collections.orders, id) as DocumentReference<OrderDoc>)
    : undefined;
  const live = useLiveDoc(ref);
  return useMemo<OrderState>(() => {
    if (live.status !== 'ready') return live.status === 'error' ? { status: 'error' } : live;
    return live.data ? { status: 'ready', order: live.data } : { status: 'missing' };
  }, [live]);
}
