import { ordersCopy } from './copy-orders';
import { takaPerUsd } from './delivery';
import { formatNumber } from './numbers';

// SSLCommerz charges in Taka, the store prices in US dollars: what an order is charged there, and
// the gateway's own limits on one transaction. Pure, so the payment page can say what the server
// will refuse.

export const sslcommerzCurrency = 'BDT';

/** SSLCommerz takes BDT 10.00 to BDT 500,000.00 a transaction, in poisha (1/100 Taka). */
export const sslcommerzLimits = { minPoisha: 1_000, maxPoisha: 50_000_000 } as const;

/**
 * An order's total in poisha from its total in US cents at `takaPerUsd`: a cent is exactly 1.2
 * Taka, 120 poisha, so the conversion never rounds.
 */
export function poishaOfUsdCents(usdCents: number): number {
  if (!Number.isSafeInteger(usdCents) || usdCents < 0) {
    throw new RangeError(`not a whole number of cents: ${usdCents}`);
  }
  return usdCents * takaPerUsd;
}

/** SSLCommerz's `total_amount` and `amount`: Taka with 2 decimals, no separators ("1234.50"). */
export function bdtAmountString(poisha: number): string {
  return (poisha / 100).toFixed(2);
}

/**
 * Reads an amount SSLCommerz answered ("1234.5", "1234.50") back to poisha; undefined for
 * anything that is not a plain non-negative amount with at most 2 decimals.
 */
export function poishaOfBdtString(amount: unknown): number | undefined {
  if (typeof amount !== 'string' && typeof amount !== 'number') return undefined;
  const text = String(amount).trim();
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** "Tk 1,234.50" */
export function formatTaka(poisha: number): string {
  return `Tk ${formatNumber(poisha / 100, 2, 2)}`;
}

/**
 * Why an order of `usdCents` cannot be paid through SSLCommerz (outside BDT 10 to 500,000), or
 * undefined when it can.
 */
export function sslcommerzAmountError(usdCents: number): string | undefined {
  const poisha = poishaOfUsdCents(usdCents);
  const { minPoisha, maxPoisha } = sslcommerzLimits;
  if (poisha >= minPoisha && poisha <= maxPoisha) return undefined;
  return ordersCopy.sslcommerz.amountOutOfRange(
    formatTaka(poisha),
    formatTaka(minPoisha),
    formatTaka(maxPoisha),
  );
}
