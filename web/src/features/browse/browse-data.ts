// The browse page's data, from the API's search engine: one page of parts (`GET /api/parts`) and
// the filters' counts (`GET /api/parts/facets`) for the URL's filters. The route's loader starts
// both as a navigation starts; on the page a visitor lands on, the parts were asked for while the
// app downloaded (landing.ts), and the counts wait until the cards have shown (afterPageLoad: on
// a phone they are in a closed drawer). The page shows each as it arrives. The cards then stay
// live by id (hooks/use-live-parts).

import { defaultSort, type Facets } from '@cps/domain';
import type { LoaderFunctionArgs } from 'react-router';
import { settling } from '@/hooks/use-settled';
import { afterPageLoad } from '@/lib/after-load';
import { answerCache } from '@/lib/answer-cache';
import { readPartsPage, type ResultsPage } from '@/infra/parts-api';
import { browseParams, readBrowseSearch, type BrowseFilters, type BrowseState } from './browse-url';
import { partsUrl, takeLanding } from './landing';

export interface BrowseData extends BrowseState {
  results: Promise<ResultsPage>;
  /** Null when the counts could not be had: the filters show without them. */
  facets: Promise<Facets | null>;
}

/** The facets' query string: the filters without the sort, which does not change a count. */
const facetsKey = (filters: BrowseFilters) =>
  browseParams({ ...filters, sort: defaultSort(filters.q) }).toString();

/** The last facets asked for: paging and sorting keep the same counts without asking again. */
const lastFacets = answerCache<Promise<Facets | null>>({ size: 1 });

function fetchFacets(filters: BrowseFilters): Promise<Facets | null> {
  const key = facetsKey(filters);
  const known = lastFacets.get(key);
  if (known) return known;
  const answer = afterPageLoad()
    .then(() => fetch(`/api/parts/facets${key ? `?${key}` : ''}`))
    .then((response) => (response.ok ? (response.json() as Promise<Facets>) : null))
    .catch(() => null);
  // An answer that failed is asked again next time.
  void answer.then((facets) => {
    if (!facets && lastFacets.get(key) === answer) lastFacets.delete(key);
  });
  lastFacets.set(key, answer);
  return answer;
}

/** The route's loader: the page renders at once and shows each answer as it comes. */
export function browseLoader({ request }: LoaderFunctionArgs): BrowseData {
  const state = readBrowseSearch(new URL(request.url).searchParams);
  const url = partsUrl(browseParams(state.filters, state.cursor));
  const response = takeLanding(url) ?? fetch(url, { signal: request.signal });
  return {
    ...state,
    results: settling(response.then(readPartsPage)),
    facets: settling(fetchFacets(state.filters)),
  };
}
