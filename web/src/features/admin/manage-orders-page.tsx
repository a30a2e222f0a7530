import { toListState } from '@/components/data-table';
import { useCancelOrder } from '@/hooks/use-cancel-order';
import { ManageOrdersTable } from './manage-orders-table';
import { useAllOrders, useShipOrder } from './use-all-orders';

/** Spec §2 Manage All Orders (admin): every order, live; cancel unpaid, ship paid ones. */
export function ManageOrdersPage() {
  const orders = useAllOrders();
  const { cancel, pendingId: cancelling } = useCancelOrder();
  const { ship, pendingId: shipping } = useShipOrder();
  return (
    <section aria-labelledby="manage-orders-heading">
      <h1 id="manage-orders-heading" className="mb-6 text-2xl font-bold text-ink">
        Manage All Orders
      </h1>
      <ManageOrdersTable
        orders={toListState(orders)}
        onCancel={(order) => void cancel(order)}
        onShip={(order) => void ship(order)}
        busyId={cancelling ?? shipping}
      />
    </section>
  );
}
