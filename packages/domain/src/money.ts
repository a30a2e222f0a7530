// Money is computed in whole cents; dollars are what the spec stores and shows.
import { formatNumber } from './numbers';

/**
 * True when `dollars` is a whole number of cents: a finite amount with at most 2 decimals
 * (189.99, not 189.999). The one price-precision rule of the Add Part form, the API and `toCents`.
 */
export function isWholeCents(dollars: number): boolean {
  return Number.isFinite(dollars) && Math.abs(Math.round(dollars * 100) - dollars * 100) < 1e-6;
}

/** Dollars (as stored, e.g. 189.99) to whole cents. Throws on anything that is not a finite, non-negative amount with at most 2 decimals. */
export function toCents(dollars: number): number {
  if (!Number.isFinite(dollars) || dollars < 0) {
    throw new RangeError(`not a price: ${dollars}`);
  }
  if (!isWholeCents(dollars)) {
    throw new RangeError(`price has more than 2 decimals: ${dollars}`);
  }
  return Math.round(dollars * 100);
}

export function fromCents(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`);
  return cents / 100;
}

/** Line total in cents: unit price × quantity (spec §9). */
export function lineTotalCents(unitPriceDollars: number, quantity: number): number {
  if (!Number.isInteger(quantity) || quantity < 0) {
    throw new RangeError(`not a quantity: ${quantity}`);
  }
  return toCents(unitPriceDollars) * quantity;
}

/** Line total in dollars, exact to the cent: what an order's `unitPrice` holds. */
export function lineTotal(unitPriceDollars: number, quantity: number): number {
  return fromCents(lineTotalCents(unitPriceDollars, quantity));
}

/** `$` prefix and two decimals with thousands separators: 1299.5 → "$1,299.50". */
export function formatPrice(dollars: number): string {
  return `$${formatNumber(dollars, 2, 2)}`;
}
