import { demoAccounts, demoOrders } from '@cps/fixtures';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, logIn } from '../tests/support/browser';

// Views of the built store in Chromium: what Home reads from Firestore and which scripts each page
// requests.

/**
 * Keeps the text of every Firestore Listen channel response (the SDK's WebChannel runs over fetch
 * streams, or XMLHttpRequest in older browsers) so that the documents it delivered can be counted.
 */
const recordListenChannels = `
  window.__listenText = [];
  const isListen = (url) => String(url).includes('/Listen/channel');
  const originalFetch = window.fetch;
  window.fetch = async function (input, init) {
    const response = await originalFetch.call(this, input, init);
    const url = input instanceof Request ? input.url : input;
    if (isListen(url) && response.body) {
      const at = window.__listenText.push('') - 1;
      const reader = response.clone().body.getReader();
      const decoder = new TextDecoder();
      (async () => {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          window.__listenText[at] += decoder.decode(value, { stream: true });
        }
      })().catch(() => {});
    }
    return response;
  };
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    if (isListen(url)) {
      const at = window.__listenText.push('') - 1;
      this.addEventListener('progress', () => { window.__listenText[at] = this.responseText; });
      this.addEventListener('load', () => { window.__listenText[at] = this.responseText; });
    }
    return open.call(this, method, url, ...rest);
  };
`;

/** Each document a listen stream delivers is one `documentChange` (one billed read). */
export function documentsDelivered(streamText: string): string[] {
  const pattern = /"documentChange"\s*:\s*\{\s*"document"\s*:\s*\{\s*"name"\s*:\s*"([^"]+)"/g;
  return [...streamText.matchAll(pattern)].map((match) => match[1]!);
}

export interface HomeView {
  read: string[];
  shown: number;
  scripts: string[];
}

async function settle(page: Page) {
  await page.waitForLoadState('load');
  await page.waitForTimeout(1500);
}

/** One Home view by a visitor: documents read, cards shown, scripts requested. */
export async function homeView(browser: Browser, origin: string): Promise<HomeView> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addInitScript(recordListenChannels);
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`${origin}/`);
  await settle(page);
  // A whole view: the live sections load as they near the viewport, so scroll through them.
  for (const section of ['#products', 'section[aria-labelledby="reviews-heading"]']) {
    await page.locator(section).scrollIntoViewIfNeeded();
    await page.locator(`${section} article`).first().waitFor({ timeout: 30_000 });
  }
  await settle(page);
  const shown =
    (await page.locator('#products article').count()) +
    (await page.locator('section[aria-labelledby="reviews-heading"] article').count());
  const streams = await page.evaluate<string[]>('window.__listenText');
  await context.close();
  return { read: streams.flatMap(documentsDelivered), shown, scripts };
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
