// An order of several lines (a PC build's) is one item at its total in spec §3's fields; its lines
// keep each part's own price, so what the order took off them is told beside them.
import { fromCents, lineTotalCents, toCents } from './money';
import type { OrderDoc } from './types';

/**
 * What the order's total takes off its lines at their own prices (a build's bundle deal), in USD;
 * 0 for an order of one part. A delivery charge is in the total and is no line's.
 */
export function orderLinesSaving(
  order: Pick<OrderDoc, 'lines' | 'unitPrice' | 'deliveryCharge'>,
): number {
  if (!order.lines?.length) return 0;
  const lines = order.lines.reduce(
    (sum, line) => sum + lineTotalCents(line.price, line.quanity),
    0,
  );
  const paidForLines = toCents(order.unitPrice) - toCents(order.deliveryCharge ?? 0);
  return fromCents(Math.max(0, lines - paidForLines));
}

/**
 * The order's items with the category of each line's part, and of a one-part order's part, as
 * the parts read at placement have them (the sales figures' categories, sales-figures.ts). A
 * part without one leaves its line without one.
 */
export function withPartCategories<T extends Pick<OrderDoc, 'partId' | 'lines' | 'category'>>(
  items: T,
  categoryOf: (partId: string) => string | undefined,
): T {
  const tagged = <L extends { partId: string }>(line: L): L & { category?: string } => {
    const category = categoryOf(line.partId);
    return category ? { ...line, category } : line;
  };
  if (items.lines?.length) return { ...items, lines: items.lines.map(tagged) };
  return tagged(items);
}
