import {
  collections,
  copy,
  messages,
  pageSizes,
  statsDocs,
  type CatalogueStats,
  type Part,
} from '@cps/domain';
import { demoParts, makePart } from '@cps/fixtures';
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documentsDelivered } from '../../bench/page-views';
import { addParts, deletePart, updatePart } from '../../functions/src/services/catalogue/catalogue';
import {
  launchBrowser,
  layoutShift,
  loadAllImages,
  screenshots,
  waitUntilSettled,
  watchLayoutShifts,
} from '../support/browser';
import { adminFor, DEMO_PROJECT, hosts } from '../support/emulators';

// The browse page (/parts) against the demo store, plus parts this file writes through the
// catalogue's own write path (derived fields and counters) and deletes again at the end: 18 demo
// parts make less than one page of 24, so paging needs more. The page's parts and counts come
// from the API's search engine; its cards stay live by id through Firestore.

const { catalogue } = copy;
const admin = adminFor(DEMO_PROJECT);
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

const run = randomUUID().slice(0, 8);
const brand = `Pagewright${run}`;
const baseTime = Date.UTC(2026, 5, 1);
// 40 switches with repeated prices and creation times (ties that paging must not trip on), a few
// of them sold out, and two more Ryzens (one AM5, one AM4) for the search and the socket filter.
const extraParts = [
  ...Array.from({ length: 40 }, (_, i) => ({
    id: `e2e-browse-${run}-${String(i).padStart(2, '0')}`,
    doc: makePart({
      name: `${brand} Switch ${i} Port`,
      brand,
      category: 'networking',
      description: `A ${8 + (i % 5) * 8}-port gigabit switch written by the browse test.`,
      price: 15 + (i % 7) * 10,
      minimumOrderQuanity: 1,
      availableQuanity: i % 8 === 3 ? 0 : 20 + i,
      img: '/images/parts/logitech-g502-x.svg',
      createdAt: baseTime + Math.floor(i / 3) * 1000,
    }),
  })),
  {
    id: `e2e-browse-${run}-ryzen`,
    doc: makePart({
      name: 'AMD Ryzen 5 7600X',
      brand: 'AMD',
      category: 'processors',
      description: '6 cores and 12 threads on AM5, written by the browse test.',
      price: 199,
      minimumOrderQuanity: 1,
      availableQuanity: 12,
      img: '/images/parts/amd-ryzen-7-7800x3d.svg',
      createdAt: baseTime - 1000,
      specs: {
        socket: 'AM5',
        cores: 6,
        threads: 12,
        baseClock: 4.7,
        boostClock: 5.3,
        tdp: 105,
        integratedGraphics: true,
      },
    }),
  },
  {
    id: `e2e-browse-${run}-ryzen-am4`,
    doc: makePart({
      name: 'AMD Ryzen 5 5600',
      brand: 'AMD',
      category: 'processors',
      description: '6 cores and 12 threads on AM4, written by the browse test.',
      price: 119,
      minimumOrderQuanity: 1,
      availableQuanity: 7,
      img: '/images/parts/amd-ryzen-7-7800x3d.svg',
      createdAt: baseTime - 2000,
      specs: {
        socket: 'AM4',
        cores: 6,
        threads: 12,
        baseClock: 3.5,
        boostClock: 4.4,
        tdp: 65,
        integratedGraphics: false,
      },
    }),
  },
];

beforeAll(async () => {
  browser = await launchBrowser();
  await addParts({ db: admin.db, now: () => Date.now() }, extraParts);
});
afterAll(async () => {
  for (const part of extraParts) await deletePart(admin.db, part.id);
  await browser?.close();
  await admin.close();
});
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(String(error)));
});
afterEach(() => context.close());

const parts = () => admin.db.collection(collections.parts);

/** Every part of the demo project, as the database has it now. */
async function allParts(): Promise<Part[]> {
  const snap = await parts().get();
  return snap.docs.map((d) => ({ ...(d.data() as Part), _id: d.id }));
}

const byId = (a: Part, b: Part) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);
const orders = {
  newest: (a: Part, b: Part) => (b.createdAt ?? 0) - (a.createdAt ?? 0) || byId(a, b),
  'price-asc': (a: Part, b: Part) => a.price - b.price || byId(a, b),
  'price-desc': (a: Part, b: Part) => b.price - a.price || byId(a, b),
};

/** The ids of the parts that pass `keep`, in a sort's order (ties by id, as the API breaks them). */
async function expectedIds(
  keep: (part: Part) => boolean = () => true,
  sort: keyof typeof orders = 'newest',
): Promise<string[]> {
  return (await allParts())
    .filter(keep)
    .sort(orders[sort])
    .map((part) => part._id);
}

async function stats(): Promise<CatalogueStats> {
  return (
    await admin.db.doc(`${collections.stats}/${statsDocs.parts}`).get()
  ).data() as CatalogueStats;
}

const main = () => page.locator('main');
const results = () => main().locator('article');

/** The part ids of the cards on screen, in order (from their Buy Now links). */
function shownIds(): Promise<string[]> {
  return results()
    .getByRole('link', { name: /Buy Now/ })
    .evaluateAll((links) =>
      links.map((a) => decodeURIComponent(a.getAttribute('href')!.replace('/purchase/', ''))),
    );
}

/**
 * The prices on the cards on screen, in order. Their text, not their rendered text: the cards past
 * the first screen skip rendering until near the viewport (content-visibility), and the innerText
 * of a card not rendered is empty.
 */
async function shownPrices(): Promise<number[]> {
  const texts = await results().locator('h2 + p').allTextContents();
  return texts.map((t) => Number(t.replace(/[$,]/g, '')));
}

const countLine = () => main().locator('p[aria-live="polite"]');
const grouped = (n: number) => n.toLocaleString('en-US');
const countText = (n: number) => catalogue.count(grouped(n));
const filtersForm = () => main().getByRole('complementary', { name: catalogue.filters });

async function open(search = '') {
  await page.goto(`${hosts.app}/parts${search}`);
}

/** Expects the cards on screen to be exactly `ids` (the first page of them), in that order. */
async function expectShown(ids: string[]) {
  await expect.poll(shownIds).toEqual(ids.slice(0, pageSizes.browse));
}

describe('search', () => {
  it('"rtx 40" from the top bar of another page finds the RTX 4070 SUPER', async () => {
    await page.goto(`${hosts.app}/blogs`);
    const search = page.getByRole('search');
    await search.getByLabel(catalogue.searchLabel).fill('rtx 40');
    await search.getByLabel(catalogue.searchLabel).press('Enter');
    await page.waitForURL('**/parts?q=rtx+40');
    await main()
      .getByRole('heading', { level: 1, name: catalogue.resultsFor('rtx 40') })
      .waitFor();
    const rtx = demoParts.find((p) => p.doc.name.includes('RTX 4070 SUPER'))!;
    await expectShown([rtx.id]);
    await expect.poll(() => countLine().innerText()).toBe(countText(1));
    expect(await results().first().getByRole('heading', { level: 2 }).innerText()).toBe(
      rtx.doc.name.toUpperCase(),
    );
    // The box shows what was searched for.
    expect(await page.getByRole('search').getByLabel(catalogue.searchLabel).inputValue()).toBe(
      'rtx 40',
    );
  });

  it('"ryz" finds every Ryzen, and combines with category and sort', async () => {
    await open('?q=ryz');
    const isRyzen = (part: Part) => /\bryzen\b/i.test(part.name);
    // The best matches first: order aside, the cards are every Ryzen and nothing else.
    const ryzens = await expectedIds(isRyzen);
    expect(ryzens.length).toBe(3);
    await expect.poll(async () => (await shownIds()).sort()).toEqual([...ryzens].sort());
    for (const name of await results().getByRole('heading', { level: 2 }).allInnerTexts())
      expect(name).toMatch(/RYZEN/);

    await open('?q=ryz&category=processors&sort=price-desc');
    const combined = await expectedIds(
      (part) => part.category === 'processors' && isRyzen(part),
      'price-desc',
    );
    await expectShown(combined);
    const prices = await shownPrices();
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    await open('?q=zzzz-no-such-part');
    await main().getByText(catalogue.empty).waitFor();
    await main().getByRole('link', { name: catalogue.clearFilters }).first().click();
    await page.waitForURL(`${hosts.app}/parts`);
    await expectShown(await expectedIds());
  });
});

describe('filters', () => {
  it('lists categories with their counts and filters by one', async () => {
    await open();
    const counters = await stats();
    const form = filtersForm();
    const all = form.getByLabel(catalogue.allCategories);
    await expect
      .poll(() => all.locator('xpath=..').innerText())
      .toBe(`${catalogue.allCategories}\n(${grouped(counters.total)})`);
    const networking = form.getByLabel(/^Networking/);
    expect(await networking.locator('xpath=..').innerText()).toBe(
      `Networking\n(${grouped(counters.categories.networking!.total)})`,
    );
    expect(counters.categories.networking!.total).toBeGreaterThanOrEqual(40);

    await networking.check();
    await page.waitForURL('**/parts?category=networking');
    await main().getByRole('heading', { level: 1, name: 'Networking' }).waitFor();
    await expectShown(await expectedIds((part) => part.category === 'networking'));
    await expect
      .poll(() => countLine().innerText())
      .toBe(countText(counters.categories.networking!.total));
    expect(await networking.isChecked()).toBe(true);
  });

  it('filters by brand, by price range and by stock', async () => {
    await open();
    const form = filtersForm();
    const brands = form.getByLabel(catalogue.brand);
    // The brands come from the facets, sorted by name, each with its count.
    await expect.poll(() => brands.locator('option').count()).toBeGreaterThan(5);
    const labels = (await brands.locator('option').allInnerTexts()).slice(1);
    const catalogueParts = await allParts();
    const countOf = (name: string) => catalogueParts.filter((p) => p.brand === name).length;
    expect(labels).toContain(`AMD (${countOf('AMD')})`);
    const names = await brands
      .locator('option')
      .evaluateAll((options) =>
        options.slice(1).map((o) => (o as unknown as { value: string }).value),
      );
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );

    await brands.selectOption('AMD');
    await page.waitForURL('**/parts?brand=AMD');
    const amd = await expectedIds((part) => part.brand === 'AMD');
    await expectShown(amd);
    await expect.poll(() => countLine().innerText()).toBe(countText(amd.length));

    await open();
    await form.getByLabel(catalogue.minPrice).fill('100');
    await form.getByLabel(catalogue.maxPrice).fill('300');
    await form.getByLabel(catalogue.maxPrice).press('Enter');
    await page.waitForURL('**/parts?min=100&max=300');
    const ranged = await expectedIds((part) => part.price >= 100 && part.price <= 300);
    expect(ranged.length).toBeGreaterThan(3);
    await expectShown(ranged);
    for (const price of await shownPrices()) {
      expect(price).toBeGreaterThanOrEqual(100);
      expect(price).toBeLessThanOrEqual(300);
    }

    await open(`?brand=${brand}`);
    const all = await expectedIds((part) => part.brand === brand);
    await expectShown(all);
    await form.getByLabel(catalogue.inStockOnly).check();
    await page.waitForURL(`**/parts?brand=${brand}&inStock=true`);
    const stocked = await expectedIds((part) => part.brand === brand && part.availableQuanity > 0);
    expect(stocked.length).toBe(all.length - 5);
    await expectShown(stocked);
    await expect.poll(() => countLine().innerText()).toBe(countText(stocked.length));
  });
});

describe('sort', () => {
  it('orders by newest, by price low to high and high to low', async () => {
    await open();
    const sort = main().getByLabel(catalogue.sort);
    await expectShown(await expectedIds());

    await sort.selectOption(catalogue.sorts['price-asc']);
    await page.waitForURL('**/parts?sort=price-asc');
    await expectShown(await expectedIds(undefined, 'price-asc'));
    const up = await shownPrices();
    expect(up).toEqual([...up].sort((a, b) => a - b));

    await sort.selectOption(catalogue.sorts['price-desc']);
    await page.waitForURL('**/parts?sort=price-desc');
    await expectShown(await expectedIds(undefined, 'price-desc'));
    const down = await shownPrices();
    expect(down).toEqual([...down].sort((a, b) => b - a));
    expect(down[0]).toBe(Math.max(...up, ...down));
  });
});

describe('paging', () => {
  /** Walks Next to the last page and Previous back to the first, checking every page. */
  async function walk(expected: string[]) {
    const size = pageSizes.browse;
    const pagesCount = Math.ceil(expected.length / size);
    expect(pagesCount).toBeGreaterThanOrEqual(2);
    const seen: string[] = [];
    const nav = main().getByRole('navigation', { name: catalogue.pages });
    for (let i = 0; i < pagesCount; i += 1) {
      const want = expected.slice(i * size, (i + 1) * size);
      await expect.poll(shownIds).toEqual(want);
      seen.push(...(await shownIds()));
      expect(await nav.getByRole('link', { name: catalogue.previous }).count()).toBe(i > 0 ? 1 : 0);
      const next = nav.getByRole('link', { name: catalogue.next });
      if (i === pagesCount - 1) {
        expect(await next.count()).toBe(0);
        break;
      }
      await next.click();
      await page.waitForURL(/cursor=/);
    }
    // Every part once, in order: no duplicates, no gaps.
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(seen.length);

    for (let i = pagesCount - 2; i >= 0; i -= 1) {
      await nav.getByRole('link', { name: catalogue.previous }).click();
      await expect.poll(shownIds).toEqual(expected.slice(i * size, (i + 1) * size));
    }
    expect(await nav.getByRole('link', { name: catalogue.previous }).count()).toBe(0);
    return seen;
  }

  it('keeps Next where it is as the cards below the first screen come into view', async () => {
    await open();
    await expect.poll(async () => (await shownIds()).length).toBe(pageSizes.browse);
    const next = main()
      .getByRole('navigation', { name: catalogue.pages })
      .getByRole('link', { name: catalogue.next });
    // Its place in the document, not on screen: scrolling alone does not change it.
    const place = () =>
      next.evaluate(
        (link) => link.getBoundingClientRect().top + link.ownerDocument.documentElement.scrollTop,
      );
    const before = await place();
    await next.scrollIntoViewIfNeeded();
    // Cards that come into view lay out in the frames after the scroll.
    await page.evaluate(
      'new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))',
    );
    expect(await place()).toBe(before);
  });

  it('pages forward and back through the whole catalogue, newest first', async () => {
    await open();
    const expected = await expectedIds();
    expect(expected.length).toBe((await stats()).total);
    await expect.poll(() => countLine().innerText()).toBe(countText(expected.length));
    await walk(expected);
  });

  it('pages by price, where many parts share a price, and within a filter', async () => {
    await open('?sort=price-asc');
    await walk(await expectedIds(undefined, 'price-asc'));
    await open(`?brand=${brand}&sort=price-desc`);
    await walk(await expectedIds((part) => part.brand === brand, 'price-desc'));
  });

  it('keeps the page in the URL: reload shows the same page, Back the one before', async () => {
    await open('?sort=price-asc');
    const expected = await expectedIds(undefined, 'price-asc');
    await expectShown(expected);
    await main().getByRole('link', { name: catalogue.next }).click();
    await page.waitForURL(/cursor=/);
    const second = expected.slice(pageSizes.browse, 2 * pageSizes.browse);
    await expect.poll(shownIds).toEqual(second);
    await page.reload();
    await expect.poll(shownIds).toEqual(second);
    expect(await main().getByLabel(catalogue.sort).inputValue()).toBe('price-asc');
    await page.goBack();
    await page.waitForURL('**/parts?sort=price-asc');
    await expect.poll(shownIds).toEqual(expected.slice(0, pageSizes.browse));
  });
});

describe('the URL holds the state', () => {
  it('survives a reload and goes Back filter by filter', async () => {
    await open();
    const form = filtersForm();
    await form.getByLabel(/^Processors/).check();
    await page.waitForURL('**/parts?category=processors');
    await main().getByLabel(catalogue.sort).selectOption('price-desc');
    await page.waitForURL('**/parts?category=processors&sort=price-desc');
    const expected = await expectedIds((part) => part.category === 'processors', 'price-desc');
    await expectShown(expected);

    await page.reload();
    await expectShown(expected);
    expect(
      await filtersForm()
        .getByLabel(/^Processors/)
        .isChecked(),
    ).toBe(true);
    expect(await main().getByLabel(catalogue.sort).inputValue()).toBe('price-desc');

    // Back changes the address first; the page follows once the router has rendered it.
    await page.goBack();
    await page.waitForURL('**/parts?category=processors');
    await expect.poll(() => main().getByLabel(catalogue.sort).inputValue()).toBe('newest');
    await expectShown(await expectedIds((part) => part.category === 'processors'));
    await page.goBack();
    await page.waitForURL(`${hosts.app}/parts`);
    await expect
      .poll(() => filtersForm().getByLabel(catalogue.allCategories).isChecked())
      .toBe(true);
    await expectShown(await expectedIds());
  });

  it('shows the stock and the price of the cards in view live, reading only their parts', async () => {
    // The Listen channel's answers as the page received them (bench/page-views.ts counts them).
    await context.addInitScript(`
      window.__listenText = [];
      const listen = (url) => String(url).includes('/Listen/channel');
      const originalFetch = window.fetch;
      window.fetch = async function (input, init) {
        const response = await originalFetch.call(this, input, init);
        if (listen(input instanceof Request ? input.url : input) && response.body) {
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
        if (listen(url)) {
          const at = window.__listenText.push('') - 1;
          this.addEventListener('progress', () => { window.__listenText[at] = this.responseText; });
          this.addEventListener('load', () => { window.__listenText[at] = this.responseText; });
        }
        return open.call(this, method, url, ...rest);
      };
    `);
    const partsRead = async () =>
      (await page.evaluate<string[]>('window.__listenText'))
        .flatMap(documentsDelivered)
        .filter((name) => name.includes(`/documents/${collections.parts}/`))
        .map((name) => name.split('/').at(-1)!);

    await open(`?brand=${brand}`);
    const expected = await expectedIds((part) => part.brand === brand);
    await expectShown(expected);
    const first = expected[0]!;
    const before = (await parts().doc(first).get()).data() as Part;
    // A restock and a new price through the edit path (it stays in stock, so the page keeps its
    // place), shown on the card without a reload.
    await updatePart({ db: admin.db, now: Date.now }, first, {
      availableQuanity: before.availableQuanity + 9,
      price: before.price + 1,
    });
    await expect
      .poll(() => results().first().innerText())
      .toContain(`${messages.card.stock}\n${before.availableQuanity + 9}`);
    expect(await results().first().locator('h2 + p').innerText()).toBe(
      `$${(before.price + 1).toFixed(2)}`,
    );
    // The live reads are the cards' own parts, by id: the page's 24, nothing else.
    expect(new Set(await partsRead())).toEqual(new Set(expected.slice(0, pageSizes.browse)));
  });
});

describe('filter by a spec', () => {
  it('Processors, socket AM5: only AM5 processors, with counts, in the URL; reload keeps it; Clear filters', async () => {
    const catalogueParts = await allParts();
    const processors = catalogueParts.filter((part) => part.category === 'processors');
    const onSocket = (socket: string) => processors.filter((p) => p.specs?.socket === socket);
    expect(onSocket('AM5').length).toBeGreaterThanOrEqual(2);
    expect(onSocket('AM4').length).toBeGreaterThanOrEqual(1);

    await open();
    await filtersForm()
      .getByLabel(/^Processors/)
      .check();
    await page.waitForURL('**/parts?category=processors');
    const socket = filtersForm().getByRole('group', { name: 'Socket' });
    const box = (value: string, count: number) =>
      socket.getByRole('checkbox', { name: `${value} (${count})` });
    // Each socket with the number of processors on it; a socket none has cannot be ticked.
    await box('AM5', onSocket('AM5').length).waitFor();
    expect(await box('AM4', onSocket('AM4').length).isEnabled()).toBe(true);
    expect(await box('LGA1851', 0).isDisabled()).toBe(true);

    await box('AM5', onSocket('AM5').length).check();
    await page.waitForURL('**/parts?category=processors&spec.socket=AM5');
    const am5 = onSocket('AM5')
      .sort(orders.newest)
      .map((part) => part._id);
    await expectShown(am5);
    await expect.poll(() => countLine().innerText()).toBe(countText(am5.length));
    for (const name of await results().getByRole('heading', { level: 2 }).allInnerTexts()) {
      expect(processors.find((p) => p.name.toUpperCase() === name)?.specs?.socket).toBe('AM5');
    }
    // The other keys count the AM5 processors only; the socket's own counts stay whole.
    const cores = filtersForm().getByRole('group', { name: 'Cores' });
    const am5Cores = new Set(onSocket('AM5').map((p) => String(p.specs?.cores)));
    await expect.poll(() => cores.getByRole('checkbox').count()).toBe(am5Cores.size);
    expect(await box('AM4', onSocket('AM4').length).isChecked()).toBe(false);

    await page.reload();
    await expectShown(am5);
    expect(await box('AM5', onSocket('AM5').length).isChecked()).toBe(true);
    expect(
      await filtersForm()
        .getByLabel(/^Processors/)
        .isChecked(),
    ).toBe(true);

    await filtersForm().getByRole('link', { name: catalogue.clearFilters }).click();
    await page.waitForURL(`${hosts.app}/parts`);
    await expectShown(await expectedIds());
    expect(await filtersForm().getByRole('group', { name: 'Socket' }).count()).toBe(0);
  });
});

describe('when the API fails', () => {
  it('says so with Try again, which shows the parts once the API answers', async () => {
    const partsApi = /\/api\/parts\?/;
    await page.route(partsApi, (route) =>
      route.fulfill({ status: 500, body: '{"message":"down"}' }),
    );
    await open('?category=networking&sort=price-asc');
    await expect.poll(() => main().getByRole('alert').innerText()).toContain(catalogue.failed);
    await page.unroute(partsApi);
    await main().getByRole('button', { name: catalogue.retry }).click();
    await expectShown(await expectedIds((part) => part.category === 'networking', 'price-asc'));
    expect(await main().getByRole('alert').count()).toBe(0);
  });
});

describe('Home', () => {
  it('ends its Products section with "See all N parts", which leads to the browse page', async () => {
    await page.goto(hosts.app);
    const products = page.locator('#products');
    await products.scrollIntoViewIfNeeded();
    const total = (await stats()).total;
    const link = products.getByRole('link', { name: catalogue.seeAll(grouped(total)) });
    await link.waitFor();
    expect(await products.locator('article').count()).toBe(pageSizes.home);
    await link.click();
    await page.waitForURL(`${hosts.app}/parts`);
    await expect.poll(() => countLine().innerText()).toBe(countText(total));
  });
});

describe('on a phone', () => {
  it('opens the filters in a drawer by keyboard; Escape closes it and focus returns', async () => {
    await page.setViewportSize({ width: 360, height: 780 });
    await open();
    await expect.poll(shownIds).toEqual((await expectedIds()).slice(0, pageSizes.browse));
    // The sidebar is not shown on a phone; the Filters button opens the drawer.
    expect(await filtersForm().isVisible()).toBe(false);
    const button = main().getByRole('button', { name: catalogue.filters });
    await button.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: catalogue.filters });
    await drawer.waitFor();
    const focusInDrawer = () =>
      drawer.evaluate((el) =>
        el.contains((el.ownerDocument as { activeElement: unknown }).activeElement as never),
      );
    expect(await focusInDrawer()).toBe(true);

    // Tab stays inside the drawer (the page behind is inert).
    const outside: string[] = [];
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab');
      const inside = await focusInDrawer();
      const onBody = await page.evaluate<boolean>('document.activeElement === document.body');
      if (!inside && !onBody)
        outside.push(await page.evaluate<string>('document.activeElement.outerHTML'));
    }
    expect(outside).toEqual([]);

    // Choose a category with the keyboard: the list applies at once, the drawer stays open.
    await drawer.getByLabel(catalogue.allCategories).focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForURL('**/parts?category=processors');
    await expect.poll(() => drawer.getByLabel(/^Processors/).isChecked()).toBe(true);
    await expectShown(await expectedIds((part) => part.category === 'processors'));
    // At this width only: a wide screen has the sidebar, and closes the drawer.
    await page.screenshot({
      path: new URL('../../test-results/screenshots/browse-drawer-360.png', import.meta.url)
        .pathname,
    });

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expect
      .poll(() =>
        button.evaluate(
          (el) => el === (el.ownerDocument as { activeElement: unknown }).activeElement,
        ),
      )
      .toBe(true);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
      360,
    );

    // Widened to a desktop with the drawer open: it closes, and the page (sidebar) is usable.
    await button.click();
    await drawer.waitFor();
    await page.setViewportSize({ width: 1280, height: 900 });
    await drawer.waitFor({ state: 'hidden' });
    await filtersForm().getByLabel(catalogue.allCategories).check();
    await page.waitForURL(`${hosts.app}/parts`);
  });
});

describe('layout', () => {
  it("draws skeletons of the cards' exact size while the parts load", async () => {
    const partsApi = /\/api\/parts\?/;
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      // The API and Firestore answer only once the skeletons have been measured.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(partsApi, async (route) => {
        await held;
        await route.continue();
      });
      await open();
      const skeleton = main()
        .getByRole('status', { name: 'Loading products' })
        .locator(':scope > div')
        .first();
      await skeleton.waitFor();
      const before = await skeleton.boundingBox();
      release();
      await results().first().waitFor();
      const after = await results().first().boundingBox();
      expect(after, `at ${width} px`).toEqual(before);
      await page.unroute(partsApi);
    }
  });

  it('does not shift while the parts arrive', async () => {
    await watchLayoutShifts(page);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await open();
      await results().first().waitFor();
      await countLine().filter({ hasText: /parts/ }).waitFor();
      await waitUntilSettled(page);
      expect(await layoutShift(page), `CLS at ${width} px`).toBeLessThanOrEqual(0.02);
    }
  });

  it('looks right on a phone and on a desktop', async () => {
    await open();
    await expectShown(await expectedIds());
    await loadAllImages(page);
    await screenshots(page, 'browse');
    await page.setViewportSize({ width: 360, height: 900 });
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
      360,
    );
    // Prices read as money.
    expect(await results().first().locator('h2 + p').innerText()).toMatch(/^\$[\d,]+\.\d\d$/);
  });

  it('raised no uncaught errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
