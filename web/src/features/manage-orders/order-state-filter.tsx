import {
  formatCount,
  messages,
  type OrderCounts,
  ordersCopy,
  type OrderStatus,
  orderStatuses,
} from '@cps/domain';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

const { orders } = messages;

/** The filter's labels: the admin's state names where the spec has them, 'Shipped' of ours. */
export const stateLabels: Record<OrderStatus, string> = {
  unpaid: orders.status.unpaid,
  pending: orders.status.pending,
  shipped: ordersCopy.orders.shippedFilter,
  expired: ordersCopy.orders.status.expired,
  refunded: ordersCopy.orders.status.refunded,
  ...ordersCopy.cod.status,
  held: ordersCopy.orders.status.held,
};

const pillClass =
  'inline-flex items-center gap-2 whitespace-nowrap rounded-full border px-3 py-1.5 text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';
const idleClass = 'border-slate-300 bg-white text-ink hover:bg-slate-50';
const currentClass = 'border-brand-600 bg-brand-600 text-white';

/**
 * Manage All Orders' state filter: All, Unpaid, Pending, Shipped, Expired and Refunded, each with
 * its count from the order counters (a shard written before a state existed counts it 0). Links
 * (the state lives in the URL), so Back returns to the last choice; the current one is marked for
 * screen readers (aria-current).
 */
export function OrderStateFilter({
  current,
  counts,
  href,
}: {
  current: OrderStatus | undefined;
  /** Undefined until the counters have been read: the count spaces stay, empty. */
  counts: OrderCounts | undefined;
  href: (status: OrderStatus | undefined) => string;
}) {
  // On a phone the row scrolls sideways: the chosen state is brought into view (say after a reload).
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const nav = navRef.current;
    const chosen = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !chosen || nav.scrollWidth <= nav.clientWidth) return;
    const left = chosen.offsetLeft; // the nav is the links' offset parent (relative)
    if (left < nav.scrollLeft || left + chosen.offsetWidth > nav.scrollLeft + nav.clientWidth) {
      nav.scrollLeft = Math.max(0, left - 8);
    }
  }, [current]);
  const options: { status: OrderStatus | undefined; label: string; count?: number }[] = [
    { status: undefined, label: ordersCopy.orders.allStates, count: counts?.total },
    ...orderStatuses.map((status) => ({
      status,
      label: stateLabels[status],
      count: counts?.[status],
    })),
  ];
  return (
    // One row at every width (scrolling sideways on phones): counts arriving never re-wrap it.
    <nav
      ref={navRef}
      aria-label={ordersCopy.orders.stateFilter}
      className="relative -mx-1 mb-4 overflow-x-auto px-1 py-1"
    >
      <ul className="flex w-max gap-2">
        {options.map(({ status, label, count }) => {
          const selected = status === current;
          return (
            <li key={label}>
              <Link
                to={{ search: href(status) }}
                aria-current={selected ? 'page' : undefined}
                className={`${pillClass} ${selected ? currentClass : idleClass}`}
              >
                {label}
                <span
                  className={`min-w-[2ch] rounded-full px-1.5 text-center text-xs tabular-nums ${
                    selected ? 'bg-white/20' : 'bg-slate-100 text-slate-700'
                  }`}
                >
                  {count === undefined ? '\u00a0' : formatCount(count)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
