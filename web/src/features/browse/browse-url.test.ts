import { copy, encodeCursor } from '@cps/domain';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  brandOptions,
  browseHeading,
  browseHref,
  categoryOptions,
  readBrowseSearch,
  sortOptions,
  withFilters,
} from './browse-url';

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
      copy.catalogue.resultsFor('ryz'),
    );
    expect(browseHeading({ sort: 'newest', category: 'graphics-cards' })).toBe('Graphics Cards');
    expect(browseHeading({ sort: 'newest' })).toBe(copy.catalogue.browseTitle);
  });

  it('reads the specification filters of the chosen category and writes them back', () => {
    const search = new URLSearchParams(
      'category=processors&spec.socket=AM5&spec.socket=LGA1700&spec.cores.min=8&spec.integratedGraphics=true',
    );
    const state = readBrowseSearch(search);
    expect(state.filters.specs).toEqual([
      { key: 'socket', kind: 'values', values: ['AM5', 'LGA1700'] },
      { key: 'cores', kind: 'range', min: 8 },
      { key: 'integratedGraphics', kind: 'values', values: [true] },
    ]);
    expect(browseHref(state.filters)).toBe(
      '/parts?category=processors&spec.cores.min=8&spec.integratedGraphics=true&spec.socket=AM5&spec.socket=LGA1700',
    );
    // Reading the written URL gives the same URL: reload and share keep the filters.
    const written = browseHref(state.filters);
    const again = readBrowseSearch(new URLSearchParams(written.split('?')[1]));
    expect(browseHref(again.filters)).toBe(written);
    expect(again.filters.specs).toHaveLength(3);
  });

  it('drops specification filters without a category, of another category, or mistyped', () => {
    expect(readBrowseSearch(new URLSearchParams('spec.socket=AM5')).filters.specs).toBeUndefined();
    expect(
      readBrowseSearch(new URLSearchParams('category=memory&spec.socket=AM5&spec.type=DDR5'))
        .filters.specs,
    ).toEqual([{ key: 'type', kind: 'values', values: ['DDR5'] }]);
    expect(
      readBrowseSearch(new URLSearchParams('category=processors&spec.socket=AM9&spec.cores.min=x'))
        .filters.specs,
    ).toBeUndefined();
  });

  it("a new category drops the old one's specification filters; other changes keep them", () => {
    const filters = readBrowseSearch(
      new URLSearchParams('category=processors&spec.socket=AM5&sort=price-asc'),
    ).filters;
    expect(browseHref(withFilters(filters, { category: 'memory' }))).toBe(
      '/parts?category=memory&sort=price-asc',
    );
    expect(browseHref(withFilters(filters, { inStock: true }))).toBe(
      '/parts?category=processors&inStock=true&spec.socket=AM5&sort=price-asc',
    );
    expect(activeFilterCount(filters)).toBe(2);
  });

  it('sorts a search by best match unless asked otherwise, and offers that sort only then', () => {
    expect(readBrowseSearch(new URLSearchParams('q=ryzen')).filters.sort).toBe('relevance');
    expect(readBrowseSearch(new URLSearchParams('q=ryzen&sort=newest')).filters.sort).toBe(
      'newest',
    );
    expect(readBrowseSearch(new URLSearchParams('sort=relevance')).filters.sort).toBe('newest');
    expect(browseHref({ q: 'ryzen', sort: 'relevance' })).toBe('/parts?q=ryzen');
    expect(browseHref({ q: 'ryzen', sort: 'newest' })).toBe('/parts?q=ryzen&sort=newest');
    expect(sortOptions({ q: 'ryzen' })[0]).toBe('relevance');
    expect(sortOptions({})).not.toContain('relevance');
    // The search cleared: its sort goes with it.
    expect(withFilters({ q: 'ryzen', sort: 'relevance' }, { q: undefined })).toEqual({
      sort: 'newest',
    });
  });
});

describe('category counts', () => {
  it('come from the facets, "All categories" their sum, a category without matches 0', () => {
    const options = categoryOptions({ processors: 300, 'graphics-cards': 120 });
    expect(options[0]).toEqual({ slug: undefined, label: 'All categories', count: 420 });
    expect(options.find((c) => c.slug === 'processors')?.count).toBe(300);
    expect(options.find((c) => c.slug === 'mice')?.count).toBe(0);
    expect(categoryOptions(undefined).every((c) => c.count === undefined)).toBe(true);
  });
});

describe('brand options', () => {
  const brands = { AMD: 200, intel: 150, NVIDIA: 90, Corsair: 0, asus: 40 };

  it('are the brands with matches, by name whatever their case, plus the chosen one', () => {
    expect(brandOptions(brands, undefined)).toEqual(['AMD', 'asus', 'intel', 'NVIDIA']);
    expect(brandOptions(brands, 'Zotac')).toEqual(['AMD', 'asus', 'intel', 'NVIDIA', 'Zotac']);
    expect(brandOptions(undefined, undefined)).toEqual([]);
  });

  it('keep the brands with the most matches when there are too many to list', () => {
    expect(brandOptions(brands, undefined, 2)).toEqual(['AMD', 'intel']);
    expect(brandOptions(brands, 'asus', 2)).toEqual(['AMD', 'asus', 'intel']);
  });
});
