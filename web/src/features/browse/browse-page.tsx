import { startTransition, useEffect, useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { LoadBoundary } from '@/components/load-boundary';
import { useSettled } from '@/hooks/use-settled';
import { afterPageLoad } from '@/infra/after-load';
import { loadLive } from '@/lib/live';
import type { browseLoader } from './browse-data';
import { CardGrid } from './card-grid';
import { BrowseView, type Grid } from './browse-view';

/**
 * The cards' grid that stays live by id, once the page has shown (the Firebase SDK never holds
 * up the first screen); until then, and if the SDK cannot load, the grid of the API's answer.
 */
function useLiveGrid(): Grid {
  const [grid, setGrid] = useState<{ Grid: Grid }>({ Grid: CardGrid });
  useEffect(() => {
    let active = true;
    afterPageLoad()
      .then(() => loadLive(() => import('./live-card-grid').then((m) => m.LiveCardGrid)))
      .then((Live) => {
        const LiveGrid: Grid = (props) => (
          <LoadBoundary fallback={<CardGrid {...props} whole />}>
            <Live {...props} />
          </LoadBoundary>
        );
        if (active) startTransition(() => setGrid({ Grid: LiveGrid }));
      })
      .catch(() => {});
    return () => {
      active = false;
    };
  }, []);
  return grid.Grid;
}

/**
 * The browse page, `/parts`. Its state is the query string; the route's loader asks the API for
 * the page of parts and the filters' counts, and the frame paints before either arrives.
 */
export function BrowsePage() {
  const { filters, results, facets } = useLoaderData<typeof browseLoader>();
  const revalidator = useRevalidator();
  const page = useSettled(results);
  const counts = useSettled(facets);
  return (
    <BrowseView
      filters={filters}
      results={page}
      facets={counts.pending ? undefined : counts.value}
      onRetry={() => void revalidator.revalidate()}
      Grid={useLiveGrid()}
    />
  );
}
