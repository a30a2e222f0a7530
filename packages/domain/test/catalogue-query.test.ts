import { describe, expect, it } from 'vitest';
import {
  categorySlugs,
  copy,
  countableFromStats,
  countFromStats,
  decodeCursor,
  encodeCursor,
  homeFilters,
  lowStockThreshold,
  matchesStockFilter,
  pageSizes,
  parsePartFilters,
  partFiltersToParams,
  planPartsQuery,
  withSearch,
  type CatalogueStats,
  type PartFilters,
} from '../src';

const parse = (query: string, lenient = false) =>
  parsePartFilters(new URLSearchParams(query), lenient);

describe('parsePartFilters', () => {
  it('reads every filter', () => {
    expect(
      parse(
        'q=rtx+40&category=graphics-cards&brand=NVIDIA&min=100&max=899.99&inStock=true&sort=price-desc',
      ),
    ).toEqual({
      ok: true,
      value: {
        q: 'rtx 40',
        category: 'graphics-cards',
        brand: 'NVIDIA',
        min: 100,
        max: 899.99,
        inStock: true,
        sort: 'price-desc',
      },
    });
  });

  it('defaults to everything, newest first', () => {
    expect(parse('')).toEqual({ ok: true, value: { sort: 'newest' } });
    expect(parse('q=++&brand=%20&min=&max=&inStock=&sort=')).toEqual({
      ok: true,
      value: { sort: 'newest' },
    });
  });

  it('reads a parsed query object (Express) as well, first value of a repeated one', () => {
    expect(parsePartFilters({ q: ['ryz', 'x'], inStock: '1', min: '0' })).toEqual({
      ok: true,
      value: { q: 'ryz', inStock: true, min: 0, sort: 'relevance' },
    });
  });

  it.each([
    ['inStock=false', {}],
    ['inStock=0', {}],
    ['inStock=1', { inStock: true }],
    ['min=0&max=0', { min: 0, max: 0 }],
    ['min=10.5', { min: 10.5 }],
    ['max=1000000', { max: 1_000_000 }],
    ['q=%20%20ryzen%20%20', { q: 'ryzen', sort: 'relevance' }],
    ['q=ryzen&sort=newest', { q: 'ryzen', sort: 'newest' }],
    ['q=!!!', { q: '!!!' }],
    ['sort=relevance', { sort: 'relevance' }],
    ['brand=%20Lian%20Li%20', { brand: 'Lian Li' }],
  ])('%s is accepted', (query, value) => {
    expect(parse(query)).toEqual({ ok: true, value: { sort: 'newest', ...value } });
  });

  it.each([
    [`q=${'x'.repeat(101)}`, 'q must be at most 100 characters.'],
    ['category=gpus', `category must be one of: ${categorySlugs.join(', ')}.`],
    ['category=Processors', `category must be one of: ${categorySlugs.join(', ')}.`],
    [`brand=${'b'.repeat(41)}`, 'brand must be at most 40 characters.'],
    ['min=-1', 'min must be a price in USD from 0 to 1000000.'],
    ['min=abc', 'min must be a price in USD from 0 to 1000000.'],
    ['min=1e3', 'min must be a price in USD from 0 to 1000000.'],
    ['min=10.123', 'min must be a price in USD from 0 to 1000000.'],
    ['max=1000000.01', 'max must be a price in USD from 0 to 1000000.'],
    ['max=Infinity', 'max must be a price in USD from 0 to 1000000.'],
    ['min=500&max=100', 'min must not be above max.'],
    ['inStock=yes', 'inStock must be true or false.'],
    ['sort=cheapest', 'sort must be one of: newest, price-asc, price-desc, relevance.'],
    ['sort=PRICE-ASC', 'sort must be one of: newest, price-asc, price-desc, relevance.'],
  ])('strict: %s answers %j', (query, error) => {
    expect(parse(query)).toEqual({ ok: false, error });
  });

  it('strict: the first bad parameter is the one reported', () => {
    expect(parse('sort=x&category=y')).toEqual({
      ok: false,
      error: `category must be one of: ${categorySlugs.join(', ')}.`,
    });
  });

  it.each([
    [`q=${'x'.repeat(101)}`],
    ['category=gpus'],
    [`brand=${'b'.repeat(41)}`],
    ['min=-1'],
    ['max=abc'],
    ['inStock=yes'],
    ['sort=cheapest'],
  ])('lenient: %s is dropped and every other parameter still counts', (bad) => {
    const good = 'q=ryz&category=processors&brand=AMD&min=100&max=500&inStock=true&sort=price-asc';
    const kept = new URLSearchParams(good);
    const [name] = bad.split('=');
    kept.delete(name!);
    const expected = parse(kept.toString());
    expect(expected.ok).toBe(true);
    const params = new URLSearchParams(good);
    params.set(name!, new URLSearchParams(bad).get(name!)!);
    expect(parse(params.toString(), true)).toEqual(expected);
  });

  it('lenient: min above max keeps min and drops max', () => {
    expect(parse('min=500&max=100&sort=price-asc', true)).toEqual({
      ok: true,
      value: { min: 500, sort: 'price-asc' },
    });
  });
});

describe('partFiltersToParams', () => {
  it('round-trips through parsePartFilters, leaving defaults out', () => {
    const filters: PartFilters = {
      q: 'rtx 40',
      category: 'graphics-cards',
      brand: 'NVIDIA',
      min: 0,
      max: 999.5,
      inStock: true,
      sort: 'price-asc',
    };
    const params = partFiltersToParams(filters, 'abc');
    expect(params.get('cursor')).toBe('abc');
    expect(parsePartFilters(params)).toEqual({ ok: true, value: filters });
    expect(partFiltersToParams({ sort: 'newest' }).toString()).toBe('');
  });

  it('withSearch: a new search is ranked by relevance unless a sort was chosen', () => {
    expect(withSearch({ sort: 'newest', category: 'memory' }, 'ddr5')).toEqual({
      q: 'ddr5',
      category: 'memory',
      sort: 'relevance',
    });
    expect(withSearch({ sort: 'price-asc' }, 'ddr5')).toEqual({ q: 'ddr5', sort: 'price-asc' });
    expect(withSearch({ q: 'ddr5', sort: 'relevance', inStock: true }, undefined)).toEqual({
      inStock: true,
      sort: 'newest',
    });
    expect(withSearch({ q: 'ddr5', sort: 'newest' }, 'ddr4')).toEqual({
      q: 'ddr4',
      sort: 'newest',
    });
  });

  it('leaves out the sort a search has by default, and keeps the newest first of a search', () => {
    expect(partFiltersToParams({ q: 'ryzen', sort: 'relevance' }).toString()).toBe('q=ryzen');
    const newest: PartFilters = { q: 'ryzen', sort: 'newest' };
    expect(partFiltersToParams(newest).toString()).toBe('q=ryzen&sort=newest');
    expect(parsePartFilters(partFiltersToParams(newest))).toEqual({ ok: true, value: newest });
  });
});

describe('planPartsQuery', () => {
  it('the whole catalogue: newest first, no filter', () => {
    expect(planPartsQuery({})).toEqual({
      where: [],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    });
  });

  it("Home's selection: in stock, newest first, 12 of them", () => {
    expect(planPartsQuery(homeFilters)).toEqual({
      where: [{ field: 'inStock', op: '==', value: true }],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    });
    expect(pageSizes.home).toBe(12);
  });
});

describe('countFromStats', () => {
  const stats: CatalogueStats = {
    total: 20_018,
    inStock: 18_000,
    categories: { processors: { total: 1500, inStock: 1400 } },
    brands: { AMD: 900 },
  };
  it('answers from the counters for no filter, a category and in stock', () => {
    for (const filters of [{}, { category: 'mice' }, { inStock: true, q: '!!!' }] as const) {
      expect(countableFromStats({ sort: 'price-desc', ...filters })).toBe(true);
    }
    expect(countFromStats({ sort: 'newest' }, stats)).toBe(20_018);
    expect(countFromStats({ sort: 'price-asc', inStock: true }, stats)).toBe(18_000);
    expect(countFromStats({ sort: 'newest', category: 'processors' }, stats)).toBe(1500);
    expect(countFromStats({ sort: 'newest', category: 'processors', inStock: true }, stats)).toBe(
      1400,
    );
    expect(countFromStats({ sort: 'newest', category: 'mice' }, stats)).toBe(0);
  });
  it('does not know a search, a brand or a price range (an aggregation counts those)', () => {
    for (const filters of [
      { q: 'ryz' },
      { brand: 'AMD' },
      { min: 1 },
      { max: 0 },
      { stock: { level: 'out' } },
    ] satisfies Partial<PartFilters>[]) {
      expect(countFromStats({ sort: 'newest', ...filters }, stats)).toBeUndefined();
      expect(countableFromStats({ sort: 'newest', ...filters })).toBe(false);
    }
    expect(countFromStats({ sort: 'newest' }, undefined)).toBeUndefined();
  });
  it('counts a query with nothing to search for like no query (its plan filters nothing)', () => {
    expect(countFromStats({ sort: 'newest', q: '!!!' }, stats)).toBe(20_018);
    expect(countFromStats({ sort: 'newest', q: '-', category: 'processors' }, stats)).toBe(1500);
  });
});

describe('cursors', () => {
  it.each([
    { direction: 'after', id: 'scale-000001' },
    { direction: 'before', id: 'nvidia-geforce-rtx-4070-super' },
    { direction: 'after', id: 'Ab3_x-9ZqPLmN0aBcDeF' },
    { direction: 'before', id: 'x' },
    { direction: 'after', id: 'a'.repeat(128) },
  ] as const)('round-trips %o, as URL-safe text', (cursor) => {
    const text = encodeCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(text)).toEqual(cursor);
    expect(decodeURIComponent(encodeURIComponent(text))).toBe(text);
  });

  it.each([
    ['', 'empty'],
    ['scale-000001', 'a bare id'],
    ['YTpzY2FsZS0wMDAwMDE=', 'padding'],
    ['YT pz', 'a space'],
    ['a', 'not base64 at all'],
    [btoa('c:scale-1').replace(/=+$/, ''), 'an unknown direction'],
    [btoa('a:').replace(/=+$/, ''), 'no id'],
    [btoa('a:parts/x').replace(/=+$/, ''), 'a path'],
    [btoa('a:../x').replace(/=+$/, ''), 'dots'],
    [btoa(`a:${'a'.repeat(129)}`).replace(/=+$/, ''), 'an id too long'],
    [btoa('a:__name__').replace(/=+$/, ''), 'an id Firestore reserves'],
    ['A'.repeat(401), 'too long'],
    ['%00', 'escapes'],
  ])('rejects %j (%s)', (junk) => {
    expect(decodeCursor(junk)).toBeUndefined();
  });
});

describe("the back office's stock filter", () => {
  const m = copy.catalogue.stockFilter;

  it('reads stock=out, and stock=low with at most `below` units (5 when not given)', () => {
    expect(parse('stock=out')).toEqual({
      ok: true,
      value: { stock: { level: 'out' }, sort: 'newest' },
    });
    expect(parse('stock=low&below=12')).toEqual({
      ok: true,
      value: { stock: { level: 'low', below: 12 }, sort: 'newest' },
    });
    expect(parse('stock=low')).toEqual({
      ok: true,
      value: { stock: { level: 'low', below: lowStockThreshold.default }, sort: 'newest' },
    });
    expect(parse('stock=&below=')).toEqual({ ok: true, value: { sort: 'newest' } });
  });

  it('refuses an unknown level, a bad number and `below` without stock=low', () => {
    expect(parse('stock=none')).toEqual({ ok: false, error: m.badLevel('out, low') });
    expect(parse('stock=out&below=3')).toEqual({ ok: false, error: m.belowWithoutLow });
    expect(parse('below=3')).toEqual({ ok: false, error: m.belowWithoutLow });
    for (const below of ['0', '2.5', '-1', 'ten', '10001']) {
      expect(parse(`stock=low&below=${below}`), below).toEqual({
        ok: false,
        error: m.badBelow(1, 10_000),
      });
    }
  });

  it('drops a bad value from a typed URL, keeping the rest', () => {
    expect(parse('stock=low&below=0&category=mice', true)).toEqual({
      ok: true,
      value: { category: 'mice', sort: 'newest' },
    });
    expect(parse('stock=sold', true)).toEqual({ ok: true, value: { sort: 'newest' } });
  });

  it('writes the filter back to the same parameters', () => {
    const low: PartFilters = { sort: 'newest', stock: { level: 'low', below: 7 } };
    expect(partFiltersToParams(low).toString()).toBe('stock=low&below=7');
    expect(parsePartFilters(partFiltersToParams(low))).toEqual({ ok: true, value: low });
    expect(partFiltersToParams({ sort: 'newest', stock: { level: 'out' } }).toString()).toBe(
      'stock=out',
    );
  });

  it('out of stock is inStock false; low is in stock with at most `below` units', () => {
    const part = (availableQuanity: number, minimumOrderQuanity = 1) => ({
      availableQuanity,
      minimumOrderQuanity,
    });
    expect(matchesStockFilter(part(0), { level: 'out' })).toBe(true);
    expect(matchesStockFilter(part(2, 3), { level: 'out' })).toBe(true);
    expect(matchesStockFilter(part(3, 3), { level: 'out' })).toBe(false);
    expect(matchesStockFilter(part(5), { level: 'low', below: 5 })).toBe(true);
    expect(matchesStockFilter(part(6), { level: 'low', below: 5 })).toBe(false);
    expect(matchesStockFilter(part(0), { level: 'low', below: 5 })).toBe(false);
    expect(matchesStockFilter(part(2, 3), { level: 'low', below: 5 })).toBe(false);
    expect(matchesStockFilter(part(0), undefined)).toBe(true);
  });
});
