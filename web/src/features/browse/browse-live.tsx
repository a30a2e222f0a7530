import { countFromStats, pageSizes, type PartFilters } from '@cps/domain';
import { useEffect, useMemo } from 'react';
import { useCatalogueStats, usePartChanges, usePartsCount, usePartsPage } from '@/lib/parts-query';
import type { BrowseContent } from './browse-content';
import { withChanges, type Landing } from './first-page';

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
  onData: (data: BrowseContent) => void;
}) {
  const statsState = useCatalogueStats();
  const countState = usePartsCount(filters, statsState);
  const page = usePartsPage(filters, cursor, pageSizes.browse);
  const stats = statsState.status === 'ready' ? statsState.stats : undefined;
  const count = countState.status === 'ready' ? countState.count : undefined;
  useEffect(() => onData({ stats, count, page }), [onData, stats, count, page]);
  return null;
}

/**
 * The landing page's data (first-page): the page the REST API answered, kept live by the parts
 * written since it was read, and the counters. Its parts are not read again.
 */
export function LandingData({
  filters,
  landing,
  onData,
}: {
  filters: PartFilters;
  landing: Landing;
  onData: (data: BrowseContent) => void;
}) {
  const statsState = useCatalogueStats();
  const changes = usePartChanges(landing.since);
  const stats = statsState.status === 'ready' ? statsState.stats : undefined;
  const page = useMemo(() => withChanges(landing.data.page, changes), [landing, changes]);
  const count = countFromStats(filters, stats) ?? landing.data.count;
  useEffect(() => onData({ stats, count, page }), [onData, stats, count, page]);
  return null;
}
