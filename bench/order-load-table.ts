import { messages } from '@cps/domain';
import { percentile } from './api-load';
import type { Row } from './budgets';

// The sale-day bench's arithmetic (bench/order-load.ts measures): what each run of buyers at
// once came to, as figures and as ratios to the one-at-a-time run of the same bench, and whether
// the budget of its kind is met. Pure, so that the maths is unit-tested.

/** The placement paths a run sends its orders to. */
export type OrderPath = '/orders' | '/orders/checkout' | '/orders/build';

/**
 * What a run is held to:
 * - `baseline`: the one-at-a-time run every ratio is taken against (no budget of its own);
 * - `spread`: buyers on different parts, at least `spreadRatio` × the baseline's orders a second;
 * - `hot`: buyers on one part with stock for all: every order accepted, at least
 *   `hotRatio` × the baseline's orders a second, none oversold;
 * - `crowd`: many buyers on a few parts: every order accepted (so no 409 busy, no 504);
 * - `scarce`: stock for only some: exactly as many accepted as there are units, every other
 *   buyer refused as out of stock, none oversold.
 */
export type OrderLoadKind = 'baseline' | 'spread' | 'hot' | 'crowd' | 'scarce';

export const orderLoadBudgets = { spreadRatio: 2, hotRatio: 1 } as const;

/** One buyer's answer: an HTTP status (or no answer in time), its message, and how long it took. */
export interface Attempt {
  status: number | 'timeout' | 'error';
  ms: number;
  /** A refusal's `message`. */
  message?: string;
  /** An accepted order's id. */
  orderId?: string;
}

/** What a run is, and the stock of its parts. */
interface RunOf {
  name: string;
  kind: OrderLoadKind;
  path: OrderPath;
  buyers: number;
  parts: number;
  /** From the first request sent to the last answer. */
  wallMs: number;
  /** Units on the shelves of the run's parts, summed, before and after. */
  stockBefore: number;
  stockAfter: number;
  /** Units of the run's parts in the orders accepted, as stored. */
  unitsInOrders: number;
  /** Split parts: from the last answer until readers saw the stock the orders left. */
  syncMs?: number;
  /** The share of the machine's cores busy during the run (0 to 1), whoever used them. */
  cpuBusy?: number;
}

/** One run as measured: every buyer's answer. */
export interface OrderLoadRun extends RunOf {
  attempts: Attempt[];
}

/** One run's figures. */
export interface OrderLoadFigures extends RunOf {
  accepted: number;
  ordersPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  /** "status message" → how many buyers got it. */
  refusals: Record<string, number>;
  /** Units sold past the stock there was: must be 0. */
  oversold: number;
  /** Units that left the shelves without being in an accepted order (or came back unordered). */
  unaccounted: number;
}

export interface OrderLoadRatios {
  ordersPerSecond: number;
  p50: number;
  p95: number;
}

/** How a refusal is grouped: its status and message ("409 …", "timeout"). */
export const refusalKey = (a: Attempt): string =>
  typeof a.status === 'number' ? `${a.status} ${a.message ?? ''}`.trim() : a.status;

export function figuresOf(run: OrderLoadRun): OrderLoadFigures {
  const accepted = run.attempts.filter((a) => a.status === 201).length;
  const refusals: Record<string, number> = {};
  for (const attempt of run.attempts) {
    if (attempt.status === 201) continue;
    const key = refusalKey(attempt);
    refusals[key] = (refusals[key] ?? 0) + 1;
  }
  // Every buyer's wait counts, refused or not: a refusal after 60 s is no faster for being one.
  const latencies = run.attempts.map((a) => a.ms);
  const sold = run.stockBefore - run.stockAfter;
  return {
    name: run.name,
    kind: run.kind,
    path: run.path,
    buyers: run.buyers,
    parts: run.parts,
    wallMs: run.wallMs,
    accepted,
    ordersPerSecond: accepted / (Math.max(run.wallMs, 1) / 1000),
    p50Ms: Math.round(percentile(latencies, 50)),
    p95Ms: Math.round(percentile(latencies, 95)),
    refusals,
    stockBefore: run.stockBefore,
    stockAfter: run.stockAfter,
    unitsInOrders: run.unitsInOrders,
    ...(run.syncMs !== undefined && { syncMs: run.syncMs }),
    ...(run.cpuBusy !== undefined && { cpuBusy: run.cpuBusy }),
    oversold: Math.max(0, run.unitsInOrders - run.stockBefore, -run.stockAfter),
    unaccounted: sold - run.unitsInOrders,
  };
}

/** A run's figures against the baseline's: orders a second and latencies, as ratios. */
export function ratiosOf(run: OrderLoadFigures, baseline: OrderLoadFigures): OrderLoadRatios {
  const ratio = (a: number, b: number) => (b > 0 ? a / b : Number.NaN);
  return {
    ordersPerSecond: ratio(run.ordersPerSecond, baseline.ordersPerSecond),
    p50: ratio(run.p50Ms, baseline.p50Ms),
    p95: ratio(run.p95Ms, baseline.p95Ms),
  };
}

const isOutOfStock = (key: string) => key === `409 ${messages.validation.quantityAboveStock}`;

/** The budget of a run's kind, as text, and whether it is met; undefined for the baseline. */
export function budgetOf(
  run: OrderLoadFigures,
  ratios: OrderLoadRatios,
): { budget: string; ok: boolean } | undefined {
  const all = run.accepted === run.buyers;
  const sound = run.oversold === 0 && run.unaccounted === 0;
  switch (run.kind) {
    case 'baseline':
      return undefined;
    case 'spread':
      return {
        budget: `≥ ${orderLoadBudgets.spreadRatio}× orders/s, all accepted`,
        ok: all && sound && ratios.ordersPerSecond >= orderLoadBudgets.spreadRatio,
      };
    case 'hot':
      return {
        budget: `all accepted, ≥ ${orderLoadBudgets.hotRatio}× orders/s, 0 oversold`,
        ok: all && sound && ratios.ordersPerSecond >= orderLoadBudgets.hotRatio,
      };
    case 'crowd':
      return { budget: 'all accepted (no 409 busy, no 504)', ok: all && sound };
    case 'scarce': {
      const refusedOutOfStock = Object.entries(run.refusals).every(([key]) => isOutOfStock(key));
      return {
        budget: `exactly ${run.stockBefore} accepted, the rest out of stock, 0 oversold`,
        ok:
          run.accepted === run.stockBefore &&
          run.accepted + Object.values(run.refusals).reduce((a, b) => a + b, 0) === run.buyers &&
          refusedOutOfStock &&
          sound,
      };
    }
  }
}

const times = (ratio: number) => (Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : '–');
const shorten = (text: string, max = 70) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/** One row per run for the bench's table: figures, ratios to the baseline, the budget. */
export function orderLoadRows(runs: readonly OrderLoadFigures[]): Row[] {
  const baseline = runs.find((run) => run.kind === 'baseline');
  if (!baseline) throw new Error('orderLoadRows: no one-at-a-time run to take ratios against');
  return runs.map((run) => {
    const ratios = ratiosOf(run, baseline);
    const refused = Object.entries(run.refusals)
      .sort(([, a], [, b]) => b - a)
      .map(([key, n]) => `${n}× ${shorten(key)}`)
      .join('; ');
    const value = [
      `${run.accepted}/${run.buyers} accepted in ${(run.wallMs / 1000).toFixed(1)} s`,
      `${run.ordersPerSecond.toFixed(1)} orders/s (${times(ratios.ordersPerSecond)})`,
      `p50 ${run.p50Ms} ms (${times(ratios.p50)})`,
      `p95 ${run.p95Ms} ms (${times(ratios.p95)})`,
      `stock ${run.stockBefore}→${run.stockAfter}, ${run.unitsInOrders} in orders, oversold ${run.oversold}`,
      ...(run.syncMs !== undefined ? [`readers saw it after ${run.syncMs} ms`] : []),
      ...(run.cpuBusy !== undefined ? [`CPU ${Math.round(run.cpuBusy * 100)}% busy`] : []),
      ...(run.unaccounted ? [`UNACCOUNTED ${run.unaccounted}`] : []),
      ...(refused ? [`refused: ${refused}`] : []),
    ].join(', ');
    const budget = budgetOf(run, ratios);
    return {
      metric: `Orders: ${run.name} (POST ${run.path})`,
      value,
      budget: budget?.budget ?? 'the ratios’ 1×',
      ...(budget && { ok: budget.ok }),
    };
  });
}

/**
 * The back office's order counts against a recount of the orders, taken with every order of the
 * bench in (`off`: stored minus counted, by key; empty when they agree).
 */
export function orderCountsRow(off: Readonly<Record<string, number>>): Row {
  const keys = Object.keys(off);
  return {
    metric: 'Orders: the back office’s counts against a recount',
    value: keys.length
      ? `off by ${keys.map((key) => `${key} ${off[key]! > 0 ? '+' : ''}${off[key]}`).join(', ')}`
      : 'equal',
    budget: 'equal',
    ok: keys.length === 0,
  };
}
