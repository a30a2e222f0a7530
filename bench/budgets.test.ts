import { describe, expect, it } from 'vitest';
import { percentile } from './api-load';
import {
  formatTable,
  missed,
  rows,
  type BenchResults,
  type OrdersScaleFigures,
  type ScaleFigures,
} from './budgets';

const page = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1900,
  tbtMs: 40,
  cls: 0,
  benchmarkIndex: 2300,
};

const scale: ScaleFigures = {
  parts: 20_018,
  seed: { created: 20_000, ms: 21_000 },
  home: { read: 19, shown: 18 },
  firstCardMs: 640,
  browse: { path: '/parts', read: 26, shown: 24 },
  search: { path: '/parts?q=rtx+40', read: 27, shown: 24 },
  apiFirstPage: {
    name: 'GET /api/parts?limit=24 (the first page)',
    requests: 1000,
    requestsPerSecond: 200.5,
    p50Ms: 20,
    p95Ms: 60,
    p99Ms: 80,
    statuses: { '200': 1000 },
  },
  apiSearch: {
    name: 'GET /api/parts?q=… (8 searches in turn)',
    requests: 400,
    requestsPerSecond: 40.2,
    p50Ms: 120,
    p95Ms: 180,
    p99Ms: 290,
    statuses: { '200': 400 },
  },
  apiFacets: {
    name: 'GET /api/parts/facets?… (4 filters in turn)',
    requests: 400,
    requestsPerSecond: 60.1,
    p50Ms: 50,
    p95Ms: 90,
    p99Ms: 120,
    statuses: { '200': 400 },
  },
  searchReads: { requests: 200, reads: 410 },
  import: { rows: 20_000, ms: 95_000 },
};

const scaleOrders: OrdersScaleFigures = {
  orders: 100_003,
  users: 20_002,
  seed: { orders: { created: 100_000, ms: 20_200 }, users: { created: 20_000, ms: 5_100 } },
  manageOrders: { path: '/dashboard/manageAllOrders', read: 30, shown: 25, firstRowMs: 1_400 },
  makeAdmin: { path: '/dashboard/makeAdmin', read: 26, shown: 25, firstRowMs: 1_100 },
  apiUnpaid: {
    name: 'GET /api/orders?status=unpaid (admin)',
    requests: 200,
    requestsPerSecond: 20.5,
    p50Ms: 180,
    p95Ms: 420,
    p99Ms: 480,
    statuses: { '200': 200 },
  },
  overview: {
    reads: 187,
    api: {
      name: 'GET /api/admin/overview (admin)',
      requests: 50,
      requestsPerSecond: 12.5,
      p50Ms: 150,
      p95Ms: 260,
      p99Ms: 300,
      statuses: { '200': 50 },
    },
  },
};

const passing: BenchResults = {
  lighthouse: { '/': page, '/parts': page },
  lighthouseDesktop: { '/dashboard/overview': page },
  initialJsGzip: 127_000,
  homeJsGzip: 250_000,
  largestChunk: { file: 'assets/index.js', gzip: 121_000 },
  stripeRequestedOn: [],
  stripeOnPaymentPage: true,
  scale,
  scaleOrders,
  coldStartMs: 800,
  api: [
    {
      name: 'GET /api/parts',
      requests: 500,
      requestsPerSecond: 120.5,
      p50Ms: 30,
      p95Ms: 70,
      p99Ms: 90,
      statuses: { '200': 500 },
    },
  ],
};

const withScale = (change: Partial<ScaleFigures>): Partial<BenchResults> => ({
  scale: { ...scale, ...change },
});
/** The passing run with one figure of one scale measurement changed. */
const withScaleFigure = <
  K extends 'home' | 'browse' | 'search' | 'apiFirstPage' | 'apiSearch' | 'apiFacets',
>(
  key: K,
  change: Partial<ScaleFigures[K]>,
) => withScale({ [key]: { ...scale[key], ...change } });

/** The passing run with one figure of the back office's scenario changed. */
const withOrdersFigure = <K extends 'manageOrders' | 'makeAdmin' | 'apiUnpaid'>(
  key: K,
  change: Partial<OrdersScaleFigures[K]>,
): Partial<BenchResults> => ({
  scaleOrders: { ...scaleOrders, [key]: { ...scaleOrders[key], ...change } },
});

describe('bench budgets', () => {
  it('a run within every budget misses none and prints every figure', () => {
    const table = rows(passing);
    expect(missed(table)).toEqual([]);
    const text = formatTable(table);
    expect(text).toContain('Lighthouse mobile / Performance');
    expect(text).toContain('Lighthouse mobile /parts Performance');
    expect(text).toContain('Lighthouse desktop /dashboard/overview Performance');
    expect(text).toContain('Firestore reads, one GET /api/admin/overview');

    expect(text).toContain('127.0 KB');
    expect(text).toContain('120.5 req/s, p50 30 ms, p95 70 ms, p99 90 ms (500×200)');
    expect(text).toContain('20,018 (20,000 generated, written in 21.0 s)');
    expect(text).toContain('Firestore reads, one search /parts?q=rtx+40');
    expect(text).toContain('100,003 (100,000 generated, written in 20.2 s)');
    expect(text).toContain('20,002 (20,000 generated, written in 5.1 s)');
    expect(text).toContain(
      'Firestore reads, one Manage All Orders view /dashboard/manageAllOrders',
    );
    expect(text).toContain('30 (shows 25 orders)');
    expect(text).toContain('Firestore reads, one Make Admin view /dashboard/makeAdmin');
    expect(text).toContain('| 1400 ms');
    expect(text).toContain('20.5 req/s, p50 180 ms, p95 420 ms, p99 480 ms (200×200)');
  });

  it("reports each page's benchmarkIndex beside its scores, without a budget", () => {
    const table = rows({ ...passing, lighthouse: { '/': { ...page, benchmarkIndex: 812 } } });
    expect(table).toContainEqual({
      metric: 'Lighthouse mobile / benchmarkIndex',
      value: '812',
      budget: '',
    });
  });

  it("reports the back office's SEO without a budget: it asks not to be indexed", () => {
    const table = rows({
      ...passing,
      lighthouseDesktop: { '/dashboard/overview': { ...page, seo: 63 } },
    });
    expect(missed(table)).toEqual([]);
    expect(formatTable(table)).toContain('Lighthouse desktop /dashboard/overview SEO');
  });

  it.each([
    [
      'a score under 95',
      { lighthouse: { ...passing.lighthouse, '/': { ...page, seo: 94 } } },
      'Lighthouse mobile / SEO',
    ],
    [
      'TBT over 150 ms on /parts',
      { lighthouse: { ...passing.lighthouse, '/parts': { ...page, tbtMs: 151 } } },
      'Lighthouse mobile /parts TBT',
    ],
    [
      'CLS over 0.02',
      { lighthouse: { ...passing.lighthouse, '/': { ...page, cls: 0.021 } } },
      'Lighthouse mobile / CLS',
    ],
    ['no Lighthouse run of /parts', { lighthouse: { '/': page } }, 'Lighthouse mobile /parts'],
    [
      'no Lighthouse run of the overview',
      { lighthouseDesktop: {} },
      'Lighthouse desktop /dashboard/overview',
    ],
    [
      'an overview scoring 94 on the desktop preset',
      { lighthouseDesktop: { '/dashboard/overview': { ...page, performance: 94 } } },
      'Lighthouse desktop /dashboard/overview Performance',
    ],
    [
      'an overview reading 191 documents',
      { scaleOrders: { ...scaleOrders, overview: { ...scaleOrders.overview, reads: 191 } } },
      'Firestore reads, one GET /api/admin/overview (X-Firestore-Reads)',
    ],
    [
      'an overview whose reads were not said',
      {
        scaleOrders: {
          ...scaleOrders,
          overview: { ...scaleOrders.overview, reads: Number.NaN },
        },
      },
      'Firestore reads, one GET /api/admin/overview (X-Firestore-Reads)',
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
      'a scale scenario with fewer than 20,000 parts',
      withScale({ parts: 19_999 }),
      'Scale scenario: parts in the catalogue',
    ],
    [
      'a Home view reading 21 documents',
      withScaleFigure('home', { read: 21 }),
      'Firestore reads, one Home view',
    ],
    [
      'a Home view whose reads were not seen',
      withScaleFigure('home', { read: 0 }),
      'Firestore reads, one Home view',
    ],
    [
      'the first card after 1.5 s',
      withScale({ firstCardMs: 1501 }),
      'First product card after scrolling to Products',
    ],
    [
      'a browse page reading 31',
      withScaleFigure('browse', { read: 31 }),
      'Firestore reads, one browse page /parts',
    ],
    [
      'a browse page that showed nothing',
      withScaleFigure('browse', { shown: 0 }),
      'Firestore reads, one browse page /parts',
    ],
    [
      'a search reading 31',
      withScaleFigure('search', { read: 31 }),
      'Firestore reads, one search /parts?q=rtx+40',
    ],
    [
      'a search that showed nothing',
      withScaleFigure('search', { shown: 0 }),
      'Firestore reads, one search /parts?q=rtx+40',
    ],
    [
      'a search run that got no answers',
      withScaleFigure('apiSearch', { requests: 0, statuses: {} }),
      'API GET /api/parts?q=… (8 searches in turn)',
    ],
    [
      "a search p95 over 3 times the first page's",
      withScaleFigure('apiSearch', { p95Ms: 181 }),
      'API GET /api/parts?q=… (8 searches in turn)',
    ],
    [
      'a first page answering errors',
      withScaleFigure('apiFirstPage', { statuses: { '200': 990, '500': 10 } }),
      'API GET /api/parts?limit=24 (the first page)',
    ],
    [
      "a facets p95 over 3 times the first page's",
      withScaleFigure('apiFacets', { p95Ms: 181 }),
      'API GET /api/parts/facets?… (4 filters in turn)',
    ],
    [
      'more than 3 reads per search or facet request',
      withScale({ searchReads: { requests: 100, reads: 301 } }),
      'Firestore reads per search or facet request (warm)',
    ],
    [
      'no search requests counted',
      withScale({ searchReads: { requests: 0, reads: 0 } }),
      'Firestore reads per search or facet request (warm)',
    ],
    [
      'an import over 3 minutes',
      withScale({ import: { rows: 20_000, ms: 180_001 } }),
      'Catalogue import through POST /api/parts/import',
    ],
    [
      'an import of fewer than 20,000 rows',
      withScale({ import: { rows: 19_999, ms: 60_000 } }),
      'Catalogue import through POST /api/parts/import',
    ],
    [
      'a search answering errors',
      withScaleFigure('apiSearch', { statuses: { '200': 390, '500': 10 } }),
      'API GET /api/parts?q=… (8 searches in turn)',
    ],
    [
      'fewer than 100,000 orders',
      { scaleOrders: { ...scaleOrders, orders: 99_999 } },
      'Scale scenario: orders in the store',
    ],
    [
      'fewer than 20,000 users',
      { scaleOrders: { ...scaleOrders, users: 19_999 } },
      'Scale scenario: users in the store',
    ],
    [
      'a Manage All Orders view reading 31',
      withOrdersFigure('manageOrders', { read: 31 }),
      'Firestore reads, one Manage All Orders view /dashboard/manageAllOrders',
    ],
    [
      'a Manage All Orders view whose reads were not seen',
      withOrdersFigure('manageOrders', { read: 0 }),
      'Firestore reads, one Manage All Orders view /dashboard/manageAllOrders',
    ],
    [
      'a Manage All Orders view that showed no order',
      withOrdersFigure('manageOrders', { shown: 0 }),
      'Firestore reads, one Manage All Orders view /dashboard/manageAllOrders',
    ],
    [
      'the first order row after 2 s',
      withOrdersFigure('manageOrders', { firstRowMs: 2001 }),
      'First order row on Manage All Orders (from navigation)',
    ],
    [
      'a first order row never seen',
      withOrdersFigure('manageOrders', { firstRowMs: Number.NaN }),
      'First order row on Manage All Orders (from navigation)',
    ],
    [
      'a Make Admin view reading 31',
      withOrdersFigure('makeAdmin', { read: 31 }),
      'Firestore reads, one Make Admin view /dashboard/makeAdmin',
    ],
    [
      'a Make Admin view that showed no user',
      withOrdersFigure('makeAdmin', { shown: 0 }),
      'Firestore reads, one Make Admin view /dashboard/makeAdmin',
    ],
    [
      'an unpaid-orders p95 over 500 ms',
      withOrdersFigure('apiUnpaid', { p95Ms: 501 }),
      'API GET /api/orders?status=unpaid (admin)',
    ],
    [
      'unpaid-orders answers other than 200',
      withOrdersFigure('apiUnpaid', { statuses: { '200': 150, '403': 50 } }),
      'API GET /api/orders?status=unpaid (admin)',
    ],
    [
      'an unpaid-orders run that got no answers',
      withOrdersFigure('apiUnpaid', { requests: 0, statuses: {} }),
      'API GET /api/orders?status=unpaid (admin)',
    ],
  ] as const)('%s is missed', (_name, change, metric) => {
    const table = rows({ ...passing, ...change } as BenchResults);
    expect(missed(table).map((row) => row.metric)).toEqual([metric]);
    expect(formatTable(table)).toContain('MISSED');
  });
});

describe('percentile', () => {
  it('is the nearest-rank percentile', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 95)).toBeNaN();
  });
});
