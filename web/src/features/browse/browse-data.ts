// The browse page's data, from the API's search engine: one page of parts (`GET /api/parts`) and
// the filters' counts (`GET /api/parts/facets`) for the URL's filters. The route's loader starts
// both as a navigation starts; for the page a visitor lands on, startLanding has started them
// while the app downloads. The page shows each as it arrives. The cards then stay live by id (hooks/use-live-parts).

import { defaultSort, pageSizes, type Facets, type Part } from '@cps/domain';
import type { LoaderFunctionArgs } from 'react-router';
import { holdPageLoad } from '@/lib/after-load';
import { fetchPartsPage, type ResultsPage } from '@/infra/parts-api';
import { browseParams, readBrowseSearch, type BrowseFilters, type BrowseState } from './browse-url';

export interface BrowseData extends BrowseState {
  results: Promise<ResultsPage>;
  /** Null when the counts could not be had: the filters show without them. */
  facets: Promise<Facets | null>;
}

/** Cards whose images can be on the first screen (a wide screen's first row). */
const firstScreenImages = 3;

/**
 * Asks for the first cards' images as soon as the answer names them, at high priority, while
 * React renders the cards: the largest paint then need not wait for the render to find its <img>.
 * Resolves once they have loaded (or failed).
 */
async function preloadImages(parts: Part[]): Promise<void> {
  const loads = parts.slice(0, firstScreenImages).map(
    (part) =>
      new Promise<void>((resolve) => {
        const link = document.createElement('link');
        link.rel = 'preload';
        link.as = 'image';
        link.href = part.img;
        link.fetchPriority = 'high';
        link.onload = link.onerror = () => resolve();
        document.head.append(link);
      }),
  );
  await Promise.all(loads);
}

export async function fetchResults(
  { filters, cursor }: BrowseState,
  signal?: AbortSignal,
): Promise<ResultsPage> {
  const params = browseParams(filters, cursor);
  params.set('limit', String(pageSizes.browse));
  return fetchPartsPage(params, signal);
}

/** The facets' query string: the filters without the sort, which does not change a count. */
const facetsKey = (filters: BrowseFilters) =>
  browseParams({ ...filters, sort: defaultSort(filters.q) }).toString();

/** The last facets asked for: paging and sorting keep the same counts without asking again. */
let lastFacets: { key: string; answer: Promise<Facets | null> } | undefined;

export function fetchFacets(filters: BrowseFilters): Promise<Facets | null> {
  const key = facetsKey(filters);
  if (lastFacets?.key !== key) {
    const answer = fetch(`/api/parts/facets${key ? `?${key}` : ''}`)
      .then((response) => (response.ok ? (response.json() as Promise<Facets>) : null))
      .catch(() => null);
    // An answer that failed is asked again next time.
    void answer.then((facets) => {
      if (!facets && lastFacets?.answer === answer) lastFacets = undefined;
    });
    lastFacets = { key, answer };
  }
  return lastFacets.answer;
}

/** What startLanding began, for the loader of the page the visitor landed on. */
let landing: { search: string; data: Pick<BrowseData, 'results' | 'facets'> } | undefined;

/**
 * Starts the page a visitor lands on while the app is still downloading (src/main.tsx): its
 * parts first, then its first images and the counts, so that the largest paint need not wait for
 * React. The work that can wait (the Firebase SDK) follows them rather than share the network.
 */
export function startLanding(url: URL): void {
  const state = readBrowseSearch(url.searchParams);
  const results = fetchResults(state);
  // A failure is the page's to show (useSettled), whenever it renders; not an unhandled one.
  results.catch(() => {});
  holdPageLoad(results.then((page) => preloadImages(page.parts)));
  const facets = () => fetchFacets(state.filters);
  landing = { search: url.search, data: { results, facets: results.then(facets, facets) } };
}

/**
 * The route's loader: the page renders at once and shows each answer as it comes; on the page a
 * visitor landed on, the answers startLanding asked for.
 */
export function browseLoader({ request }: LoaderFunctionArgs): BrowseData {
  const url = new URL(request.url);
  const state = readBrowseSearch(url.searchParams);
  const started = landing?.search === url.search ? landing.data : undefined;
  landing = undefined;
  if (started) return { ...state, ...started };
  const results = fetchResults(state, request.signal);
  results.catch(() => {});
  return { ...state, results, facets: fetchFacets(state.filters) };
}
