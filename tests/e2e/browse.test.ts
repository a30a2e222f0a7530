import {
  collections,
  messages,
  normaliseSearchText,
  pageSizes,
  statsDocs,
  type CatalogueStats,
} from '@cps/domain';
import { demoParts, makePart } from '@cps/fixtures';
import { FieldPath, type Query } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documentsDelivered } from '../../bench/page-views';
import { addParts, deletePart, updatePart } from '../../functions/src/services/catalogue';
import {
  launchBrowser,
  layoutShift,
  loadAllImages,
  screenshots,
  watchLayoutShifts,
} from '../support/browser';
import { adminFor, DEMO_PROJECT, hosts } from '../support/emulators';

// The browse page (/parts, issue 11) against the demo store, plus parts this file writes through
// the catalogue's own write path (derived fields and counters) and deletes again at the end: 18
// demo parts make less than one page of 24, so paging needs more.

const { catalogue } = messages;
const admin = adminFor(DEMO_PROJECT);
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

const run = randomUUID().slice(0, 8);
const brand = `Pagewright${run}`;
const baseTime = Date.UTC(2026, 5, 1);
// 40 switches with repeated prices and creation times (ties that paging must not trip on), a few
// of them sold out, and a second Ryzen so that "ryz" has more than one part to find.
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

/** The ids a query gives, in its order, ties broken by id in the last order's direction. */
async function idsOf(query: Query, direction: 'asc' | 'desc'): Promise<string[]> {
  const snap = await query.orderBy(FieldPath.documentId(), direction).get();
  return snap.docs.map((d) => d.id);
}
const newest = (query: Query = parts()) => idsOf(query.orderBy('createdAt', 'desc'), 'desc');
const cheapest = (query: Query = parts()) => idsOf(query.orderBy('price', 'asc'), 'asc');
const dearest = (query: Query = parts()) => idsOf(query.orderBy('price', 'desc'), 'desc');

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
    // The parts with a word starting "ryz", as the search engine matches a last word.
    const ryz = new Set(
      (await parts().get()).docs
        .filter((d) => / ryz/.test(` ${normaliseSearchText(`${d.get('brand')} ${d.get('name')}`)}`))
        .map((d) => d.id),
    );
    const ryzens = (await newest()).filter((id) => ryz.has(id));
    expect(ryzens.length).toBe(2);
    await expectShown(ryzens);
    for (const name of await results().getByRole('heading', { level: 2 }).allInnerTexts())
      expect(name).toMatch(/RYZEN/);

    await open('?q=ryz&category=processors&sort=price-desc');
    const combined = (await dearest(parts().where('category', '==', 'processors'))).filter((id) =>
      ryz.has(id),
    );
    await expectShown(combined);
    const prices = await shownPrices();
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    await open('?q=zzzz-no-such-part');
    await main().getByText(catalogue.empty).waitFor();
    await main().getByRole('link', { name: catalogue.clearFilters }).first().click();
    await page.waitForURL(`${hosts.app}/parts`);
    await expectShown(await newest());
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
    await expectShown(await newest(parts().where('category', '==', 'networking')));
    await expect
      .poll(() => countLine().innerText())
      .toBe(countText(counters.categories.networking!.total));
    expect(await networking.isChecked()).toBe(true);
  });

  it('filters by brand, by price range and by stock', async () => {
    await open();
    const form = filtersForm();
    const brands = form.getByLabel(catalogue.brand);
    // The brands come from the counters doc, sorted by name.
    await expect.poll(() => brands.locator('option').count()).toBeGreaterThan(5);
    const names = (await brands.locator('option').allInnerTexts()).slice(1);
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );

    await brands.selectOption('AMD');
    await page.waitForURL('**/parts?brand=AMD');
    const amd = await newest(parts().where('brand', '==', 'AMD'));
    await expectShown(amd);
    await expect.poll(() => countLine().innerText()).toBe(countText(amd.length));

    await open();
    await form.getByLabel(catalogue.minPrice).fill('100');
    await form.getByLabel(catalogue.maxPrice).fill('300');
    await form.getByLabel(catalogue.maxPrice).press('Enter');
    await page.waitForURL('**/parts?min=100&max=300');
    const ranged = await idsOf(
      parts()
        .where('price', '>=', 100)
        .where('price', '<=', 300)
        .orderBy('createdAt', 'desc')
        .orderBy('price', 'asc'),
      'asc',
    );
    expect(ranged.length).toBeGreaterThan(3);
    await expectShown(ranged);
    for (const price of await shownPrices()) {
      expect(price).toBeGreaterThanOrEqual(100);
      expect(price).toBeLessThanOrEqual(300);
    }

    await open(`?brand=${brand}`);
    const all = await newest(parts().where('brand', '==', brand));
    await expectShown(all);
    await form.getByLabel(catalogue.inStockOnly).check();
    await page.waitForURL(`**/parts?brand=${brand}&inStock=true`);
    const stocked = await newest(parts().where('brand', '==', brand).where('inStock', '==', true));
    expect(stocked.length).toBe(all.length - 5);
    await expectShown(stocked);
    await expect.poll(() => countLine().innerText()).toBe(countText(stocked.length));
  });
});

describe('sort', () => {
  it('orders by newest, by price low to high and high to low', async () => {
    await open();
    const sort = main().getByLabel(catalogue.sort);
    await expectShown(await newest());

    await sort.selectOption(catalogue.sorts['price-asc']);
    await page.waitForURL('**/parts?sort=price-asc');
    await expectShown(await cheapest());
    const up = await shownPrices();
    expect(up).toEqual([...up].sort((a, b) => a - b));

    await sort.selectOption(catalogue.sorts['price-desc']);
    await page.waitForURL('**/parts?sort=price-desc');
    await expectShown(await dearest());
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

  it('pages forward and back through the whole catalogue, newest first', async () => {
    await open();
    const expected = await newest();
    expect(expected.length).toBe((await stats()).total);
    await expect.poll(() => countLine().innerText()).toBe(countText(expected.length));
    await walk(expected);
  });

  it('pages by price, where many parts share a price, and within a filter', async () => {
    await open('?sort=price-asc');
    await walk(await cheapest());
    await open(`?brand=${brand}&sort=price-desc`);
    await walk(await dearest(parts().where('brand', '==', brand)));
  });

  it('keeps the page in the URL: reload shows the same page, Back the one before', async () => {
    await open('?sort=price-asc');
    const expected = await cheapest();
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
    const expected = await dearest(parts().where('category', '==', 'processors'));
    await expectShown(expected);

    await page.reload();
    await expectShown(expected);
    expect(
      await filtersForm()
        .getByLabel(/^Processors/)
        .isChecked(),
    ).toBe(true);
    expect(await main().getByLabel(catalogue.sort).inputValue()).toBe('price-desc');

    await page.goBack();
    await page.waitForURL('**/parts?category=processors');
    expect(await main().getByLabel(catalogue.sort).inputValue()).toBe('newest');
    await expectShown(await newest(parts().where('category', '==', 'processors')));
    await page.goBack();
    await page.waitForURL(`${hosts.app}/parts`);
    expect(await filtersForm().getByLabel(catalogue.allCategories).isChecked()).toBe(true);
    await expectShown(await newest());
  });

  it('shows the stock of the cards in view live', async () => {
    await open(`?brand=${brand}`);
    const first = (await newest(parts().where('brand', '==', brand)))[0]!;
    await expect.poll(async () => (await shownIds())[0]).toBe(first);
    const before = (await parts().doc(first).get()).get('availableQuanity') as number;
    // A restock through the edit path (it stays in stock, so the page keeps its place).
    await updatePart({ db: admin.db, now: Date.now }, first, { availableQuanity: before + 9 });
    await expect
      .poll(() => results().first().innerText())
      .toContain(`${messages.card.stock}\n${before + 9}`);
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
    await expect.poll(shownIds).toEqual((await newest()).slice(0, pageSizes.browse));
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
    await expectShown(await newest(parts().where('category', '==', 'processors')));
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

describe('the page a visitor lands on', () => {
  /** The `GET /api/parts` requests the page makes from now on. */
  function partsRequests(): URL[] {
    const asked: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/parts') asked.push(url);
    });
    return asked;
  }

  const shownNames = () => results().getByRole('heading', { level: 2 }).allTextContents();

  /** Goes to `href` inside the app (the router's own navigation, no document load). */
  async function navigateInApp(href: string) {
    await page.evaluate(
      `history.pushState(null, '', ${JSON.stringify(href)}); dispatchEvent(new PopStateEvent('popstate'))`,
    );
  }

  /**
   * The change watch reports the parts written in the 5 to 6 s before the API's answer: a quiet
   * landing needs the last write to a part (this file's own) to be older than that.
   */
  async function quietCatalogue() {
    const [latest] = (await parts().orderBy('updatedAt', 'desc').limit(1).get()).docs;
    const age = Date.now() - ((latest?.get('updatedAt') as number | undefined) ?? 0);
    if (age < 8000) await page.waitForTimeout(8000 - age);
  }

  it('reads its parts once: a quiet landing reads only the counters and what is written since, the next page its parts', async () => {
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
    const streams = () => page.evaluate<string[]>('window.__listenText');
    const delivered = async () => (await streams()).flatMap(documentsDelivered);
    const partsDelivered = async () =>
      (await delivered()).filter((name) => name.includes(`/documents/${collections.parts}/`));

    await quietCatalogue();
    const asked = partsRequests();
    await open(`?brand=${brand}`);
    const expected = await newest(parts().where('brand', '==', brand));
    await expectShown(expected);
    await expect
      .poll(async () => (await delivered()).filter((n) => n.endsWith(`/stats/${statsDocs.parts}`)))
      .toHaveLength(1);
    // A restock of a card on the page: once it shows, the page is live, and the one part written
    // since the API's answer is the only part it has read.
    const first = expected[0]!;
    const before = (await parts().doc(first).get()).get('availableQuanity') as number;
    await updatePart({ db: admin.db, now: Date.now }, first, { availableQuanity: before + 1 });
    await expect
      .poll(() => results().first().innerText())
      .toContain(`${messages.card.stock}\n${before + 1}`);
    await expect
      .poll(async () => (await partsDelivered()).map((name) => name.split('/').at(-1)))
      .toEqual([first]);
    expect(asked).toHaveLength(1);

    // Another page comes from the live query: its parts are read.
    await main().getByRole('link', { name: catalogue.next }).click();
    await page.waitForURL(/cursor=/);
    const second = expected.slice(pageSizes.browse, 2 * pageSizes.browse);
    await expect.poll(shownIds).toEqual(second);
    const read = (await partsDelivered()).map((name) => name.split('/').at(-1));
    for (const id of second) expect(read).toContain(id);
    expect(asked).toHaveLength(1);
  });

  it.each([
    ['/parts', ''],
    ['a filtered URL', '?category=networking&sort=price-asc'],
  ])(
    'landing on %s asks the API once and shows the cards the live query shows there',
    async (_, search) => {
      const asked = partsRequests();
      await open(search);
      await results().first().waitFor();
      await expect.poll(() => results().count()).toBe(pageSizes.browse);
      const landed = await shownNames();
      expect(asked).toHaveLength(1);
      expect(asked[0]!.searchParams.get('limit')).toBe(String(pageSizes.browse));
      expect(asked[0]!.search).toContain(search.replace('?', ''));

      // The same URL reached inside the app, from another page: the live query's cards.
      await navigateInApp('/blogs');
      await page.waitForURL('**/blogs');
      await navigateInApp(`/parts${search}`);
      await page.waitForURL(`**/parts${search}`);
      const query = search ? cheapest(parts().where('category', '==', 'networking')) : newest();
      const ids = (await query).slice(0, pageSizes.browse);
      await expectShown(ids);
      expect(await shownNames()).toEqual(landed);
      expect(asked).toHaveLength(1);
    },
  );

  it('shows a restock written after it landed on its card, without a reload', async () => {
    const asked = partsRequests();
    await open(`?brand=${brand}`);
    const first = (await newest(parts().where('brand', '==', brand)))[0]!;
    await expect.poll(async () => (await shownIds())[0]).toBe(first);
    const before = (await parts().doc(first).get()).get('availableQuanity') as number;
    await updatePart({ db: admin.db, now: Date.now }, first, { availableQuanity: before + 5 });
    await expect
      .poll(() => results().first().innerText())
      .toContain(`${messages.card.stock}\n${before + 5}`);
    // From the watch of the parts written since, not from the API asked again.
    expect(asked).toHaveLength(1);
  });

  it('Next comes from the live query, not the API; Previous shows the same cards again', async () => {
    const asked = partsRequests();
    await open(`?brand=${brand}`);
    const expected = await newest(parts().where('brand', '==', brand));
    await expectShown(expected);
    const landed = await shownNames();
    const pages = main().getByRole('navigation', { name: catalogue.pages });
    await pages.getByRole('link', { name: catalogue.next }).click();
    await page.waitForURL(/cursor=/);
    await expect.poll(shownIds).toEqual(expected.slice(pageSizes.browse, 2 * pageSizes.browse));
    await pages.getByRole('link', { name: catalogue.previous }).click();
    await expectShown(expected);
    expect(await shownNames()).toEqual(landed);
    expect(asked).toHaveLength(1);
  });

  it.each([
    ['answers 500', (route: Route) => route.fulfill({ status: 500, body: '{"error":"down"}' })],
    ['cannot be reached', (route: Route) => route.abort('failed')],
  ])('when the API %s, the live query shows the landing page', async (_, fail) => {
    await page.route(/\/api\/parts\?/, fail);
    await open('?category=networking&sort=price-asc');
    await expectShown(await cheapest(parts().where('category', '==', 'networking')));
    await expect
      .poll(() => countLine().innerText())
      .toBe(countText((await stats()).categories.networking!.total));
    expect(await main().getByRole('alert').count()).toBe(0);
  });
});

describe('layout', () => {
  it("draws skeletons of the cards' exact size while the parts load", async () => {
    // The page a visitor lands on comes from GET /api/parts, later pages from Firestore.
    const firestoreCalls = /google\.firestore\.v1\.Firestore|\/api\/parts\?/;
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      // The API and Firestore answer only once the skeletons have been measured.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(firestoreCalls, async (route) => {
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
      await page.unroute(firestoreCalls);
    }
  });

  it('does not shift while the parts arrive', async () => {
    await watchLayoutShifts(page);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await open();
      await results().first().waitFor();
      await countLine().filter({ hasText: /parts/ }).waitFor();
      await page.waitForTimeout(1000);
      expect(await layoutShift(page), `CLS at ${width} px`).toBeLessThanOrEqual(0.02);
    }
  });

  it('looks right on a phone and on a desktop', async () => {
    await open();
    await expectShown(await newest());
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
