import { formatCount, type Order, ordersCopy, type OrderStatus } from '@cps/domain';
import { useCallback, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { pageListState } from '@/components/data-table';
import { CursorPager } from '@/components/cursor-pager';
import { SearchBox } from '@/components/search-box';
import { useCancelOrder } from '@/hooks/use-cancel-order';
import { ManageOrdersTable } from './manage-orders-table';
import { OrderDetailsDialog } from './order-details-dialog';
import { OrderStateFilter, stateLabels } from './order-state-filter';
import { withOrderDialog } from '@/lib/order-dialog-url';
import { readOrdersSearch } from './orders-url';
import { useAllOrders, useShipOrder, type AllOrdersView } from './use-all-orders';
import { useOrderAction } from './use-order-action';

const { orders: text } = ordersCopy;

/** "1,234 orders" (or "56 unpaid orders"), from the counters, once known; the line keeps its height. */
function Count({ view }: { view: AllOrdersView }) {
  const { counts, filters } = view;
  let line = '';
  if (counts.status === 'ready' && !filters.q) {
    const status: OrderStatus | undefined = filters.status;
    const count = status ? counts.data[status] : counts.data.total;
    line = text.count(formatCount(count));
    if (status) line = `${stateLabels[status]}: ${line}`;
  }
  return (
    <p className="min-h-5 text-sm text-slate-600" aria-live="polite">
      {line}
    </p>
  );
}

/** The details dialog's state is the URL's `order=`: open by link, closed by going back. */
function useDetails() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { detail } = readOrdersSearch(params);
  const opened = (location.state as { details?: boolean } | null)?.details === true;
  const to = useCallback(
    (order: Order) => ({ search: withOrderDialog(params, order._id) }),
    [params],
  );
  const open = useCallback(
    (order: Order) => navigate(to(order), { state: { details: true } }),
    [navigate, to],
  );
  const close = useCallback(() => {
    // Opened from this list: Back is the list as it was. Opened by a shared link: drop `order=`.
    if (opened) navigate(-1);
    else
      setParams((current) => new URLSearchParams(withOrderDialog(current, undefined)), {
        replace: true,
      });
  }, [opened, navigate, setParams]);
  return { detail, to, open, close };
}

/**
 * Spec §2 Manage All Orders (admin), at any scale: 25 orders a page, newest first,
 * live; a filter by state with the counts; a search by customer email or order id; a details
 * dialog with the order's history. Cancel unpaid and ship paid orders as the spec says.
 * `tools` (composed by the app from other features, as the accountant's export) go above the
 * list.
 */
export function ManageOrdersPage({ tools }: { tools?: ReactNode } = {}) {
  const view = useAllOrders();
  const { cancel, pendingId: cancelling } = useCancelOrder();
  const { ship, pendingId: shipping } = useShipOrder();
  const { run, pending } = useOrderAction();
  const details = useDetails();
  const { page, filters } = view;
  const filtered = Boolean(filters.q || filters.status);

  return (
    <section aria-labelledby="manage-orders-heading" className="min-h-screen">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h1 id="manage-orders-heading" className="text-2xl font-bold text-ink">
          Manage All Orders
        </h1>
        <Count view={view} />
      </div>
      <div className="mb-3 sm:max-w-xl">
        <SearchBox
          label={text.searchLabel}
          placeholder={text.searchPlaceholder}
          value={filters.q ?? ''}
          onSearch={view.setSearch}
          searchLabel={text.search}
          hint={text.searchHint}
        />
      </div>
      <OrderStateFilter
        current={filters.status}
        counts={view.counts.status === 'ready' ? view.counts.data : undefined}
        href={view.statusSearch}
      />
      {tools}
      <ManageOrdersTable
        orders={pageListState(page)}
        stale={view.stale}
        onCancel={(order) => void cancel(order)}
        onShip={(order) => void ship(order)}
        busyId={cancelling ?? shipping}
        emptyMessage={filtered ? text.noMatch : undefined}
        details={{ to: details.to, open: details.open }}
        steps={{ onAction: (action, order) => void run(action, order), pending }}
      />
      <CursorPager page={page} search={view.search} />
      <OrderDetailsDialog orderId={details.detail} onClose={details.close} />
    </section>
  );
}
