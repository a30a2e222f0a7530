import {
  messages,
  pageSizes,
  partSorts,
  type CatalogueStats,
  type PartFilters,
  type Part,
  type PartSort,
} from '@cps/domain';
import { startTransition, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClass, inputClass, secondaryButtonClass } from '@/components/form';
import { ProductCard } from '@/components/product-card';
import { ProductsSkeleton } from '@/components/products-skeleton';
import { paths } from '@/config/paths';
import { useDraft } from '@/hooks/use-draft';
import { useMediaQuery } from '@/hooks/use-media-query';
import { countLabel } from '@/lib/format-count';
import type { PartsPageState } from '@/lib/parts-query';
import { activeFilterCount, browseHeading, browseHref, withFilters } from './browse-url';
import { FiltersDrawer, wideScreen } from './filters-drawer';
import { FiltersForm } from './filters-form';
import { Pagination } from './pagination';

const { catalogue } = messages;

/** Two columns from small screens, three beside the filters on wide ones. */
const browseGridClass = 'grid gap-6 sm:grid-cols-2 xl:grid-cols-3';

export interface BrowseViewProps {
  filters: PartFilters;
  /** The counters doc; undefined while it loads or where there is none. */
  stats: CatalogueStats | undefined;
  /** The number of matches; undefined while it is counted (or could not be). */
  count: number | undefined;
  page: PartsPageState;
}

/** Cards a grid renders at a time: the first screen at any width (two rows of three). */
const cardsPerStep = 6;

/**
 * How many of `total` cards to render: one step more each turn of the event loop, each step its
 * own short task with a paint between, instead of one long task for the whole page. Once all
 * are shown, a new page of the same size renders at once.
 */
function useStepwise(total: number): number {
  const [shown, setShown] = useState(() => Math.min(total, cardsPerStep));
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown((n) => n + cardsPerStep)), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return Math.min(shown, total);
}

/** The page's cards, the first screen's first (useStepwise). */
function CardGrid({ parts }: { parts: Part[] }) {
  const shown = useStepwise(parts.length);
  return (
    <div className={browseGridClass}>
      {parts.slice(0, shown).map((part, index) => (
        <ProductCard key={part._id} part={part} eager={index < 3} heading="h2" />
      ))}
    </div>
  );
}

function Results({
  filters,
  page,
  onPage,
}: {
  filters: PartFilters;
  page: PartsPageState;
  onPage: () => void;
}) {
  if (page.status === 'loading') {
    return <ProductsSkeleton count={pageSizes.browse} className={browseGridClass} />;
  }
  if (page.status === 'error') {
    return (
      <div
        role="alert"
        className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-600"
      >
        <p>{catalogue.failed}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className={`${secondaryButtonClass} mt-4`}
        >
          {catalogue.retry}
        </button>
      </div>
    );
  }
  if (page.parts.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
        <p className="text-slate-600">{catalogue.empty}</p>
        <Link to={paths.parts()} className={`${buttonClass} mt-4`}>
          {catalogue.clearFilters}
        </Link>
      </div>
    );
  }
  return (
    <>
      <CardGrid parts={page.parts} />
      <Pagination filters={filters} previous={page.previous} next={page.next} onPage={onPage} />
    </>
  );
}

/**
 * The browse page as the URL describes it: heading and count, sort, the filters (a sidebar on
 * wide screens, a drawer on phones), 24 product cards and Previous/Next. Every change is a new
 * URL; nothing here holds the filters.
 */
export function BrowseView({ filters, stats, count, page }: BrowseViewProps) {
  const navigate = useNavigate();
  const sortId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const [sort, setSort] = useDraft(filters.sort);
  const active = activeFilterCount(filters);
  // The sidebar's form only where the sidebar shows: a phone's first render makes none.
  const wide = useMediaQuery(wideScreen);

  const go = (next: PartFilters) => void navigate(browseHref(next));
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
                go(withFilters(filters, { sort: next }));
              }}
              className={`${inputClass} w-auto`}
            >
              {partSorts.map((sort) => (
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
          {wide && <FiltersForm filters={filters} stats={stats} onFilters={go} />}
        </aside>
        <div className="min-w-0">
          <Results filters={filters} page={page} onPage={onPage} />
        </div>
      </div>

      <FiltersDrawer open={drawerOpen} onClose={closeDrawer} opener={filtersButton}>
        <FiltersForm filters={filters} stats={stats} onFilters={go} />
      </FiltersDrawer>
    </div>
  );
}
