import { copy } from '@cps/domain';
import { demoAccounts, demoParts } from '@cps/fixtures';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, logIn, screenshots } from '../support/browser';
import { hosts } from '../support/emulators';

// The top bar's suggestions as the buyer types, by keyboard, against the demo store (read-only).
// The demo customer signs in first: the purchase page a suggestion opens is for signed-in buyers.

const { catalogue, suggest } = copy;
const { customer } = demoAccounts;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];
const suggestionRequests: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/parts' && url.searchParams.has('q')) {
      suggestionRequests.push(url.search);
    }
  });
});
afterEach(() => context.close());

const box = () => page.getByRole('combobox', { name: catalogue.searchLabel });
const listbox = () => page.getByRole('listbox', { name: suggest.listLabel });
const options = () => listbox().getByRole('option');
const live = () => page.locator('form[role="search"] [aria-live="polite"]');

/** The demo part of this name (option names start with the part's name, then its price). */
function demoPartNamed(optionLabel: string) {
  const part = demoParts.find((p) => optionLabel.startsWith(`${p.doc.name}, `));
  if (!part) throw new Error(`no demo part is named in "${optionLabel}"`);
  return part;
}

/** Where the page under the top bar starts: it must not move when the suggestions open. */
const pageTop = () =>
  page.locator('main > :nth-child(2)').evaluate((el) => el.getBoundingClientRect().top);

describe('search as you type', () => {
  it('by keyboard: suggestions, arrows and Enter open a part; Enter alone searches; Escape closes', async () => {
    await logIn(page, hosts.app, customer.email, customer.password);
    await page.goto(hosts.app);
    await box().waitFor();
    const topBefore = await pageTop();
    expect(suggestionRequests).toEqual([]);

    // Typed as a person types: one question once typing rests, none for the first letter.
    await box().click();
    await box().pressSequentially('corsair', { delay: 40 });
    await options().first().waitFor();
    const labels = await options().evaluateAll((els) =>
      els.map((el) => el.getAttribute('aria-label')!),
    );
    for (const name of [
      'Corsair Vengeance DDR5 32GB (2x16GB) 6000MHz',
      'Corsair RM850x 850W 80+ Gold',
    ]) {
      expect(labels.some((label) => label.startsWith(`${name}, `))).toBe(true);
    }
    expect(labels.length).toBeLessThanOrEqual(8);
    await expect.poll(() => live().textContent()).toBe(suggest.count(labels.length));
    await expect.poll(() => box().getAttribute('aria-expanded')).toBe('true');
    expect(suggestionRequests.every((search) => !/[?&]q=c(&|$)/.test(search))).toBe(true);
    expect(suggestionRequests.every((search) => search.includes('limit=8'))).toBe(true);
    // Each option shows its picture, decoded, at the size it was given.
    const img = options().first().getByRole('img');
    await expect
      .poll(() => img.evaluate((el) => (el as unknown as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0);
    expect(await pageTop()).toBe(topBefore);

    await screenshots(page, 'search-suggest-open');

    // Down twice: the second option is active, and Enter opens its purchase page.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const second = options().nth(1);
    expect(await second.getAttribute('aria-selected')).toBe('true');
    expect(await box().getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
    const chosen = demoPartNamed((await second.getAttribute('aria-label'))!);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${hosts.app}/purchase/${chosen.id}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(chosen.doc.name);
    expect(await listbox().isVisible()).toBe(false);

    // Typed again, Enter with no option active searches the browse page, as before.
    await box().click();
    await box().fill('');
    await box().pressSequentially('ryzen 7', { delay: 40 });
    await options().first().waitFor();
    expect(await box().getAttribute('aria-activedescendant')).toBeNull();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${hosts.app}/parts?q=ryzen+7`);
    expect(await box().inputValue()).toBe('ryzen 7');

    // Escape closes the list and keeps the words; a second Escape clears them.
    await box().pressSequentially(' 78', { delay: 40 });
    await options().first().waitFor();
    await page.keyboard.press('Escape');
    await listbox().waitFor({ state: 'hidden' });
    expect(await box().getAttribute('aria-expanded')).toBe('false');
    expect(await box().inputValue()).toBe('ryzen 7 78');
    expect(page.url()).toBe(`${hosts.app}/parts?q=ryzen+7`);
    await page.keyboard.press('Escape');
    expect(await box().inputValue()).toBe('');

    // A question nothing answers says so, quietly.
    await box().pressSequentially('zzqx', { delay: 40 });
    await page
      .locator('form[role="search"] p:not([aria-live])', { hasText: suggest.empty })
      .waitFor();
    expect(await box().getAttribute('aria-expanded')).toBe('false');
    expect(pageErrors).toEqual([]);
  });
});
