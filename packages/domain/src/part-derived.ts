// Data derived from a part on every write: whether it can be bought, and how the catalogue's
// counters change. The server's write paths (add, edit, delete, order, cancel) all use these, so
// counts stay right however a part changes.

import type { StockFilter } from './catalogue-query';
import type { CatalogueStats, PartDoc } from './types';

type StockFields = Pick<PartDoc, 'availableQuanity' | 'minimumOrderQuanity'>;

/** In stock: at least one order of the minimum quantity can still be placed. */
export function isInStock(part: StockFields): boolean {
  return part.availableQuanity >= Math.max(1, part.minimumOrderQuanity);
}

/** Whether a part passes the back office's stock filter (none: every part does). */
export function matchesStockFilter(part: StockFields, filter: StockFilter | undefined): boolean {
  if (!filter) return true;
  const stocked = isInStock(part);
  return filter.level === 'out' ? !stocked : stocked && part.availableQuanity <= filter.below;
}

export function derivedPartFields(
  part: Pick<PartDoc, 'availableQuanity' | 'minimumOrderQuanity'>,
): Pick<PartDoc, 'inStock'> {
  return { inStock: isInStock(part) };
}

/**
 * A map keyed by names an admin or a buyer chose (brands, specification values): it has no
 * prototype, so a brand called "constructor" or "__proto__" is a key like any other.
 */
export function namedCounts<T = number>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/** Counter changes, as numbers; zero changes are left out. */
export interface StatsDelta {
  total?: number;
  inStock?: number;
  categories?: Record<string, { total?: number; inStock?: number }>;
  brands?: Record<string, number>;
}

type Counted = Pick<PartDoc, 'category' | 'brand' | 'availableQuanity' | 'minimumOrderQuanity'>;

/** How the counters change when `before` becomes `after` (undefined: created or deleted). */
export function statsDelta(before: Counted | undefined, after: Counted | undefined): StatsDelta {
  const delta: StatsDelta = {};
  const add = (part: Counted | undefined, sign: 1 | -1) => {
    if (!part) return;
    const stocked = isInStock(part) ? sign : 0;
    delta.total = (delta.total ?? 0) + sign;
    delta.inStock = (delta.inStock ?? 0) + stocked;
    if (part.category) {
      delta.categories ??= namedCounts();
      const c = (delta.categories[part.category] ??= {});
      c.total = (c.total ?? 0) + sign;
      c.inStock = (c.inStock ?? 0) + stocked;
    }
    if (part.brand) {
      delta.brands ??= namedCounts();
      delta.brands[part.brand] = (delta.brands[part.brand] ?? 0) + sign;
    }
  };
  add(before, -1);
  add(after, 1);
  return pruneZeros(delta);
}

/** Sums deltas (a batch of writes makes one counter update). */
export function mergeStatsDeltas(deltas: StatsDelta[]): StatsDelta {
  const out: StatsDelta = {};
  for (const d of deltas) {
    out.total = (out.total ?? 0) + (d.total ?? 0);
    out.inStock = (out.inStock ?? 0) + (d.inStock ?? 0);
    for (const [slug, c] of Object.entries(d.categories ?? {})) {
      out.categories ??= namedCounts();
      const o = (out.categories[slug] ??= {});
      o.total = (o.total ?? 0) + (c.total ?? 0);
      o.inStock = (o.inStock ?? 0) + (c.inStock ?? 0);
    }
    for (const [brand, n] of Object.entries(d.brands ?? {})) {
      out.brands ??= namedCounts();
      out.brands[brand] = (out.brands[brand] ?? 0) + n;
    }
  }
  return pruneZeros(out);
}

function pruneZeros(delta: StatsDelta): StatsDelta {
  const out: StatsDelta = {};
  if (delta.total) out.total = delta.total;
  if (delta.inStock) out.inStock = delta.inStock;
  for (const [slug, c] of Object.entries(delta.categories ?? {})) {
    const kept: { total?: number; inStock?: number } = {};
    if (c.total) kept.total = c.total;
    if (c.inStock) kept.inStock = c.inStock;
    if (Object.keys(kept).length) (out.categories ??= namedCounts())[slug] = kept;
  }
  for (const [brand, n] of Object.entries(delta.brands ?? {})) {
    if (n) (out.brands ??= namedCounts())[brand] = n;
  }
  return out;
}

/** Applies a delta to counters in memory (tests and the backfill's check use it). */
export function applyStatsDelta(stats: CatalogueStats, delta: StatsDelta): CatalogueStats {
  const out: CatalogueStats = {
    total: stats.total + (delta.total ?? 0),
    inStock: stats.inStock + (delta.inStock ?? 0),
    categories: Object.assign(namedCounts<{ total: number; inStock: number }>(), stats.categories),
    brands: Object.assign(namedCounts(), stats.brands),
  };
  for (const [slug, c] of Object.entries(delta.categories ?? {})) {
    const was = out.categories[slug] ?? { total: 0, inStock: 0 };
    out.categories[slug] = {
      total: was.total + (c.total ?? 0),
      inStock: was.inStock + (c.inStock ?? 0),
    };
  }
  for (const [brand, n] of Object.entries(delta.brands ?? {})) {
    out.brands[brand] = (out.brands[brand] ?? 0) + n;
  }
  return out;
}

/**
 * The counters without their entries at zero. Counters kept by increments keep a zero where every
 * part of a category or brand has gone (an increment cannot remove a key), where a count from
 * scratch has no entry: the two are compared through this.
 */
export function withoutZeroCounts(stats: CatalogueStats): CatalogueStats {
  return {
    total: stats.total,
    inStock: stats.inStock,
    categories: Object.fromEntries(
      Object.entries(stats.categories).filter(([, c]) => c.total !== 0 || c.inStock !== 0),
    ),
    brands: Object.fromEntries(Object.entries(stats.brands).filter(([, n]) => n !== 0)),
  };
}

export const emptyStats: CatalogueStats = { total: 0, inStock: 0, categories: {}, brands: {} };
