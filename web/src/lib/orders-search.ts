import type { OrderFilters } from '@cps/domain';

/**
 * Manage All Orders' query string of a filter and, optionally, a page cursor (no dialog open):
 * `?status=&q=&cursor=`, what is unset left out. The list writes its own links with it, and
 * pages that lead to a filtered list (the owner's overview) link with it.
 */
export function ordersSearch(filters: OrderFilters, cursor?: string): string {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.q) params.set('q', filters.q);
  if (cursor) params.set('cursor', cursor);
  const text = params.toString();
  return text ? `?${text}` : '';
}
