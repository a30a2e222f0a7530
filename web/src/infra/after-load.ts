let settled: Promise<void> | undefined;

const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/** The first contentful paint, or after `fallbackMs` where it is never reported (hidden tab). */
const firstPaint = (fallbackMs: number) =>
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
 * Resolves once the page has loaded and painted its first content (then one more turn of the
 * event loop). Work that can wait, such as fetching the Firebase SDK for the navbar's sign-in state
 * or for content below the fold, starts here so it never competes with the first screen. (The load
 * event alone is too early: it fires before React's first render commits.)
 */
export function afterPageLoad(): Promise<void> {
  settled ??= Promise.all([loaded(), firstPaint(3000)]).then(
    () => new Promise<void>((resolve) => setTimeout(resolve, 0)),
  );
  return settled;
}
