let settled: Promise<void> | undefined;
const holds: Promise<void>[] = [];

/**
 * Makes `afterPageLoad` wait for `until` too (at most `capMs`): a page whose first screen comes
 * after the load event (the browse page a visitor lands on) holds the work that can
 * wait until that screen has shown. Only holds made before the first `afterPageLoad` call count.
 */
export function holdPageLoad(until: Promise<unknown>, capMs = 5000): void {
  holds.push(
    Promise.race([
      until.then(
        () => undefined,
        () => undefined,
      ),
      new Promise<void>((resolve) => setTimeout(resolve, capMs)),
    ]),
  );
}

/**
 * Resolves once the browser reports an entry of `type` that `wanted` accepts, at the visitor's
 * first tap or key (after which it reports no larger paint), or after `capMs`; at once where it
 * reports no such entries.
 */
function reported(
  type: string,
  wanted: (entry: PerformanceEntry) => boolean,
  capMs: number,
): Promise<void> {
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes(type))
    return Promise.resolve();
  return new Promise<void>((resolve) => {
    const inputs = ['pointerdown', 'keydown'] as const;
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      for (const input of inputs) removeEventListener(input, done, true);
      resolve();
    };
    const timer = setTimeout(done, capMs);
    for (const input of inputs) addEventListener(input, done, true);
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some(wanted)) done();
    });
    observer.observe({ type, buffered: true });
  });
}

/**
 * The page's largest paint so far is a picture (the first screen's picture is on screen), or at
 * most `capMs`: a hold for a page whose first screen is its pictures.
 */
export const picturePainted = (capMs: number): Promise<void> =>
  reported(
    'largest-contentful-paint',
    (entry) => (entry as LargestContentfulPaint).element instanceof HTMLImageElement,
    capMs,
  );

const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/** The first contentful paint, or after `fallbackMs` where it is never reported (hidden tab). */
export const firstPaint = (fallbackMs: number): Promise<void> =>
  reported('paint', (entry) => entry.name === 'first-contentful-paint', fallbackMs);

/**
 * Resolves once the page has loaded and painted its first content and any hold has ended
 * (holdPageLoad), then one more turn of the event loop. Work that can wait, such as fetching the
 * Firebase SDK for the navbar's sign-in state or for content below the fold, starts here so it
 * never competes with the first screen. (The load event alone is too early: it fires before
 * React's first render commits.)
 */
export function afterPageLoad(): Promise<void> {
  settled ??= Promise.all([loaded(), firstPaint(3000), ...holds]).then(
    () => new Promise<void>((resolve) => setTimeout(resolve, 0)),
  );
  return settled;
}
