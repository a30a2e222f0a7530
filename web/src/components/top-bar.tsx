import { copy, parsePartFilters, partFiltersToParams, withSearch } from '@cps/domain';
import { useId, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PartSearchCombobox } from './part-search-combobox';
import { paths, patterns } from '@/config/paths';
import { useDraft } from '@/hooks/use-draft';

const { catalogue } = copy;

/**
 * The words searched for on the browse page, and the filters a new search keeps there: on
 * `/parts` a search refines what is shown (category, brand, price, stock and sort stay; the page
 * starts again); from any other page it searches the whole catalogue.
 */
function searchTarget(pathname: string, search: string, q: string): string {
  const onBrowse = pathname === patterns.parts;
  const parsed = parsePartFilters(new URLSearchParams(onBrowse ? search : ''), true);
  const filters = parsed.ok ? parsed.value : { sort: 'newest' as const };
  return paths.parts(partFiltersToParams(withSearch(filters, q.trim() || undefined)));
}

/**
 * The second top component (spec §2): the search box that leads to the browse page and suggests
 * parts as the buyer types, and the shop's delivery promise and hotline, under the navbar.
 */
export function TopBar() {
  const inputId = useId();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const current = pathname === patterns.parts ? (new URLSearchParams(search).get('q') ?? '') : '';
  const [q, setQ] = useDraft(current);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void navigate(searchTarget(pathname, search, q));
  }

  return (
    <div className="bg-brand-700 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-2 md:flex-row md:items-center md:justify-between md:gap-6">
        <form
          role="search"
          action={paths.parts()}
          method="get"
          onSubmit={submit}
          className="relative flex w-full md:order-2 md:max-w-md"
        >
          <label htmlFor={inputId} className="sr-only">
            {catalogue.searchLabel}
          </label>
          <PartSearchCombobox
            id={inputId}
            value={q}
            onChange={setQ}
            placeholder={catalogue.searchPlaceholder}
            maxLength={100}
            className="h-9 w-full min-w-0 rounded-l-lg border-0 bg-white pl-3 pr-8 text-sm text-ink placeholder:text-slate-500 focus-visible:outline-white"
          />
          <button
            type="submit"
            className="flex h-9 items-center gap-1 rounded-r-lg bg-ink px-3 text-sm font-semibold text-white hover:bg-slate-800 focus-visible:outline-white"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4">
              <path
                fillRule="evenodd"
                d="M9 3.5a5.5 5.5 0 100 11 5.5 5.5 0 000-11zM2 9a7 7 0 1112.45 4.39l3.58 3.58a.75.75 0 11-1.06 1.06l-3.58-3.58A7 7 0 012 9z"
                clipRule="evenodd"
              />
            </svg>
            {catalogue.search}
          </button>
        </form>
        {/* One line on a phone: the warranty promise joins from small screens up. */}
        <p className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-center text-xs sm:gap-x-4 sm:text-sm md:order-1 md:justify-start md:text-left">
          <span>
            <span className="hidden sm:inline">Genuine parts with official warranty · </span>
            Same-day delivery inside Dhaka
          </span>
          <a href="tel:+8809612345678" className="font-semibold underline underline-offset-2">
            Hotline 09612-345678
          </a>
        </p>
      </div>
    </div>
  );
}
