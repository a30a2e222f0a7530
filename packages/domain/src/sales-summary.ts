// The owner's overview in figures: what the days of `GET /admin/overview` add up to. Pure, in
// cents, so that the page only lays them out (a page component never computes money). It imports
// only modules that do nothing as they load (types, numbers, money, overview), so the bundler
// leaves it in the overview's chunk: an import of checkout.ts or categories.ts, whose constants
// are computed at load, pulled it and overview.ts into the chunk every page loads.

import type { PaymentMethod } from './checkout';
import { formatPrice, fromCents } from './money';
import { formatNumber } from './numbers';
import { overviewWindow, type ByMethod, type CategoryShare, type DayFigures } from './overview';

/** What every way to pay adds up to. */
export const sumByMethod = (figures: ByMethod): number =>
  Object.values(figures).reduce((sum, figure) => sum + figure, 0);

/** What a period sold: its revenue, less refunds, and its orders. */
export interface PeriodSales {
  revenueCents: number;
  orders: number;
}

/**
 * How a figure moved against the period before: a percentage, `new` when the period before had
 * nothing (no percentage of 0 exists), or `none` when both had nothing.
 */
export type Change = { kind: 'percent'; percent: number } | { kind: 'new' } | { kind: 'none' };

export function changeOf(current: number, previous: number): Change {
  if (previous === 0) return current === 0 ? { kind: 'none' } : { kind: 'new' };
  return { kind: 'percent', percent: ((current - previous) / Math.abs(previous)) * 100 };
}

/** The sales of some days, every way to pay together. */
export function sumSales(days: readonly DayFigures[]): PeriodSales {
  let revenueCents = 0;
  let orders = 0;
  for (const day of days) {
    revenueCents += sumByMethod(day.revenueCents);
    orders += sumByMethod(day.orders);
  }
  return { revenueCents, orders };
}

export interface PeriodComparison {
  current: PeriodSales;
  previous: PeriodSales;
  revenue: Change;
  orders: Change;
}

/**
 * The last `length` days (today included: `days` end today, oldest first) against the `length`
 * days before them. Days missing from the start of `days` count as days with nothing.
 */
export function comparePeriods(days: readonly DayFigures[], length: number): PeriodComparison {
  if (!Number.isInteger(length) || length < 1) throw new RangeError(`not a period: ${length}`);
  const current = sumSales(days.slice(-length));
  const previous = sumSales(days.slice(Math.max(0, days.length - 2 * length), -length));
  return {
    current,
    previous,
    revenue: changeOf(current.revenueCents, previous.revenueCents),
    orders: changeOf(current.orders, previous.orders),
  };
}

export interface SalesComparison {
  today: PeriodComparison;
  week: PeriodComparison;
  month: PeriodComparison;
  /** The last 30 days' revenue a sold order, whole cents; null without an order. */
  averageOrderCents: number | null;
  /** Whether the last 30 days sold anything (or refunded: a figure that is not 0). */
  hasSales: boolean;
}

/** Today, the last 7 and the last 30 days, each against the period before; the average order. */
export function compareSales(days: readonly DayFigures[]): SalesComparison {
  const month = comparePeriods(days, overviewWindow.days);
  const { revenueCents, orders } = month.current;
  return {
    today: comparePeriods(days, 1),
    week: comparePeriods(days, 7),
    month,
    averageOrderCents: orders > 0 ? Math.round(revenueCents / orders) : null,
    hasSales: orders !== 0 || revenueCents !== 0,
  };
}

/** One day of the sales chart: its figures by the way paid, and their totals. */
export interface ChartDay {
  day: string;
  orders: ByMethod;
  revenueCents: ByMethod;
  ordersTotal: number;
  revenueTotalCents: number;
}

/** The chart's days: the last `overviewWindow.days` of the answer, oldest first. */
export function chartDays(days: readonly DayFigures[]): ChartDay[] {
  return days.slice(-overviewWindow.days).map((day) => ({
    day: day.day,
    orders: day.orders,
    revenueCents: day.revenueCents,
    ordersTotal: sumByMethod(day.orders),
    revenueTotalCents: sumByMethod(day.revenueCents),
  }));
}

/** What each of `methods` took over some days. */
export function salesByMethod<M extends PaymentMethod>(
  days: readonly ChartDay[],
  methods: readonly M[],
): Record<M, PeriodSales> {
  const out = {} as Record<M, PeriodSales>;
  for (const method of methods) {
    out[method] = days.reduce(
      (sum, day) => ({
        revenueCents: sum.revenueCents + day.revenueCents[method],
        orders: sum.orders + day.orders[method],
      }),
      { revenueCents: 0, orders: 0 },
    );
  }
  return out;
}

export interface AbandonedCheckouts {
  placed: number;
  endedUnpaid: number;
  /** endedUnpaid of placed, in %; null when nothing was placed. */
  percent: number | null;
}

/** Of the orders placed in the last 30 days, those whose hold ended unpaid. */
export function abandonedCheckouts(days: readonly DayFigures[]): AbandonedCheckouts {
  let placed = 0;
  let endedUnpaid = 0;
  for (const day of days.slice(-overviewWindow.days)) {
    placed += day.placed;
    endedUnpaid += day.endedUnpaid;
  }
  return { placed, endedUnpaid, percent: placed > 0 ? (endedUnpaid / placed) * 100 : null };
}

export interface CategoryShareRow {
  /** A category slug, or '' (categoryLabel names it "Other"). */
  category: string;
  revenueCents: number;
  /** Of the revenue of every category, in %; 0 when there was none. */
  percent: number;
}

/** Each category's share of the revenue, in the answer's order (largest first). */
export function categoryShares(shares: readonly CategoryShare[]): CategoryShareRow[] {
  const total = shares.reduce((sum, share) => sum + Math.max(0, share.revenueCents), 0);
  return shares.map((share) => ({
    category: share.category,
    revenueCents: share.revenueCents,
    percent: total > 0 ? (Math.max(0, share.revenueCents) / total) * 100 : 0,
  }));
}

/** "12.5%", "-40%", "0%": a percentage to one decimal, without a trailing ".0". */
export function formatPercent(percent: number): string {
  const text = formatNumber(percent, 0, 1);
  return `${text === '-0' ? '0' : text}%`;
}

/** "+12.5%" or "-40%": a change, its sign always written; 0 is "0%". */
export function formatSignedPercent(percent: number): string {
  const text = formatPercent(percent);
  return percent > 0 && text !== '0%' ? `+${text}` : text;
}

/** An amount in cents as the overview writes it: 129950 → "$1,299.50", -500 → "-$5.00". */
export function formatCents(cents: number): string {
  return cents < 0 ? `-${formatPrice(fromCents(-cents))}` : formatPrice(fromCents(cents));
}
