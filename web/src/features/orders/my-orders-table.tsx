import {
  customerOrderView,
  formatPrice,
  isPaymentHeld,
  limits,
  mailCopy,
  messages,
  ordersCopy,
  preview,
  type CodOrderView,
  type Order,
} from '@cps/domain';
import { Link, type To } from 'react-router';
import { CancelOrderButton } from '@/components/cancel-order-button';
import { CourierMark } from '@/components/courier-mark';
import { InvoiceDownload } from '@/components/invoice-download';
import { paths } from '@/config/paths';
import { Cell, DataTable, Row, smallButtonClass, type ListState } from '@/components/data-table';
import { ExpiredNotice, HeldNotice, TimeLeft } from '@/components/order-hold-status';
import { holdView } from '@/lib/order-hold';
import { PartThumb } from '@/components/part-thumb';

const columns = ['Image', 'Name', 'Quantity', 'Total', 'Actions'] as const;

const codTone: Partial<Record<CodOrderView['status'], string>> = {
  'cod-collected': 'text-green-700',
  'cod-refused': 'text-rose-700',
  expired: 'text-slate-600',
};

/**
 * A cash-on-delivery order: where it stands, the cash due to the courier until it is collected,
 * Cancel until it is shipped, and once collected the collection's id.
 */
function CodOrderState({
  view,
  order,
  onCancel,
  cancelling,
}: {
  view: CodOrderView;
  order: Order;
  onCancel: (order: Order) => void;
  cancelling: boolean;
}) {
  return (
    <div className="text-sm">
      <p className={`font-semibold ${codTone[view.status] ?? 'text-amber-800'}`}>{view.label}</p>
      {view.dueCents > 0 && <p className="mt-0.5 text-ink">{ordersCopy.cod.due(view.dueCents)}</p>}
      {view.transectionId && (
        <p className="mt-0.5">
          <span className="font-semibold text-green-700">{messages.orders.paidTransaction}</span>{' '}
          <span className="break-all font-mono text-xs text-slate-700">{view.transectionId}</span>
        </p>
      )}
      {view.canCancel && (
        <div className="mt-1.5">
          <CancelOrderButton order={order} onCancel={onCancel} busy={cancelling} />
        </div>
      )}
    </div>
  );
}

/**
 * Spec §4 customer view: Cancel and Pay while unpaid; once paid, the transaction id. An unpaid
 * order also shows the time left to pay, and once its hold has ended, 'Expired' and no buttons; a
 * refunded order shows 'Refunded' with the payment's id.
 */
export function CustomerOrderActions({
  order,
  onCancel,
  cancelling = false,
  now,
}: {
  order: Order;
  onCancel: (order: Order) => void;
  cancelling?: boolean;
  /** The clock the hold is read against (it ticks on the page). */
  now: number;
}) {
  const view = customerOrderView(order);
  if (view.kind === 'cod') {
    return <CodOrderState view={view} order={order} onCancel={onCancel} cancelling={cancelling} />;
  }
  const refund = order.sslcommerz?.refund;
  // A refund asked of SSLCommerz and not yet done: the buyer sees it on its way.
  const refunding = refund && refund.status !== 'refunded' && view.kind !== 'refunded' && (
    <p className="mt-0.5 text-xs text-violet-800">
      {ordersCopy.sslcommerz.refundStatus[refund.status]}
    </p>
  );
  if (view.kind !== 'unpaid') {
    // Paid, or refunded: the label says which, with the payment's id.
    const tone = view.kind === 'paid' ? 'text-green-700' : 'text-violet-800';
    return (
      <div className="text-sm">
        <p>
          <span className={`font-semibold ${tone}`}>{view.label}</span>{' '}
          <span className="break-all font-mono text-xs text-slate-700">{view.transectionId}</span>
        </p>
        {refunding}
      </div>
    );
  }
  if (isPaymentHeld(order)) {
    // The money is taken and the shop looks at it: nothing to pay or cancel meanwhile.
    return (
      <div>
        <HeldNotice />
        {refunding}
      </div>
    );
  }
  const hold = holdView(order, now);
  if (hold.kind === 'expired') return <ExpiredNotice />;
  return (
    <div>
      {hold.kind === 'open' && <TimeLeft text={hold.timeLeft} className="mb-1.5" />}
      <div className="flex items-center gap-2">
        <CancelOrderButton order={order} onCancel={onCancel} busy={cancelling} />
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
    </div>
  );
}

/**
 * My Orders (spec §2): image, name cut to 40, quantity, total and the actions by state; and a
 * History link under the name. `stale` dims rows being replaced by the next page.
 */
export function MyOrdersTable({
  orders,
  onCancel,
  cancellingId = null,
  now,
  stale = false,
  historyTo,
}: {
  orders: ListState<Order>;
  onCancel: (order: Order) => void;
  cancellingId?: string | null;
  /** The clock the holds are read against (it ticks on the page). */
  now: number;
  stale?: boolean;
  /** Where an order's History dialog is. */
  historyTo?: (order: Order) => To;
}) {
  return (
    <DataTable
      label="My Orders"
      columns={columns}
      list={orders}
      stale={stale}
      errorMessage="Your orders could not be loaded. Check your connection and reload the page."
      emptyMessage="You have no orders yet"
    >
      {(order) => (
        <Row
          key={order._id}
          className={`grid grid-cols-[auto_auto_1fr] items-center gap-x-4 gap-y-1.5 ${stale ? 'opacity-60' : ''}`}
        >
          <Cell className="row-span-3 self-start">
            <PartThumb
              src={order.img}
              width={48}
              className="h-12 w-12 rounded-lg bg-slate-100 object-cover"
            />
          </Cell>
          <Cell className="col-span-2 md:min-w-40" title={order.name}>
            <Link
              to={paths.myOrderPage(order._id)}
              className="font-medium text-ink underline-offset-2 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
              aria-label={mailCopy.orderPage.open(order.name)}
            >
              {preview(order.name, limits.orderNameCustomer)}
            </Link>
            {historyTo && (
              <Link
                to={historyTo(order)}
                state={{ details: true }}
                className="mt-0.5 block w-fit rounded py-0.5 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                aria-label={`${ordersCopy.orders.timeline}: ${order.name}`}
              >
                {ordersCopy.orders.timeline}
              </Link>
            )}
            <span className="mt-1 block">
              <CourierMark order={order} />
            </span>
          </Cell>
          <Cell label="Quantity">{order.quanity}</Cell>
          <Cell label="Total" className="whitespace-nowrap">
            {formatPrice(order.unitPrice)}
          </Cell>
          <Cell className="col-span-2 pt-1 md:min-w-52 md:pt-3">
            <CustomerOrderActions
              order={order}
              onCancel={onCancel}
              cancelling={cancellingId === order._id}
              now={now}
            />
            <InvoiceDownload order={order} />
          </Cell>
        </Row>
      )}
    </DataTable>
  );
}
