import type { CatalogueStats } from '@cps/domain';
import type { PartsPageState } from '@/lib/parts-query';

/**
 * What the browse page shows besides its URL: the counters doc (undefined while it loads), the
 * number of matches (undefined while counted) and one page of parts. The live data (browse-live)
 * and the landing page's answer (first-page) both hand the page one of these.
 */
export interface BrowseContent {
  stats: CatalogueStats | undefined;
  count: number | undefined;
  page: PartsPageState;
}
