import { pageSizes, type CatalogueStats, type PartFilters } from '@cps/domain';
import { useEffect } from 'react';
import {
  useCatalogueStats,
  usePartsCount,
  usePartsPage,
  type PartsPageState,
} from '@/lib/parts-query';

export interface BrowseData {
  stats: CatalogueStats | undefined;
  count: number | undefined;
  page: PartsPageState;
}

/**
 * The browse page's data: the counters, the number of matches and one live page. It renders
 * nothing; it hands each change to the page, so the page's frame,
 * which paints before this module and the Firebase SDK have loaded, is never replaced, and what
 * someone typed or focused there in the meantime stays.
 */
export function BrowseData({
  filters,
  cursor,
  onData,
}: {
  filters: PartFilters;
  cursor: string | undefined;
  onData: (data: BrowseData) => void;
}) {
  const statsState = useCatalogueStats();
  const countState = usePartsCount(filters, statsState);
  const page = usePartsPage(filters, cursor, pageSizes.browse);
  const stats = statsState.status === 'ready' ? statsState.stats : undefined;
  const count = countState.status === 'ready' ? countState.count : undefined;
  useEffect(() => onData({ stats, count, page }), [onData, stats, count, page]);
  return null;
}
