import { copy, pageSizes, type PartSort } from '@cps/domain';
import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass, inputClass, secondaryButtonClass } from '@/components/form';
import { ProductsSkeleton } from '@/components/products-skeleton';
import { paths } from '@/config/paths';
import { useDraft } from '@/hooks/use-draft';
import { useMediaQuery } from '@/hooks/use-media-query';
import type { Settled } from '@/hooks/use-settled';
import { countLabel } from '@/lib/format-count';
import type { ResultsPage } from '@/infra/parts-api';
import type { Facets } from '@cps/domain';
import {
  activeFilterCount,
  browseHeading,
  sortOptions,
  withFilters,
  type BrowseFilters,
} from './browse-url';
import { browseGridClass, CardGrid } from './card-grid';
import { FiltersDrawer, wideScreen } from './filters-drawer';
import { FiltersForm } from './filters-form';
import { Pagination } from './pagination';
import { useFiltersNavigation } from './use-filters-navigation';

const { catalogue } = copy;

export interface BrowseViewProps {
  filters: BrowseFilters;
  /** The page of parts: the previous one stays, marked busy, while the next is on its way. */
  results: Settled<ResultsPage>;
  /** The filters' counts; undefined while counted, null where they could not be had. */
  facets: Facets | null | undefined;
  /** Asks for the page again after a failure. */
  onRetry: () => void;
}

function Results({
  filters,
  results,
  onRetry,
  onPage,
}: Omit<BrowseViewProps, 'facets'> & { onPage: () => void }) {
  if (results.error) {
    return (
      <div
        role="alert"
        className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-600"
      >
        <p>{catalogue.failed}</p>
        <button type="button" onClick={onRetry} className={`${secondaryButtonClass} mt-4`}>
          {catalogue.retry}
        </button>
      </div>
    );
  }
  const page = results.value;
  if (!page) return <ProductsSkeleton count={pageSizes.browse} className={browseGridClass} />;
  if (page.parts.length === 0) {
    return (
      <div
        aria-busy={results.pending}
        className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center"
      >
        <p className="text-slate-600">{catalogue.empty}</p>
        <Link to={paths.parts()} className={`${buttonClass} mt-4`}>
          {catalogue.clearFilters}
        </Link>
      </div>
    );
  }
  return (
    // The cards in view stay while the next page loads, dimmed.
    <div
      aria-busy={results.pending}
      className={results.pending ? 'opacity-60 transition-opacity' : undefined}
    >
      <CardGrid parts={page.parts} />
      <Pagination filters={filters} previous={page.previous} next={page.next} onPage={onPage} />
    </div>
  );
}

/**
 * The browse page as the URL describes it: heading and count, sort, the filters (a sidebar on
 * wide screens, a drawer on phones), 24 product cards and Previous/Next. Every change is a new
 * URL; nothing here holds the filters.
 */
export function BrowseView({ filters, results, facets, onRetry }: BrowseViewProps) {
  const sortId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const [sort, setSort] = useDraft(filters.sort);
  const active = activeFilterCount(filters);
  // The sidebar's form only where the sidebar shows: a phone's first render makes none.
  const wide = useMediaQuery(wideScreen);

  const go = useFiltersNavigation(filters);
  // The form owns its fields; the search and the sort are the page's.
  const onFilters = (chosen: BrowseFilters) =>
    go((base) => withFilters(chosen, { q: base.q, sort: base.sort }));
  const count = results.pending ? undefined : results.value?.total;
  // A new page starts at its top, and keyboard and screen-reader users with it.
  const onPage = () => {
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1
            ref={heading}
            tabIndex={-1}
            className="break-words text-2xl font-bold text-ink outline-none sm:text-3xl"
          >
            {browseHeading(filters)}
          </h1>
          <p aria-live="polite" className="mt-1 h-6 text-slate-600">
            {count === undefined ? (
              <span className="inline-block h-4 w-20 animate-pulse rounded bg-slate-200 align-middle" />
            ) : (
              countLabel(count)
            )}
          </p>
        </div>
        <div className="flex w-full items-end justify-between gap-3 sm:w-auto">
          <button
            ref={filtersButton}
            type="button"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
            className={`${secondaryButtonClass} lg:hidden`}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M4 6h16M7 12h10M10 18h4" />
            </svg>
            {catalogue.filters}
            {active > 0 && (
              <span
                aria-hidden="true"
                className="rounded-full bg-brand-600 px-2 text-xs font-semibold text-white"
              >
                {active}
              </span>
            )}
          </button>
          <div>
            <label htmlFor={sortId} className="mb-1 block text-xs font-medium text-slate-600">
              {catalogue.sort}
            </label>
            <select
              id={sortId}
              value={sort}
              onChange={(event) => {
                const next = event.target.value as PartSort;
                setSort(next);
                go((base) => withFilters(base, { sort: next }));
              }}
              className={`${inputClass} w-auto`}
            >
              {sortOptions(filters).map((sort) => (
                <option key={sort} value={sort}>
                  {catalogue.sorts[sort]}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>

      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <aside aria-label={catalogue.filters} className="hidden lg:block">
          {wide && <FiltersForm filters={filters} facets={facets} onFilters={onFilters} />}
        </aside>
        <div className="min-w-0">
          <Results filters={filters} results={results} onRetry={onRetry} onPage={onPage} />
        </div>
      </div>

      <FiltersDrawer open={drawerOpen} onClose={closeDrawer} opener={filtersButton}>
        <FiltersForm filters={filters} facets={facets} onFilters={onFilters} />
      </FiltersDrawer>
    </div>
  );
}
