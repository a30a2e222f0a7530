import { describe, expect, it } from 'vitest';
import {
  addDays,
  dailyStatsId,
  dhakaDayStart,
  mergeSalesFigures,
  orderSalesFigures,
  orderStatsShardId,
  overviewWindow,
  salesFiguresDelta,
  summariseSales,
  uncategorisedKey,
  withPartCategories,
  type DailyStatsDoc,
  type FiguredOrder,
} from '../src';

// 2026-11-01 in Dhaka starts at 2026-10-31T18:00Z.
const day1 = '2026-11-01';
const at = (day: string, hours = 12) => dhakaDayStart(day) + hours * 3600_000;

const order = (overrides: Partial<FiguredOrder> = {}): FiguredOrder => ({
  createdAt: at(day1),
  paid: false,
  partId: 'gpu',
  name: 'RTX 4070',
  price: 12.34,
  quanity: 3,
  ...overrides,
});

const paid = (overrides: Partial<FiguredOrder> = {}) =>
  order({ paid: true, paidAt: at(day1, 13), ...overrides });

describe('what one order contributes to the daily figures', () => {
  it('an unpaid order is placed on its Dhaka day, and nothing else', () => {
    // 23:30 UTC on Oct 31 is 05:30 on Nov 1 in Dhaka.
    const late = Date.UTC(2026, 9, 31, 23, 30);
    expect(orderSalesFigures(order({ createdAt: late }))).toEqual({
      [day1]: {
        placed: 1,
        endedUnpaid: 0,
        orders: {},
        revenueCents: {},
        parts: {},
        categories: {},
      },
    });
  });

  it('an expired or cancelled unpaid order ended unpaid on the day it was placed', () => {
    for (const ended of [{ expiredAt: at(day1, 14) }, { cancelledAt: at(addDays(day1, 1)) }]) {
      const figures = orderSalesFigures(order(ended));
      expect(Object.keys(figures)).toEqual([day1]);
      expect(figures[day1]).toMatchObject({ placed: 1, endedUnpaid: 1 });
    }
  });

  it('a paid order is sold on the day it was paid: by its way to pay, in cents, per part', () => {
    const next = addDays(day1, 1);
    const figures = orderSalesFigures(paid({ paidAt: at(next, 1), category: 'graphics-cards' }));
    expect(figures[day1]).toMatchObject({ placed: 1, endedUnpaid: 0, orders: {} });
    expect(figures[next]).toEqual({
      placed: 0,
      endedUnpaid: 0,
      orders: { card: 1 },
      revenueCents: { card: 3702 },
      parts: { gpu: { cents: 3702, units: 3, name: 'RTX 4070' } },
      categories: { 'graphics-cards': 3702 },
    });
  });

  it('a checkout is sold per line at the lines’ own prices; its total (with delivery) is revenue', () => {
    const checkout = paid({
      paymentMethod: 'cod',
      price: 201.22,
      quanity: 1,
      lines: [
        { partId: 'cpu', name: 'Ryzen', price: 100.1, quanity: 1, img: '', category: 'processors' },
        { partId: 'ram', name: 'DDR5', price: 50, quanity: 2, img: '' },
      ],
    });
    expect(orderSalesFigures(checkout)[day1]).toMatchObject({
      orders: { cod: 1 },
      revenueCents: { cod: 20122 },
      parts: {
        cpu: { cents: 10010, units: 1, name: 'Ryzen' },
        ram: { cents: 10000, units: 2, name: 'DDR5' },
      },
      categories: { processors: 10010, [uncategorisedKey]: 10000 },
    });
  });

  it('a partial refund lowers the revenue; a refund in full takes the sale off', () => {
    const partly = orderSalesFigures(paid({ refundedCents: 702 }))[day1]!;
    expect(partly.revenueCents).toEqual({ card: 3000 });
    expect(partly.orders).toEqual({ card: 1 });
    const full = orderSalesFigures(paid({ refundedAt: at(day1, 15), refundedCents: 3702 }));
    expect(full[day1]).toMatchObject({ placed: 1, orders: {}, revenueCents: {}, parts: {} });
  });
});

describe('the delta of a change', () => {
  it('a new order adds its figures; an unchanged one moves nothing', () => {
    expect(salesFiguresDelta(undefined, order())).toEqual(orderSalesFigures(order()));
    expect(salesFiguresDelta(paid(), paid())).toEqual({});
  });

  it('paying moves only the sale; cancelling moves only endedUnpaid', () => {
    const delta = salesFiguresDelta(order(), paid({ paymentMethod: 'sslcommerz' }));
    expect(delta).toEqual({
      [day1]: {
        placed: 0,
        endedUnpaid: 0,
        orders: { sslcommerz: 1 },
        revenueCents: { sslcommerz: 3702 },
        parts: { gpu: { cents: 3702, units: 3, name: 'RTX 4070' } },
        categories: { [uncategorisedKey]: 3702 },
      },
    });
    expect(salesFiguresDelta(order(), order({ cancelledAt: at(day1, 20) }))).toEqual({
      [day1]: {
        placed: 0,
        endedUnpaid: 1,
        orders: {},
        revenueCents: {},
        parts: {},
        categories: {},
      },
    });
  });

  it('a refund in full takes off what the sale added, and deltas add up to the end state', () => {
    const steps = [
      order(),
      paid(),
      paid({ refundedCents: 1000 }),
      paid({ refundedCents: 3702, refundedAt: at(day1, 18) }),
    ];
    const deltas = steps.map((step, i) => salesFiguresDelta(steps[i - 1], step));
    expect(mergeSalesFigures(...deltas)).toEqual(orderSalesFigures(steps.at(-1)!));
    expect(deltas[3]![day1]).toMatchObject({
      orders: { card: -1 },
      revenueCents: { card: -2702 },
      parts: { gpu: { cents: -3702, units: -3 } },
    });
  });

  it('an order leaving the figures takes all of them off', () => {
    expect(
      mergeSalesFigures(orderSalesFigures(paid()), salesFiguresDelta(paid(), undefined)),
    ).toEqual({});
  });
});

describe('the overview’s sums of day documents', () => {
  const today = '2026-11-29';
  const shard = (day: string, fields: Partial<DailyStatsDoc>): DailyStatsDoc => ({
    day,
    ...fields,
  });

  it('sums the shards per day and fills the 60 days with zeros, oldest first', () => {
    const { days } = summariseSales(
      [
        shard(today, { placed: 2, orders: { card: 1 }, revenueCents: { card: 500 } }),
        shard(today, { placed: 1, endedUnpaid: 1, orders: { cod: 1 }, revenueCents: { cod: 70 } }),
        shard(addDays(today, -59), { placed: 4 }),
        // Before the range: not in the answer.
        shard(addDays(today, -60), { placed: 9 }),
      ],
      today,
    );
    expect(days).toHaveLength(overviewWindow.answerDays);
    expect(days[0]).toMatchObject({ day: addDays(today, -59), placed: 4 });
    expect(days[1]).toEqual({
      day: addDays(today, -58),
      placed: 0,
      endedUnpaid: 0,
      orders: { card: 0, sslcommerz: 0, cod: 0 },
      revenueCents: { card: 0, sslcommerz: 0, cod: 0 },
    });
    expect(days.at(-1)).toEqual({
      day: today,
      placed: 3,
      endedUnpaid: 1,
      orders: { card: 1, sslcommerz: 0, cod: 1 },
      revenueCents: { card: 500, sslcommerz: 0, cod: 70 },
    });
  });

  it('ranks the last 30 days’ parts by revenue and categories largest first', () => {
    const parts = (cents: number, units = 1) => ({ cents, units, name: 'x' });
    const { topParts, categories } = summariseSales(
      [
        shard(today, {
          parts: { a: parts(100), b: { cents: 300, units: 1, name: 'B new' } },
          categories: { memory: 400 },
        }),
        shard(addDays(today, -29), {
          parts: { a: parts(250, 2), b: { cents: 0, units: 0, name: 'B old' } },
          categories: { [uncategorisedKey]: 250 },
        }),
        // The 31st day back counts in the chart, not in the ranking.
        shard(addDays(today, -30), { parts: { c: parts(9999) }, categories: { cases: 9999 } }),
      ],
      today,
    );
    expect(topParts).toEqual([
      { partId: 'a', name: 'x', revenueCents: 350, units: 3 },
      { partId: 'b', name: 'B new', revenueCents: 300, units: 1 },
    ]);
    expect(categories).toEqual([
      { category: 'memory', revenueCents: 400 },
      { category: '', revenueCents: 250 },
    ]);
  });

  it('keeps at most the top 10 parts', () => {
    const many = Object.fromEntries(
      Array.from({ length: 15 }, (_, i) => [`p${i}`, { cents: i + 1, units: 1, name: `P${i}` }]),
    );
    const { topParts } = summariseSales([shard(today, { parts: many })], today);
    expect(topParts.map((p) => p.partId)).toEqual(
      Array.from({ length: overviewWindow.topParts }, (_, i) => `p${14 - i}`),
    );
  });
});

describe('placement and storage details', () => {
  it('the day document of an order is its day and its order-count shard', () => {
    expect(dailyStatsId(day1, 'abc')).toBe(`${day1}_${orderStatsShardId('abc')}`);
  });

  it('each line, or the one part, keeps its part’s category as placed', () => {
    const categoryOf = (id: string) => ({ cpu: 'processors' })[id];
    expect(
      withPartCategories(
        {
          partId: 'cpu',
          lines: [
            { partId: 'cpu', name: 'c', price: 1, quanity: 1, img: '' },
            { partId: 'odd', name: 'o', price: 1, quanity: 1, img: '' },
          ],
        },
        categoryOf,
      ).lines,
    ).toEqual([
      { partId: 'cpu', name: 'c', price: 1, quanity: 1, img: '', category: 'processors' },
      { partId: 'odd', name: 'o', price: 1, quanity: 1, img: '' },
    ]);
    expect(withPartCategories({ partId: 'cpu' }, categoryOf)).toEqual({
      partId: 'cpu',
      category: 'processors',
    });
  });
});
