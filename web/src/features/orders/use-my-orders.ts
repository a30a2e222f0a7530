import {
  collections,
  decodeCursor,
  pageSizes,
  planOrdersQuery,
  type Order,
  type OrderDoc,
} from '@cps/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useLivePage, type LivePageState } from '@/infra/live-page';

export interface MyOrdersView {
  page: LivePageState<Order>;
  stale: boolean;
  search: (cursor: string) => string;
  /** The order whose History is open (`?order=`). */
  history: string | undefined;
}

/**
 * The signed-in customer's orders: `pageSizes.admin` a page, newest first, live, paged
 * by cursor (`?cursor=` in the URL). The rules let a customer list only a query constrained to
 * their own uid, which `planOrdersQuery({ uid })` is.
 */
export function useMyOrders(uid: string): MyOrdersView {
  const [params] = useSearchParams();
  const raw = params.get('cursor') ?? undefined;
  const cursor = raw && decodeCursor(raw) ? raw : undefined;
  const history = params.get('order')?.trim() || undefined;
  const source = useMemo(
    () => ({ collection: collections.orders, plan: planOrdersQuery({ uid }), key: uid }),
    [uid],
  );
  const live = useLivePage<OrderDoc>(source, cursor, pageSizes.admin);
  const page = live;
  const stale = page.status === 'ready' && page.stale;
  const search = useCallback((to: string) => `?${new URLSearchParams({ cursor: to })}`, []);
  return { page, stale, search, history };
}
