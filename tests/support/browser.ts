import { copy } from '@cps/domain';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';

// Debian's Chromium headless shell (package chromium-headless-shell): these machines reach no
// browser download site, so Playwright's own browsers are never used. The shell is the same Blink
// without the browser's windowing and UI processes, the build Playwright itself runs headless:
// on a 2-core machine it runs the same e2e files in 62 to 72% of the full browser's time, with
// 57 to 65% of its CPU. CHROMIUM_PATH overrides.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** The flags that work on these offline machines: nothing in the background reaches out. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath, headless: true, args: chromiumFlags });
}

/** Browser-side statements that wait until two more frames have been rendered. */
const nextFrames =
  'for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));';

const shotsDir = new URL('../../test-results/screenshots/', import.meta.url);

/**
 * With SCREENSHOTS=1 in the environment, writes full-page screenshots of the current page at
 * 360 px and 1280 px wide to test-results/screenshots/<name>-<width>.png (git-ignored), then
 * restores the viewport. Otherwise it does nothing: the pictures are for a person to look at and
 * assert nothing, and rendering and encoding them (about 190 megapixels for the whole suite) took
 * about a tenth of the e2e lanes' CPU.
 */
export async function screenshots(page: Page, name: string): Promise<void> {
  if (!process.env.SCREENSHOTS) return;
  const { mkdir } = await import('node:fs/promises');
  await mkdir(shotsDir, { recursive: true });
  const original = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await waitUntilSettled(page);
    await page.screenshot({
      path: new URL(`${name}-${width}.png`, shotsDir).pathname,
      fullPage: true,
    });
  }
  await page.setViewportSize(original);
}

/**
 * Signs in through the Login page and waits until the app has left it. With `at`, a page behind
 * the sign-in guard (a path with its query), opens that page first: the guard sends the visitor
 * to Login, and the login returns them to it, so the app boots once and Home is never rendered.
 */
export async function logIn(
  page: Page,
  appUrl: string,
  email: string,
  password: string,
  at?: string,
): Promise<void> {
  await page.goto(`${appUrl}${at ?? '/login'}`);
  if (at) await page.waitForURL((url) => url.pathname === '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  const back = at && new URL(at, appUrl).pathname;
  await page.waitForURL((url) =>
    back ? url.pathname === back : !url.pathname.startsWith('/login'),
  );
}

/**
 * Collects into `violations` every Content-Security-Policy violation of the pages and popups of
 * `context`: an init script forwards each `securitypolicyviolation` event to the console, and
 * Chromium's own "Refused to ..." console errors are kept as well.
 */
export async function watchCsp(context: BrowserContext, violations: string[]): Promise<void> {
  await context.addInitScript(`
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error('CSP violation: ' + event.violatedDirective + ' blocked ' +
        (event.blockedURI || 'inline code') + ' on ' + location.pathname);
    });
  `);
  context.on('console', (message) => {
    const text = message.text();
    if (text.startsWith('CSP violation') || text.includes('Content Security Policy')) {
      violations.push(text);
    }
  });
}

/**
 * Brings Home's live sections (products, then reviews) into view and waits for their cards, as a
 * visitor scrolling down would: they load only as they near the viewport. Ends back at the top.
 */
export async function scrollThroughHome(page: Page): Promise<void> {
  for (const section of ['#products', 'section[aria-labelledby="reviews-heading"]']) {
    await page.locator(section).scrollIntoViewIfNeeded();
    await page.locator(`${section} article`).first().waitFor();
  }
  await page.evaluate('window.scrollTo(0, 0)');
}

/**
 * Scrolls to the bottom so lazy images load, then waits until every image has decoded; ends at
 * the top. (Browser-side code is written as strings: the Node tsconfig has no DOM types.)
 */
export async function loadAllImages(page: Page): Promise<void> {
  await page.evaluate(`(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      // Lazy images start loading in the rendering step that sees them near the viewport.
      ${nextFrames}
    }
    window.scrollTo(0, 0);
  })()`);
  await expect
    .poll(() => page.evaluate<boolean>('Array.from(document.images).every((img) => img.complete)'))
    .toBe(true);
}

/**
 * Sums the page's unexpected layout shifts (those without recent input: the CLS of the whole
 * visit) from its first paint on. Call before `goto`; read the sum with `layoutShift`.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(`
    window.__cls = 0;
    window.__countShifts = (entries) => {
      for (const entry of entries) {
        if (!entry.hadRecentInput) window.__cls += entry.value;
      }
    };
    window.__shifts = new PerformanceObserver((list) => window.__countShifts(list.getEntries()));
    window.__shifts.observe({ type: 'layout-shift', buffered: true });
  `);
}

/**
 * The layout shift summed since `watchLayoutShifts`'s script started on the current page,
 * including the shifts of the frames rendered so far that the observer has not been handed yet.
 */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate<number>(`(async () => {
    ${nextFrames}
    window.__countShifts(window.__shifts.takeRecords());
    return window.__cls;
  })()`);
}

/** Starts the sum of `layoutShift` again from now (the shifts so far are dropped). */
export async function resetLayoutShift(page: Page): Promise<void> {
  await page.evaluate('window.__shifts.takeRecords(); window.__cls = 0');
}

/**
 * Waits until what is in the viewport has arrived: no skeleton or busy region is in view, every
 * image in view has loaded, and the fonts are ready. That is the moment a layout shift from late
 * data would have happened, so a shift measured after it counts all of them.
 */
export async function waitUntilSettled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate<boolean>(`(() => {
        const inView = (el) => {
          const r = el.getBoundingClientRect();
          return r.width + r.height > 0 && r.bottom > 0 && r.right > 0 &&
            r.top < innerHeight && r.left < innerWidth;
        };
        const pending = document.querySelectorAll(
          '[aria-busy="true"], [role="status"][aria-label^="Loading"]',
        );
        return document.fonts.status === 'loaded' &&
          !Array.from(pending).some(inView) &&
          Array.from(document.images).filter(inView).every((img) => img.complete);
      })()`),
    )
    .toBe(true);
}

/** The fields of Add Part's form, as typed: the category by its label. */
export interface PartFormValues {
  name: string;
  category: string;
  brand: string;
  price: string;
  availableQuantity: string;
  minimumQuantity: string;
  /** A picture file on disk (see `pictureFile`). */
  image: string;
  description: string;
  /** The category's spec fields by label: a select's option, or the text to type. */
  specs?: Record<string, string>;
}

/** A spec field by its label (a required one's label ends in " * (required)"). */
export const specField = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*(\\*|\\(|$)`));

/** Fills spec fields by label: a select takes the option, any other input the text. */
export async function fillSpecs(page: Page, specs: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(specs)) {
    const field = specField(page, label);
    if ((await field.evaluate((element) => element.tagName)) === 'SELECT') {
      await field.selectOption(value);
    } else {
      await field.fill(value);
    }
  }
}

/** Fills Add Part's form on the current page; the caller submits it. */
export async function fillPartForm(page: Page, values: PartFormValues): Promise<void> {
  await page.getByLabel('Name').fill(values.name);
  await page.getByLabel(copy.catalogue.category).selectOption({ label: values.category });
  await page.getByLabel(copy.catalogue.brand).fill(values.brand);
  await page.getByLabel('Price').fill(values.price);
  await page.getByLabel('Available Quantity').fill(values.availableQuantity);
  await page.getByLabel('Minimum Order Quantity').fill(values.minimumQuantity);
  await page.getByLabel('Image').setInputFiles(values.image);
  await page.getByRole('img', { name: 'Preview of the chosen image' }).waitFor();
  await page.getByLabel('Description').fill(values.description);
  if (values.specs) await fillSpecs(page, values.specs);
}

/** Writes a 320×240 PNG of one colour to `path`, a picture to upload. */
export async function pictureFile(
  path: string,
  background: { r: number; g: number; b: number },
): Promise<string> {
  await sharp({ create: { width: 320, height: 240, channels: 3, background } })
    .png()
    .toFile(path);
  return path;
}
