import { partFiltersToParams } from '@cps/domain';
import { startTransition, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LoadBoundary } from '@/components/load-boundary';
import { afterImages, afterPageLoad } from '@/infra/after-load';
import { lazyLive } from '@/lib/live';
import type { BrowseContent } from './browse-content';
import { readBrowseSearch } from './browse-url';
import { BrowseView } from './browse-view';
import { endLandingPage, landingPage, landingShown, type Landing } from './first-page';

const LiveData = lazyLive(() => import('./browse-live').then((m) => m.BrowseData));
const LandingLive = lazyLive(() => import('./browse-live').then((m) => m.LandingData));

const loading: BrowseContent = { stats: undefined, count: undefined, page: { status: 'loading' } };

/** Tells the page that the data's code could not load (a boundary's fallback renders it). */
function Failed({ onFailed }: { onFailed: () => void }) {
  useEffect(onFailed, [onFailed]);
  return null;
}

/**
 * The browse page, `/parts` (issue 11). Its state is the query string. The frame (heading,
 * filters, skeletons of the cards' size) paints at once; the Firebase SDK and the live data
 * follow. The page a visitor lands on comes from the REST API and then stays live by the parts
 * written since (first-page); every other page is one live query.
 */
export function BrowsePage() {
  const [search] = useSearchParams();
  const { filters, cursor } = readBrowseSearch(search);
  const key = partFiltersToParams(filters, cursor).toString();
  const [data, setData] = useState<{ key: string; value: BrowseContent }>();
  const [failed, setFailed] = useState(false);
  // A transition: React renders the 24 cards in slices that leave the main thread free.
  const onData = useCallback(
    (value: BrowseContent) => startTransition(() => setData({ key, value })),
    [key],
  );
  const onFailed = useCallback(() => setFailed(true), []);

  // The landing page's answer: asked for once, when this page is the address the document was
  // loaded with; `first` is undefined while it is awaited and null when there is none.
  const [landing] = useState(() => {
    const answer = landingPage(window.location.href.split('#')[0]!);
    return answer && { key, answer };
  });
  const [first, setFirst] = useState<Landing | null | undefined>(landing ? undefined : null);
  useEffect(() => {
    if (!landing) return;
    let active = true;
    void landing.answer.then((value) => {
      if (active) startTransition(() => setFirst(value ?? null));
    });
    return () => {
      active = false;
      // Gone from the page (Home, then Back): the next visit reads the live query.
      endLandingPage();
    };
  }, [landing]);
  // Once another page of the browse page has shown, the landing page is a page like the others.
  const [leftLanding, setLeftLanding] = useState(!landing);
  if (!leftLanding && key !== landing?.key) setLeftLanding(true);
  const onLanding = !leftLanding;

  // The landing page's cards hold back the work that can wait until their first images show.
  useEffect(() => {
    if (first === undefined) return;
    if (!first) return landingShown();
    let active = true;
    void afterImages(document.querySelector('main') ?? document).then(
      () => active && landingShown(),
    );
    return () => {
      active = false;
    };
  }, [first]);
  // The SDK and the live data start once the first screen has shown (afterPageLoad), so they
  // never hold it up (after a navigation inside the app that is at once).
  const [started, setStarted] = useState(false);
  useEffect(() => {
    let active = true;
    void afterPageLoad().then(() => active && setStarted(true));
    return () => {
      active = false;
    };
  }, []);

  const live = data?.key === key ? data.value : undefined;
  const landed = onLanding && first ? first.data : undefined;
  const shown: BrowseContent = {
    stats: live?.stats,
    count: live?.count ?? landed?.count,
    page: live && live.page.status !== 'loading' ? live.page : (landed?.page ?? loading.page),
  };
  const page =
    failed && !landed
      ? ({ status: 'error', error: new Error('The browse page could not load') } as const)
      : shown.page;

  let liveData: ReactNode = null;
  if (!onLanding) {
    liveData = <LiveData filters={filters} cursor={cursor} onData={onData} />;
  } else if (first) {
    liveData = <LandingLive filters={filters} landing={first} onData={onData} />;
  } else if (first === null) {
    // The API did not answer: the live query shows the landing page.
    liveData = <LiveData filters={filters} cursor={cursor} onData={onData} />;
  }

  return (
    <>
      <BrowseView filters={filters} stats={shown.stats} count={shown.count} page={page} />
      {started && liveData && (
        <LoadBoundary fallback={<Failed onFailed={onFailed} />}>
          <Suspense fallback={null}>{liveData}</Suspense>
        </LoadBoundary>
      )}
    </>
  );
}
