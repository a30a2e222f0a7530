import { pageSizes, type PartFilters } from '@cps/domain';
import { useCatalogueStats, usePartsCount, usePartsPage } from '@/lib/parts-query';
import { BrowseView } from './browse-view';

/** The browse page with its data: the counters, the number of matches and one live page. */
export function BrowseLive({ filters, cursor }: { filters: PartFilters; cursor?: string }) {
  const stats = useCatalogueStats();
  const count = usePartsCount(filters, stats);
  const page = usePartsPage(filters, cursor, pageSizes.browse);
  return (
    <BrowseView
      filters={filters}
      stats={stats.status === 'ready' ? stats.stats : undefined}
      count={count.status === 'ready' ? count.count : undefined}
      page={page}
    />
  );
}
