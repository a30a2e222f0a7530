import { partFiltersToParams } from '@cps/domain';
import { startTransition, Suspense, useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadBoundary } from '@/components/load-boundary';
import { afterPageLoad } from '@/infra/after-load';
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
  // A transition: React renders the 24 cards in slices that leave the main thread free.
  const onData = useCallback(
    (value: BrowseData) => startTransition(() => setData({ key, value })),
    [key],
  );
  const onFailed = useCallback(() => setFailed(true), []);
  // The SDK and the data start once the frame has painted, so they never hold up the first
  // paint (after a navigation inside the app that is at once).
  const [started, setStarted] = useState(false);
  useEffect(() => {
    let active = true;
    void afterPageLoad().then(() => active && setStarted(true));
    return () => {
      active = false;
    };
  }, []);
  const shown = data?.key === key ? data.value : loading;
  const page = failed
    ? ({ status: 'error', error: new Error('The browse page could not load') } as const)
    : shown.page;

  return (
    <>
      <BrowseView filters={filters} stats={shown.stats} count={shown.count} page={page} />
      {started && (
        <LoadBoundary fallback={<Failed onFailed={onFailed} />}>
          <Suspense fallback={null}>
            <LiveData filters={filters} cursor={cursor} onData={onData} />
          </Suspense>
        </LoadBoundary>
      )}
    </>
  );
}
