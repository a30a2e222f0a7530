import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The browser's paint reports, played by the test: each observer and the entries it is given.
let observers: { type: string; callback: PerformanceObserverCallback; connected: boolean }[];

class FakeObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
  private readonly entry: (typeof observers)[number];
  constructor(callback: PerformanceObserverCallback) {
    this.entry = { type: '', callback, connected: false };
    observers.push(this.entry);
  }
  observe({ type }: { type: string }) {
    this.entry.type = type;
    this.entry.connected = true;
  }
  disconnect() {
    this.entry.connected = false;
  }
}

function report(type: string, entries: object[]) {
  for (const observer of observers.filter((o) => o.type === type && o.connected)) {
    const list = { getEntries: () => entries, getEntriesByName: () => entries };
    observer.callback(list as unknown as PerformanceObserverEntryList, {} as PerformanceObserver);
  }
}

/** Two turns of the event loop: the page load's own last step is one (afterPageLoad). */
const flush = async () => {
  for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** A fresh landing and page load, as on a new page: both keep module state. */
async function land() {
  vi.resetModules();
  const landing = await import('./landing');
  const afterLoad = await import('@/lib/after-load');
  landing.startLanding(new URL('http://store.test/parts'));
  let started = false;
  void afterLoad.afterPageLoad().then(() => (started = true));
  await flush();
  report('paint', [{ name: 'first-contentful-paint' }]);
  // The first cards' pictures, preloaded as the answer names them.
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) {
    link.dispatchEvent(new Event('load'));
  }
  await flush();
  return { landingShown: landing.landingShown, started: () => started };
}

beforeEach(() => {
  observers = [];
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.stubGlobal('fetch', () =>
    Promise.resolve(Response.json([{ img: '/images/a.svg' }, { img: '/images/b.svg' }])),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.head.replaceChildren();
});

describe('the landing on the browse page', () => {
  it('holds the work that can wait until the first cards’ pictures are painted', async () => {
    const { landingShown, started } = await land();
    expect(started()).toBe(false);
    landingShown(true);
    await flush();
    expect(started()).toBe(false);
    report('largest-contentful-paint', [{ element: document.createElement('h1') }]);
    await flush();
    expect(started()).toBe(false);
    report('largest-contentful-paint', [{ element: document.createElement('img') }]);
    await flush();
    expect(started()).toBe(true);
  });

  it('lets it start at once when the answer has no cards', async () => {
    const { landingShown, started } = await land();
    landingShown(false);
    await flush();
    expect(started()).toBe(true);
  });

  it('lets it start at the first tap, after which the browser reports no larger paint', async () => {
    const { landingShown, started } = await land();
    landingShown(true);
    await flush();
    expect(started()).toBe(false);
    window.dispatchEvent(new Event('pointerdown'));
    await flush();
    expect(started()).toBe(true);
  });

  it('waits at most a second for the pictures once the cards are shown', async () => {
    const { landingShown, started } = await land();
    vi.useFakeTimers();
    landingShown(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(started()).toBe(false);
    // The second, and the page load's own turn of the event loop.
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(started()).toBe(true);
  });
});
