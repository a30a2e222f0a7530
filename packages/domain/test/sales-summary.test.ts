import { describe, expect, it } from 'vitest';
import {
  abandonedCheckouts,
  addDays,
  categoryShares,
  changeOf,
  chartDays,
  comparePeriods,
  formatCents,
  formatPercent,
  formatSignedPercent,
  paymentMethods,
  salesByMethod,
  compareSales,
  sumByMethod,
  type ByMethod,
  type DayFigures,
  summariseSales,
} from '../src';

const today = '2026-11-29';
const none: ByMethod = { card: 0, sslcommerz: 0, cod: 0 };

/** The answer's 60 days, oldest first, ending today (zero-filled as the API does), each with
 * nothing unless `set` (by days ago) says. */
function days(set: Record<number, Partial<Omit<DayFigures, 'day'>>> = {}): DayFigures[] {
  const all = summariseSales([], today).days;
  return all.map((day, i) => ({ ...day, ...set[all.length - 1 - i] }));
}

/** A day that sold `orders` orders for `cents` by card. */
const card = (orders: number, cents: number) => ({
  orders: { ...none, card: orders },
  revenueCents: { ...none, card: cents },
});

describe('sales summary', () => {
  it('adds every way to pay', () => {
    expect(sumByMethod({ card: 100, sslcommerz: 20, cod: 3 })).toBe(123);
  });

  it('compares today with yesterday, 7 days with the 7 before, 30 with the 30 before', () => {
    // `back` days ago: 0 is today.
    const answer = days({
      0: card(2, 10_000),
      1: card(1, 5_000),
      6: {
        orders: { card: 0, sslcommerz: 1, cod: 1 },
        revenueCents: { ...none, sslcommerz: 2_500, cod: 2_500 },
      },
      7: card(4, 40_000),
      29: card(1, 1_000),
      30: card(10, 100_000),
      59: card(1, 999),
    });
    const summary = compareSales(answer);
    expect(summary.today).toEqual({
      current: { revenueCents: 10_000, orders: 2 },
      previous: { revenueCents: 5_000, orders: 1 },
      revenue: { kind: 'percent', percent: 100 },
      orders: { kind: 'percent', percent: 100 },
    });
    // Days 0..6 against 7..13.
    expect(summary.week.current).toEqual({ revenueCents: 20_000, orders: 5 });
    expect(summary.week.previous).toEqual({ revenueCents: 40_000, orders: 4 });
    expect(summary.week.revenue).toEqual({ kind: 'percent', percent: -50 });
    expect(summary.week.orders).toEqual({ kind: 'percent', percent: 25 });
    // Days 0..29 against 30..59.
    expect(summary.month.current).toEqual({ revenueCents: 61_000, orders: 10 });
    expect(summary.month.previous).toEqual({ revenueCents: 100_999, orders: 11 });
    expect(summary.averageOrderCents).toBe(6_100);
    expect(summary.hasSales).toBe(true);
  });

  it('says "new" when the period before sold nothing, and "none" when neither did', () => {
    const summary = compareSales(days({ 0: card(1, 4_999) }));
    expect(summary.today.revenue).toEqual({ kind: 'new' });
    expect(summary.today.orders).toEqual({ kind: 'new' });
    expect(changeOf(0, 0)).toEqual({ kind: 'none' });
    expect(changeOf(0, 500)).toEqual({ kind: 'percent', percent: -100 });
  });

  it('has no average order and no sales when nothing sold in 30 days', () => {
    // Sales 31 days ago are the period before, not this one.
    const summary = compareSales(days({ 31: card(3, 30_000) }));
    expect(summary.averageOrderCents).toBeNull();
    expect(summary.hasSales).toBe(false);
    expect(summary.month.revenue).toEqual({ kind: 'percent', percent: -100 });
  });

  it('rounds the average order to whole cents', () => {
    expect(compareSales(days({ 0: card(3, 10_000) })).averageOrderCents).toBe(3_333);
  });

  it('counts a refund that leaves a day negative', () => {
    const summary = compareSales(days({ 0: card(0, -2_000), 1: card(1, 2_000) }));
    expect(summary.today.current.revenueCents).toBe(-2_000);
    expect(summary.today.revenue).toEqual({ kind: 'percent', percent: -200 });
    expect(summary.hasSales).toBe(true);
  });

  it('reads a short answer as days with nothing before it', () => {
    const short = days({ 0: card(1, 100), 1: card(1, 300) }).slice(-2);
    const week = comparePeriods(short, 7);
    expect(week.current).toEqual({ revenueCents: 400, orders: 2 });
    expect(week.previous).toEqual({ revenueCents: 0, orders: 0 });
    expect(() => comparePeriods(short, 0)).toThrow(RangeError);
  });

  it('charts the last 30 days, oldest first, with totals, and what each way to pay took', () => {
    const chart = chartDays(
      days({
        0: {
          orders: { card: 1, sslcommerz: 2, cod: 3 },
          revenueCents: { card: 100, sslcommerz: 200, cod: 300 },
        },
        29: card(1, 50),
        30: card(9, 9_000),
      }),
    );
    expect(chart).toHaveLength(30);
    expect(chart[0]).toMatchObject({
      day: addDays(today, -29),
      ordersTotal: 1,
      revenueTotalCents: 50,
    });
    expect(chart.at(-1)).toMatchObject({ day: today, ordersTotal: 6, revenueTotalCents: 600 });
    expect(salesByMethod(chart, paymentMethods)).toEqual({
      card: { revenueCents: 150, orders: 2 },
      sslcommerz: { revenueCents: 200, orders: 2 },
      cod: { revenueCents: 300, orders: 3 },
    });
  });

  it('gives the abandoned checkouts of 30 days as a share of the orders placed', () => {
    const answer = days({
      0: { placed: 6, endedUnpaid: 1 },
      29: { placed: 2, endedUnpaid: 1 },
      30: { placed: 100, endedUnpaid: 100 },
    });
    expect(abandonedCheckouts(answer)).toEqual({ placed: 8, endedUnpaid: 2, percent: 25 });
    expect(abandonedCheckouts(days())).toEqual({ placed: 0, endedUnpaid: 0, percent: null });
  });

  it("gives each category's share of the revenue", () => {
    expect(
      categoryShares([
        { category: 'graphics-cards', revenueCents: 6_000 },
        { category: 'memory', revenueCents: 3_000 },
        { category: '', revenueCents: 1_000 },
      ]),
    ).toEqual([
      { category: 'graphics-cards', revenueCents: 6_000, percent: 60 },
      { category: 'memory', revenueCents: 3_000, percent: 30 },
      { category: '', revenueCents: 1_000, percent: 10 },
    ]);
    expect(categoryShares([{ category: 'mice', revenueCents: 0 }])[0]!.percent).toBe(0);
  });

  it('writes percentages to one decimal, a change with its sign', () => {
    expect(formatPercent(25)).toBe('25%');
    expect(formatPercent(33.333)).toBe('33.3%');
    expect(formatPercent(-0.01)).toBe('0%');
    expect(formatSignedPercent(12.54)).toBe('+12.5%');
    expect(formatSignedPercent(-50)).toBe('-50%');
    expect(formatSignedPercent(0.01)).toBe('0%');
    expect(formatSignedPercent(1234.5)).toBe('+1,234.5%');
  });

  it('writes cents as dollars, a negative amount with its sign first', () => {
    expect(formatCents(129_950)).toBe('$1,299.50');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(-500)).toBe('-$5.00');
  });
});
