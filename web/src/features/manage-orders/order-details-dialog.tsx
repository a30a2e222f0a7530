import { checkoutCopy, formatPrice, isPaymentHeld, type Order, ordersCopy } from '@cps/domain';
import type { ReactNode } from 'react';
import { Modal } from '@/components/modal';
import { OrderLines } from '@/components/order-lines';
import { Spinner } from '@/components/spinner';
import { formatEventTime, OrderTimeline } from '@/components/order-timeline';
import { useOrder } from '@/hooks/use-order';
import { DisputedMark, StatusBadge } from './manage-orders-table';

function Line({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-500">{term}</dt>
      <dd className="font-medium text-ink [overflow-wrap:anywhere]">{children}</dd>
    </>
  );
}

/** The order's fields as the admin needs them, a build's parts, then its history. */
export function OrderDetails({ order }: { order: Order }) {
  return (
    <div className="space-y-5">
      <div>
        <p className="font-semibold text-ink">{order.name}</p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500">
          <span className="font-mono">{order._id}</span>
          <StatusBadge order={order} />
          <DisputedMark order={order} />
        </p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <Line term="Customer">{order.customerName}</Line>
        <Line term="Email">{order.customerEmail}</Line>
        <Line term="Phone">{order.customerPhone}</Line>
        <Line term="Address">{order.customerAddress}</Line>
        <Line term="Quantity">{order.quanity}</Line>
        <Line term="Price">{formatPrice(order.price)}</Line>
        <Line term="Total">{formatPrice(order.unitPrice)}</Line>
        {order.paymentMethod && (
          <Line term="Payment">{checkoutCopy.checkout.paymentMethods[order.paymentMethod]}</Line>
        )}
        {order.sslcommerz?.riskTitle && isPaymentHeld(order) && (
          <Line term={ordersCopy.orders.status.held}>{order.sslcommerz.riskTitle}</Line>
        )}
        {order.sslcommerz?.refund && (
          <Line term={ordersCopy.orders.events['refund-started']}>
            {ordersCopy.sslcommerz.refundStatus[order.sslcommerz.refund.status]}
          </Line>
        )}
        {order.courier && (
          <Line term={ordersCopy.courier.name[order.courier.provider]}>
            {ordersCopy.courier.state[order.courier.state]}
            {order.courier.bookingError ? ` (${order.courier.bookingError})` : ''}
          </Line>
        )}
        {order.consignmentId && (
          <Line term={ordersCopy.courier.consignment}>{order.consignmentId}</Line>
        )}
        {order.trackingCode && (
          <Line term={ordersCopy.courier.trackingCode}>{order.trackingCode}</Line>
        )}
        <Line term="Placed">{formatEventTime(order.createdAt)}</Line>
        {!order.paid && order.expiresAt !== undefined && (
          <Line term="Hold ends">{formatEventTime(order.expiresAt)}</Line>
        )}
        {order.transectionId && (
          <Line term="Transaction">
            <span className="font-mono text-xs">{order.transectionId}</span>
          </Line>
        )}
        {order.refundedAt !== undefined && (
          <Line term={ordersCopy.orders.status.refunded}>{formatEventTime(order.refundedAt)}</Line>
        )}
        {order.disputedAt !== undefined && (
          <Line term={ordersCopy.refunds.disputed}>
            {formatEventTime(order.disputedAt)}
            {order.disputeReason ? ` (${order.disputeReason})` : ''}
            <span className="block text-xs font-normal text-slate-600">
              {ordersCopy.refunds.disputedNotice}
            </span>
          </Line>
        )}
      </dl>
      <OrderLines order={order} />
      <OrderTimeline timeline={order.timeline} />
    </div>
  );
}

/**
 * Manage All Orders' order details: the order, live, and its history. Open while
 * `orderId` is set (the URL's `order=`); Escape, × or the backdrop close it.
 */
export function OrderDetailsDialog({
  orderId,
  onClose,
}: {
  orderId: string | undefined;
  onClose: () => void;
}) {
  const state = useOrder(orderId);
  return (
    <Modal open={Boolean(orderId)} title={ordersCopy.orders.detailsTitle} onClose={onClose}>
      {state.status === 'loading' && <Spinner label="Loading the order" />}
      {(state.status === 'missing' || state.status === 'error') && (
        <p className="text-slate-600">This order does not exist (any more).</p>
      )}
      {state.status === 'ready' && <OrderDetails order={state.data} />}
    </Modal>
  );
}
