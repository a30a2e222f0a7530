import { ordersCopy } from './copy-orders';
import { formatPrice, fromCents } from './money';

// The store's rules for card payments that both the API and the pages rely on: which totals a
// card can pay, and how many declined cards an account may have before it is locked out.

/**
 * Stripe's limits on one card payment in US dollars, the store's currency, in cents: at least
 * $0.50 (amount_too_small below it) and at most $999,999.99 (eight digits; amount_too_large).
 */
export const cardAmountLimits = { minCents: 50, maxCents: 99_999_999 } as const;

/**
 * Why an order of `totalCents` cannot be paid by card, or undefined when it can. An order's total
 * (one line or several) is checked when it is placed, so that no stock is ever held for an order
 * that no card could pay.
 */
export function amountLimitError(totalCents: number): string | undefined {
  const { minCents, maxCents } = cardAmountLimits;
  return Number.isSafeInteger(totalCents) && totalCents >= minCents && totalCents <= maxCents
    ? undefined
    : cardAmountRefusal();
}

/** The refusal of a total no card payment can have, with the limits in it. */
export function cardAmountRefusal(): string {
  const { minCents, maxCents } = cardAmountLimits;
  return ordersCopy.orders.totalOutOfRange(
    formatPrice(fromCents(minCents)),
    formatPrice(fromCents(maxCents)),
  );
}

/**
 * Declined card payments an account may have within the window; the decline that reaches the
 * limit cancels its payment intent, and the account gets no new intent until the oldest of them
 * leaves the window (docs/payments.md, Card testing, says why 3 a day).
 */
export const cardDeclineLimit = { declines: 3, windowMs: 24 * 60 * 60 * 1000 } as const;
