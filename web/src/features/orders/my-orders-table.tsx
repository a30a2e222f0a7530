import { customerOrderView, formatPrice, limits, messages, preview, type Order } from '@cps/domain';
import { Link } from 'react-router';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
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

const columns = ['Image', 'Name', 'Quantity', 'Total', 'Actions'] as const;

/** Spec §4 customer view: Cancel and Pay while unpaid; once paid, the transaction id. */
export function CustomerOrderActions({
  order,
  onCancel,
  cancelling = false,
}: {
  order: Order;
  onCancel: (order: Order) => void;
  cancelling?: boolean;
}) {
  const view = customerOrderView(order);
  if (view.kind === 'paid') {
    return (
      <p className="text-sm">
        <span className="font-semibold text-green-700">{view.label}</span>{' '}
        <span className="break-all font-mono text-xs text-slate-700">{view.transectionId}</span>
      </p>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        className={dangerButtonClass}
        disabled={cancelling}
        onClick={() => onCancel(order)}
        aria-label={`${messages.orders.cancel} ${order.name}`}
      >
        {cancelling && <Spinner label="Cancelling" />}
        {messages.orders.cancel}
      </button>
      {/* A full page load: only the payment page's Content-Security-Policy admits Stripe.js. */}
      <Link
        to={paths.payment(order._id)}
        reloadDocument
        className={smallButtonClass}
        aria-label={`${messages.orders.pay} ${order.name}`}
      >
        {messages.orders.pay}
      </Link>
    </div>
  );
}

/** My Orders (spec §2): image, name cut to 40, quantity, total and the actions by state. */
export function MyOrdersTable({
  orders,
  onCancel,
  cancellingId = null,
}: {
  orders: ListState<Order>;
  onCancel: (order: Order) => void;
  cancellingId?: string | null;
}) {
  return (
    <TableShell label="My Orders" columns={columns} busy={orders.status === 'loading'}>
      {orders.status === 'loading' && <SkeletonRows columns={columns.length} />}
      {orders.status === 'error' && (
        <MessageRow columns={columns.length} tone="error">
          Your orders could not be loaded. Check your connection and reload the page.
        </MessageRow>
      )}
      {orders.status === 'success' && orders.items.length === 0 && (
        <MessageRow columns={columns.length}>You have no orders yet</MessageRow>
      )}
      {orders.status === 'success' &&
        orders.items.map((order) => (
          <Row
            key={order._id}
            className="grid grid-cols-[auto_auto_1fr] items-center gap-x-4 gap-y-1.5"
          >
            <Cell className="row-span-3 self-start">
              <img
                src={order.img}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                className="h-12 w-12 rounded-lg bg-slate-100 object-cover"
              />
            </Cell>
            <Cell className="col-span-2 font-medium md:min-w-40" title={order.name}>
              {preview(order.name, limits.orderNameCustomer)}
            </Cell>
            <Cell label="Quantity">{order.quanity}</Cell>
            <Cell label="Total" className="whitespace-nowrap">
              {formatPrice(order.unitPrice)}
            </Cell>
            <Cell className="col-span-2 pt-1 md:min-w-44 md:pt-3">
              <CustomerOrderActions
                order={order}
                onCancel={onCancel}
                cancelling={cancellingId === order._id}
              />
            </Cell>
          </Row>
        ))}
    </TableShell>
  );
}
