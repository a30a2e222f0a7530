// The back office's queries as plain data, like the catalogue's: the REST API and the admin
// pages parse the same parameters and run the same plan; the index test checks them all.

import { isDocumentId } from './ids';
import { isOrderStatus } from './order-status';
import { orderStatuses, type OrderStatus } from './types';
import { readParam, type ParseResult, type QueryParams, type QueryPlan } from './catalogue-query';

export interface OrderFilters {
  status?: OrderStatus;
  /** An email (exact, case-insensitive) or an order id. */
  q?: string;
}

/** A parameter trimmed, or undefined when absent or blank. */
const param = (params: QueryParams, name: string) => readParam(params, name)?.trim() || undefined;

export function parseOrderFilters(params: QueryParams, lenient = false): ParseResult<OrderFilters> {
  const filters: OrderFilters = {};
  const status = param(params, 'status');
  if (status !== undefined) {
    if (isOrderStatus(status)) filters.status = status;
    else if (!lenient) {
      return { ok: false, error: `status must be one of: ${orderStatuses.join(', ')}.` };
    }
  }
  const q = param(params, 'q');
  if (q !== undefined) {
    if (q.length > 200) {
      if (!lenient) return { ok: false, error: 'q must be at most 200 characters.' };
    } else filters.q = q;
  }
  return { ok: true, value: filters };
}

/** What a back-office search is: an email (has an @), else an order id, else nothing can match. */
export function orderSearch(q: string): { email: string } | { id: string } | { none: true } {
  if (q.includes('@')) return { email: q.toLowerCase() };
  if (isDocumentId(q)) return { id: q };
  return { none: true };
}

/**
 * The orders query: optionally one customer's (by uid or email) and one state, newest first.
 * An order-id search is a document read, not a query, so it has no plan.
 */
export function planOrdersQuery(scope: {
  status?: OrderStatus;
  uid?: string;
  email?: string;
}): QueryPlan {
  const plan: QueryPlan = { where: [], orderBy: [{ field: 'createdAt', direction: 'desc' }] };
  if (scope.uid) plan.where.push({ field: 'uid', op: '==', value: scope.uid });
  if (scope.email) plan.where.push({ field: 'customerEmail', op: '==', value: scope.email });
  if (scope.status) plan.where.push({ field: 'status', op: '==', value: scope.status });
  return plan;
}

/** Users by email prefix, in email order (emails are stored lowercase). */
export function planUsersQuery(q: string | undefined): QueryPlan {
  const plan: QueryPlan = { where: [], orderBy: [{ field: 'email', direction: 'asc' }] };
  const prefix = q?.trim().toLowerCase();
  if (prefix) {
    plan.where.push({ field: 'email', op: '>=', value: prefix });
    plan.where.push({ field: 'email', op: '<=', value: `${prefix}\uf8ff` });
  }
  return plan;
}
