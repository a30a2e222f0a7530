// The budgets of `npm run bench` and the table it prints. Pure: figures in, rows out.

export interface PageScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of the machine's speed during the run: scores compare at like values. */
  benchmarkIndex: number;
}

export interface ApiFigures {
  name: string;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  statuses: Record<string, number>;
}

/** Billed Firestore reads of one page view, and the cards (and reviews) it showed. */
export interface ReadsFigure {
  read: number;
  shown: number;
}

/** The scenario at scale: the store with 20,000 generated parts besides the demo ones. */
export interface ScaleFigures {
  /** Parts in the catalogue while measuring (the counters' total). */
  parts: number;
  /** The generated parts written through the server's write path, and how long it took. */
  seed: { created: number; ms: number };
  home: ReadsFigure;
  firstCardMs: number;
  browse: ReadsFigure & { path: string };
  search: ReadsFigure & { path: string };
  /** GET /api/parts: the plain first page, as the browse page asks for it. */
  apiFirstPage: ApiFigures;
  /** GET /api/parts?q=… with several searches in turn, in the same run. */
  apiSearch: ApiFigures;
  /** GET /api/parts/facets with several filters in turn. */
  apiFacets: ApiFigures;
  /** Firestore reads the API billed for search and facet requests on a warm instance. */
  searchReads: { requests: number; reads: number };
  /** A catalogue import through POST /api/parts/import, the way the admin page sends it. */
  import: { rows: number; ms: number };
}

/** One view of a back-office list: its reads, the rows it showed and when the first showed. */
export interface ListFigure extends ReadsFigure {
  path: string;
  /** From the navigation's start to the first row of data. */
  firstRowMs: number;
}

/** The back office at scale: 100,000 orders from 20,000 customers. */
export interface OrdersScaleFigures {
  /** Orders in the store while measuring (the orderStats counters' total). */
  orders: number;
  /** Users in the store while measuring (a count of the users collection). */
  users: number;
  /** The generated orders and users written through the seed, and how long each took. */
  seed: { orders: { created: number; ms: number }; users: { created: number; ms: number } };
  manageOrders: ListFigure;
  makeAdmin: ListFigure;
  /** GET /api/orders?status=unpaid as the demo admin. */
  apiUnpaid: ApiFigures;
  /** GET /api/admin/overview as the demo admin: the reads it billed, and its latency. */
  overview: { reads: number; api: ApiFigures };
}

export interface BenchResults {
  /** Lighthouse's default (mobile) preset, signed out. */
  lighthouse: Record<string, PageScores>;
  /** Lighthouse's desktop preset, signed in as the demo admin: the back office's pages. */
  lighthouseDesktop: Record<string, PageScores>;
  initialJsGzip: number;
  homeJsGzip: number;
  largestChunk: { file: string; gzip: number };
  /** Pages other than the payment page that requested Stripe's script. */
  stripeRequestedOn: string[];
  /** The payment page requested it (shows that the check can see it at all). */
  stripeOnPaymentPage: boolean;
  scale: ScaleFigures;
  scaleOrders: OrdersScaleFigures;
  coldStartMs: number;
  api: ApiFigures[];
}

export interface Row {
  metric: string;
  value: string;
  budget: string;
  /** undefined: measured, no budget. */
  ok?: boolean;
}

const KB = 1000;
export const budgets = {
  score: 95,
  cls: 0.02,
  tbtMs: 150,
  initialJsGzip: 170 * KB,
  homeJsGzip: 320 * KB,
  /** The scale scenario runs with at least this many parts. */
  scaleParts: 20_000,
  homeReads: 20,
  browseReads: 30,
  searchReads: 30,
  firstCardMs: 1500,
  /** A search's p95 within this many times the plain first page's, measured in the same run. */
  searchP95Ratio: 3,
  /** Firestore reads per search or facet request, amortised over a warm instance. */
  readsPerSearch: 3,
  importRows: 20_000,
  importMs: 180_000,
  /** The back office's scenario runs with at least this many orders and users. */
  scaleOrders: 100_000,
  scaleUsers: 20_000,
  manageOrdersReads: 30,
  makeAdminReads: 30,
  firstOrderRowMs: 2000,
  apiUnpaidP95Ms: 500,
  /**
   * The owner's overview at any scale: 3 order-count shards, 3 stats documents, 60 days × 3
   * shards of daily figures and one count of low-stock parts (1 read per 1,000 it matches).
   */
  overviewReads: 190,
} as const;

/** Pages Lighthouse must have measured (at scale): Home and the browse page. */
export const lighthouseRequired = ['/', '/parts'] as const;

/** Back-office pages Lighthouse must have measured on the desktop preset (at scale). */
export const lighthouseDesktopRequired = ['/dashboard/overview'] as const;

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const count = (n: number) => n.toLocaleString('en-US');

function apiValue(api: ApiFigures): string {
  const statuses = Object.entries(api.statuses)
    .map(([code, n]) => `${n}×${code}`)
    .join(' ');
  return `${api.requestsPerSecond.toFixed(1)} req/s, p50 ${api.p50Ms} ms, p95 ${api.p95Ms} ms, p99 ${api.p99Ms} ms (${statuses})`;
}

function readsRow(metric: string, figure: ReadsFigure, budget: number, what: string): Row {
  return {
    metric,
    value: `${figure.read} (shows ${figure.shown} ${what})`,
    budget: `≤ ${budget}`,
    // None read or none shown means the count saw nothing, not that the page is cheap.
    ok: figure.read > 0 && figure.shown > 0 && figure.read <= budget,
  };
}

const allOk = (api: ApiFigures) =>
  api.requests > 0 && Object.keys(api.statuses).every((code) => code === '200');

function scaleRows(scale: ScaleFigures): Row[] {
  const { apiFirstPage, apiSearch, apiFacets, searchReads } = scale;
  const searchBudgetMs = budgets.searchP95Ratio * apiFirstPage.p95Ms;
  const readsPerRequest = searchReads.reads / searchReads.requests;
  return [
    {
      metric: 'Scale scenario: parts in the catalogue',
      value: `${count(scale.parts)} (${count(scale.seed.created)} generated, written in ${(scale.seed.ms / 1000).toFixed(1)} s)`,
      budget: `≥ ${count(budgets.scaleParts)}`,
      ok: scale.parts >= budgets.scaleParts,
    },
    readsRow('Firestore reads, one Home view', scale.home, budgets.homeReads, 'cards and reviews'),
    {
      metric: 'First product card after scrolling to Products',
      value: `${Math.round(scale.firstCardMs)} ms`,
      budget: `≤ ${count(budgets.firstCardMs)} ms`,
      ok: scale.firstCardMs <= budgets.firstCardMs,
    },
    readsRow(
      `Firestore reads, one browse page ${scale.browse.path}`,
      scale.browse,
      budgets.browseReads,
      'cards',
    ),
    readsRow(
      `Firestore reads, one search ${scale.search.path}`,
      scale.search,
      budgets.searchReads,
      'cards',
    ),
    {
      metric: `API ${apiFirstPage.name}`,
      value: apiValue(apiFirstPage),
      budget: 'all 200',
      ok: allOk(apiFirstPage),
    },
    {
      metric: `API ${apiSearch.name}`,
      value: apiValue(apiSearch),
      budget: `p95 ≤ ${budgets.searchP95Ratio} × first page's (${searchBudgetMs} ms), all 200`,
      ok: allOk(apiSearch) && apiSearch.p95Ms <= searchBudgetMs,
    },
    {
      metric: `API ${apiFacets.name}`,
      value: apiValue(apiFacets),
      budget: `p95 ≤ ${budgets.searchP95Ratio} × first page's (${searchBudgetMs} ms), all 200`,
      ok: allOk(apiFacets) && apiFacets.p95Ms <= searchBudgetMs,
    },
    {
      metric: 'Firestore reads per search or facet request (warm)',
      value: `${Number.isFinite(readsPerRequest) ? readsPerRequest.toFixed(2) : 'none'} (${count(searchReads.reads)} reads over ${count(searchReads.requests)} requests)`,
      budget: `≤ ${budgets.readsPerSearch}`,
      ok: searchReads.requests > 0 && readsPerRequest <= budgets.readsPerSearch,
    },
    {
      metric: 'Catalogue import through POST /api/parts/import',
      value: `${count(scale.import.rows)} rows in ${(scale.import.ms / 1000).toFixed(1)} s`,
      budget: `≥ ${count(budgets.importRows)} rows, ≤ ${budgets.importMs / 1000} s`,
      ok: scale.import.rows >= budgets.importRows && scale.import.ms <= budgets.importMs,
    },
  ];
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function ordersScaleRows(scale: OrdersScaleFigures): Row[] {
  const { seed, apiUnpaid } = scale;
  return [
    {
      metric: 'Scale scenario: orders in the store',
      value: `${count(scale.orders)} (${count(seed.orders.created)} generated, written in ${seconds(seed.orders.ms)})`,
      budget: `≥ ${count(budgets.scaleOrders)}`,
      ok: scale.orders >= budgets.scaleOrders,
    },
    {
      metric: 'Scale scenario: users in the store',
      value: `${count(scale.users)} (${count(seed.users.created)} generated, written in ${seconds(seed.users.ms)})`,
      budget: `≥ ${count(budgets.scaleUsers)}`,
      ok: scale.users >= budgets.scaleUsers,
    },
    readsRow(
      `Firestore reads, one Manage All Orders view ${scale.manageOrders.path}`,
      scale.manageOrders,
      budgets.manageOrdersReads,
      'orders',
    ),
    {
      metric: 'First order row on Manage All Orders (from navigation)',
      value: `${Math.round(scale.manageOrders.firstRowMs)} ms`,
      budget: `≤ ${count(budgets.firstOrderRowMs)} ms`,
      // No row seen has no time: NaN fails.
      ok: scale.manageOrders.firstRowMs <= budgets.firstOrderRowMs,
    },
    readsRow(
      `Firestore reads, one Make Admin view ${scale.makeAdmin.path}`,
      scale.makeAdmin,
      budgets.makeAdminReads,
      'users',
    ),
    {
      metric: 'First user row on Make Admin (from navigation)',
      value: `${Math.round(scale.makeAdmin.firstRowMs)} ms`,
      budget: '',
    },
    {
      metric: `API ${apiUnpaid.name}`,
      value: apiValue(apiUnpaid),
      budget: `p95 ≤ ${budgets.apiUnpaidP95Ms} ms, all 200`,
      ok: allOk(apiUnpaid) && apiUnpaid.p95Ms <= budgets.apiUnpaidP95Ms,
    },
    {
      metric: 'Firestore reads, one GET /api/admin/overview (X-Firestore-Reads)',
      value: count(scale.overview.reads),
      budget: `≤ ${budgets.overviewReads}`,
      // An answer without the header has no count: NaN fails.
      ok: scale.overview.reads <= budgets.overviewReads,
    },
    {
      metric: `API ${scale.overview.api.name}`,
      value: apiValue(scale.overview.api),
      budget: 'all 200',
      ok: allOk(scale.overview.api),
    },
  ];
}

/**
 * The rows of one Lighthouse preset: each page's scores, and a row for each page not measured.
 * Without `seo`, SEO is reported with no budget: the back office asks search engines not to index
 * it, which is what Lighthouse's crawlability audit marks down.
 */
function lighthouseRows(
  preset: string,
  measured: Record<string, PageScores>,
  required: readonly string[],
  { seo }: { seo: boolean },
): Row[] {
  const out: Row[] = [];
  for (const page of required) {
    if (!measured[page]) {
      out.push({
        metric: `Lighthouse ${preset} ${page}`,
        value: 'not measured',
        budget: 'measured',
        ok: false,
      });
    }
  }
  for (const [page, s] of Object.entries(measured)) {
    const at = `Lighthouse ${preset} ${page}`;
    for (const [name, value] of [
      ['Performance', s.performance],
      ['Accessibility', s.accessibility],
      ['Best Practices', s.bestPractices],
    ] as const) {
      out.push({
        metric: `${at} ${name}`,
        value: String(value),
        budget: `≥ ${budgets.score}`,
        ok: value >= budgets.score,
      });
    }
    out.push(
      seo
        ? {
            metric: `${at} SEO`,
            value: String(s.seo),
            budget: `≥ ${budgets.score}`,
            ok: s.seo >= budgets.score,
          }
        : { metric: `${at} SEO`, value: String(s.seo), budget: '' },
    );
    out.push({ metric: `${at} LCP`, value: `${Math.round(s.lcpMs)} ms`, budget: '' });
    out.push({
      metric: `${at} TBT`,
      value: `${Math.round(s.tbtMs)} ms`,
      budget: `≤ ${budgets.tbtMs} ms`,
      ok: s.tbtMs <= budgets.tbtMs,
    });
    out.push({
      metric: `${at} CLS`,
      value: s.cls.toFixed(3),
      budget: `≤ ${budgets.cls}`,
      ok: s.cls <= budgets.cls,
    });
    out.push({ metric: `${at} benchmarkIndex`, value: String(s.benchmarkIndex), budget: '' });
  }
  return out;
}

export function rows(results: BenchResults): Row[] {
  const out: Row[] = [
    ...lighthouseRows('mobile', results.lighthouse, lighthouseRequired, { seo: true }),
    ...lighthouseRows('desktop', results.lighthouseDesktop, lighthouseDesktopRequired, {
      seo: false,
    }),
  ];
  out.push(
    {
      metric: 'Home initial JS (gzip)',
      value: kb(results.initialJsGzip),
      budget: `≤ ${kb(budgets.initialJsGzip)}`,
      ok: results.initialJsGzip <= budgets.initialJsGzip,
    },
    {
      metric: 'Home, all JS requested (gzip)',
      value: kb(results.homeJsGzip),
      budget: `≤ ${kb(budgets.homeJsGzip)}`,
      ok: results.homeJsGzip <= budgets.homeJsGzip,
    },
    {
      metric: 'Largest chunk (gzip)',
      value: `${kb(results.largestChunk.gzip)} ${results.largestChunk.file}`,
      budget: '',
    },
    {
      metric: 'Stripe script outside /payment',
      value: results.stripeRequestedOn.length ? results.stripeRequestedOn.join(', ') : 'none',
      budget: 'none',
      ok: results.stripeRequestedOn.length === 0 && results.stripeOnPaymentPage,
    },
    {
      metric: 'Stripe script on /payment (control)',
      value: results.stripeOnPaymentPage ? 'requested' : 'not requested',
      budget: '',
    },
    {
      metric: 'Functions module load, fresh Node (median of 5)',
      value: `${Math.round(results.coldStartMs)} ms`,
      budget: '',
    },
  );
  out.push(...scaleRows(results.scale), ...ordersScaleRows(results.scaleOrders));
  for (const api of results.api) {
    out.push({ metric: `API ${api.name}`, value: apiValue(api), budget: '' });
  }
  return out;
}

export const missed = (table: Row[]) => table.filter((row) => row.ok === false);

export function formatTable(table: Row[]): string {
  const header: [string, string, string, string] = ['Metric', 'Value', 'Budget', ''];
  const lines = table.map((r): [string, string, string, string] => [
    r.metric,
    r.value,
    r.budget,
    r.ok === undefined ? '' : r.ok ? 'ok' : 'MISSED',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...lines.map(line)].join('\n');
}
