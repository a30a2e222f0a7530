import {
  checkoutCopy,
  documentsCopy,
  formatPrice,
  lineTotal,
  mailCopy,
  type Order,
} from '@cps/domain';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { OrderLines } from '@/components/order-lines';
import { formatEventTime, OrderTimeline } from '@/components/order-timeline';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useCancelOrder } from '@/hooks/use-cancel-order';
import { useNow } from '@/hooks/use-now';
import { InvoiceDownload } from '@/components/invoice-download';
import { useOrder } from '@/hooks/use-order';
import { anyHoldOpen } from '@/lib/order-hold';
import { CustomerOrderActions } from './my-orders-table';

const t = mailCopy.orderPage;

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{term}</dt>
      <dd className="mt-0.5 text-ink [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** One part of the page: a card with its heading, a region named by it. */
function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id={id} className="mb-3 font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** An order of one part (no `lines`): its one line, as OrderLines shows a checkout's. */
function SingleLine({ order }: { order: Order }) {
  return (
    <p className="flex justify-between gap-3 text-sm text-ink">
      <span className="min-w-0 [overflow-wrap:anywhere]">
        {order.quanity} × {order.name}
      </span>
      <span className="whitespace-nowrap font-medium">{formatPrice(order.price)}</span>
    </p>
  );
}

function OrderDetails({ order }: { order: Order }) {
  const { cancel, pendingId } = useCancelOrder();
  const now = useNow((at) => anyHoldOpen([order], at));
  const method = order.paymentMethod ?? 'card';
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600">
        <time dateTime={new Date(order.createdAt).toISOString()}>
          {t.placedOn(formatEventTime(order.createdAt))}
        </time>
      </p>
      <Panel id="order-items" title={t.items}>
        {order.lines?.length ? <OrderLines order={order} /> : <SingleLine order={order} />}
        <p className="mt-2 flex justify-between border-t border-slate-200 pt-2 font-semibold text-ink">
          <span>{t.total}</span>
          <span>{formatPrice(lineTotal(order.price, order.quanity))}</span>
        </p>
      </Panel>
      <Panel id="order-delivery" title={t.delivery}>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact term={t.address}>{order.customerAddress}</Fact>
          <Fact term={t.phone}>{order.customerPhone}</Fact>
          <Fact term={t.paidBy}>{checkoutCopy.checkout.paymentMethods[method]}</Fact>
          <Fact term={t.status}>
            <CustomerOrderActions
              order={order}
              onCancel={(o) => void cancel(o)}
              cancelling={pendingId === order._id}
              now={now}
            />
          </Fact>
          {order.trackingCode && (
            <Fact term={t.trackingCode}>
              <span className="font-mono">{order.trackingCode}</span>
            </Fact>
          )}
          {order.consignmentId && (
            <Fact term={t.consignmentId}>
              <span className="font-mono">{order.consignmentId}</span>
            </Fact>
          )}
          {order.invoiceNumber && (
            <Fact term={documentsCopy.invoice.number}>
              <span className="font-mono">{order.invoiceNumber}</span>
              <InvoiceDownload order={order} />
            </Fact>
          )}
        </dl>
      </Panel>
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <OrderTimeline
          timeline={order.timeline}
          notes={
            order.trackingCode ? { shipped: `${t.trackingCode}: ${order.trackingCode}` } : undefined
          }
        />
      </div>
    </div>
  );
}

/**
 * The buyer's order page under My Orders (and every message's link): what was ordered, the
 * delivery, the way paid and where the order stands, and its history with times, live. The rules
 * let only its buyer and admins read it; anyone else gets the not-found answer.
 */
export function OrderPage() {
  const { id } = useParams();
  const state = useOrder(id);
  return (
    <section aria-labelledby="order-heading" className="mx-auto max-w-3xl">
      <Link
        to={paths.myOrder}
        className="mb-3 inline-block rounded text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        ← {t.back}
      </Link>
      <h1 id="order-heading" className="mb-1 text-2xl font-bold text-ink [overflow-wrap:anywhere]">
        {state.status === 'ready' ? state.data.name : t.title}
      </h1>
      {id && (
        <p className="mb-4 font-mono text-xs text-slate-500 [overflow-wrap:anywhere]">
          {t.orderId(id)}
        </p>
      )}
      {state.status === 'loading' && <Spinner label={t.loading} />}
      {state.status === 'missing' && <p role="status">{t.notFound}</p>}
      {state.status === 'error' && (
        <p role="alert" className="text-red-700">
          {/* A read the rules deny (someone else's order) is an error too: it says so plainly. */}
          {state.error.message.includes('permission') ? t.notFound : t.failed}
        </p>
      )}
      {state.status === 'ready' && <OrderDetails order={state.data} />}
    </section>
  );
}
