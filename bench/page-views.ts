import { demoAccounts, demoOrders } from '@cps/fixtures';
import type { Browser, Page } from 'playwright-core';
import { readsHeader } from '../functions/src/api/handlers/catalogue';
import { launchBrowser, logIn } from '../tests/support/browser';

// Views of the built store in Chromium: what Home, the browse page, a search and the back
// office's lists read from Firestore, how soon Home's first product card and a list's first row
// show, and which scripts each page requests.

/**
 * Keeps the text of every Firestore Listen channel response (the SDK's WebChannel runs over fetch
 * streams, or XMLHttpRequest in older browsers) so that the documents it delivered can be counted,
 * and of every aggregation (count) answer, which the SDK fetches apart from the channel.
 */
const recordFirestoreResponses = `
  window.__listenText = [];
  window.__aggregationText = [];
  window.__aggregationsPending = 0;
  const kindOf = (url) =>
    String(url).includes('/Listen/channel')
      ? '__listenText'
      : String(url).includes(':runAggregationQuery')
        ? '__aggregationText'
        : undefined;
  const originalFetch = window.fetch;
  window.fetch = async function (input, init) {
    const response = await originalFetch.call(this, input, init);
    const url = input instanceof Request ? input.url : input;
    const kind = kindOf(url);
    if (kind && response.body) {
      const at = window[kind].push('') - 1;
      const reader = response.clone().body.getReader();
      const decoder = new TextDecoder();
      if (kind === '__aggregationText') window.__aggregationsPending += 1;
      (async () => {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          window[kind][at] += decoder.decode(value, { stream: true });
        }
      })()
        .catch(() => {})
        .finally(() => {
          if (kind === '__aggregationText') window.__aggregationsPending -= 1;
        });
    }
    return response;
  };
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    const kind = kindOf(url);
    if (kind) {
      const at = window[kind].push('') - 1;
      if (kind === '__aggregationText') window.__aggregationsPending += 1;
      this.addEventListener('progress', () => { window[kind][at] = this.responseText; });
      this.addEventListener('load', () => { window[kind][at] = this.responseText; });
      this.addEventListener('loadend', () => {
        if (kind === '__aggregationText') window.__aggregationsPending -= 1;
      });
    }
    return open.call(this, method, url, ...rest);
  };
`;

/** Each document a listen stream delivers is one `documentChange` (one billed read). */
export function documentsDelivered(streamText: string): string[] {
  const pattern = /"documentChange"\s*:\s*\{\s*"document"\s*:\s*\{\s*"name"\s*:\s*"([^"]+)"/g;
  return [...streamText.matchAll(pattern)].map((match) => match[1]!);
}

/** The counts an aggregation answer carries (a JSON array of results, one per aggregation). */
export function aggregationCounts(answerText: string): number[] {
  let answer: unknown;
  try {
    answer = JSON.parse(answerText);
  } catch {
    return [];
  }
  const counts: number[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const fields = (value as { aggregateFields?: Record<string, { integerValue?: unknown }> })
        .aggregateFields;
      if (fields) {
        for (const field of Object.values(fields)) counts.push(Number(field.integerValue));
      } else Object.values(value).forEach(walk);
    }
  };
  walk(answer);
  return counts.filter(Number.isFinite);
}

/**
 * The targets of a Listen stream that became current without a document: each is a query (or a
 * document) answered empty, which Firestore bills as one read.
 */
export function emptyTargets(streamText: string): number {
  const added = new Set<number>();
  const withDocuments = new Set<number>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== 'object') return;
    const { targetChange, documentChange } = value as {
      targetChange?: { targetChangeType?: string; targetIds?: number[] };
      documentChange?: { targetIds?: number[] };
    };
    if (targetChange?.targetChangeType === 'ADD')
      targetChange.targetIds?.forEach((id) => added.add(id));
    if (documentChange) documentChange.targetIds?.forEach((id) => withDocuments.add(id));
    if (!targetChange && !documentChange) Object.values(value).forEach(walk);
  };
  // Length-prefixed JSON frames, "190\n[[…]]412\n[[…]]": JSON holds no raw newline, so each
  // piece after one is a frame followed by the next frame's length.
  for (const piece of streamText.split('\n')) {
    try {
      walk(JSON.parse(piece.replace(/\d+$/, '')));
    } catch {
      // a length prefix, or a frame cut by the end of the recording
    }
  }
  return [...added].filter((id) => !withDocuments.has(id)).length;
}

/**
 * Reads billed for a view: one per document delivered, one per listen answered empty, for each
 * aggregation one per 1,000 index entries it counted (at least one), as Firestore bills count()
 * queries, and what the REST API read for the view.
 */
export function billedReads(view: {
  read: string[];
  aggregations: number[];
  emptyTargets?: number;
  apiReads?: number[];
}): number {
  return (
    view.read.length +
    (view.emptyTargets ?? 0) +
    view.aggregations.reduce((sum, count) => sum + Math.max(1, Math.ceil(count / 1000)), 0) +
    (view.apiReads ?? []).reduce((sum, reads) => sum + reads, 0)
  );
}

export interface PageReads {
  /** The documents delivered, by name (one billed read each). */
  read: string[];
  /** Listens answered empty (one billed read each). */
  emptyTargets: number;
  /**
   * What each answer of the REST API's catalogue (`/api/parts`, `/api/parts/facets`) the page
   * fetched says it read in its X-Firestore-Reads header: billed too. A missing header is NaN, so
   * the view's reads cannot pass unseen.
   */
  apiReads?: number[];
  /** The results of the aggregation (count) queries answered. */
  aggregations: number[];
  /** Product cards (and reviews, on Home) on screen. */
  shown: number;
}

export interface HomeView extends PageReads {
  scripts: string[];
  /** Milliseconds from scrolling Products into view to its first product card. */
  firstCardMs: number;
}

async function firestoreReads(page: Page): Promise<Omit<PageReads, 'shown'>> {
  const streams = await page.evaluate<string[]>('window.__listenText');
  const answers = await page.evaluate<string[]>('window.__aggregationText');
  return {
    read: streams.flatMap(documentsDelivered),
    emptyTargets: streams.reduce((sum, text) => sum + emptyTargets(text), 0),
    aggregations: answers.flatMap(aggregationCounts),
  };
}

/** Scrolls Products into view and waits, in the page, for its first product card. */
const scrollToFirstCard = `new Promise((resolve, reject) => {
  const started = performance.now();
  document.querySelector('#products').scrollIntoView();
  const timeout = setTimeout(() => reject(new Error('No product card within 30 s')), 30000);
  const check = () => {
    if (document.querySelector('#products article')) {
      clearTimeout(timeout);
      resolve(performance.now() - started);
    } else requestAnimationFrame(check);
  };
  check();
})`;

async function settle(page: Page) {
  await page.waitForLoadState('load');
  await page.waitForTimeout(1500);
}

/**
 * One Home view by a visitor on a phone-sized screen: documents read, cards shown, scripts
 * requested, and how long the first product card takes once the visitor scrolls to Products.
 */
export async function homeView(browser: Browser, origin: string): Promise<HomeView> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addInitScript(recordFirestoreResponses);
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`${origin}/`);
  await settle(page);
  const firstCardMs = await page.evaluate<number>(scrollToFirstCard);
  // A whole view: the live sections load as they near the viewport, so scroll through them.
  for (const section of ['#products', 'section[aria-labelledby="reviews-heading"]']) {
    await page.locator(section).scrollIntoViewIfNeeded();
    await page.locator(`${section} article`).first().waitFor({ timeout: 30_000 });
  }
  await settle(page);
  const shown =
    (await page.locator('#products article').count()) +
    (await page.locator('section[aria-labelledby="reviews-heading"] article').count());
  const reads = await firestoreReads(page);
  await context.close();
  return { ...reads, shown, scripts, firstCardMs };
}

/** One view of a browse page (`/parts`, with a search or filters): what it read, cards shown. */
export async function browseView(browser: Browser, url: string): Promise<PageReads> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addInitScript(recordFirestoreResponses);
  const page = await context.newPage();
  // The browse page's parts and counts come from the REST API (web/src/features/browse).
  const apiReads: number[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (!['/api/parts', '/api/parts/facets'].includes(path) || !response.ok()) return;
    apiReads.push(Number(response.headers()[readsHeader.toLowerCase()] ?? Number.NaN));
  });
  await page.goto(url);
  // Generous: a cold API instance first loads the whole catalogue into its index.
  await page.locator('main article').first().waitFor({ timeout: 90_000 });
  // The count of a filter the counters do not know arrives apart from the page.
  // (Polled with evaluate: waitForFunction evaluates strings in the page, which its CSP forbids.)
  for (const started = Date.now(); ; await page.waitForTimeout(100)) {
    if ((await page.evaluate<number>('window.__aggregationsPending')) === 0) break;
    if (Date.now() - started > 90_000) throw new Error(`A count on ${url} took over 90 s.`);
  }
  await settle(page);
  const shown = await page.locator('main article').count();
  const reads = await firestoreReads(page);
  await context.close();
  return { ...reads, apiReads, shown };
}

/**
 * Marks, in the page, when a table first shows a row of data (a row with more than one cell:
 * not a skeleton row, which is aria-hidden, nor the one-cell empty or error row).
 */
const recordFirstRow = `
  window.__firstRowAt = undefined;
  const hasRow = () =>
    [...document.querySelectorAll('main table tbody tr:not([aria-hidden="true"])')].some(
      (row) => row.cells.length > 1,
    );
  new MutationObserver((_, observer) => {
    if (window.__firstRowAt === undefined && hasRow()) {
      window.__firstRowAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
`;

export interface ListView extends PageReads {
  /** Milliseconds from the navigation's start to the first row of data on screen. */
  firstRowMs: number;
}

/**
 * One view of a back-office list (Manage All Orders, Make Admin) by a signed-in admin on a
 * desktop screen: signs in through the Login page, then opens `path` in a new tab of the same
 * browser (the session is in IndexedDB), so that only that view's reads are counted; waits for
 * its rows and any count, and for the page to settle.
 */
export async function adminListView(
  browser: Browser,
  origin: string,
  path: string,
  account: { email: string; password: string },
): Promise<ListView> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const signIn = await context.newPage();
  await logIn(signIn, origin, account.email, account.password);
  await settle(signIn);
  await signIn.close();
  await context.addInitScript(recordFirestoreResponses);
  await context.addInitScript(recordFirstRow);
  const page = await context.newPage();
  await page.goto(`${origin}${path}`);
  const row = page.locator('main table tbody tr:not([aria-hidden="true"])').filter({
    has: page.locator('td:nth-child(2)'),
  });
  await row.first().waitFor({ timeout: 60_000 });
  for (const started = Date.now(); ; await page.waitForTimeout(100)) {
    if ((await page.evaluate<number>('window.__aggregationsPending')) === 0) break;
    if (Date.now() - started > 60_000) throw new Error(`A count on ${path} took over 60 s.`);
  }
  await settle(page);
  const firstRowMs = await page.evaluate<number>('window.__firstRowAt');
  const shown = await row.count();
  const reads = await firestoreReads(page);
  await context.close();
  return { ...reads, shown, firstRowMs };
}

/** Whether a page requested Stripe's script, for each page. */
export async function stripeRequests(
  browser: Browser,
  origin: string,
): Promise<{ outside: string[]; onPaymentPage: boolean }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  let current = '';
  const requestedOn = new Set<string>();
  page.on('request', (request) => {
    if (/^https:\/\/([a-z0-9-]+\.)*js\.stripe\.com\//.test(request.url())) requestedOn.add(current);
  });
  const visit = async (path: string) => {
    current = path;
    await page.goto(`${origin}${path}`);
    await settle(page);
  };
  for (const path of ['/', '/blogs', '/login', '/signUp', '/myPortfolio', '/no-such-page']) {
    await visit(path);
  }
  const { customer } = demoAccounts;
  await logIn(page, origin, customer.email, customer.password);
  const unpaid = demoOrders.find((order) => !order.doc.paid)!;
  for (const path of ['/dashboard', '/dashboard/myOrder', `/purchase/${unpaid.doc.partId}`]) {
    await visit(path);
  }
  const payment = `/payment/${unpaid.id}`;
  await visit(payment);
  await context.close();
  return {
    outside: [...requestedOn].filter((path) => path !== payment),
    onPaymentPage: requestedOn.has(payment),
  };
}

export { launchBrowser };
