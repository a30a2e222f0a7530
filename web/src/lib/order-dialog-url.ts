/**
 * The query string with the dialog of order `orderId` open (`?order=`), or closed for undefined;
 * every other parameter (a filter, the page cursor) is kept. My Orders' History and Manage All
 * Orders' details open this way, so a dialog survives a reload and Back closes it.
 */
export function withOrderDialog(params: URLSearchParams, orderId: string | undefined): string {
  const next = new URLSearchParams(params);
  if (orderId) next.set('order', orderId);
  else next.delete('order');
  const text = next.toString();
  return text ? `?${text}` : '';
}
