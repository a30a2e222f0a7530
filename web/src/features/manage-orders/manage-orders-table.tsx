import {
  adminStatusLabel,
  canCancel,
  canShip,
  formatPrice,
  isCodOrder,
  isCourierReturn,
  isPaymentHeld,
  isRefunded,
  limits,
  messages,
  ordersCopy,
  payCopy,
  preview,
  type AdminStatus,
  type Order,
} from '@cps/domain';
import { Link, type To } from 'react-router';
import { CancelOrderButton } from '@/components/cancel-order-button';
import { CourierMark } from '@/components/courier-mark';
import { InvoiceDownload } from '@/components/invoice-download';
import { Cell, DataTable, Row, RowButton, type ListState } from '@/components/data-table';
import { statusOf } from './use-all-orders';
import type { OrderAction } from './use-order-action';

const columns = ['Name', 'Customer', 'Quantity', 'Total', 'Status', 'Actions'] as const;

const badgeClass: Record<AdminStatus, string> = {
  Unpaid: 'bg-amber-100 text-amber-800',
  Pending: 'bg-sky-100 text-sky-800',
  Paid: 'bg-green-100 text-green-800',
  Expired: 'bg-slate-200 text-slate-700',
  Refunded: 'bg-violet-100 text-violet-800',
  [ordersCopy.orders.status.held]: 'bg-amber-100 text-amber-900',
  'COD: to confirm': 'bg-amber-100 text-amber-800',
  'COD: to ship': 'bg-sky-100 text-sky-800',
  'COD: cash due': 'bg-orange-100 text-orange-800',
  'COD: collected': 'bg-green-100 text-green-800',
  'COD: refused': 'bg-rose-100 text-rose-800',
};

const badgeBase = 'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold';

export function StatusBadge({
  order,
}: {
  order: Pick<Order, 'paid' | 'shipped' | 'expiredAt' | 'refundedAt'>;
}) {
  const label = adminStatusLabel(order);
  return <span className={`${badgeBase} ${badgeClass[label]}`}>{label}</span>;
}

/**
 * The customer disputed the payment with their bank; the admin should look at it. The notice is a
 * hover title for a mouse and read out by screen readers; keyboard and touch users read it in the
 * order's details, which show it in full.
 */
export function DisputedMark({ order }: { order: Pick<Order, 'disputedAt'> }) {
  if (order.disputedAt === undefined) return null;
  return (
    <span
      className={`${badgeBase} bg-red-100 text-red-800`}
      title={ordersCopy.refunds.disputedNotice}
    >
      {ordersCopy.refunds.disputed}
      <span className="sr-only">: {ordersCopy.refunds.disputedNotice}</span>
    </span>
  );
}

/** What an action button needs: who runs a step, and which step of which order is under way. */
export interface OrderSteps {
  onAction: (action: OrderAction, order: Order) => void;
  pending: { id: string; action: OrderAction } | null;
}

/**
 * Spec §4 admin view: cancel only unpaid, ship only paid, unshipped and not refunded,
 * 'Sipped' once shipped. A cash-on-delivery order: Confirm (after the call) and Cancel while
 * placed, Ship and Cancel once confirmed, Collected or Refused once shipped. An SSLCommerz
 * payment held for review: Accept; one held or paid: Refund, once at a time.
 */
export function AdminOrderActions({
  order,
  onCancel,
  onShip,
  busy = false,
  steps,
}: {
  order: Order;
  onCancel: (order: Order) => void;
  onShip: (order: Order) => void;
  busy?: boolean;
  steps?: OrderSteps;
}) {
  const step = (action: OrderAction, text: string) =>
    steps && (
      <RowButton
        key={action}
        busy={steps.pending?.id === order._id && steps.pending.action === action}
        busyLabel={payCopy.orderActions.working[action]}
        onClick={() => steps.onAction(action, order)}
        label={`${text} ${order.name}`}
      >
        {text}
      </RowButton>
    );
  const cancel = canCancel(order) && (
    <CancelOrderButton key="cancel" order={order} onCancel={onCancel} busy={busy} />
  );
  const ship = canShip(order) && (
    <RowButton
      key="ship"
      busy={busy}
      busyLabel="Shipping"
      onClick={() => onShip(order)}
      label={`Ship ${order.name}`}
    >
      Ship
    </RowButton>
  );
  // A parcel the courier brought back: the admin says whether its goods can be sold again.
  const courier = order.courier;
  if (courier && isCourierReturn(courier.state) && courier.returnDecidedAt === undefined) {
    return [
      step('restock', ordersCopy.courier.restock),
      step('writeOff', ordersCopy.courier.writeOff),
    ];
  }
  if (isCodOrder(order)) {
    const { actions } = ordersCopy.cod;
    switch (statusOf(order)) {
      case 'cod-placed':
        return [step('confirm', actions.confirm), cancel];
      case 'cod-confirmed':
        return [ship, cancel];
      case 'cod-shipped':
        return [step('collect', actions.collect), step('refuse', actions.refuse)];
      default:
        // Collected, refused, or its hold ended unconfirmed: the badge says which.
        return null;
    }
  }
  // An SSLCommerz payment held for review, or paid and not given back: Refund beside the rest.
  const refund = canRefund(order) && step('refund', payCopy.orderActions.refund);
  if (isPaymentHeld(order)) return [step('accept', payCopy.orderActions.accept), refund];
  if (cancel) return cancel;
  if (ship) return [ship, refund];
  if (order.shipped) {
    return [
      <span key="shipped" className="font-semibold text-green-700">
        {messages.orders.shipped}
      </span>,
      refund,
    ];
  }
  // Its hold ended unpaid, or it was refunded: nothing left to do with it.
  return null;
}

/** An SSLCommerz payment the admin may give back: held, or paid; no refund under way. */
function canRefund(order: Order): boolean {
  if (order.paymentMethod !== 'sslcommerz') return false;
  const refund = order.sslcommerz?.refund;
  if (refund && refund.status !== 'failed') return false;
  return isPaymentHeld(order) || (order.paid && !isRefunded(order));
}

/** A refund asked of SSLCommerz and not finished (or refused): the admin follows it here. */
export function RefundMark({ order }: { order: Order }) {
  const refund = order.sslcommerz?.refund;
  if (!refund || isRefunded(order)) return null;
  return (
    <span className={`${badgeBase} bg-violet-100 text-violet-800`}>
      {ordersCopy.sslcommerz.refundStatus[refund.status]}
    </span>
  );
}

const detailsLinkClass =
  'inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-ink hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';

/**
 * Manage All Orders (spec §2): names cut to 50, customer, quantity, total, status, actions; and
 * a Details link to each order's details dialog (a click on the row opens it too).
 * `stale` dims rows that are being replaced by the next page while it loads.
 */
export function ManageOrdersTable({
  orders,
  onCancel,
  onShip,
  busyId = null,
  stale = false,
  emptyMessage = 'There are no orders yet',
  details,
  steps,
}: {
  orders: ListState<Order>;
  onCancel: (order: Order) => void;
  onShip: (order: Order) => void;
  busyId?: string | null;
  stale?: boolean;
  emptyMessage?: string;
  /** Where an order's details dialog is, and how a row click opens it. */
  details?: { to: (order: Order) => To; open: (order: Order) => void };
  /** The admin's steps beyond Cancel and Ship. */
  steps?: OrderSteps;
}) {
  return (
    <DataTable
      label="All orders"
      columns={columns}
      list={orders}
      stale={stale}
      skeletonRows={5}
      errorMessage="The orders could not be loaded. Check your connection and reload the page."
      emptyMessage={emptyMessage}
    >
      {(order) => (
        <Row
          key={order._id}
          className={`flex flex-wrap items-center gap-x-5 gap-y-1.5 ${stale ? 'opacity-60' : ''}`}
          onOpen={details && (() => details.open(order))}
        >
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
            <span className="inline-flex flex-wrap gap-1">
              <StatusBadge order={order} />
              <RefundMark order={order} />
              <DisputedMark order={order} />
              <CourierMark order={order} />
            </span>
          </Cell>
          <Cell className="basis-full whitespace-nowrap pt-1 md:pt-3">
            <div className="flex flex-wrap items-center gap-2">
              <AdminOrderActions
                order={order}
                onCancel={onCancel}
                onShip={onShip}
                busy={busyId === order._id}
                steps={steps}
              />
              <InvoiceDownload order={order} />
              {details && (
                <Link
                  to={details.to(order)}
                  state={{ details: true }}
                  className={detailsLinkClass}
                  aria-label={`${ordersCopy.orders.details}: ${order.name}`}
                >
                  {ordersCopy.orders.details}
                </Link>
              )}
            </div>
          </Cell>
        </Row>
      )}
    </DataTable>
  );
}
