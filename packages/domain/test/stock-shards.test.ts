import { describe, expect, it } from 'vitest';
import { planStockDraw, shardDrawOrder, splitStock, stockShardCount } from '../src';

describe("a hot part's stock in shards", () => {
  it('splits only a part the admin split, into 2 to 16 shards', () => {
    expect(stockShardCount({})).toBe(1);
    expect(stockShardCount({ stockShards: 1 })).toBe(1);
    expect(stockShardCount({ stockShards: 2 })).toBe(2);
    expect(stockShardCount({ stockShards: 16 })).toBe(16);
    expect(stockShardCount({ stockShards: 17 })).toBe(1);
    expect(stockShardCount({ stockShards: 2.5 })).toBe(1);
    expect(stockShardCount({ stockShards: '4' })).toBe(1);
  });

  it('spreads a total evenly, every unit in one shard', () => {
    expect(splitStock(10, 4)).toEqual([3, 3, 2, 2]);
    expect(splitStock(2, 4)).toEqual([1, 1, 0, 0]);
    expect(splitStock(0, 3)).toEqual([0, 0, 0]);
    for (const [total, count] of [
      [101, 8],
      [7, 16],
      [1000, 3],
    ] as const) {
      const shards = splitStock(total, count);
      expect(shards).toHaveLength(count);
      expect(shards.reduce((a, b) => a + b, 0)).toBe(total);
      expect(Math.max(...shards) - Math.min(...shards)).toBeLessThanOrEqual(1);
    }
  });

  it('reads every shard once, from a start round', () => {
    expect(shardDrawOrder(4, 0)).toEqual([0, 1, 2, 3]);
    expect(shardDrawOrder(4, 2)).toEqual([2, 3, 0, 1]);
  });

  it('takes a line from the first shard read, the rest from the next ones', () => {
    expect(planStockDraw([5, 5], 3)).toEqual([3, 0]);
    expect(planStockDraw([2, 0, 5], 4)).toEqual([2, 0, 2]);
    expect(planStockDraw([2, 2], 4)).toEqual([2, 2]);
  });

  it('refuses a line the shards read do not hold together', () => {
    expect(planStockDraw([2, 1], 4)).toBeUndefined();
    expect(planStockDraw([], 1)).toBeUndefined();
    expect(planStockDraw([-3, 2], 3)).toBeUndefined();
  });
});
