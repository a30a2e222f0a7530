import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

// Debian's Chromium package: these machines reach no browser download site, so Playwright's own
// browsers are never used. CHROMIUM_PATH overrides.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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

const shotsDir = new URL('../../test-results/screenshots/', import.meta.url);

/**
 * Writes full-page screenshots of the current page at 360 px and 1280 px wide to
 * test-results/screenshots/<name>-<width>.png (git-ignored), then restores the viewport.
 */
export async function screenshots(page: Page, name: string): Promise<void> {
  const { mkdir } = await import('node:fs/promises');
  await mkdir(shotsDir, { recursive: true });
  const original = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await page.screenshot({
      path: new URL(`${name}-${width}.png`, shotsDir).pathname,
      fullPage: true,
    });
  }
  await page.setViewportSize(original);
}

/** Signs in through the Login page and waits until the app has left it. */
export async function logIn(
  page: Page,
  appUrl: string,
  email: string,
  password: string,
): Promise<void> {
  await page.goto(`${appUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
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
