import { describe, expect, it } from 'vitest';
import {
  mergeOrderCounts,
  orderCountsDelta,
  orderStatsShardId,
  orderStatsShards,
  sumOrderCounts,
} from '../src';

describe('order counts per state', () => {
  it('a new order counts once in total and its state; a change moves one state to another', () => {
    expect(orderCountsDelta(undefined, 'unpaid')).toEqual({ total: 1, unpaid: 1 });
    expect(orderCountsDelta('unpaid', 'pending')).toEqual({ unpaid: -1, pending: 1 });
    expect(orderCountsDelta('unpaid', 'expired')).toEqual({ unpaid: -1, expired: 1 });
    expect(orderCountsDelta('unpaid', undefined)).toEqual({ total: -1, unpaid: -1 });
    expect(orderCountsDelta('shipped', 'shipped')).toEqual({});
  });

  it('deltas add up, and the shards sum to the counts (missing fields and shards are 0)', () => {
    const merged = mergeOrderCounts(
      orderCountsDelta(undefined, 'unpaid'),
      orderCountsDelta(undefined, 'unpaid'),
      orderCountsDelta('unpaid', 'pending'),
      orderCountsDelta(undefined, 'cod-placed'),
      orderCountsDelta('cod-placed', 'cod-confirmed'),
    );
    expect(merged).toEqual({
      total: 3,
      unpaid: 1,
      pending: 1,
      'cod-placed': 0,
      'cod-confirmed': 1,
    });
    // A shard written before the COD states has no field of theirs: it counts 0.
    expect(sumOrderCounts([merged, { total: 1, shipped: 1 }, {}])).toEqual({
      total: 4,
      unpaid: 1,
      pending: 1,
      shipped: 1,
      expired: 0,
      refunded: 0,
      'cod-placed': 0,
      'cod-confirmed': 1,
      'cod-shipped': 0,
      'cod-collected': 0,
      'cod-refused': 0,
      held: 0,
    });
  });

  it('an order always lands in the same shard, and ids spread over every shard', () => {
    expect(orderStatsShardId('abc')).toBe(orderStatsShardId('abc'));
    const shards = new Set(Array.from({ length: 200 }, (_, i) => orderStatsShardId(`order-${i}`)));
    expect(shards.size).toBe(orderStatsShards);
    for (const shard of shards) expect(shard).toMatch(/^shard-[0-2]$/);
  });
});
