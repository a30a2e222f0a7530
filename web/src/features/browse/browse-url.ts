// The browse page's state is its URL: reload, share and Back all work. Parsing is
// lenient (a typed or old link drops what it cannot use); writing leaves defaults out. The same
// query string, with a page size, is what the page asks `GET /api/parts` and `/parts/facets`.

import {
  categories,
  categoryLabel,
  copy,
  decodeCursor,
  defaultSort,
  hasSearchWords,
  parsePartFilters,
  parseSpecFilters,
  partFiltersToParams,
  specFiltersToParams,
  type CategorySlug,
  type PartFilters,
  type PartSort,
  type SpecFilter,
} from '@cps/domain';
import { paths } from '@/config/paths';

export interface BrowseFilters extends PartFilters {
  /** Filters on the chosen category's specifications (none without a category). */
  specs?: SpecFilter[];
}

export interface BrowseState {
  filters: BrowseFilters;
  /** The opaque page cursor, when it decodes; a broken one means the first page. */
  cursor?: string;
}

/** The sorts the select offers: the best matches first only when there is a search. */
export function sortOptions(filters: Pick<BrowseFilters, 'q'>): PartSort[] {
  const sorts: PartSort[] = ['newest', 'price-asc', 'price-desc'];
  return hasSearchWords(filters.q) ? ['relevance', ...sorts] : sorts;
}

export function readBrowseSearch(search: URLSearchParams): BrowseState {
  const parsed = parsePartFilters(search, true);
  const filters: BrowseFilters = parsed.ok ? parsed.value : { sort: 'newest' };
  if (!sortOptions(filters).includes(filters.sort)) filters.sort = defaultSort(filters.q);
  const specs = parseSpecFilters(search, filters.category, true);
  if (specs.ok && specs.value.length) filters.specs = specs.value;
  const cursor = search.get('cursor') ?? undefined;
  return cursor && decodeCursor(cursor) ? { filters, cursor } : { filters };
}

/** The query string of filters (defaults left out) and, optionally, a page cursor. */
export function browseParams(filters: BrowseFilters, cursor?: string): URLSearchParams {
  const { specs = [], ...rest } = filters;
  const params = partFiltersToParams(rest);
  // The sort (when not the default) goes after the specifications.
  const sort = params.get('sort');
  params.delete('sort');
  specFiltersToParams(specs, params);
  if (sort) params.set('sort', sort);
  if (cursor) params.set('cursor', cursor);
  return params;
}

/** The browse page's address for filters and, optionally, a page cursor. */
export function browseHref(filters: BrowseFilters, cursor?: string): string {
  return paths.parts(browseParams(filters, cursor));
}

/**
 * Filters with some fields changed; an undefined, empty or false field is dropped. A new
 * category drops the specification filters, which belong to the old one.
 */
export function withFilters(filters: BrowseFilters, change: Partial<BrowseFilters>): BrowseFilters {
  const next: BrowseFilters = { ...filters, ...change };
  if ('category' in change && change.category !== filters.category && !change.specs) {
    delete next.specs;
  }
  for (const key of Object.keys(next) as (keyof BrowseFilters)[]) {
    const value = next[key];
    if (value === undefined || value === '' || value === false) delete next[key];
    if (Array.isArray(value) && value.length === 0) delete next[key];
  }
  // A sort only a search offers goes with the search.
  if (!sortOptions(next).includes(next.sort)) next.sort = defaultSort(next.q);
  return next;
}

/** How many of the sidebar's filters are set (the Filters button shows it on phones). */
export function activeFilterCount(filters: BrowseFilters): number {
  return (
    [
      filters.category,
      filters.brand,
      filters.min,
      filters.max,
      filters.inStock || undefined,
    ].filter((value) => value !== undefined).length + (filters.specs?.length ?? 0)
  );
}

/** Whether anything narrows the catalogue (search words included): Clear filters then shows. */
export function isFiltered(filters: BrowseFilters): boolean {
  return filters.q !== undefined || activeFilterCount(filters) > 0;
}

/** The page's heading: the search, else the category, else All Parts. */
export function browseHeading(filters: BrowseFilters): string {
  if (filters.q) return copy.catalogue.resultsFor(filters.q);
  if (filters.category) return categoryLabel(filters.category);
  return copy.catalogue.browseTitle;
}

export interface CategoryOption {
  slug: CategorySlug | undefined;
  label: string;
  /**
   * The matches with this category in place of the current one; undefined while counted, null
   * where the counts could not be had.
   */
  count: number | null | undefined;
}

/**
 * The category list with the facets' counts, which leave the category itself out: "All
 * categories" is their sum, and a category with no match counts 0.
 */
export function categoryOptions(
  counts: Record<string, number> | null | undefined,
): CategoryOption[] {
  const countOf = (slug: string) => (counts ? (counts[slug] ?? 0) : counts);
  const all = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : counts;
  return [
    { slug: undefined, label: copy.catalogue.allCategories, count: all },
    ...categories.map((c) => ({ slug: c.slug, label: c.label, count: countOf(c.slug) })),
  ];
}

/**
 * The brand list: the `max` brands with the most matches, by name, and the one chosen if not
 * among them.
 */
export function brandOptions(
  counts: Record<string, number> | null | undefined,
  selected: string | undefined,
  max = 60,
): string[] {
  const byCount = Object.entries(counts ?? {})
    .filter(([, count]) => count > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b, 'en'))
    .slice(0, max)
    .map(([name]) => name);
  if (selected && !byCount.includes(selected)) byCount.push(selected);
  return byCount.sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}
