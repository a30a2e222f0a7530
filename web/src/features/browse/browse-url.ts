// The browse page's state is its URL (issue 11, DESIGN §9): reload, share and Back all work.
// Parsing is lenient (a typed or old link drops what it cannot use); writing leaves defaults out.

import {
  categories,
  categoryLabel,
  countFromStats,
  decodeCursor,
  messages,
  parsePartFilters,
  partFiltersToParams,
  type CatalogueStats,
  type CategorySlug,
  type PartFilters,
} from '@cps/domain';
import { paths } from '@/config/paths';

export interface BrowseState {
  filters: PartFilters;
  /** The opaque page cursor, when it decodes; a broken one means the first page. */
  cursor?: string;
}

export function readBrowseSearch(search: URLSearchParams): BrowseState {
  const parsed = parsePartFilters(search, true);
  const filters: PartFilters = parsed.ok ? parsed.value : { sort: 'newest' };
  const cursor = search.get('cursor') ?? undefined;
  return cursor && decodeCursor(cursor) ? { filters, cursor } : { filters };
}

/** The browse page's address for a filter and, optionally, a page cursor. */
export function browseHref(filters: PartFilters, cursor?: string): string {
  return paths.parts(partFiltersToParams(filters, cursor));
}

/** A filter with some fields changed; an undefined, empty or false field is dropped. */
export function withFilters(filters: PartFilters, change: Partial<PartFilters>): PartFilters {
  const next: PartFilters = { ...filters, ...change };
  for (const key of Object.keys(next) as (keyof PartFilters)[]) {
    const value = next[key];
    if (value === undefined || value === '' || value === false) delete next[key];
  }
  return next;
}

/** How many of the sidebar's filters are set (the Filters button shows it on phones). */
export function activeFilterCount(filters: PartFilters): number {
  return [
    filters.category,
    filters.brand,
    filters.min,
    filters.max,
    filters.inStock ? true : undefined,
  ].filter((value) => value !== undefined).length;
}

/** Whether anything narrows the catalogue (search words included): Clear filters then shows. */
export function isFiltered(filters: PartFilters): boolean {
  return filters.q !== undefined || activeFilterCount(filters) > 0;
}

/** The page's heading: the search, else the category, else All Parts. */
export function browseHeading(filters: PartFilters): string {
  if (filters.q) return messages.catalogue.resultsFor(filters.q);
  if (filters.category) return categoryLabel(filters.category);
  return messages.catalogue.browseTitle;
}

export interface CategoryOption {
  slug: CategorySlug | undefined;
  label: string;
  /** The matches with this category in place of the current one, when the counters know it. */
  count: number | undefined;
}

/**
 * The category list with counts from the counters doc: exact when only the category and in stock
 * are set; with search words, a brand or a price range the counters do not know, so no counts.
 */
export function categoryOptions(
  filters: PartFilters,
  stats: CatalogueStats | undefined,
): CategoryOption[] {
  const countWith = (category: CategorySlug | undefined) =>
    countFromStats(withFilters(filters, { category }), stats);
  return [
    { slug: undefined, label: messages.catalogue.allCategories, count: countWith(undefined) },
    ...categories.map((c) => ({ slug: c.slug, label: c.label, count: countWith(c.slug) })),
  ];
}

/** The brand list: the `max` brands with the most parts, by name, and the one chosen if not among them. */
export function brandOptions(
  stats: CatalogueStats | undefined,
  selected: string | undefined,
  max = 60,
): string[] {
  const byCount = Object.entries(stats?.brands ?? {})
    .filter(([, count]) => count > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b, 'en'))
    .slice(0, max)
    .map(([name]) => name);
  if (selected && !byCount.includes(selected)) byCount.push(selected);
  return byCount.sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}
