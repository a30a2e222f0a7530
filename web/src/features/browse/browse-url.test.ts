import { emptyStats, encodeCursor, messages, type CatalogueStats } from '@cps/domain';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  brandOptions,
  browseHeading,
  browseHref,
  categoryOptions,
  readBrowseSearch,
  withFilters,
} from './browse-url';

const stats: CatalogueStats = {
  ...emptyStats,
  total: 1234,
  inStock: 1000,
  categories: {
    processors: { total: 300, inStock: 250 },
    'graphics-cards': { total: 120, inStock: 100 },
  },
  brands: { AMD: 200, intel: 150, NVIDIA: 90, Corsair: 0, asus: 40 },
};

describe('the browse URL', () => {
  it('reads every filter and the cursor, and writes them back to the same URL', () => {
    const cursor = encodeCursor({ direction: 'after', id: 'amd-ryzen-7-7800x3d' });
    const search = new URLSearchParams({
      q: 'rtx 40',
      category: 'graphics-cards',
      brand: 'NVIDIA',
      min: '100',
      max: '800.5',
      inStock: 'true',
      sort: 'price-desc',
      cursor,
    });
    const state = readBrowseSearch(search);
    expect(state).toEqual({
      filters: {
        q: 'rtx 40',
        category: 'graphics-cards',
        brand: 'NVIDIA',
        min: 100,
        max: 800.5,
        inStock: true,
        sort: 'price-desc',
      },
      cursor,
    });
    expect(browseHref(state.filters, state.cursor)).toBe(`/parts?${search}`);
  });

  it('drops what a person mistyped instead of failing: bad values, a bad cursor', () => {
    const state = readBrowseSearch(
      new URLSearchParams('category=toasters&min=cheap&max=50&sort=best&inStock=maybe&cursor=%%%'),
    );
    expect(state).toEqual({ filters: { max: 50, sort: 'newest' } });
  });

  it('leaves the defaults out, so the plain catalogue is /parts', () => {
    expect(browseHref({ sort: 'newest' })).toBe('/parts');
    expect(browseHref({ sort: 'newest', inStock: false as unknown as true })).toBe('/parts');
  });

  it('a changed filter drops empty fields (and the page link carries no cursor)', () => {
    const filters = withFilters(
      { q: 'ryz', category: 'processors', sort: 'price-asc' },
      { category: undefined, brand: '', inStock: false },
    );
    expect(filters).toEqual({ q: 'ryz', sort: 'price-asc' });
    expect(browseHref(filters)).toBe('/parts?q=ryz&sort=price-asc');
  });

  it('counts the sidebar filters that are set', () => {
    expect(activeFilterCount({ sort: 'price-asc', q: 'x' })).toBe(0);
    expect(
      activeFilterCount({
        sort: 'newest',
        category: 'mice',
        brand: 'Logitech',
        min: 0,
        inStock: true,
      }),
    ).toBe(4);
  });

  it('heads the page with the search, else the category, else All Parts', () => {
    expect(browseHeading({ sort: 'newest', q: 'ryz', category: 'processors' })).toBe(
      messages.catalogue.resultsFor('ryz'),
    );
    expect(browseHeading({ sort: 'newest', category: 'graphics-cards' })).toBe('Graphics Cards');
    expect(browseHeading({ sort: 'newest' })).toBe(messages.catalogue.browseTitle);
  });
});

describe('category counts', () => {
  it('come from the counters: totals, or the in-stock counts when in stock is ticked', () => {
    const all = categoryOptions({ sort: 'newest', category: 'processors' }, stats);
    expect(all[0]).toEqual({ slug: undefined, label: 'All categories', count: 1234 });
    expect(all.find((c) => c.slug === 'processors')?.count).toBe(300);
    expect(all.find((c) => c.slug === 'graphics-cards')?.count).toBe(120);
    // A category with no parts yet counts 0.
    expect(all.find((c) => c.slug === 'mice')?.count).toBe(0);

    const stocked = categoryOptions({ sort: 'price-asc', inStock: true }, stats);
    expect(stocked[0]!.count).toBe(1000);
    expect(stocked.find((c) => c.slug === 'processors')?.count).toBe(250);
  });

  it('are left out where the counters cannot know them (search, brand, price) or are missing', () => {
    for (const filters of [
      { sort: 'newest' as const, q: 'ryz' },
      { sort: 'newest' as const, brand: 'AMD' },
      { sort: 'newest' as const, min: 10 },
    ]) {
      expect(categoryOptions(filters, stats).every((c) => c.count === undefined)).toBe(true);
    }
    expect(categoryOptions({ sort: 'newest' }, undefined).every((c) => c.count === undefined)).toBe(
      true,
    );
  });
});

describe('brand options', () => {
  it('are the brands with parts, by name whatever their case, plus the chosen one', () => {
    expect(brandOptions(stats, undefined)).toEqual(['AMD', 'asus', 'intel', 'NVIDIA']);
    expect(brandOptions(stats, 'Zotac')).toEqual(['AMD', 'asus', 'intel', 'NVIDIA', 'Zotac']);
    expect(brandOptions(undefined, undefined)).toEqual([]);
  });

  it('keep the brands with the most parts when there are too many to list', () => {
    expect(brandOptions(stats, undefined, 2)).toEqual(['AMD', 'intel']);
    expect(brandOptions(stats, 'asus', 2)).toEqual(['AMD', 'asus', 'intel']);
  });
});
