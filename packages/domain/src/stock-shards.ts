import type { PartDoc } from './types';

// A hot part's stock split over shards that orders draw from, the way Firestore's distributed
// counters work (docs/orders.md, "A hot part's stock in shards"): buyers of the part then write
// one of several documents instead of all waiting on one. These are the pure rules; where the
// shards live and how a transaction draws from them is the functions' part.

/** The most shards a part's stock is split over: every admin edit reads them all. */
export const maxStockShards = 16;

/** A part whose stock is split: the admin's switch, a shard count on the part. */
export type ShardedStock = Pick<PartDoc, 'availableQuanity'> & { stockShards?: number };

/**
 * How many shards a part's stock is split over: its `stockShards` when it is a whole number from
 * 2 to maxStockShards, else 1 (the stock is the part's own `availableQuanity`, as for every part
 * the admin has not split).
 */
export function stockShardCount(part: { stockShards?: unknown }): number {
  const n = part.stockShards;
  return typeof n === 'number' && Number.isInteger(n) && n >= 2 && n <= maxStockShards ? n : 1;
}

/**
 * A total spread evenly over `count` shards, the first ones one unit more when it does not
 * divide: an admin's new stock, or a part newly split.
 */
export function splitStock(total: number, count: number): number[] {
  const base = Math.floor(total / count);
  const rest = total - base * count;
  return Array.from({ length: count }, (_, i) => base + (i < rest ? 1 : 0));
}

/** The order an order's line reads the shards in: from `start` (chosen at random) round. */
export function shardDrawOrder(count: number, start: number): number[] {
  return Array.from({ length: count }, (_, i) => (start + i) % count);
}

/**
 * What a line takes of each shard, in the order they were read (`available`, each a shard's
 * units): as much as it needs from the first, the rest from the next, and so on. Undefined when
 * the shards read do not hold the line's units together.
 */
export function planStockDraw(available: readonly number[], units: number): number[] | undefined {
  let left = units;
  const takes = available.map((have) => {
    const take = Math.min(Math.max(have, 0), left);
    left -= take;
    return take;
  });
  return left === 0 ? takes : undefined;
}
