// Order counts per state: the back office shows them at any scale without counting
// 100,000 orders. Every order write moves them in the same transaction or batch. One counters
// document would take a write from every order in the store, past the ~1 write a second that
// Firestore sustains on one document; so they are spread over a few shards, each order moving
// the shard its id hashes to, and a reader sums the shards (orderStatsShards reads).

import { orderStatuses, type OrderStatus } from './types';

export type OrderCounts = { total: number } & Record<OrderStatus, number>;

/** How many shard documents (`orderStats/shard-0` …) the counts are spread over. */
export const orderStatsShards = 3;

export const emptyOrderCounts = (): OrderCounts => ({
  total: 0,
  ...(Object.fromEntries(orderStatuses.map((status) => [status, 0])) as Record<
    OrderStatus,
    number
  >),
});

/** The ids of the shard documents, `shard-0` … : what a reader of the counts gets. */
export const orderStatsShardIds: readonly string[] = Array.from(
  { length: orderStatsShards },
  (_, i) => `shard-${i}`,
);

/** The shard document an order's counts live in: a stable hash of its id. */
export function orderStatsShardId(orderId: string): string {
  let hash = 0;
  for (let i = 0; i < orderId.length; i += 1) hash = (hash * 31 + orderId.charCodeAt(i)) >>> 0;
  return orderStatsShardIds[hash % orderStatsShards]!;
}

/**
 * What a change of an order's state does to the counts: `before` undefined for a new order,
 * `after` undefined for one that goes (a cancel). Only the fields that move are in it.
 */
export function orderCountsDelta(
  before: OrderStatus | undefined,
  after: OrderStatus | undefined,
): Partial<OrderCounts> {
  if (before === after) return {};
  const delta: Partial<OrderCounts> = {};
  if (before) delta[before] = -1;
  if (after) delta[after] = (delta[after] ?? 0) + 1;
  if (!before) delta.total = 1;
  if (!after) delta.total = -1;
  return delta;
}

/** Adds deltas up (a batch of orders moves each shard once). */
export function mergeOrderCounts(...deltas: Partial<OrderCounts>[]): Partial<OrderCounts> {
  const sum: Partial<OrderCounts> = {};
  for (const delta of deltas) {
    for (const [key, value] of Object.entries(delta) as [keyof OrderCounts, number][]) {
      sum[key] = (sum[key] ?? 0) + value;
    }
  }
  return sum;
}

/** The counts of the store: the shards summed; a missing field or shard counts 0. */
export function sumOrderCounts(shards: readonly Partial<OrderCounts>[]): OrderCounts {
  const counts = emptyOrderCounts();
  for (const shard of shards) {
    counts.total += Number(shard.total ?? 0);
    for (const status of orderStatuses) counts[status] += Number(shard[status] ?? 0);
  }
  return counts;
}
