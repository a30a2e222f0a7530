import {
  collections,
  messages,
  orderStatsShards,
  orderStatusOf,
  pageSizes,
  sumOrderCounts,
  type Order,
  type OrderCounts,
  type OrderDoc,
  type OrderFilters,
  type OrderStatus,
} from '@cps/domain';
import { collection, limit, query, type CollectionReference } from 'firebase/firestore';
import { useCallback, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router';
import { useFirestore } from 'reactfire';
import { api } from '@/infra/api';
import { liveQuery } from '@/infra/firestore-live';
import { useLivePage, type LivePageState } from '@/infra/live-page';
import { useLive } from '@/infra/use-live';
import { loading, ready, useKeepPrevious, type ReadState } from '@/lib/read-state';
import { useOrder } from '@/hooks/use-order';
import { ordersSearch } from '@/lib/orders-search';
import { ordersSource, readOrdersSearch } from './orders-url';

export type CountsState = ReadState<OrderCounts>;

/**
 * The order counts per state, live: the 3 `orderStats` shard documents summed (3 reads, then
 * their changes), never a count of the orders themselves.
 */
export function useOrderCounts(): CountsState {
  const firestore = useFirestore();
  // Bounded like every read: the shards, and nothing else that could land in the collection.
  const shards = useMemo(
    () =>
      query(
        collection(firestore, collections.orderStats) as CollectionReference<Partial<OrderCounts>>,
        limit(orderStatsShards),
      ),
    [firestore],
  );
  const live = useLive(useMemo(() => liveQuery(shards, collections.orderStats), [shards]));
  // Unreadable counts are unknown counts: the filter shows none.
  return useMemo(
    () => (live.status === 'ready' ? ready(sumOrderCounts(live.data.items)) : loading),
    [live],
  );
}

/** An order's state, from its `status` or, for an order written before, its flags. */
export const statusOf = (order: Order): OrderStatus => order.status ?? orderStatusOf(order);

export interface AllOrdersView {
  filters: OrderFilters;
  /** The page in view: live, or while the next one loads, the last one shown (`stale`). */
  page: LivePageState<Order>;
  stale: boolean;
  /** The search is neither an email nor an order id: nothing can match. */
  unsearchable: boolean;
  counts: CountsState;
  /** The query string of the page a cursor leads to, with the same filter. */
  search: (cursor: string) => string;
  /** The query string of a state filter (same search, first page). */
  statusSearch: (status: OrderStatus | undefined) => string;
  /** A new search: back to the first page (a history entry, so Back returns to the last one). */
  setSearch: (q: string) => void;
}

const noPage: LivePageState<Order> = ready({ items: [] });

/**
 * Manage All Orders at any scale: `pageSizes.admin` orders a page, newest first,
 * filtered by state and searched by customer email (a query) or order id (one document read),
 * paged by cursor, its state in the URL (`?status=&q=&cursor=`), and live.
 */
export function useAllOrders(): AllOrdersView {
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the query string's text
  const url = useMemo(() => readOrdersSearch(params), [paramsKey]);
  const { filters, cursor } = url;
  const source = useMemo(() => ordersSource(filters), [filters]);

  const listed = useLivePage<OrderDoc>(
    source.kind === 'query' ? source.source : null,
    cursor,
    pageSizes.admin,
  );
  const one = useOrder(source.kind === 'id' ? source.id : undefined);
  const byId = useMemo((): LivePageState<Order> => {
    if (one.status === 'loading') return loading;
    if (one.status !== 'ready') return noPage;
    const wanted = source.kind === 'id' ? source.status : undefined;
    return wanted && statusOf(one.data) !== wanted ? noPage : ready({ items: [one.data] });
  }, [one, source]);

  const live: LivePageState<Order> =
    source.kind === 'query' ? listed : source.kind === 'id' ? byId : noPage;
  const page = useKeepPrevious(live, true);
  const stale = page.status === 'ready' && page.stale;
  const counts = useOrderCounts();

  const search = useCallback((to: string) => ordersSearch(filters, to), [filters]);
  const statusSearch = useCallback(
    (status: OrderStatus | undefined) => ordersSearch({ ...filters, status }) || '?',
    [filters],
  );
  const setSearch = useCallback(
    (q: string) => {
      setParams((current) => {
        const { filters: now } = readOrdersSearch(current);
        return new URLSearchParams(ordersSearch({ ...now, q: q.trim() || undefined }));
      });
    },
    [setParams],
  );

  return {
    filters,
    page,
    stale,
    unsearchable: source.kind === 'none',
    counts,
    search,
    statusSearch,
    setSearch,
  };
}

/** PUT /orderShip/{id}: a paid order goes out; the live list then shows it shipped. */
export function useShipOrder() {
  const [pendingId, setPendingId] = useState<string | null>(null);

  const ship = useCallback(async (order: Pick<Order, '_id' | 'name'>) => {
    setPendingId(order._id);
    try {
      const answer = await api<{ acknowledged: boolean }>(
        'PUT',
        `/orderShip/${encodeURIComponent(order._id)}`,
      );
      if (answer.acknowledged) toast.success(messages.success.shipped(order.name));
      else toast.error(`${order.name} could not be shipped. Please try again.`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setPendingId(null);
    }
  }, []);

  return { ship, pendingId };
}
