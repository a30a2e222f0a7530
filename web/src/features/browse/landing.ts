// The browse page's first request, started by the entry module (src/main.tsx) as it evaluates,
// before the app's modules have arrived: the answer names the largest image, so the sooner it is
// asked for, the sooner the first screen is complete. It asks with the page's own query string,
// which is the API's for every address the app writes; the route's loader takes the answer when
// its own request would be the same (takeLanding), and asks again otherwise. The work that can
// wait (afterPageLoad: the Firebase SDK, the filters' counts) waits for the first cards' pictures
// to be painted.

import { pageSizes } from '@cps/domain/page-sizes';
import { partsApiUrl } from '@/infra/parts-api';
import { holdPageLoad, picturePainted } from '@/lib/after-load';

/** Cards whose images can be on the first screen (a wide screen's first row). */
const firstScreenImages = 3;

/** How long the held work waits for the first cards' pictures to be painted once they render. */
const pictureWaitMs = 1000;

let landing: { url: string; response: Promise<Response> } | undefined;
let showLanding: ((withCards: boolean) => void) | undefined;

/** The browse page's request for one page of parts: `GET /api/parts` with these parameters. */
export function partsUrl(params: URLSearchParams): string {
  const withSize = new URLSearchParams(params);
  withSize.set('limit', String(pageSizes.browse));
  return partsApiUrl(withSize);
}

/**
 * Asks for the first cards' images as soon as the answer names them, at high priority, while
 * React renders the cards: the largest paint then need not wait for the render to find its <img>.
 * Resolves once they have loaded (or failed).
 */
async function preloadImages(response: Response): Promise<void> {
  if (!response.ok) return;
  const parts = (await response.clone().json()) as { img: string }[];
  const loads = parts.slice(0, firstScreenImages).map(
    (part) =>
      new Promise<void>((resolve) => {
        const link = document.createElement('link');
        link.rel = 'preload';
        link.as = 'image';
        link.href = part.img;
        link.fetchPriority = 'high';
        link.onload = link.onerror = () => resolve();
        document.head.append(link);
      }),
  );
  await Promise.all(loads);
}

/**
 * Starts the request for the page at `url`, and holds the work that can wait (afterPageLoad)
 * until the first cards' images are in and painted, or the page has shown it has no cards.
 */
export function startLanding(url: URL): void {
  const request = partsUrl(url.searchParams);
  const response = fetch(request);
  // A failure is the page's to show, once its loader takes the answer.
  response.catch(() => {});
  const shown = new Promise<boolean>((resolve) => (showLanding = resolve));
  const painted = shown.then((withCards) =>
    withCards ? picturePainted(pictureWaitMs) : undefined,
  );
  holdPageLoad(Promise.all([response.then(preloadImages), painted]));
  landing = { url: request, response };
}

/** The browse page has rendered its answer: with cards (`withCards`), or none, or a failure. */
export function landingShown(withCards: boolean): void {
  showLanding?.(withCards);
  showLanding = undefined;
}

/** The landing answer if it was asked at `url` (once: a later navigation asks afresh). */
export function takeLanding(url: string): Promise<Response> | undefined {
  const started = landing?.url === url ? landing.response : undefined;
  landing = undefined;
  return started;
}
