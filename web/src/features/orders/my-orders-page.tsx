import { type Order, ordersCopy } from '@cps/domain';
import type { User } from 'firebase/auth';
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { pageListState } from '@/components/data-table';
import { CursorPager } from '@/components/cursor-pager';
import { Modal } from '@/components/modal';
import { Spinner } from '@/components/spinner';
import { useCancelOrder } from '@/hooks/use-cancel-order';
import { useNow } from '@/hooks/use-now';
import { useRole } from '@/lib/auth/role';
import { MyOrdersTable } from './my-orders-table';
import { anyHoldOpen } from '@/lib/order-hold';
import { OrderLines } from '@/components/order-lines';
import { OrderTimeline } from '@/components/order-timeline';
import { withOrderDialog } from '@/lib/order-dialog-url';
import { useMyOrders } from './use-my-orders';
import { useOrder } from '@/hooks/use-order';

/** An order's details: a build's parts and its History, the same the admin sees, live. */
function HistoryDialog({ orderId, onClose }: { orderId: string | undefined; onClose: () => void }) {
  const state = useOrder(orderId);
  return (
    <Modal open={Boolean(orderId)} title={ordersCopy.orders.timeline} onClose={onClose}>
      {state.status === 'loading' && <Spinner label="Loading the order" />}
      {(state.status === 'missing' || state.status === 'error') && (
        <p className="text-slate-600">This order does not exist (any more).</p>
      )}
      {state.status === 'ready' && (
        <>
          <p className="mb-4 font-semibold text-ink">{state.data.name}</p>
          <div className="space-y-5">
            <OrderLines order={state.data} />
            <OrderTimeline timeline={state.data.timeline} />
          </div>
        </>
      )}
    </Modal>
  );
}

function MyOrders({ user }: { user: User }) {
  const view = useMyOrders(user.uid);
  const { cancel, pendingId } = useCancelOrder();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const items = view.page.status === 'ready' ? view.page.data.items : [];
  // The clock ticks only while an order on the page is counting down.
  const now = useNow((at) => anyHoldOpen(items, at));
  const historyTo = useCallback(
    (order: Order) => ({ search: withOrderDialog(params, order._id) }),
    [params],
  );
  const opened = (location.state as { details?: boolean } | null)?.details === true;
  const close = () => {
    if (opened) void navigate(-1);
    else
      setParams((current) => new URLSearchParams(withOrderDialog(current, undefined)), {
        replace: true,
      });
  };
  return (
    <>
      <MyOrdersTable
        orders={pageListState(view.page)}
        stale={view.stale}
        onCancel={(order) => void cancel(order)}
        cancellingId={pendingId}
        now={now}
        historyTo={historyTo}
      />
      <CursorPager page={view.page} search={view.search} />
      <HistoryDialog orderId={view.history} onClose={close} />
    </>
  );
}

/** Spec §2 My Orders: the signed-in customer's orders, live and paged, with Cancel and Pay. */
export function MyOrdersPage() {
  const { user } = useRole();
  return (
    <section aria-labelledby="my-orders-heading" className="min-h-screen">
      <h1 id="my-orders-heading" className="mb-6 text-2xl font-bold text-ink">
        My Orders
      </h1>
      {user && <MyOrders user={user} />}
    </section>
  );
}
