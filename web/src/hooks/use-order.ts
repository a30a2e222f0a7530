import { collections, type Order, type OrderDoc } from '@cps/domain';
import { doc, onSnapshot, type DocumentReference } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';

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
  const [state, setState] = useState<{ id?: string; value: OrderState }>({
    value: { status: 'loading' },
  });
  useEffect(() => {
    if (!id) return;
    const ref = doc(firestore, collections.orders, id) as DocumentReference<OrderDoc>;
    return onSnapshot(
      ref,
      (snapshot) => {
        if (!snapshot.exists() && snapshot.metadata.fromCache) return;
        setState({
          id,
          value: snapshot.exists()
            ? { status: 'ready', order: { ...snapshot.data(), _id: snapshot.id } }
            : { status: 'missing' },
        });
      },
      () => setState({ id, value: { status: 'error' } }),
    );
  }, [firestore, id]);
  return id && state.id === id ? state.value : { status: 'loading' };
}
