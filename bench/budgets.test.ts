import { describe, expect, it } from 'vitest';
import { formatTable, missed, rows, type BenchResults } from './budgets';

const passing: BenchResults = {
  lighthouse: {
    '/': {
      performance: 98,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcpMs: 1900,
      tbtMs: 40,
      cls: 0,
    },
  },
  initialJsGzip: 127_000,
  homeJsGzip: 250_000,
  largestChunk: { file: 'assets/index.js', gzip: 121_000 },
  stripeRequestedOn: [],
  stripeOnPaymentPage: true,
  homeReads: { read: 24, shown: 24 },
  coldStartMs: 800,
  api: [
    {
      name: 'GET /api/parts',
      requests: 500,
      requestsPerSecond: 120.5,
      p50Ms: 30,
      p99Ms: 90,
      statuses: { '200': 500 },
    },
  ],
};

describe('bench budgets', () => {
  it('a run within every budget misses none and prints every figure', () => {
    const table = rows(passing);
    expect(missed(table)).toEqual([]);
    const text = formatTable(table);
    expect(text).toContain('Lighthouse mobile / Performance');
    expect(text).toContain('127.0 KB');
    expect(text).toContain('120.5 req/s, p50 30 ms, p99 90 ms (500×200)');
  });

  it.each([
    [
      'a score under 95',
      { lighthouse: { '/': { ...passing.lighthouse['/']!, seo: 94 } } },
      'Lighthouse mobile / SEO',
    ],
    [
      'TBT over 150 ms',
      { lighthouse: { '/': { ...passing.lighthouse['/']!, tbtMs: 151 } } },
      'Lighthouse mobile / TBT',
    ],
    [
      'CLS over 0.02',
      { lighthouse: { '/': { ...passing.lighthouse['/']!, cls: 0.021 } } },
      'Lighthouse mobile / CLS',
    ],
    ['initial JS over 170 KB', { initialJsGzip: 170_001 }, 'Home initial JS (gzip)'],
    ['all Home JS over 320 KB', { homeJsGzip: 320_001 }, 'Home, all JS requested (gzip)'],
    ['Stripe on Home', { stripeRequestedOn: ['/'] }, 'Stripe script outside /payment'],
    [
      'a Stripe check that saw nothing anywhere',
      { stripeOnPaymentPage: false },
      'Stripe script outside /payment',
    ],
    [
      'more reads than documents shown',
      { homeReads: { read: 25, shown: 24 } },
      'Firestore documents read by one Home view',
    ],
  ] as const)('%s is missed', (_name, change, metric) => {
    const table = rows({ ...passing, ...change } as BenchResults);
    expect(missed(table).map((row) => row.metric)).toEqual([metric]);
    expect(formatTable(table)).toContain('MISSED');
  });
});
