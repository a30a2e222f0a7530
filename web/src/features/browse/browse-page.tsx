import { partFiltersToParams } from '@cps/domain';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadBoundary } from '@/components/load-boundary';
import { lazyLive } from '@/lib/live';
import type { BrowseData } from './browse-live';
import { readBrowseSearch } from './browse-url';
import { BrowseView } from './browse-view';

const LiveData = lazyLive(() => import('./browse-live').then((m) => m.BrowseData));

const loading: BrowseData = { stats: undefined, count: undefined, page: { status: 'loading' } };

/** Tells the page that the data's code could not load (a boundary's fallback renders it). */
function Failed({ onFailed }: { onFailed: () => void }) {
  useEffect(onFailed, [onFailed]);
  return null;
}

/**
 * The browse page, `/parts` (issue 11). Its state is the query string. The frame (heading,
 * filters, skeletons of the cards' size) paints at once; the Firebase SDK and the data follow.
 */
export function BrowsePage() {
  const [search] = useSearchParams();
  const { filters, cursor } = readBrowseSearch(search);
  const key = partFiltersToParams(filters, cursor).toString();
  const [data, setData] = useState<{ key: string; value: BrowseData }>();
  const [failed, setFailed] = useState(false);
  const onData = useCallback((value: BrowseData) => setData({ key, value }), [key]);
  const onFailed = useCallback(() => setFailed(true), []);
  const shown = data?.key === key ? data.value : loading;
  const page = failed
    ? ({ status: 'error', error: new Error('The browse page could not load') } as const)
    : shown.page;

  return (
    <>
      <BrowseView filters={filters} stats={shown.stats} count={shown.count} page={page} />
      <LoadBoundary fallback={<Failed onFailed={onFailed} />}>
        <Suspense fallback={null}>
          <LiveData filters={filters} cursor={cursor} onData={onData} />
        </Suspense>
      </LoadBoundary>
    </>
  );
}
