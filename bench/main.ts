// `npm run bench` runs this inside `firebase emulators:exec` (see scripts/bench.mjs), against the
// production build of the SPA and the bundled functions, with the demo data, 20,000 generated
// parts, 20,000 customers and 100,000 orders written through the server's write paths first.
import { collections, pageSizes, sumOrderCounts, type PartDoc } from '@cps/domain';
import { demoAccounts, demoParts } from '@cps/fixtures';
import { mkdirSync, writeFileSync } from 'node:fs';
import { freemem, loadavg } from 'node:os';
import { readConfig } from '../functions/src/config';
import { getCatalogueStats } from '../functions/src/services/catalogue/catalogue';
import { seedDemoData } from '../scripts/seed-demo';
import {
  orderableParts,
  scaleCustomers,
  seedScaleOrders,
  seedScaleParts,
  seedScaleUsers,
} from '../scripts/seed-scale';
import { readsHeader } from '../functions/src/api/handlers/catalogue';
import { adminFor, DEMO_PROJECT, hosts, signIn } from '../tests/support/emulators';
import { load, sampleSearchReads, untilCaughtUp } from './api-load';
import { formatTable, missed, rows, type BenchResults } from './budgets';
import { bundleFigures, gzipSize } from './bundle';
import { median, moduleLoadMs } from './cold-start';
import { benchCsv, importThroughApi, timeImport } from './import-csv';
import { lighthousePages } from './lighthouse';
import {
  adminListView,
  billedReads,
  browseView,
  homeView,
  launchBrowser,
  stripeRequests,
  type ListView,
} from './page-views';

const origin = hosts.app;
const dist = new URL('../web/dist/', import.meta.url).pathname;
const functionsModule = new URL('../functions/lib/index.js', import.meta.url).pathname;
const outDir = new URL('../.bench/', import.meta.url).pathname;
const LIGHTHOUSE_PAGES = ['/', '/parts', '/blogs', '/login'];
/** The back office's pages, measured on Lighthouse's desktop preset, signed in as the admin. */
const LIGHTHOUSE_DESKTOP_PAGES = ['/dashboard/overview'];
// Lighthouse's median run of five. On two cores shared with the emulators about one run in eight
// is slowed by the machine (a stylesheet parsed in 73 ms instead of 2), and Lighthouse picks its
// median run by first paint and time to interactive, not by score: of three, it picked such a
// run about as often as any other.
const LIGHTHOUSE_RUNS = 5;
const SCALE_PARTS = 20_000;
const BROWSE_PATH = '/parts';
const SEARCH_PATH = '/parts?q=rtx+40';
const SCALE_USERS = 20_000;
const SCALE_ORDERS = 100_000;
// The SPA's routes (web/src/config/paths.ts).
const MANAGE_ORDERS_PATH = '/dashboard/manageAllOrders';
const MAKE_ADMIN_PATH = '/dashboard/makeAdmin';
/** What people search for, in turn: models, brands, a lone prefix, specs, a typo, glued words. */
const SEARCHES = [
  'rtx 40',
  'ryz',
  'samsung 990',
  'corsair',
  'b650',
  'lg ultragear 27',
  '32gb ddr5',
  'logitech g',
  'geforse 4070',
  'rtx4070',
];
const API_SEARCHES = SEARCHES.map((q) => `/api/parts?q=${encodeURIComponent(q)}&limit=24`);
/** The browse page's facet requests: a category, a spec filter, a search, a brand. */
const API_FACETS = [
  'category=processors',
  'category=memory&spec.type=DDR5',
  'q=rtx',
  'category=graphics-cards&spec.vram.min=12',
].map((query) => `/api/parts/facets?${query}`);
const IMPORT_ROWS = 20_000;
/** Search and facet requests sent one at a time to count the Firestore reads each billed. */
const READ_SAMPLE_REQUESTS = 200;
const step = (what: string) => console.log(`\n▶ ${what}`);

const admin = adminFor(DEMO_PROJECT);
step('Seeding the demo store');
await seedDemoData(admin.db, admin.auth);

step(`Scale: ${SCALE_PARTS.toLocaleString('en-US')} generated parts through the write path`);
const seeded = await seedScaleParts(admin.db, SCALE_PARTS, (p) => {
  if (p.done === p.count || p.done % 5988 === 0) {
    console.log(`  ${p.done} / ${p.count} in ${(p.ms / 1000).toFixed(1)} s`);
  }
});
const stats = await getCatalogueStats(admin.db);

step(
  `Scale: ${SCALE_USERS.toLocaleString('en-US')} customers and ${SCALE_ORDERS.toLocaleString('en-US')} orders through the write path`,
);
const seededUsers = await seedScaleUsers(admin.db, admin.auth, SCALE_USERS, (p) => {
  if (p.done === p.count || p.done % 5000 === 0) {
    console.log(`  users ${p.done} / ${p.count} in ${(p.ms / 1000).toFixed(1)} s`);
  }
});
const [customers, orderable] = await Promise.all([
  scaleCustomers(admin.db),
  orderableParts(admin.db),
]);
const seededOrders = await seedScaleOrders(
  admin.db,
  SCALE_ORDERS,
  { customers, parts: orderable },
  (p) => {
    if (p.done === p.count || p.done % 25_200 === 0) {
      console.log(`  orders ${p.done} / ${p.count} in ${(p.ms / 1000).toFixed(1)} s`);
    }
  },
);
const orderCounts = sumOrderCounts(
  (await admin.db.collection(collections.orderStats).get()).docs.map((d) => d.data()),
);
const userCount = (await admin.db.collection(collections.users).count().get()).data().count;

step('Bundle (Vite manifest)');
const bundle = bundleFigures(dist);

step('Functions module load in a fresh Node process, 5 times');
const loads = moduleLoadMs(functionsModule, 5);

step('API on loopback (autocannon)');
const customerToken = await signIn(demoAccounts.customer.email, demoAccounts.customer.password);
const adminToken = await signIn(demoAccounts.admin.email, demoAccounts.admin.password);
const adminHeaders = { authorization: `Bearer ${adminToken}` };
const UNPAID_PATH = '/api/orders?status=unpaid';
const stocked = demoParts.reduce((a, b) =>
  b.doc.availableQuanity > a.doc.availableQuanity ? b : a,
);
const part = (await admin.db.doc(`${collections.parts}/${stocked.id}`).get()).data() as PartDoc;
const { orders: orderLimit } = readConfig('').rateLimits;
const order = {
  method: 'POST' as const,
  url: `${origin}/api/orders`,
  headers: { authorization: `Bearer ${customerToken}`, 'content-type': 'application/json' },
  body: JSON.stringify({
    partId: stocked.id,
    customerPhone: '01711000000',
    customerAddress: 'House 1, Road 2, Dhanmondi, Dhaka',
    quanity: part.minimumOrderQuanity,
  }),
};
// Warm-up, not reported: the functions emulator starts a worker per concurrent request.
await load({
  name: 'warm-up',
  url: `${origin}/api/parts`,
  connections: 10,
  amount: 50,
  maxSeconds: 30,
});
// The plain first page and the searches run in the same conditions (10 connections), so that the
// search budget is a ratio that holds on any machine.
const apiFirstPage = await load({
  name: `GET /api/parts?limit=${pageSizes.browse} (the first page)`,
  url: `${origin}/api/parts?limit=${pageSizes.browse}`,
  connections: 10,
  amount: 1000,
  maxSeconds: 30,
});
const apiSearch = await load({
  name: `GET /api/parts?q=… (${API_SEARCHES.length} searches in turn)`,
  url: origin,
  paths: API_SEARCHES,
  connections: 10,
  amount: 1000,
  maxSeconds: 30,
});
const apiFacets = await load({
  name: `GET /api/parts/facets?… (${API_FACETS.length} filters in turn)`,
  url: origin,
  paths: API_FACETS,
  connections: 10,
  amount: 1000,
  maxSeconds: 30,
});
const searchReads = await sampleSearchReads(
  origin,
  [...API_SEARCHES, ...API_FACETS],
  READ_SAMPLE_REQUESTS,
);
console.log(
  `  ${searchReads.reads} Firestore reads over ${searchReads.requests} search and facet requests`,
);
const api = [
  await load({
    name: 'GET /api/parts (first page of 100)',
    url: `${origin}/api/parts`,
    connections: 10,
    amount: 1000,
    maxSeconds: 20,
  }),
];
// The back office's busiest list, the open holds (newest first, 100 a page), as the admin: a few
// admins at once (2 connections), after a warm-up of its own, not reported. The Firestore
// emulator answers its query by scanning all 100,000 orders (docs/performance.md).
await load({
  name: 'warm-up',
  url: `${origin}${UNPAID_PATH}`,
  headers: adminHeaders,
  connections: 2,
  amount: 10,
  maxSeconds: 60,
});
const apiUnpaid = await load({
  name: `GET ${UNPAID_PATH} (admin)`,
  url: `${origin}${UNPAID_PATH}`,
  headers: adminHeaders,
  connections: 2,
  amount: 100,
  maxSeconds: 90,
});
console.log(`  ${apiUnpaid.name}: p50 ${apiUnpaid.p50Ms} ms, p95 ${apiUnpaid.p95Ms} ms`);
// The owner's overview among the 100,000 orders: the reads one answer says it was billed, then
// a few admins at once.
const OVERVIEW_PATH = '/api/admin/overview';
const overviewAnswer = await fetch(`${origin}${OVERVIEW_PATH}`, { headers: adminHeaders });
await overviewAnswer.arrayBuffer();
const overviewReads = Number(overviewAnswer.headers.get(readsHeader) ?? Number.NaN);
const apiOverview = await load({
  name: `GET ${OVERVIEW_PATH} (admin)`,
  url: `${origin}${OVERVIEW_PATH}`,
  headers: adminHeaders,
  connections: 2,
  amount: 50,
  maxSeconds: 60,
});
console.log(
  `  ${apiOverview.name}: ${overviewReads} reads, p50 ${apiOverview.p50Ms} ms, p95 ${apiOverview.p95Ms} ms`,
);
api.push(
  // As many orders as the per-user limit allows, then a burst: the demo customer is placed up to
  // the unpaid cap and refused (409) past it; a refusal is not counted by the rate limit (issue
  // 13), so past the cap the burst measures the refusal path, which writes nothing.
  await load({
    name: `POST /api/orders (${orderLimit.max} requests: placed up to the unpaid cap, then 409)`,
    ...order,
    connections: 4,
    amount: orderLimit.max,
    maxSeconds: 30,
  }),
  await load({
    name: 'POST /api/orders (a burst past the unpaid cap: 409, nothing written)',
    ...order,
    connections: 10,
    amount: 500,
    maxSeconds: 20,
  }),
);
// The import writes before any browser has listened: the emulator re-runs every query a page
// ever listened to on each later write to a part, even after the browser has gone (a 1,000-row
// chunk would then outlast the function's 60 s); production Firestore does not. The API's figures
// above were taken at 20,000 parts; the browser views below see 40,000.
step(`Catalogue import of ${IMPORT_ROWS.toLocaleString('en-US')} rows through the API`);
const imported = await timeImport(
  benchCsv(IMPORT_ROWS, `bench-${Date.now().toString(36)}`),
  importThroughApi(origin, adminToken),
);
if (imported.outcome.kind !== 'done') {
  throw new Error(`The import did not finish: ${JSON.stringify(imported.outcome).slice(0, 500)}`);
}
console.log(
  `  checked in ${imported.checkSeconds} s, written in ${imported.importSeconds} s (${imported.rowsPerSecond} rows/s)`,
);
const catalogueImport = { rows: imported.rows, ms: imported.totalSeconds * 1000 };

// Every API worker catches up with the 20,000 new parts now, not during a measured view: what its
// listeners read during the import is told to its next request, so the wait ends when a round of
// requests on every worker reports no reads.
const caughtUp = await untilCaughtUp(origin, (await getCatalogueStats(admin.db))?.total ?? 0);
console.log(`  every worker had the imported parts after ${caughtUp.toFixed(1)} s`);

// The browser views come after every write, for the reason the import's comment gives.
step('Home, browse and search views and Stripe requests in Chromium');
const browser = await launchBrowser();
// One Home view first, not reported: the emulator's first queries after 20,000 writes are slow
// (the first card came after 3.5 s, then after 0.5 s, on the same data), which no deployed
// Firestore shows. The reported view is a new visitor's, with empty caches.
await homeView(browser, origin);
const home = await homeView(browser, origin);
const browse = await browseView(browser, `${origin}${BROWSE_PATH}`);
const search = await browseView(browser, `${origin}${SEARCH_PATH}`);
const stripe = await stripeRequests(browser, origin);
step('Manage All Orders and Make Admin as the demo admin in Chromium');
const manageOrders = await adminListView(browser, origin, MANAGE_ORDERS_PATH, demoAccounts.admin);
const makeAdmin = await adminListView(browser, origin, MAKE_ADMIN_PATH, demoAccounts.admin);
await browser.close();
for (const [name, view] of [
  ['Manage All Orders', manageOrders],
  ['Make Admin', makeAdmin],
] as const) {
  console.log(
    `  ${name}: ${billedReads(view)} reads, ${view.shown} rows, first row at ${Math.round(view.firstRowMs)} ms`,
  );
}
const listFigure = (path: string, view: ListView) => ({
  path,
  read: billedReads(view),
  shown: view.shown,
  firstRowMs: view.firstRowMs,
});
const homeJsGzip = [...new Set(home.scripts)]
  .filter((url) => url.startsWith(`${origin}/assets/`))
  .reduce((sum, url) => sum + gzipSize(`${dist}${new URL(url).pathname.slice(1)}`), 0);

step(`Lighthouse, ${LIGHTHOUSE_RUNS} runs per page`);
// What else the machine is doing weighs on the simulated scores as benchmarkIndex does.
console.log(
  `  load average ${loadavg()[0]!.toFixed(2)}, ${Math.round(freemem() / 2 ** 20)} MiB free`,
);
const lighthouse = await lighthousePages(origin, LIGHTHOUSE_PAGES, LIGHTHOUSE_RUNS);
step(`Lighthouse desktop, signed in as the admin, ${LIGHTHOUSE_RUNS} runs per page`);
const lighthouseDesktop = await lighthousePages(origin, LIGHTHOUSE_DESKTOP_PAGES, LIGHTHOUSE_RUNS, {
  desktop: true,
  account: demoAccounts.admin,
});

await admin.close();

const results: BenchResults = {
  lighthouse: Object.fromEntries(Object.entries(lighthouse).map(([page, r]) => [page, r.scores])),
  lighthouseDesktop: Object.fromEntries(
    Object.entries(lighthouseDesktop).map(([page, r]) => [page, r.scores]),
  ),
  initialJsGzip: bundle.initialJs,
  homeJsGzip,
  largestChunk: bundle.largestChunk,
  stripeRequestedOn: stripe.outside,
  stripeOnPaymentPage: stripe.onPaymentPage,
  scale: {
    parts: stats?.total ?? 0,
    seed: { created: seeded.created, ms: seeded.ms },
    home: { read: billedReads(home), shown: home.shown },
    firstCardMs: home.firstCardMs,
    browse: { path: BROWSE_PATH, read: billedReads(browse), shown: browse.shown },
    search: { path: SEARCH_PATH, read: billedReads(search), shown: search.shown },
    apiFirstPage,
    apiSearch,
    apiFacets,
    searchReads,
    import: catalogueImport,
  },
  scaleOrders: {
    orders: orderCounts.total,
    users: userCount,
    seed: {
      orders: { created: seededOrders.created, ms: seededOrders.ms },
      users: { created: seededUsers.created, ms: seededUsers.ms },
    },
    manageOrders: listFigure(MANAGE_ORDERS_PATH, manageOrders),
    makeAdmin: listFigure(MAKE_ADMIN_PATH, makeAdmin),
    apiUnpaid,
    overview: { reads: overviewReads, api: apiOverview },
  },
  coldStartMs: median(loads),
  api,
};
const table = rows(results);
mkdirSync(outDir, { recursive: true });
writeFileSync(
  `${outDir}results.json`,
  `${JSON.stringify(
    {
      at: new Date().toISOString(),
      machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
      results,
      details: {
        lighthouse,
        lighthouseDesktop,
        initialFiles: bundle.initialFiles,
        homeScripts: home.scripts,
        homeDocuments: home.read,
        homeAggregations: home.aggregations,
        browseDocuments: browse.read,
        browseAggregations: browse.aggregations,
        browseEmptyListens: browse.emptyTargets,
        browseApiReads: browse.apiReads,
        searchDocuments: search.read,
        searchAggregations: search.aggregations,
        searchEmptyListens: search.emptyTargets,
        searchApiReads: search.apiReads,
        orderCounts,
        manageOrdersDocuments: manageOrders.read,
        manageOrdersAggregations: manageOrders.aggregations,
        makeAdminDocuments: makeAdmin.read,
        makeAdminAggregations: makeAdmin.aggregations,
        moduleLoadsMs: loads,
      },
      table,
    },
    null,
    2,
  )}\n`,
);

console.log(`\n${formatTable(table)}\n`);
for (const [page, report] of [
  ...Object.entries(lighthouse),
  ...Object.entries(lighthouseDesktop).map(([page, r]) => [`${page} (desktop)`, r] as const),
]) {
  if (report.shortfalls.length) console.log(`${page} below 100: ${report.shortfalls.join('; ')}`);
  if (report.warnings.length) console.log(`${page} warnings: ${report.warnings.join('; ')}`);
}
console.log(`Written to .bench/results.json`);
const failed = missed(table);
if (failed.length) {
  console.error(
    `\n${failed.length} budget(s) missed: ${failed.map((row) => row.metric).join('; ')}`,
  );
  process.exit(1);
}
console.log('\nEvery budget met.');
