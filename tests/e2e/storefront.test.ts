import {
  collections,
  formatPrice,
  lineTotal,
  limits,
  messages,
  preview,
  reviewLimits,
  type PartDoc,
} from '@cps/domain';
import { demoParts } from '@cps/fixtures';
import { randomUUID } from 'node:crypto';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  layoutShift,
  loadAllImages,
  screenshots,
  scrollThroughHome,
  waitUntilSettled,
  watchLayoutShifts,
} from '../support/browser';
import { adminFor, DEMO_PROJECT, hosts } from '../support/emulators';
import { removeOrdersFrom } from '../support/orders';
import { updatePart } from '../../functions/src/services/catalogue/catalogue';

const admin = adminFor(DEMO_PROJECT);
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];
const externalRequests: string[] = [];

// Everything the store loads must come from the app itself or the local emulators.
const localOrigins = [new URL(hosts.app).host, hosts.auth, hosts.firestore];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await admin.close();
});
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && !localOrigins.includes(url.host)) {
      externalRequests.push(request.url());
    }
  });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(String(error)));
});
afterEach(() => context.close());

const toast = (text: string) => page.getByRole('status').filter({ hasText: text });

/** Full-page screenshots from the top, so the fixed navbar is where a visitor sees it. */
async function shoot(name: string) {
  await page.evaluate('window.scrollTo(0, 0)');
  await screenshots(page, name);
}

describe('Home', () => {
  it('shows banners, hero, stats, products, reviews and newsletter in that order', async () => {
    await page.goto(hosts.app);
    await scrollThroughHome(page);
    const main = page.locator('main');
    await main.locator('article').first().waitFor();

    const banners = page.getByRole('region', { name: 'Offers' }).getByRole('img');
    expect(await banners.count()).toBe(2);
    for (const banner of await banners.all()) {
      expect(await banner.getAttribute('src')).toMatch(/^\/images\/banners\/.+\.svg$/);
      expect(await banner.getAttribute('width')).toBe('800');
      expect(await banner.getAttribute('height')).toBe('400');
      await expect
        .poll(() =>
          banner.evaluate((el) => (el as unknown as { naturalWidth: number }).naturalWidth),
        )
        .toBeGreaterThan(0);
    }
    // Side by side on a desktop.
    const [left, right] = await Promise.all((await banners.all()).map((b) => b.boundingBox()));
    expect(left!.y).toBe(right!.y);
    expect(right!.x).toBeGreaterThan(left!.x + left!.width - 1);

    const hero = page.getByRole('region', { name: /Largest Computer Stores in Bangladesh/ });
    await hero.getByRole('heading', { level: 1 }).waitFor();
    const heroImage = hero.getByRole('img');
    expect(await heroImage.getAttribute('loading')).toBeNull();
    expect(await heroImage.getAttribute('width')).toBeTruthy();
    expect(await heroImage.getAttribute('height')).toBeTruthy();
    const seeMore = hero.getByRole('link', { name: messages.home.seeMore });
    expect(await seeMore.getAttribute('href')).toBe('#products');

    const stats = page.getByRole('region', { name: 'Our numbers' });
    const statsText = await stats.textContent();
    for (const stat of messages.home.stats) expect(statsText).toContain(stat);

    const order = [
      page.getByRole('region', { name: 'Offers' }),
      hero,
      stats,
      page.locator('#products'),
      page.getByRole('region', { name: 'What Our Customers Say' }),
      page.getByRole('region', { name: messages.home.newsletter }),
    ];
    const tops: number[] = [];
    for (const section of order) tops.push((await section.boundingBox())!.y);
    expect([...tops].sort((a, b) => a - b)).toEqual(tops);
  });

  it('shows the newest reviews live: name, picture, 100-character preview and 5 stars', async () => {
    await page.goto(hosts.app);
    await scrollThroughHome(page);
    const section = page.getByRole('region', { name: 'What Our Customers Say' });
    const cards = section.locator('article');
    // Below the fold, the reviews load as the section nears the viewport.
    await section.scrollIntoViewIfNeeded();
    await cards.first().waitFor();
    // Files beside this one publish reviews meanwhile, so the page is held against the newest
    // reviews as they are when it is read.
    const newest = async () =>
      (
        await admin.db
          .collection(collections.reviews)
          .orderBy('createdAt', 'desc')
          .limit(reviewLimits.shownOnHome)
          .get()
      ).docs;
    const shownCard = async (card: Locator) => {
      const name = await card.getByRole('heading').innerText();
      const picture = card.getByRole('img', { name, exact: true });
      const stars = card.getByRole('img', { name: /^Rated \d+ out of / });
      return {
        name,
        picture: [await picture.getAttribute('width'), await picture.getAttribute('height')],
        rating: await stars.getAttribute('aria-label'),
        stars: await stars.locator('svg').count(),
        text: await card.locator('p').textContent(),
      };
    };
    const expectedCard = (review: QueryDocumentSnapshot) => ({
      name: String(review.get('name')),
      picture: ['56', '56'],
      rating: `Rated ${Math.round(Number(review.get('rating')))} out of ${limits.ratingMax}`,
      stars: limits.ratingMax,
      text: preview(String(review.get('review')), limits.reviewPreview),
    });
    let reviews: QueryDocumentSnapshot[] = [];
    await expect
      .poll(async () => {
        reviews = await newest();
        const shown = await Promise.all((await cards.all()).map(shownCard));
        return { shown, expected: reviews.map(expectedCard) };
      })
      .toSatisfy(({ shown, expected }) => JSON.stringify(shown) === JSON.stringify(expected));
    const long = reviews.find((r) => String(r.get('review')).length > limits.reviewPreview);
    expect(long, 'the demo data has a review over 100 characters').toBeDefined();
  });

  it('scrolls to the Products grid from See More', async () => {
    await page.goto(hosts.app);
    await scrollThroughHome(page);
    await page.getByRole('link', { name: messages.home.seeMore }).click();
    await page.waitForURL('**/#products');
    const heading = page.getByRole('heading', { name: 'Products', exact: true });
    await expect
      .poll(() =>
        heading.evaluate(
          (el) =>
            (el as unknown as { getBoundingClientRect(): { top: number } }).getBoundingClientRect()
              .top,
        ),
      )
      .toBeLessThan(300);
  });

  it('subscribes to the newsletter in the browser only, with native validation', async () => {
    await page.goto(hosts.app);
    await scrollThroughHome(page);
    const newsletter = page.getByRole('region', { name: messages.home.newsletter });
    const email = newsletter.getByLabel('Email address');
    const sent: string[] = [];
    page.on('request', (request) => {
      const sameOrigin = new URL(request.url()).host === new URL(hosts.app).host;
      if (sameOrigin && request.method() !== 'GET') sent.push(request.url());
    });

    // The browser validates before it submits, in the same task as the click: once the field's
    // `invalid` event has fired, a submit (and so the toast) would already have been dispatched.
    await page.evaluate(`(() => {
      window.__formEvents = [];
      for (const type of ['invalid', 'submit']) {
        document.addEventListener(type, () => window.__formEvents.push(type), true);
      }
    })()`);
    await email.fill('not-an-email');
    await newsletter.getByRole('button', { name: messages.home.subscribe }).click();
    await expect.poll(() => page.evaluate<string[]>('window.__formEvents')).toEqual(['invalid']);
    expect(
      await email.evaluate(
        (el) => (el as unknown as { validity: { typeMismatch: boolean } }).validity.typeMismatch,
      ),
    ).toBe(true);
    expect(await toast(messages.success.subscribed).count()).toBe(0);

    await email.fill('reader@example.com');
    await newsletter.getByRole('button', { name: messages.home.subscribe }).click();
    await toast(messages.success.subscribed).waitFor();
    expect(await email.inputValue()).toBe('');
    expect(sent).toEqual([]);
  });

  it('does not shift the layout while the data arrives', async () => {
    await watchLayoutShifts(page);
    await page.goto(hosts.app);
    await page.locator('main article').first().waitFor();
    // What arrives after the first card (pictures, the other sections in view) is in place.
    await waitUntilSettled(page);
    expect(await layoutShift(page)).toBeLessThan(0.1);
  });

  it('looks right on a phone and on a desktop', async () => {
    await page.goto(hosts.app);
    await scrollThroughHome(page);
    const reviews = page.getByRole('region', { name: 'What Our Customers Say' });
    await reviews.scrollIntoViewIfNeeded();
    await reviews.locator('article').first().waitFor();
    await page.setViewportSize({ width: 360, height: 900 });
    // Banners stack on a phone, and nothing is wider than the screen.
    const banners = await page.getByRole('region', { name: 'Offers' }).getByRole('img').all();
    const [top, bottom] = await Promise.all(banners.map((b) => b.boundingBox()));
    expect(bottom!.y).toBeGreaterThan(top!.y + top!.height - 1);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
      360,
    );
    await loadAllImages(page);
    await shoot('home');
  });
});

describe('Blogs', () => {
  it('works as an accordion from the keyboard', async () => {
    await page.goto(`${hosts.app}/blogs`);
    const headers = page.locator('main h2 > button');
    await headers.first().waitFor();
    expect(await headers.count()).toBe(5);
    const expanded = () =>
      headers.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-expanded')));
    const focused = () => page.evaluate<string | undefined>('document.activeElement?.id');
    const idOf = (i: number) => headers.nth(i).getAttribute('id');

    await headers.first().focus();
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe(await idOf(1));
    await page.keyboard.press('Enter');
    expect(await expanded()).toEqual(['false', 'true', 'false', 'false', 'false']);
    const panel = page.getByRole('region', { name: await headers.nth(1).innerText() });
    await panel.waitFor();
    expect(await panel.innerText()).toMatch(/useState/);

    await page.keyboard.press('End');
    expect(await focused()).toBe(await idOf(4));
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe(await idOf(0));
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe(await idOf(4));
    await page.keyboard.press('Home');
    expect(await focused()).toBe(await idOf(0));

    await page.keyboard.press('End');
    await page.keyboard.press('Space');
    expect(await expanded()).toEqual(['false', 'false', 'false', 'false', 'true']);
    await page.keyboard.press('Space');
    expect(await expanded()).toEqual(['false', 'false', 'false', 'false', 'false']);
    expect(await page.getByRole('region').count()).toBe(0);

    await headers.first().click();
    await shoot('blogs');
  });
});

describe('Portfolio', () => {
  it('has the intro, Download Resume, Hire Me, skills, three projects and contact details', async () => {
    await page.goto(`${hosts.app}/myPortfolio`);
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1 }).waitFor();

    const resume = main.getByRole('link', { name: messages.portfolio.downloadResume });
    expect(await resume.getAttribute('download')).toBeTruthy();
    const resumeUrl = new URL((await resume.getAttribute('href'))!, hosts.app).href;
    const file = await page.request.get(resumeUrl);
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

    const hire = main.getByRole('link', { name: messages.portfolio.hireMe });
    expect(await hire.getAttribute('href')).toMatch(/^mailto:[^@]+@/);

    const skills = page.getByRole('region', { name: 'Skills' }).getByRole('listitem');
    expect(await skills.count()).toBeGreaterThanOrEqual(8);
    expect(await skills.count()).toBeLessThanOrEqual(12);

    const projects = page.getByRole('region', { name: 'Projects' }).locator('h3');
    expect(await projects.count()).toBe(3);
    for (const name of await projects.allInnerTexts()) {
      for (const kind of ['Live site', 'Code']) {
        const link = main.getByRole('link', { name: `${kind} of ${name}` });
        expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
        expect(await link.getAttribute('target')).toBe('_blank');
        expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
      }
    }

    const about = await page.getByRole('region', { name: 'About' }).innerText();
    expect(about).toMatch(/@/);
    expect(about).toMatch(/\+880/);
    expect(about).toContain('Dhaka');

    await loadAllImages(page);
    await shoot('portfolio');
  });
});

describe('Purchase', () => {
  const password = 'secret-password';
  const created: { uid?: string; orders: string[]; partId?: string; quantity?: number } = {
    orders: [],
  };

  afterAll(async () => {
    // Leave the shared demo store as it was: the order, the stock it reserved, the account.
    await removeOrdersFrom(admin.db, created.orders);
    if (created.partId && created.quantity) {
      // Through the edit path, so inStock and the counters follow the stock.
      const part = await admin.db.doc(`${collections.parts}/${created.partId}`).get();
      await updatePart({ db: admin.db, now: Date.now }, created.partId, {
        availableQuanity: (part.get('availableQuanity') as number) + created.quantity,
      });
    }
    if (created.uid) {
      await admin.db.doc(`${collections.users}/${created.uid}`).delete();
      await admin.db.doc(`${collections.profiles}/${created.uid}`).delete();
      await admin.auth.deleteUser(created.uid);
    }
  });

  it('sends a visitor to log in, then places an order as a new customer', async () => {
    const email = `buyer-${randomUUID().slice(0, 8)}@example.com`;
    const displayName = 'Karim Ahmed';
    const user = await admin.auth.createUser({ email, password, displayName, emailVerified: true });
    created.uid = user.uid;

    const demo = demoParts.find((p) => p.doc.minimumOrderQuanity > 1)!;
    const partRef = admin.db.doc(`${collections.parts}/${demo.id}`);
    const part = (await partRef.get()).data() as PartDoc;
    created.partId = demo.id;

    // Signed out: to /login, then back to the purchase page after logging in.
    await page.goto(`${hosts.app}/purchase/${demo.id}`);
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.waitForURL(`**/purchase/${demo.id}`);

    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name: part.name }).waitFor();
    expect(await main.getByRole('img', { name: part.name }).getAttribute('src')).toBe(part.img);
    const summary = await main.getByRole('region', { name: part.name }).innerText();
    expect(summary).toContain(`${messages.card.minimumOrderQuantity}\n${part.minimumOrderQuanity}`);
    expect(summary).toContain(`${messages.card.stock}\n${part.availableQuanity}`);

    // Details modal: name, description, price, stock, minimum.
    await main.getByRole('button', { name: messages.purchase.details }).click();
    const dialog = page.getByRole('dialog', { name: part.name });
    await dialog.waitFor();
    const details = await dialog.innerText();
    expect(details).toContain(part.description);
    expect(details).toContain(formatPrice(part.price));
    expect(details).toContain(String(part.availableQuanity));
    expect(details).toContain(String(part.minimumOrderQuanity));
    await shoot('purchase-details');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    const form = main.getByRole('form', { name: 'Purchase form' });
    expect(await form.getByLabel('Name').inputValue()).toBe(displayName);
    expect(await form.getByLabel('Email').inputValue()).toBe(email);
    expect(await form.getByLabel('Name').getAttribute('readonly')).not.toBeNull();
    const quantity = form.getByLabel('Quantity');
    const purchase = form.getByRole('button', { name: messages.purchase.purchase });
    expect(await quantity.inputValue()).toBe(String(part.minimumOrderQuanity));

    await quantity.fill(String(part.minimumOrderQuanity - 1));
    await form
      .getByText(messages.validation.quantityBelowMinimum(part.minimumOrderQuanity))
      .waitFor();
    expect(await purchase.isDisabled()).toBe(true);
    // Grey: the same colour as Tailwind's slate-400, however this build serialises colours.
    expect(
      await purchase.evaluate((el) => {
        const doc = (el as unknown as { ownerDocument: { createElement(t: string): never } })
          .ownerDocument;
        type Styled = { style: { backgroundColor: string }; remove(): void };
        const probe = doc.createElement('span') as unknown as Styled;
        probe.style.backgroundColor = 'var(--color-slate-400)';
        (el as unknown as { after(n: unknown): void }).after(probe);
        const style = (e: unknown) =>
          (
            globalThis as unknown as { getComputedStyle(e: unknown): { backgroundColor: string } }
          ).getComputedStyle(e).backgroundColor;
        const same = style(el) === style(probe);
        probe.remove();
        return same;
      }),
    ).toBe(true);
    await quantity.fill(String(part.availableQuanity + 1));
    await form.getByText(messages.validation.quantityAboveStock).waitFor();
    expect(await purchase.isDisabled()).toBe(true);
    await shoot('purchase-out-of-range');

    const ordered = part.minimumOrderQuanity + 1;
    await quantity.fill(String(ordered));
    expect(await purchase.isEnabled()).toBe(true);
    await form.getByLabel('Address').fill('House 7, Road 3, Mirpur 10, Dhaka 1216');
    await form.getByLabel('Phone').fill('01819000000');
    await purchase.click();
    await toast(messages.success.orderPlaced(part.name)).waitFor();
    created.quantity = ordered;

    // Reset to the minimum, and the stock shown drops live.
    await expect.poll(() => quantity.inputValue()).toBe(String(part.minimumOrderQuanity));
    expect(await form.getByLabel('Address').inputValue()).toBe('');
    await expect
      .poll(() => main.getByRole('region', { name: part.name }).innerText())
      .toContain(`${messages.card.stock}\n${part.availableQuanity - ordered}`);

    const orders = await admin.db.collection(collections.orders).where('uid', '==', user.uid).get();
    created.orders = orders.docs.map((d) => d.id);
    expect(orders.size).toBe(1);
    expect(orders.docs[0]!.data()).toMatchObject({
      partId: demo.id,
      name: part.name,
      quanity: ordered,
      price: part.price,
      unitPrice: lineTotal(part.price, ordered),
      customerName: displayName,
      customerEmail: email,
      customerPhone: '01819000000',
      customerAddress: 'House 7, Road 3, Mirpur 10, Dhaka 1216',
      paid: false,
    });

    await shoot('purchase');

    // A part that does not exist: a clear not-found state.
    await page.goto(`${hosts.app}/purchase/no-such-part`);
    await main.getByRole('heading', { name: 'Part not found' }).waitFor();
  });
});

describe('storefront pages', () => {
  it('raised no uncaught errors and loaded nothing from outside the store', () => {
    expect(pageErrors).toEqual([]);
    expect(externalRequests).toEqual([]);
  });
});
