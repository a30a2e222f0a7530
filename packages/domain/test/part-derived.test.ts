import { describe, expect, it } from 'vitest';
import {
  applyStatsDelta,
  derivedPartFields,
  emptyStats,
  isInStock,
  mergeStatsDeltas,
  statsDelta,
  withoutZeroCounts,
  type CatalogueStats,
  type PartDoc,
  type StatsDelta,
} from '../src';

type Counted = Pick<PartDoc, 'category' | 'brand' | 'availableQuanity' | 'minimumOrderQuanity'>;

const part = (overrides: Partial<Counted> = {}): Counted => ({
  category: 'processors',
  brand: 'AMD',
  availableQuanity: 10,
  minimumOrderQuanity: 2,
  ...overrides,
});

/** The counters computed from scratch, as a backfill would. */
function recount(parts: Iterable<Counted>): CatalogueStats {
  const stats: CatalogueStats = { total: 0, inStock: 0, categories: {}, brands: {} };
  for (const p of parts) {
    const stocked = isInStock(p) ? 1 : 0;
    stats.total += 1;
    stats.inStock += stocked;
    if (p.category) {
      const c = (stats.categories[p.category] ??= { total: 0, inStock: 0 });
      c.total += 1;
      c.inStock += stocked;
    }
    if (p.brand) stats.brands[p.brand] = (stats.brands[p.brand] ?? 0) + 1;
  }
  return stats;
}

/** A small seeded PRNG (mulberry32), so a failure replays. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('isInStock and derivedPartFields', () => {
  it.each([
    [10, 2, true],
    [2, 2, true],
    [1, 2, false],
    [0, 0, false],
    [1, 0, true],
    [0, 1, false],
  ])('%i available with a minimum of %i: in stock %s', (available, minimum, expected) => {
    expect(isInStock({ availableQuanity: available, minimumOrderQuanity: minimum })).toBe(expected);
  });

  it('derives only the stock flag', () => {
    expect(derivedPartFields({ availableQuanity: 0, minimumOrderQuanity: 1 })).toEqual({
      inStock: false,
    });
  });
});

describe('statsDelta', () => {
  it('an added part counts once everywhere it belongs', () => {
    expect(statsDelta(undefined, part())).toEqual({
      total: 1,
      inStock: 1,
      categories: { processors: { total: 1, inStock: 1 } },
      brands: { AMD: 1 },
    });
  });

  it('a deleted part that was out of stock', () => {
    expect(statsDelta(part({ availableQuanity: 0 }), undefined)).toEqual({
      total: -1,
      categories: { processors: { total: -1 } },
      brands: { AMD: -1 },
    });
  });

  it('a sale that empties the stock changes only the in-stock counts', () => {
    expect(statsDelta(part(), part({ availableQuanity: 1 }))).toEqual({
      inStock: -1,
      categories: { processors: { inStock: -1 } },
    });
  });

  it('a move to another category and brand', () => {
    expect(statsDelta(part(), part({ category: 'memory', brand: 'Corsair' }))).toEqual({
      categories: { processors: { total: -1, inStock: -1 }, memory: { total: 1, inStock: 1 } },
      brands: { AMD: -1, Corsair: 1 },
    });
  });

  it('an edit that changes nothing counted is empty', () => {
    expect(statsDelta(part(), part({ availableQuanity: 9 }))).toEqual({});
    expect(statsDelta(undefined, undefined)).toEqual({});
  });

  it("a brand named after Object.prototype's members (constructor, toString, __proto__) is counted as any other", () => {
    const names = ['constructor', 'toString', '__proto__', 'hasOwnProperty'];
    const deltas = names.map((brand) => statsDelta(undefined, part({ brand })));
    for (const [i, brand] of names.entries()) {
      expect(Object.entries(deltas[i]!.brands ?? {})).toEqual([[brand, 1]]);
    }
    const merged = mergeStatsDeltas([...deltas, ...deltas]);
    expect(Object.entries(merged.brands ?? {})).toEqual(names.map((brand) => [brand, 2]));
    const applied = applyStatsDelta(emptyStats, merged);
    expect(Object.entries(applied.brands)).toEqual(names.map((brand) => [brand, 2]));
  });

  it('a part written before categories and brands counts in the totals only', () => {
    expect(statsDelta(undefined, part({ category: undefined, brand: undefined }))).toEqual({
      total: 1,
      inStock: 1,
    });
  });
});

describe('mergeStatsDeltas', () => {
  it('sums, and what cancels out is left out', () => {
    const merged = mergeStatsDeltas([
      statsDelta(undefined, part()),
      statsDelta(undefined, part({ brand: 'Intel', availableQuanity: 0 })),
      statsDelta(part(), undefined),
    ]);
    expect(merged).toEqual({
      total: 1,
      categories: { processors: { total: 1 } },
      brands: { Intel: 1 },
    });
    expect(mergeStatsDeltas([])).toEqual({});
  });
});

describe('withoutZeroCounts', () => {
  it('drops the categories and brands left at zero, and only those', () => {
    const stats: CatalogueStats = {
      total: 2,
      inStock: 0,
      categories: { memory: { total: 0, inStock: 0 }, mice: { total: 2, inStock: 0 } },
      brands: { AMD: 0, Logitech: 2 },
    };
    expect(withoutZeroCounts(stats)).toEqual({
      total: 2,
      inStock: 0,
      categories: { mice: { total: 2, inStock: 0 } },
      brands: { Logitech: 2 },
    });
  });
});

describe('applyStatsDelta', () => {
  it('leaves its input alone', () => {
    const before = applyStatsDelta(emptyStats, statsDelta(undefined, part()));
    const copy = structuredClone(before);
    applyStatsDelta(before, statsDelta(undefined, part({ category: 'memory', brand: 'G.Skill' })));
    expect(before).toEqual(copy);
    expect(emptyStats).toEqual({ total: 0, inStock: 0, categories: {}, brands: {} });
  });

  const categories = ['processors', 'memory', 'mice', undefined];
  const brands = ['AMD', 'Intel', 'Corsair', 'G.Skill', undefined];

  it.each([1, 2, 3, 4, 5, 6, 7, 8])(
    'random adds, edits, sales and deletes applied as deltas equal a recount (seed %i)',
    (seed) => {
      const random = prng(seed);
      const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
      const randomPart = (): Counted => ({
        category: pick(categories),
        brand: pick(brands),
        availableQuanity: Math.floor(random() * 6),
        minimumOrderQuanity: Math.floor(random() * 4),
      });
      const parts = new Map<number, Counted>();
      let stats = emptyStats;
      let nextId = 0;
      let batch: StatsDelta[] = [];
      for (let step = 0; step < 400; step++) {
        const ids = [...parts.keys()];
        const action = ids.length === 0 ? 0 : Math.floor(random() * 4);
        let delta: StatsDelta;
        if (action === 0) {
          const added = randomPart();
          parts.set(nextId++, added);
          delta = statsDelta(undefined, added);
        } else {
          const id = pick(ids);
          const before = parts.get(id)!;
          if (action === 1) {
            const after = { ...randomPart(), ...(random() < 0.5 && { brand: before.brand }) };
            parts.set(id, after);
            delta = statsDelta(before, after);
          } else if (action === 2) {
            // An order of the minimum quantity (or a cancel returning it).
            const change = (random() < 0.5 ? -1 : 1) * Math.max(1, before.minimumOrderQuanity);
            const after = {
              ...before,
              availableQuanity: Math.max(0, before.availableQuanity + change),
            };
            parts.set(id, after);
            delta = statsDelta(before, after);
          } else {
            parts.delete(id);
            delta = statsDelta(before, undefined);
          }
        }
        // Some writes are applied one by one, others in batches of merged deltas.
        batch.push(delta);
        if (random() < 0.3) {
          stats = applyStatsDelta(stats, mergeStatsDeltas(batch));
          batch = [];
        }
        if (step % 50 === 49) {
          stats = applyStatsDelta(stats, mergeStatsDeltas(batch));
          batch = [];
          expect(withoutZeroCounts(stats)).toEqual(recount(parts.values()));
        }
      }
      stats = applyStatsDelta(stats, mergeStatsDeltas(batch));
      expect(withoutZeroCounts(stats)).toEqual(recount(parts.values()));
      // No counter ever goes below zero.
      expect(Object.values(stats.brands).every((n) => n >= 0)).toBe(true);
      expect(Object.values(stats.categories).every((c) => c.total >= c.inStock)).toBe(true);
    },
  );
});
