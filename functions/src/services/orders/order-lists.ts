import {
  collections,
  orderSearch,
  orderStatsShardIds,
  planOrdersQuery,
  sumOrderCounts,
  type Order,
  type OrderCounts,
  type OrderDoc,
  type OrderFilters,
  type OrderStatus,
} from '@cps/domain';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import {
  countOf,
  emptyPage,
  pageOf,
  pageWithTotal,
  planQuery,
  type ListPage,
  type PageRequest,
} from '../shared/paged-query';

// The back office's list of orders and a customer's own, a page at a time: the domain plans the
// queries (planOrdersQuery), pageOf pages them by cursors, and each page says how many match in
// all, read from the order counters when they know it, else counted by an aggregation query (one
// read per 1,000 index entries), so no request reads a whole collection.

const toOrder = (snap: DocumentSnapshot): Order => ({
  _id: snap.id,
  ...(snap.data() as OrderDoc),
});

/** The order counts of the store: its shards summed (orderStatsShards reads). */
export async function readOrderCounts(db: Firestore): Promise<OrderCounts> {
  const shards = db.collection(collections.orderStats);
  const refs = orderStatsShardIds.map((id) => shards.doc(id));
  const snaps = await db.getAll(...refs);
  return sumOrderCounts(snaps.map((snap) => (snap.data() ?? {}) as Partial<OrderCounts>));
}

/**
 * GET /orders (admin): every order, or one state's, newest first. `q` is a customer's email
 * (exact; emails are stored lowercase, as tokens carry them) or an order id (a document read:
 * that order, if it is in the state asked for); anything else matches nothing. The total comes
 * from the order counters without `q`, from an aggregation count with an email.
 */
export async function listOrdersPage(
  db: Firestore,
  filters: OrderFilters,
  page: PageRequest,
): Promise<ListPage<Order>> {
  const orders = db.collection(collections.orders);
  const search = filters.q === undefined ? undefined : orderSearch(filters.q);
  if (search && 'none' in search) return emptyPage();
  if (search && 'id' in search) {
    const snap = await orders.doc(search.id).get();
    const matches = snap.exists && (!filters.status || snap.get('status') === filters.status);
    return matches ? { items: [toOrder(snap)], total: 1 } : emptyPage();
  }
  const email = search?.email;
  const query = planQuery(orders, planOrdersQuery({ status: filters.status, email }));
  const total = email
    ? countOf(query)
    : readOrderCounts(db).then((counts) => counts[filters.status ?? 'total']);
  return pageWithTotal(pageOf(orders, query, page), total, toOrder);
}

/**
 * GET /orders/{email}: one customer's orders (by uid), optionally one state's, newest first.
 * An email with no account (uid undefined) has none. A cursor must name one of this customer's
 * orders.
 */
export async function listCustomerOrdersPage(
  db: Firestore,
  uid: string | undefined,
  { status }: { status?: OrderStatus },
  page: PageRequest,
): Promise<ListPage<Order>> {
  if (!uid) return emptyPage();
  const orders = db.collection(collections.orders);
  const query = planQuery(orders, planOrdersQuery({ uid, status }));
  const found = pageOf(orders, query, page, { anchors: (anchor) => anchor.get('uid') === uid });
  return pageWithTotal(found, countOf(query), toOrder);
}
