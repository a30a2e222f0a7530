// `npm run bench` runs this inside `firebase emulators:exec` (see scripts/bench.mjs), against the
// production build of the SPA and the bundled functions, with the demo data.
import { collections, type PartDoc } from '@cps/domain';
import { demoAccounts, demoParts } from '@cps/fixtures';
import { mkdirSync, writeFileSync } from 'node:fs';
import { readConfig } from '../functions/src/config';
import { seedDemoData } from '../scripts/seed-demo';
import { adminFor, DEMO_PROJECT, hosts } from '../tests/support/emulators';
import { load } from './api-load';
import { formatTable, missed, rows, type BenchResults } from './budgets';
import { bundleFigures, gzipSize } from './bundle';
import { median, moduleLoadMs } from './cold-start';
import { lighthousePages } from './lighthouse';
import { homeView, launchBrowser, stripeRequests } from './page-views';

const origin = hosts.app;
const dist = new URL('../web/dist/', import.meta.url).pathname;
const functionsModule = new URL('../functions/lib/index.js', import.meta.url).pathname;
const outDir = new URL('../.bench/', import.meta.url).pathname;
const LIGHTHOUSE_PAGES = ['/', '/blogs', '/login'];
const LIGHTHOUSE_RUNS = 3;

const step = (what: string) => console.log(`\n▶ ${what}`);

async function idTokenOf(email: string, password: string): Promise<string> {
  const response = await fetch(
    `http://${hosts.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Could not sign in ${email}: ${JSON.stringify(body)}`);
  return body.idToken;
}

const admin = adminFor(DEMO_PROJECT);
step('Seeding the demo store');
await seedDemoData(admin.db, admin.auth);

step('Bundle (Vite manifest)');
const bundle = bundleFigures(dist);

step('Home view and Stripe requests in Chromium');
const browser = await launchBrowser();
const home = await homeView(browser, origin);
const stripe = await stripeRequests(browser, origin);
await browser.close();
const homeJsGzip = [...new Set(home.scripts)]
  .filter((url) => url.startsWith(`${origin}/assets/`))
  .reduce((sum, url) => sum + gzipSize(`${dist}${new URL(url).pathname.slice(1)}`), 0);

step(`Lighthouse, ${LIGHTHOUSE_RUNS} runs per page`);
const lighthouse = await lighthousePages(origin, LIGHTHOUSE_PAGES, LIGHTHOUSE_RUNS);

step('Functions module load in a fresh Node process, 5 times');
const loads = moduleLoadMs(functionsModule, 5);

step('API on loopback (autocannon)');
const customerToken = await idTokenOf(demoAccounts.customer.email, demoAccounts.customer.password);
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
const api = [
  await load({
    name: 'GET /api/parts',
    url: `${origin}/api/parts`,
    connections: 10,
    amount: 1000,
    maxSeconds: 20,
  }),
  // The demo customer's allowance of orders (the per-user limit), then the same burst over it.
  await load({
    name: `POST /api/orders (within the limit of ${orderLimit.max})`,
    ...order,
    connections: 4,
    amount: orderLimit.max,
    maxSeconds: 30,
  }),
  await load({
    name: 'POST /api/orders (over the limit: 429)',
    ...order,
    connections: 10,
    amount: 500,
    maxSeconds: 20,
  }),
];
await admin.close();

const results: BenchResults = {
  lighthouse: Object.fromEntries(Object.entries(lighthouse).map(([page, r]) => [page, r.scores])),
  initialJsGzip: bundle.initialJs,
  homeJsGzip,
  largestChunk: bundle.largestChunk,
  stripeRequestedOn: stripe.outside,
  stripeOnPaymentPage: stripe.onPaymentPage,
  homeReads: { read: home.read.length, shown: home.shown },
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
        initialFiles: bundle.initialFiles,
        homeScripts: home.scripts,
        homeDocuments: home.read,
        moduleLoadsMs: loads,
      },
      table,
    },
    null,
    2,
  )}\n`,
);

console.log(`\n${formatTable(table)}\n`);
for (const [page, report] of Object.entries(lighthouse)) {
  if (report.shortfalls.length) console.log(`${page} below 100: ${report.shortfalls.join('; ')}`);
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
