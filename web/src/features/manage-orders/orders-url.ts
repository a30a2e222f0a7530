// Manage All Orders' state is its URL (as the browse page's): `?status=&q=&cursor=`,
// and `order=` for the details dialog. Reload, share and Back all work. Parsing is lenient (a
// typed or old link drops what it cannot use); writing (lib/orders-search.ts, which pages that
// link to a filtered list share) leaves what is unset out.

import {
  collections,
  decodeCursor,
  orderSearch,
  parseOrderFilters,
  planOrdersQuery,
  type OrderFilters,
  type OrderStatus,
} from '@cps/domain';
import type { PageSource } from '@/infra/live-page';

export interface OrdersUrlState {
  filters: OrderFilters;
  /** The opaque page cursor, when it decodes. */
  cursor?: string;
  /** The order whose details dialog is open. */
  detail?: string;
}

export function readOrdersSearch(params: URLSearchParams): OrdersUrlState {
  const parsed = parseOrderFilters(params, true);
  const filters = parsed.ok ? parsed.value : {};
  const cursor = params.get('cursor') ?? undefined;
  const detail = params.get('order')?.trim() || undefined;
  return {
    filters,
    ...(cursor && decodeCursor(cursor) && { cursor }),
    ...(detail && { detail }),
  };
}

/**
 * What the page lists for a filter: a planned query (all orders, one state, and/or one
 * customer's by email), one order by id (a document read), or nothing (a search that is neither).
 */
export type OrdersSource =
  | { kind: 'query'; source: PageSource }
  | { kind: 'id'; id: string; status?: OrderStatus }
  | { kind: 'none' };

export function ordersSource(filters: OrderFilters): OrdersSource {
  const search = filters.q ? orderSearch(filters.q) : undefined;
  if (search && 'none' in search) return { kind: 'none' };
  if (search && 'id' in search) return { kind: 'id', id: search.id, status: filters.status };
  const email = search && 'email' in search ? search.email : undefined;
  const plan = planOrdersQuery({ status: filters.status, email });
  return {
    kind: 'query',
    source: {
      collection: collections.orders,
      plan,
      key: JSON.stringify(plan),
    },
  };
}
