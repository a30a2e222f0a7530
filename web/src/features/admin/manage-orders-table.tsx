import {
  adminStatusLabel,
  canCancel,
  canShip,
  formatPrice,
  limits,
  messages,
  preview,
  type AdminStatus,
  type Order,
} from '@cps/domain';
import { Spinner } from '@/components/spinner';
import {
  Cell,
  dangerButtonClass,
  MessageRow,
  Row,
  SkeletonRows,
  smallButtonClass,
  TableShell,
  type ListState,
} from '@/components/data-table';

const columns = ['Name', 'Customer', 'Quantity', 'Total', 'Status', 'Actions'] as const;

const badgeClass: Record<AdminStatus, string> = {
  Unpaid: 'bg-amber-100 text-amber-800',
  Pending: 'bg-sky-100 text-sky-800',
  Paid: 'bg-green-100 text-green-800',
  Expired: 'bg-slate-200 text-slate-700',
};

export function StatusBadge({ order }: { order: Pick<Order, 'paid' | 'shipped' | 'expiredAt'> }) {
  const label = adminStatusLabel(order);
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${badgeClass[label]}`}
    >
      {label}
    </span>
  );
}

/** Spec §4 admin view: cancel only unpaid, ship only paid and unshipped, 'Sipped' once shipped. */
export function AdminOrderActions({
  order,
  onCancel,
  onShip,
  busy = false,
}: {
  order: Order;
  onCancel: (order: Order) => void;
  onShip: (order: Order) => void;
  busy?: boolean;
}) {
  if (canCancel(order)) {
    return (
      <button
        type="button"
        className={dangerButtonClass}
        disabled={busy}
        onClick={() => onCancel(order)}
        aria-label={`${messages.orders.cancel} ${order.name}`}
      >
        {busy && <Spinner label="Cancelling" />}
        {messages.orders.cancel}
      </button>
    );
  }
  if (canShip(order)) {
    return (
      <button
        type="button"
        className={smallButtonClass}
        disabled={busy}
        onClick={() => onShip(order)}
        aria-label={`Ship ${order.name}`}
      >
        {busy && <Spinner label="Shipping" />}
        Ship
      </button>
    );
  }
  return <span className="font-semibold text-green-700">{messages.orders.shipped}</span>;
}

/** Manage All Orders (spec §2): names cut to 50, customer, quantity, total, status, actions. */
export function ManageOrdersTable({
  orders,
  onCancel,
  onShip,
  busyId = null,
}: {
  orders: ListState<Order>;
  onCancel: (order: Order) => void;
  onShip: (order: Order) => void;
  busyId?: string | null;
}) {
  return (
    <TableShell label="All orders" columns={columns} busy={orders.status === 'loading'}>
      {orders.status === 'loading' && <SkeletonRows columns={columns.length} />}
      {orders.status === 'error' && (
        <MessageRow columns={columns.length} tone="error">
          The orders could not be loaded. Check your connection and reload the page.
        </MessageRow>
      )}
      {orders.status === 'success' && orders.items.length === 0 && (
        <MessageRow columns={columns.length}>There are no orders yet</MessageRow>
      )}
      {orders.status === 'success' &&
        orders.items.map((order) => (
          <Row key={order._id} className="flex flex-wrap items-center gap-x-5 gap-y-1.5">
            <Cell className="basis-full font-medium md:min-w-36" title={order.name}>
              {preview(order.name, limits.orderNameAdmin)}
            </Cell>
            <Cell className="basis-full text-slate-600 [overflow-wrap:anywhere] md:text-ink md:[overflow-wrap:normal]">
              {order.customerEmail}
            </Cell>
            <Cell label="Quantity">{order.quanity}</Cell>
            <Cell label="Total" className="whitespace-nowrap">
              {formatPrice(order.unitPrice)}
            </Cell>
            <Cell label="Status">
              <StatusBadge order={order} />
            </Cell>
            <Cell className="basis-full whitespace-nowrap pt-1 md:pt-3">
              <AdminOrderActions
                order={order}
                onCancel={onCancel}
                onShip={onShip}
                busy={busyId === order._id}
              />
            </Cell>
          </Row>
        ))}
    </TableShell>
  );
}
