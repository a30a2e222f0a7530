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
 * Resolves once the page's largest paint so far is a picture (the first screen's picture is on
 * screen), at the visitor's first tap or key (which ends the browser's reports of the largest
 * paint), or after `capMs`: a hold for a page whose first screen is its pictures.
 */
export function picturePainted(capMs: number): Promise<void> {
  const type = 'largest-contentful-paint';
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
      const entries = list.getEntries() as LargestContentfulPaint[];
      if (entries.some((entry) => entry.element instanceof HTMLImageElement)) done();
    });
    observer.observe({ type, buffered: true });
  });
}

const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/** The first contentful paint, or after `fallbackMs` where it is never reported (hidden tab). */
export const firstPaint = (fallbackMs: number): Promise<void> =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, fallbackMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return done();
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      done();
    });
    observer.observe({ type: 'paint', buffered: true });
  });

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
