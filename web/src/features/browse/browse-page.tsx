import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { LoadBoundary } from '@/components/load-boundary';
import { lazyLive } from '@/lib/live';
import { readBrowseSearch } from './browse-url';
import { BrowseView } from './browse-view';

const LiveBrowse = lazyLive(() => import('./browse-live').then((m) => m.BrowseLive));

/**
 * The browse page, `/parts` (issue 11). Its state is the query string. The frame (heading,
 * filters, skeletons of the cards' size) paints at once; the Firebase SDK and the data follow.
 */
export function BrowsePage() {
  const [search] = useSearchParams();
  const { filters, cursor } = readBrowseSearch(search);
  const loading = (
    <BrowseView
      filters={filters}
      stats={undefined}
      count={undefined}
      page={{ status: 'loading' }}
    />
  );
  return (
    <LoadBoundary
      fallback={
        <BrowseView
          filters={filters}
          stats={undefined}
          count={undefined}
          page={{ status: 'error', error: new Error('The browse page could not load') }}
        />
      }
    >
      <Suspense fallback={loading}>
        <LiveBrowse filters={filters} cursor={cursor} />
      </Suspense>
    </LoadBoundary>
  );
}
