// What an order contributes to the shop's daily sales figures (`dailyStats`, overview.ts), as a
// pure function of the order as stored: in `orders`, or as archived in `cancelledOrders` once
// cancelled (it then carries `cancelledAt`). Every order write moves the figures by the
// difference, figures(after) − figures(before), in its own transaction, so the stored sums always
// equal a recount of the orders (docs/orders.md, "Sales per day").
//
// The figures of one order, each on a shop day (dhakaDay, Asia/Dhaka):
// - `placed`: +1 on the day it was created, for every order, a cancelled one included.
// - `endedUnpaid`: +1 on the day it was created, when its hold ended without payment: expired
//   (card, SSLCommerz, or cash on delivery never confirmed; an SSLCommerz payment held for review
//   and refunded ends so too) or cancelled while unpaid.
// - sold: paid (a card or SSLCommerz payment, a held payment once accepted, or cash on delivery
//   collected at the door) and not refunded in full: on the day it was paid (`paidAt`),
//   `orders[method]` +1 and `revenueCents[method]` + its total less what was refunded of it
//   (`refundedCents`), the method being `paymentMethod`, 'card' when absent. A refund in full
//   takes the sale off the day it was paid.
// - of a sold order, per part: each line's (or the one part's) total at its own price
//   (`parts.<id>.cents`), its units and its name, and the same cents under the line's category
//   (`categories.<slug>`; orders placed before lines carried one count under ''). A build's
//   bundle saving, a delivery charge and a partial refund are in the revenue but in no part.
//
// The day documents are `dailyStats/{day}_{shard}`, the shard the order counts' (order-counts.ts),
// moved by blind increments: no order reads them, so orders never wait for each other on them
// beyond their own shard's write.

import { lineTotalCents } from './money';
import { namedCounts } from './part-derived';
import { paymentMethods, type PaymentMethod } from './checkout';
import { orderStatsShardId } from './order-counts';
import {
  addDays,
  dhakaDay,
  overviewWindow,
  type ByMethod,
  type CategoryShare,
  type DayFigures,
  type TopPart,
} from './overview';
import type { OrderDoc } from './types';

/** A part's sales on a day: cents at the lines' own prices, units, and its name as sold. */
export interface PartSales {
  cents: number;
  units: number;
  name: string;
}

/** One day's figures of an order, of a change (a delta) or of a stored shard. */
export interface DayTally {
  placed: number;
  endedUnpaid: number;
  orders: Partial<ByMethod>;
  revenueCents: Partial<ByMethod>;
  /** By part id. */
  parts: Record<string, PartSales>;
  /** By category key (categoryKey): cents. */
  categories: Record<string, number>;
}

/** Figures by shop day, 'YYYY-MM-DD'; a day with nothing is absent. */
export type SalesFigures = Record<string, DayTally>;

/** `dailyStats/{day}_{shard}` as stored; any field may be missing (0). */
export type DailyStatsDoc = { day: string } & Partial<DayTally>;

/** What the figures read of an order; a cancelled one's archive carries `cancelledAt`. */
export type FiguredOrder = Pick<
  OrderDoc,
  'createdAt' | 'paid' | 'partId' | 'name' | 'price' | 'quanity' | 'lines'
> &
  Partial<
    Pick<
      OrderDoc,
      'paidAt' | 'expiredAt' | 'refundedAt' | 'refundedCents' | 'paymentMethod' | 'category'
    >
  > & { cancelledAt?: number };

/**
 * The map key of an order line's category: its slug, or `_` for none (Firestore takes no empty
 * field name); categoryOfKey turns it back into the answer's ''.
 */
export const uncategorisedKey = '_';
export const categoryKey = (slug: string | undefined): string => slug || uncategorisedKey;
export const categoryOfKey = (key: string): string => (key === uncategorisedKey ? '' : key);

/** A day document's id: the day, then a shard of the order counts' (`orderStatsShardIds`). */
export const dailyStatsDocId = (day: string, shard: string): string => `${day}_${shard}`;

/** The document id of an order's figures on a day: the day, then the order counts' shard. */
export const dailyStatsId = (day: string, orderId: string): string =>
  dailyStatsDocId(day, orderStatsShardId(orderId));

const emptyTally = (): DayTally => ({
  placed: 0,
  endedUnpaid: 0,
  orders: {},
  revenueCents: {},
  parts: namedCounts<PartSales>(),
  categories: namedCounts(),
});

/** A sold order: paid and not refunded in full. */
export const isSold = (order: Pick<OrderDoc, 'paid' | 'refundedAt'>): boolean =>
  order.paid && order.refundedAt === undefined;

/** The order's hold ended without payment: expired, or cancelled before it was paid. */
export const endedUnpaid = (order: FiguredOrder): boolean =>
  !order.paid && (order.expiredAt !== undefined || order.cancelledAt !== undefined);

/** What each part of the order sold: its lines, or the one part (`price` per unit × `quanity`). */
function partLines(order: FiguredOrder) {
  if (order.lines?.length) {
    return order.lines.map((line) => ({
      partId: line.partId,
      name: line.name,
      category: line.category,
      units: line.quanity,
      cents: lineTotalCents(line.price, line.quanity),
    }));
  }
  return [
    {
      partId: order.partId,
      name: order.name,
      category: order.category,
      units: order.quanity,
      cents: lineTotalCents(order.price, order.quanity),
    },
  ];
}

/** The figures one order contributes, by day (see the header). */
export function orderSalesFigures(order: FiguredOrder): SalesFigures {
  const figures: SalesFigures = namedCounts<DayTally>();
  const on = (day: string) => (figures[day] ??= emptyTally());
  const placedOn = on(dhakaDay(order.createdAt));
  placedOn.placed += 1;
  if (endedUnpaid(order)) placedOn.endedUnpaid += 1;
  if (isSold(order)) {
    const method: PaymentMethod = order.paymentMethod ?? 'card';
    const sold = on(dhakaDay(order.paidAt ?? order.createdAt));
    const total = lineTotalCents(order.price, order.quanity);
    sold.orders[method] = (sold.orders[method] ?? 0) + 1;
    sold.revenueCents[method] =
      (sold.revenueCents[method] ?? 0) + Math.max(0, total - (order.refundedCents ?? 0));
    for (const line of partLines(order)) {
      const part = (sold.parts[line.partId] ??= { cents: 0, units: 0, name: line.name });
      part.cents += line.cents;
      part.units += line.units;
      const key = categoryKey(line.category);
      sold.categories[key] = (sold.categories[key] ?? 0) + line.cents;
    }
  }
  return figures;
}

/** Adds figures up, each scaled by its sign; zero figures and empty days are left out. */
function combine(terms: readonly [SalesFigures, 1 | -1][]): SalesFigures {
  const sum: SalesFigures = namedCounts<DayTally>();
  for (const [figures, sign] of terms) {
    for (const [day, tally] of Object.entries(figures)) {
      const into = (sum[day] ??= emptyTally());
      into.placed += sign * tally.placed;
      into.endedUnpaid += sign * tally.endedUnpaid;
      for (const method of paymentMethods) {
        const orders = tally.orders[method];
        const cents = tally.revenueCents[method];
        if (orders) into.orders[method] = (into.orders[method] ?? 0) + sign * orders;
        if (cents) into.revenueCents[method] = (into.revenueCents[method] ?? 0) + sign * cents;
      }
      for (const [id, part] of Object.entries(tally.parts)) {
        const was = into.parts[id];
        into.parts[id] = {
          cents: (was?.cents ?? 0) + sign * part.cents,
          units: (was?.units ?? 0) + sign * part.units,
          // The later term's name: after a change, the name as the order has it now.
          name: sign > 0 || !was ? part.name : was.name,
        };
      }
      for (const [key, cents] of Object.entries(tally.categories)) {
        into.categories[key] = (into.categories[key] ?? 0) + sign * cents;
      }
    }
  }
  return pruned(sum);
}

function pruned(figures: SalesFigures): SalesFigures {
  const out: SalesFigures = namedCounts<DayTally>();
  for (const [day, tally] of Object.entries(figures)) {
    const kept = emptyTally();
    kept.placed = tally.placed;
    kept.endedUnpaid = tally.endedUnpaid;
    for (const method of paymentMethods) {
      if (tally.orders[method]) kept.orders[method] = tally.orders[method];
      if (tally.revenueCents[method]) kept.revenueCents[method] = tally.revenueCents[method];
    }
    for (const [id, part] of Object.entries(tally.parts)) {
      if (part.cents || part.units) kept.parts[id] = part;
    }
    for (const [key, cents] of Object.entries(tally.categories)) {
      if (cents) kept.categories[key] = cents;
    }
    const empty =
      !kept.placed &&
      !kept.endedUnpaid &&
      !Object.keys(kept.orders).length &&
      !Object.keys(kept.revenueCents).length &&
      !Object.keys(kept.parts).length &&
      !Object.keys(kept.categories).length;
    if (!empty) out[day] = kept;
  }
  return out;
}

/**
 * What a change of an order does to the figures: figures(after) − figures(before); `before`
 * undefined for a new order, `after` undefined for one that leaves the figures (a test's clean-up).
 */
export function salesFiguresDelta(
  before: FiguredOrder | undefined,
  after: FiguredOrder | undefined,
): SalesFigures {
  const terms: [SalesFigures, 1 | -1][] = [];
  if (after) terms.push([orderSalesFigures(after), 1]);
  if (before) terms.push([orderSalesFigures(before), -1]);
  return combine(terms);
}

/** Adds figures up (a batch of orders, a recount). */
export const mergeSalesFigures = (...list: SalesFigures[]): SalesFigures =>
  combine(list.map((figures) => [figures, 1] as [SalesFigures, 1]));

/** Stored shards (a range's day documents) added up into figures by day. */
export function salesFiguresOfShards(docs: readonly DailyStatsDoc[]): SalesFigures {
  return mergeSalesFigures(
    ...docs.map((doc) => ({ [doc.day]: { ...emptyTally(), ...numbersOf(doc) } })),
  );
}

/** A stored shard's fields, missing ones as zeros (a document is whatever increments made it). */
function numbersOf(doc: DailyStatsDoc): DayTally {
  const n = (value: unknown) => (typeof value === 'number' ? value : 0);
  const byMethod = (map: Partial<ByMethod> | undefined) =>
    Object.fromEntries(paymentMethods.map((m) => [m, n(map?.[m])]).filter(([, v]) => v));
  const parts = namedCounts<PartSales>();
  for (const [id, part] of Object.entries(doc.parts ?? {})) {
    parts[id] = { cents: n(part?.cents), units: n(part?.units), name: String(part?.name ?? '') };
  }
  const categories = namedCounts();
  for (const [key, cents] of Object.entries(doc.categories ?? {})) categories[key] = n(cents);
  return {
    placed: n(doc.placed),
    endedUnpaid: n(doc.endedUnpaid),
    orders: byMethod(doc.orders),
    revenueCents: byMethod(doc.revenueCents),
    parts,
    categories,
  };
}

const byMethodOf = (map: Partial<ByMethod>): ByMethod =>
  Object.fromEntries(paymentMethods.map((m) => [m, map[m] ?? 0])) as ByMethod;

/** The first day of the `days` days that end `today`. */
export const firstDayOf = (today: string, days: number): string => addDays(today, -(days - 1));

export interface SalesSummary {
  /** `overviewWindow.answerDays` days, oldest first, ending today; days with nothing are zeros. */
  days: DayFigures[];
  topParts: TopPart[];
  categories: CategoryShare[];
}

/**
 * The overview's sales: the day documents of the answer's range (every shard) summed per day,
 * zero-filled, and the last `overviewWindow.days` days' best parts (by revenue, then units) and
 * categories (largest first).
 */
export function summariseSales(docs: readonly DailyStatsDoc[], today: string): SalesSummary {
  const figures = salesFiguresOfShards(docs);
  const days: DayFigures[] = [];
  for (let i = overviewWindow.answerDays - 1; i >= 0; i -= 1) {
    const day = addDays(today, -i);
    const tally = figures[day] ?? emptyTally();
    days.push({
      day,
      placed: tally.placed,
      endedUnpaid: tally.endedUnpaid,
      orders: byMethodOf(tally.orders),
      revenueCents: byMethodOf(tally.revenueCents),
    });
  }
  const recent = firstDayOf(today, overviewWindow.days);
  const parts = new Map<string, TopPart>();
  const categories = new Map<string, number>();
  for (const day of Object.keys(figures).sort()) {
    if (day < recent || day > today) continue;
    const tally = figures[day]!;
    for (const [partId, sold] of Object.entries(tally.parts)) {
      const sum = parts.get(partId) ?? { partId, name: sold.name, revenueCents: 0, units: 0 };
      sum.revenueCents += sold.cents;
      sum.units += sold.units;
      // The latest day's name: what the part was last sold as.
      if (sold.name) sum.name = sold.name;
      parts.set(partId, sum);
    }
    for (const [key, cents] of Object.entries(tally.categories)) {
      categories.set(key, (categories.get(key) ?? 0) + cents);
    }
  }
  const topParts = [...parts.values()]
    .filter((p) => p.revenueCents > 0 || p.units > 0)
    .sort(
      (a, b) =>
        b.revenueCents - a.revenueCents ||
        b.units - a.units ||
        (a.partId < b.partId ? -1 : a.partId > b.partId ? 1 : 0),
    )
    .slice(0, overviewWindow.topParts);
  const shares = [...categories]
    .filter(([, cents]) => cents > 0)
    .map(([key, revenueCents]) => ({ category: categoryOfKey(key), revenueCents }))
    .sort(
      (a, b) =>
        b.revenueCents - a.revenueCents ||
        (a.category < b.category ? -1 : a.category > b.category ? 1 : 0),
    );
  return { days, topParts, categories: shares };
}
