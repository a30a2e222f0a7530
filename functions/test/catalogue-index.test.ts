import { makePart } from '@cps/fixtures';
import {
  partSorts,
  type Part,
  type PartDoc,
  type PartFilters,
  type PartSort,
  type SpecFilter,
} from '@cps/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { CatalogueIndex, type SearchRequest } from '../src/search/catalogue-index';

let created = 0;
function part(id: string, fields: Partial<PartDoc>): Part {
  created += 1;
  return { _id: id, ...makePart({ createdAt: created, updatedAt: created, ...fields }) };
}

const catalogue: Part[] = [
  part('msi-4070', {
    name: 'MSI GeForce RTX 4070 Ventus 2X 12GB',
    brand: 'MSI',
    category: 'graphics-cards',
    price: 599,
    specs: {
      chipMaker: 'NVIDIA',
      chip: 'GeForce RTX 4070',
      vram: 12,
      length: 242,
      tdp: 200,
      recommendedPsu: 650,
    },
  }),
  part('asus-4070ti', {
    name: 'ASUS TUF Gaming GeForce RTX 4070 Ti 12GB',
    brand: 'ASUS',
    category: 'graphics-cards',
    price: 799,
    specs: {
      chipMaker: 'NVIDIA',
      chip: 'GeForce RTX 4070 Ti',
      vram: 12,
      length: 305,
      tdp: 285,
      recommendedPsu: 750,
    },
  }),
  part('rx7800', {
    name: 'Sapphire Pulse Radeon RX 7800 XT 16GB',
    brand: 'Sapphire',
    category: 'graphics-cards',
    price: 499,
    availableQuanity: 0,
    specs: {
      chipMaker: 'AMD',
      chip: 'Radeon RX 7800 XT',
      vram: 16,
      length: 280,
      tdp: 263,
      recommendedPsu: 700,
    },
  }),
  part('4000d', {
    name: 'Corsair 4000D Airflow',
    brand: 'Corsair',
    category: 'cases',
    price: 104,
  }),
  part('7800x3d', {
    name: 'AMD Ryzen 7 7800X3D',
    brand: 'AMD',
    category: 'processors',
    price: 449,
    specs: {
      socket: 'AM5',
      cores: 8,
      threads: 16,
      boostClock: 5,
      tdp: 120,
      integratedGraphics: true,
    },
  }),
  part('7700x', {
    name: 'AMD Ryzen 7 7700X',
    brand: 'AMD',
    category: 'processors',
    price: 299,
    specs: {
      socket: 'AM5',
      cores: 8,
      threads: 16,
      boostClock: 5.4,
      tdp: 105,
      integratedGraphics: true,
    },
  }),
  part('5600', {
    name: 'AMD Ryzen 5 5600',
    brand: 'AMD',
    category: 'processors',
    price: 129,
    specs: {
      socket: 'AM4',
      cores: 6,
      threads: 12,
      boostClock: 4.4,
      tdp: 65,
      integratedGraphics: false,
    },
  }),
  part('14600k', {
    name: 'Intel Core i5-14600K',
    brand: 'Intel',
    category: 'processors',
    price: 319,
    specs: {
      socket: 'LGA1700',
      cores: 14,
      threads: 20,
      boostClock: 5.3,
      tdp: 125,
      integratedGraphics: true,
    },
  }),
  part('990pro', {
    name: 'Samsung 990 Pro 1TB',
    brand: 'Samsung',
    category: 'ssds',
    price: 119,
    specs: { capacity: 1000, interface: 'NVMe PCIe 4.0', formFactor: 'M.2 2280' },
  }),
  part('870evo', {
    name: 'Samsung 870 EVO 1TB',
    brand: 'Samsung',
    category: 'ssds',
    price: 89,
    specs: { capacity: 1000, interface: 'SATA 6Gb/s', formFactor: '2.5"' },
  }),
  part('vengeance', {
    name: 'Corsair Vengeance RGB 32GB (2x16GB) 6000MHz',
    brand: 'Corsair',
    category: 'memory',
    price: 109,
    specs: { type: 'DDR5', capacity: 32, modules: 2, speed: 6000 },
  }),
  part('fury', {
    name: 'Kingston Fury Beast 32GB (2x16GB) 3200MHz',
    brand: 'Kingston',
    category: 'memory',
    price: 69,
    specs: { type: 'DDR4', capacity: 32, modules: 2, speed: 3200 },
  }),
  part('old', {
    name: 'Legacy Part Without Category',
    brand: undefined,
    category: undefined,
    price: 5,
  }),
];

let index: CatalogueIndex;
beforeEach(() => {
  index = new CatalogueIndex();
  for (const p of catalogue) index.put(p);
});

/** The ids a search answers: relevance unless a sort is given. */
function ids(
  request: Partial<Omit<SearchRequest, 'filters'>> & {
    q?: string;
    sort?: PartSort;
    filters?: Partial<PartFilters>;
  },
): string[] {
  const { q, sort, filters, ...rest } = request;
  return index
    .search({ filters: { ...filters, q, sort: sort ?? 'relevance' }, limit: 100, ...rest })
    .parts.map((p) => p._id);
}

describe('search finds what buyers type', () => {
  it('words in any order and not next to each other', () => {
    expect(ids({ q: 'geforce 4070' })).toEqual(expect.arrayContaining(['msi-4070', 'asus-4070ti']));
    expect(ids({ q: 'msi 4070' })).toEqual(['msi-4070']);
    expect(ids({ q: '4000d corsair' })).toEqual(['4000d']);
    expect(ids({ q: 'corsair 4000d' })).toEqual(['4000d']);
  });

  it('every word must match: a fourth word narrows, it is not dropped', () => {
    expect(ids({ q: 'amd ryzen 7 7800' }).sort()).toEqual(['7800x3d']);
    expect(ids({ q: 'amd ryzen 7' }).sort()).toEqual(['7700x', '7800x3d']);
  });

  it('the last word by prefix, the others whole', () => {
    expect(ids({ q: 'ryzen 77' })).toEqual(['7700x']);
    expect(ids({ q: 'ryz' }).sort()).toEqual(['5600', '7700x', '7800x3d']);
    expect(ids({ q: 'ryz 7' })).toEqual([]);
  });

  it('forgives one typo in a word of five letters or more, a swap of two letters included', () => {
    expect(ids({ q: 'geforse' }).sort()).toEqual(['asus-4070ti', 'msi-4070']);
    expect(ids({ q: 'samsnug' }).sort()).toEqual(['870evo', '990pro']);
    expect(ids({ q: 'kingstn fury' })).toEqual(['fury']);
    // Short words and model numbers must be typed right: 7900 is not 7800.
    expect(ids({ q: 'amf' })).toEqual([]);
    expect(ids({ q: 'rx 7900' })).toEqual([]);
  });

  it('glued model numbers and spec words', () => {
    expect(ids({ q: 'rtx4070' }).sort()).toEqual(['asus-4070ti', 'msi-4070']);
    expect(ids({ q: '7800x3d' })).toEqual(['7800x3d']);
    expect(ids({ q: 'i5 14600k' })).toEqual(['14600k']);
    expect(ids({ q: '32gb ddr5' })).toEqual(['vengeance']);
    expect(ids({ q: '1tb nvme' })).toEqual(['990pro']);
    expect(ids({ q: 'am5 processor' }).sort()).toEqual(['7700x', '7800x3d']);
  });

  it('a query of nothing searchable filters nothing', () => {
    expect(ids({ q: ' ?! ' })).toHaveLength(catalogue.length);
  });
});

describe('ranking', () => {
  it('puts a phrase of the name before scattered words', () => {
    expect(ids({ q: 'rtx 4070' })[0]).toBe('msi-4070');
    expect(ids({ q: 'rtx 4070 ti' })[0]).toBe('asus-4070ti');
  });

  it('puts exact words before a typo’s match', () => {
    index.put(
      part('geforce-case', { name: 'Geforse Themed Case', brand: 'Odd', category: 'cases' }),
    );
    expect(ids({ q: 'geforse' })[0]).toBe('geforce-case');
  });

  it('puts parts in stock before sold-out ones that match as well', () => {
    expect(ids({ q: 'radeon' })).toEqual(['rx7800']);
    index.put(
      part('rx7800-2', {
        name: 'PowerColor Hellhound Radeon RX 7800 XT 16GB',
        brand: 'PowerColor',
        category: 'graphics-cards',
        price: 519,
      }),
    );
    expect(ids({ q: 'rx 7800 xt' })).toEqual(['rx7800-2', 'rx7800']);
  });
});

describe('filters, sorts and pages combine with search', () => {
  it('filters by category, brand, price, stock and specifications', () => {
    expect(ids({ q: 'amd', filters: { sort: 'newest', category: 'processors' } }).sort()).toEqual([
      '5600',
      '7700x',
      '7800x3d',
    ]);
    expect(ids({ q: '4070', filters: { sort: 'newest', brand: 'ASUS' } })).toEqual(['asus-4070ti']);
    expect(ids({ q: 'ryzen', filters: { sort: 'newest', min: 200, max: 400 } })).toEqual(['7700x']);
    expect(ids({ q: 'radeon', filters: { sort: 'newest', inStock: true } })).toEqual([]);
    expect(ids({ q: '16gb', filters: { sort: 'newest', category: 'graphics-cards' } })).toEqual([
      'rx7800',
    ]);
    expect(
      ids({
        filters: { sort: 'newest', category: 'processors' },
        specFilters: [
          { key: 'socket', kind: 'values', values: ['AM5', 'LGA1700'] },
          { key: 'cores', kind: 'range', min: 10 },
        ],
      }),
    ).toEqual(['14600k']);
  });

  it('a search combines with every filter under every sort', () => {
    const filters: Partial<PartFilters> = {
      category: 'processors',
      brand: 'AMD',
      min: 100,
      max: 450,
      inStock: true,
    };
    const am5 = [{ key: 'socket', kind: 'values' as const, values: ['AM5'] }];
    const expected: Record<PartSort, string[]> = {
      relevance: ['7700x', '7800x3d'],
      newest: ['7700x', '7800x3d'],
      'price-asc': ['7700x', '7800x3d'],
      'price-desc': ['7800x3d', '7700x'],
    };
    for (const sort of partSorts) {
      const found = ids({ q: 'ryzen 7', sort, filters, specFilters: am5 });
      expect(sort === 'relevance' ? found.sort() : found, sort).toEqual(expected[sort]);
    }
    // Each filter alone narrows the same search.
    expect(ids({ q: 'ryzen', filters: { max: 200 } })).toEqual(['5600']);
    expect(ids({ q: 'ryzen', filters: { brand: 'Intel' } })).toEqual([]);
    expect(ids({ q: 'ryzen', filters: { category: 'memory' } })).toEqual([]);
  });

  it('relevance without a query: what is in stock first, then the newest', () => {
    const found = ids({});
    expect(found.at(-1)).toBe('rx7800');
    expect(found[0]).toBe('old');
  });

  it('sorts by price or newest when asked, whatever the query', () => {
    expect(ids({ q: 'ryzen', sort: 'price-asc' })).toEqual(['5600', '7700x', '7800x3d']);
    expect(ids({ q: 'ryzen', sort: 'price-desc' })).toEqual(['7800x3d', '7700x', '5600']);
    expect(ids({ q: 'ryzen', sort: 'newest' })).toEqual(['5600', '7700x', '7800x3d']);
  });

  it('pages with cursors both ways, and counts every match', () => {
    const request = { filters: { sort: 'price-asc' as const }, limit: 5 };
    const first = index.search(request);
    expect(first.total).toBe(catalogue.length);
    expect(first.prev).toBeUndefined();
    const second = index.search({ ...request, cursor: { direction: 'after', id: first.next! } });
    const third = index.search({ ...request, cursor: { direction: 'after', id: second.next! } });
    expect(third.next).toBeUndefined();
    const all = [...first.parts, ...second.parts, ...third.parts].map((p) => p.price);
    expect(all).toEqual(catalogue.map((p) => p.price).sort((a, b) => a - b));
    const back = index.search({ ...request, cursor: { direction: 'before', id: second.prev! } });
    expect(back.parts).toEqual(first.parts);
  });

  it('a cursor whose part has since left the results still pages from its place', () => {
    const request = { filters: { sort: 'price-asc' as const }, limit: 3 };
    const first = index.search(request);
    const last = first.parts.at(-1)!;
    index.put({ ...last, availableQuanity: 0 });
    const next = index.search({
      ...request,
      filters: { sort: 'price-asc', inStock: true },
      cursor: { direction: 'after', id: last._id },
    });
    expect(next.parts[0]!.price).toBeGreaterThanOrEqual(last.price);
    expect(next.parts.map((p) => p._id)).not.toContain(last._id);
  });
});

describe('keeping fresh', () => {
  it('a replaced part is found by its new name only, a removed one not at all', () => {
    index.put({ ...catalogue.find((p) => p._id === '4000d')!, name: 'Corsair 5000D Airflow' });
    expect(ids({ q: '4000d' })).toEqual([]);
    expect(ids({ q: '5000d' })).toEqual(['4000d']);
    index.remove('990pro');
    expect(ids({ q: 'samsung' })).toEqual(['870evo']);
    expect(index.size).toBe(catalogue.length - 1);
  });

  it('answers a repeated search or count anew once a part changes', () => {
    const counts = () => index.facets({ sort: 'newest', q: 'samsung' });
    expect(ids({ q: 'samsung' })).toEqual(['870evo', '990pro']);
    expect(counts().total).toBe(2);
    index.put(part('t7', { name: 'Samsung T7 Shield 2TB', brand: 'Samsung', category: 'ssds' }));
    expect(ids({ q: 'samsung' })).toContain('t7');
    expect(counts().total).toBe(3);
    index.remove('990pro');
    expect(ids({ q: 'samsung' })).not.toContain('990pro');
    expect(counts().total).toBe(2);
  });

  it('forgets a removed part’s words for typo correction', () => {
    index.remove('990pro');
    index.remove('870evo');
    expect(ids({ q: 'samsnug' })).toEqual([]);
  });
});

describe('facets', () => {
  it('counts each filter with the others applied and its own left out', () => {
    const facets = index.facets({ sort: 'newest', category: 'processors', brand: 'AMD' }, [
      { key: 'socket', kind: 'values', values: ['AM5'] },
    ]);
    expect(facets.total).toBe(2);
    // Brands with the category and the socket applied: AMD's two AM5 parts; Intel's is LGA1700.
    expect(facets.brands).toEqual({ AMD: 2 });
    // Sockets with the category and brand applied, the socket filter left out.
    expect(facets.specs.socket).toEqual({ AM5: 2, AM4: 1 });
    expect(facets.specs.integratedGraphics).toEqual({ true: 2 });
    // Categories with the brand applied, the category (and its spec filters) left out.
    expect(facets.categories).toEqual({ processors: 3 });
    expect(facets.price).toEqual({ min: 299, max: 449 });
  });

  it('counts a search’s matches', () => {
    const facets = index.facets({ sort: 'newest', q: 'samsung' });
    expect(facets).toMatchObject({
      total: 2,
      categories: { ssds: 2 },
      brands: { Samsung: 2 },
      price: { min: 89, max: 119 },
      specs: {},
    });
  });

  it('gives each value the total a buyer gets by choosing it, for every mix of filters', () => {
    const total = (filters: PartFilters, specFilters: readonly SpecFilter[] = []) =>
      index.search({ filters, specFilters, limit: 1000 });
    const socket: SpecFilter = { key: 'socket', kind: 'values', values: ['AM5'] };
    let checked = 0;
    for (const q of [undefined, 'rtx', 'samsung'])
      for (const category of [undefined, 'processors', 'graphics-cards'] as const)
        for (const brand of [undefined, 'AMD', 'MSI'])
          for (const range of [{}, { min: 100, max: 500 }])
            for (const inStock of [false, true])
              for (const specFilters of category === 'processors' ? [[], [socket]] : [[]]) {
                const filters: PartFilters = {
                  sort: 'newest',
                  q,
                  category,
                  brand,
                  inStock,
                  ...range,
                };
                const facets = index.facets(filters, specFilters);
                expect(facets.total).toBe(total(filters, specFilters).total);
                for (const [name, count] of Object.entries(facets.categories))
                  expect(count).toBe(
                    total({ ...filters, category: name as PartFilters['category'] }).total,
                  );
                for (const [name, count] of Object.entries(facets.brands))
                  expect(count).toBe(total({ ...filters, brand: name }, specFilters).total);
                const prices = total(
                  { ...filters, min: undefined, max: undefined },
                  specFilters,
                ).parts.map((p) => p.price);
                expect(facets.price).toEqual(
                  prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
                );
                checked += 1;
              }
    expect(checked).toBe(144);
  });

  it('has no price range when nothing matches', () => {
    expect(index.facets({ sort: 'newest', q: 'zzzz' })).toMatchObject({ total: 0, price: null });
  });
});

describe('suggestions', () => {
  it('search as you type: a half-typed word, exact matches first, in stock before sold out', () => {
    index.put(
      part('rx7800-2', {
        name: 'PowerColor Hellhound Radeon RX 7800 XT 16GB',
        brand: 'PowerColor',
        category: 'graphics-cards',
      }),
    );
    expect(ids({ q: 'rade', limit: 8 })).toEqual(['rx7800-2', 'rx7800']);
    expect(ids({ q: 'ryzen 7 78', limit: 8 })).toEqual(['7800x3d']);
    expect(ids({ q: 'g', limit: 8 }).length).toBeLessThanOrEqual(8);
  });

  it('gives the best few matches for what is typed so far', () => {
    expect(index.suggest('rtx 40', 8).map((p) => p._id)[0]).toBe('msi-4070');
    expect(index.suggest('sam', 1)).toHaveLength(1);
  });
});

describe("the back office's stock filter", () => {
  const stocked = (id: string, availableQuanity: number, minimumOrderQuanity = 1) =>
    part(id, { name: `Stock probe ${id}`, availableQuanity, minimumOrderQuanity });
  const probes = [
    stocked('none-left', 0),
    // Two left of a part sold three at a time: not one order can be placed.
    stocked('under-minimum', 2, 3),
    stocked('three', 3),
    stocked('five', 5),
    stocked('six', 6),
  ];
  const stockIds = (stock: PartFilters['stock'], rest: Partial<SearchRequest> = {}) => {
    const only = new CatalogueIndex();
    for (const p of probes) only.put(p);
    return only.search({ filters: { sort: 'newest', stock }, limit: 100, ...rest });
  };

  it('out of stock is every part whose inStock is false, a minimum above the stock included', () => {
    expect(stockIds({ level: 'out' }).parts.map((p) => p._id)).toEqual([
      'under-minimum',
      'none-left',
    ]);
  });

  it('low is a part in stock with at most `below` units', () => {
    expect(stockIds({ level: 'low', below: 5 }).parts.map((p) => p._id)).toEqual(['five', 'three']);
    expect(stockIds({ level: 'low', below: 3 }).parts.map((p) => p._id)).toEqual(['three']);
  });

  it('pages by cursors and counts every match', () => {
    const first = stockIds({ level: 'low', below: 10 }, { limit: 2 });
    expect(first.total).toBe(3);
    expect(first.parts.map((p) => p._id)).toEqual(['six', 'five']);
    const next = stockIds(
      { level: 'low', below: 10 },
      { limit: 2, cursor: { direction: 'after', id: first.next! } },
    );
    expect(next.parts.map((p) => p._id)).toEqual(['three']);
  });

  it('combines with the other filters, in the counts too', () => {
    const index = new CatalogueIndex();
    for (const p of probes) index.put(p);
    expect(index.facets({ sort: 'newest', q: 'probe', stock: { level: 'out' } }).total).toBe(2);
  });
});
