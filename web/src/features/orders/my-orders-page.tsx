import type { User } from 'firebase/auth';
import { useRole } from '@/lib/auth/role';
import { MyOrdersTable } from './my-orders-table';
import { toListState } from '@/components/data-table';
import { useCancelOrder } from '@/hooks/use-cancel-order';
import { useMyOrders } from './use-my-orders';

function MyOrders({ user }: { user: User }) {
  const orders = useMyOrders(user.uid);
  const { cancel, pendingId } = useCancelOrder();
  return (
    <MyOrdersTable
      orders={toListState(orders)}
      onCancel={(order) => void cancel(order)}
      cancellingId={pendingId}
    />
  );
}

/** Spec §2 My Orders: the signed-in customer's orders, live, with Cancel and Pay. */
export function MyOrdersPage() {
  const { user } = useRole();
  return (
    <section aria-labelledby="my-orders-heading">
      <h1 id="my-orders-heading" className="mb-6 text-2xl font-bold text-ink">
        My Orders
      </h1>
      {user && <MyOrders user={user} />}
    </section>
  );
}
