import { collections, formatPrice, messages, pageSizes, preview } from '@cps/domain';
import { FieldPath } from 'firebase-admin/firestore';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, scrollThroughHome } from '../support/browser';
import { adminFor, DEMO_PROJECT, hosts } from '../support/emulators';
import { updatePart } from '../../functions/src/services/catalogue/catalogue';

const admin = adminFor(DEMO_PROJECT);
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

// One context for the file: no test signs in, so each needs only a page of its own, and the pages
// share the context's HTTP and code caches, as a returning visitor's tabs would.
beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
});
afterAll(async () => {
  await browser?.close();
  await admin.close();
});
beforeEach(async () => {
  await page?.close();
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(String(error)));
});

/** Home's bounded selection as the Admin SDK sees it: the newest parts in stock, at most 12. */
async function homeParts() {
  const snap = await admin.db
    .collection(collections.parts)
    .where('inStock', '==', true)
    .orderBy('createdAt', 'desc')
    .orderBy(FieldPath.documentId(), 'desc')
    .limit(pageSizes.home)
    .get();
  return snap.docs;
}

describe('Home page', () => {
  it('shows the newest parts in stock, at most 12, as product cards', async () => {
    await page.goto(hosts.app);
    await scrollThroughHome(page);
    const cards = page.locator('#products article');
    await cards.first().waitFor();
    // Live: once the snapshot has arrived, one card per part, newest first. Files beside this
    // one order demo parts meanwhile, so the page is held against the parts as they are now.
    const card = cards.first();
    await expect
      .poll(async () => {
        const parts = await homeParts();
        const first = parts[0]!;
        return {
          shown: await cards
            .getByRole('link', { name: /Buy Now/ })
            .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
          stock: (await card.innerText()).includes(`Stock\n${first.get('availableQuanity')}`),
          parts: parts.map((p) => `/purchase/${p.id}`),
        };
      })
      .toSatisfy(
        ({ shown, stock, parts }) =>
          stock && parts.length === pageSizes.home && shown.join() === parts.join(),
      );

    const first = (await homeParts())[0]!;
    // innerText reflects CSS text-transform: the name is shown in uppercase.
    expect(await card.locator('h3').innerText()).toBe(String(first.get('name')).toUpperCase());
    const text = await card.innerText();
    expect(text).toContain(formatPrice(first.get('price')));
    expect(text).toContain(`Minimum Order Quantity\n${first.get('minimumOrderQuanity')}`);
    const description = await card.locator('p').nth(1).innerText();
    expect(description).toBe(preview(first.get('description'), 100));
  });

  it('cuts long descriptions to 100 characters', async () => {
    await page.goto(hosts.app);
    await scrollThroughHome(page);
    await page.locator('#products article').first().waitFor();
    const long = (await homeParts()).find((p) => String(p.get('description')).length > 100);
    expect(long, 'Home shows a part with a description over 100 characters').toBeDefined();
    const card = page.locator('#products article', {
      hasText: String(long!.get('name')).toUpperCase(),
    });
    expect(await card.locator('p').nth(1).innerText()).toHaveLength(100);
  });

  it('loads every product image it shows from the store itself', async () => {
    await page.goto(hosts.app);
    await scrollThroughHome(page);
    await page.locator('#products article').first().waitFor();
    for (const part of await homeParts()) {
      const img = page
        .locator('#products article', { hasText: String(part.get('name')).toUpperCase() })
        .locator('img');
      await img.scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          img.evaluate((el) => (el as unknown as { naturalWidth: number }).naturalWidth > 0),
        )
        .toBe(true);
      expect(await img.getAttribute('src')).toBe(part.get('img'));
      expect(String(part.get('img'))).toMatch(/^\/images\/parts\//);
    }
  });

  it('updates a card live when the stock changes in Firestore', async () => {
    await page.goto(hosts.app);
    await scrollThroughHome(page);
    const part = (await homeParts())[2]!;
    const card = page.locator('#products article', {
      hasText: String(part.get('name')).toUpperCase(),
    });
    await card.waitFor();
    const before = part.get('availableQuanity') as number;
    // A restock through the edit path: it stays in stock, so the card stays in the selection.
    const restock = (availableQuanity: number) =>
      updatePart({ db: admin.db, now: Date.now }, part.id, { availableQuanity });
    await restock(before + 7);
    try {
      await expect.poll(() => card.innerText()).toContain(`Stock\n${before + 7}`);
    } finally {
      await restock(before);
    }
  });
});

describe('layout', () => {
  it('shows Home, Portfolio, Blogs and Login in the navbar to a visitor', async () => {
    await page.goto(hosts.app);
    await scrollThroughHome(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Login appears once the auth state has resolved (a spinner stands there until then).
    for (const name of ['Home', 'Portfolio', 'Blogs', 'Login']) {
      await nav.getByRole('link', { name, exact: true }).waitFor({ state: 'visible' });
    }
    expect(await nav.getByRole('link', { name: 'Dashboard' }).count()).toBe(0);
    expect(await nav.getByRole('button', { name: 'Logout' }).count()).toBe(0);
    expect(await page.getByRole('contentinfo').innerText()).toMatch(
      /Services[\s\S]*Company[\s\S]*Legal/i,
    );
  });

  it('opens the menu from the hamburger on a phone', async () => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(hosts.app);
    await scrollThroughHome(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Blogs' }).waitFor();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await page.locator('#mobile-menu').waitFor({ state: 'detached' });
  });

  it('answers an unknown path with the Not Found page', async () => {
    await page.goto(`${hosts.app}/no/such/page`);
    const main = page.locator('main');
    await main.getByText(messages.notFound.text).waitFor();
    const text = await main.innerText();
    expect(text).toContain(messages.notFound.code);
    expect(text).toContain(messages.notFound.title);
  });

  it('raised no uncaught errors on any page', () => {
    expect(pageErrors).toEqual([]);
  });
});
