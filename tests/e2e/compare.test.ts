import { copy } from '@cps/domain';
import { demoAccounts } from '@cps/fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { layoutShift, logIn, screenshots, watchLayoutShifts } from '../support/browser';
import { hosts } from '../support/emulators';
import { usePages } from './support';

// Compare against the demo store, which it only reads: two processors side by side, a graphics
// card refused, the URL shared with a browser that has never seen the tray. The tray lives in
// each browser context's localStorage, so every test starts with an empty one.

const { compare } = copy;
const ryzen = { id: 'amd-ryzen-7-7800x3d', name: 'AMD Ryzen 7 7800X3D' };
const intel = { id: 'intel-core-i5-14600k', name: 'Intel Core i5-14600K' };
const rtx = { id: 'nvidia-geforce-rtx-4070-super', name: 'NVIDIA GeForce RTX 4070 SUPER 12GB' };
const compareUrl = `${hosts.app}/compare?ids=${ryzen.id},${intel.id}`;

const { newPage } = usePages();

const toggle = (page: Page, name: string) =>
  page.getByRole('button', { name: compare.toggle(name) });
const tray = (page: Page) => page.getByRole('region', { name: compare.tray });
const table = (page: Page) => page.getByRole('table', { name: /side by side/ });

/** The names in the table's column headers, in order. */
function columnNames(page: Page): Promise<string[]> {
  return table(page)
    .getByRole('columnheader')
    .evaluateAll((cells) => cells.map((th) => th.querySelector('a')?.textContent ?? ''));
}

/** Waits until the table shows exactly these parts, in this order. */
async function expectColumns(page: Page, names: string[]) {
  await table(page).waitFor();
  await expect.poll(() => columnNames(page)).toEqual(names);
}

async function expectDifferences(page: Page) {
  // Cores differ (8 and 14): the row's header says so; both have integrated graphics: no mark.
  await expect
    .poll(() =>
      table(page)
        .getByRole('rowheader', { name: `Cores ${compare.differs}` })
        .count(),
    )
    .toBe(1);
  expect(
    await table(page).getByRole('rowheader', { name: 'Integrated graphics', exact: true }).count(),
  ).toBe(1);
}

describe('Compare', () => {
  it('two processors from the browse page, a graphics card refused, compared, reloaded, shared, one removed', async () => {
    const page = await newPage();
    await page.goto(`${hosts.app}/parts?category=processors`);
    await toggle(page, ryzen.name).click();
    // By keyboard too: the toggle is a button.
    await toggle(page, intel.name).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => toggle(page, intel.name).getAttribute('aria-pressed')).toBe('true');
    expect(await toggle(page, ryzen.name).getAttribute('aria-pressed')).toBe('true');
    await tray(page)
      .getByRole('link', { name: compare.open(2) })
      .waitFor();

    // Another category: refused with a toast naming both, and the tray keeps its two.
    await page.goto(`${hosts.app}/parts?category=graphics-cards`);
    await toggle(page, rtx.name).click();
    await page.getByText(compare.otherCategory(rtx.name, 'Graphics Cards', 'Processors')).waitFor();
    expect(await toggle(page, rtx.name).getAttribute('aria-pressed')).toBe('false');
    expect(await tray(page).getByRole('listitem').count()).toBe(2);

    // The tray's link opens the comparison (an in-app navigation), and hides on that page.
    await tray(page)
      .getByRole('link', { name: compare.open(2) })
      .click();
    await page.waitForURL(compareUrl);
    await expectColumns(page, [ryzen.name, intel.name]);
    await expectDifferences(page);
    expect(await tray(page).count()).toBe(0);

    await page.reload();
    await expectColumns(page, [ryzen.name, intel.name]);
    await expectDifferences(page);

    // The URL shared with a browser that has no tray at all.
    const friend = await newPage();
    await friend.goto(compareUrl);
    await expectColumns(friend, [ryzen.name, intel.name]);
    await expectDifferences(friend);
    expect(await friend.evaluate('localStorage.length')).toBe(0);

    await friend.getByRole('button', { name: compare.removeColumn(ryzen.name) }).click();
    await friend.waitForURL(`${hosts.app}/compare?ids=${intel.id}`);
    await expectColumns(friend, [intel.name]);
    await friend.getByText(compare.fewer).waitFor();
    expect(await friend.getByRole('link', { name: 'Browse Processors' }).getAttribute('href')).toBe(
      '/parts?category=processors',
    );
    // The first browser's comparison is its own.
    await page.reload();
    await expectColumns(page, [ryzen.name, intel.name]);
  });

  it('on a 360 px phone the table scrolls sideways with its row labels in place, by keyboard too', async () => {
    const page = await newPage(360);
    await watchLayoutShifts(page);
    await page.goto(compareUrl);
    await expectColumns(page, [ryzen.name, intel.name]);
    // The skeleton has the table's columns: what arrives does not push the page about.
    expect(await layoutShift(page)).toBeLessThan(0.02);

    const region = page.getByRole('region', { name: /side by side/ });
    const label = table(page).getByRole('rowheader', { name: /^Socket/ });
    await label.scrollIntoViewIfNeeded();
    const scroll = () => region.evaluate((el) => el.scrollLeft);
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const before = await label.boundingBox();

    await region.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(scroll).toBeGreaterThan(0);
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(scroll).toBeGreaterThan(100);
    expect((await label.boundingBox())?.x).toBe(before?.x);
    // The last column came into view beside the labels.
    const lastValue = table(page).getByRole('cell', { name: 'LGA1700' });
    expect(await lastValue.isVisible()).toBe(true);
    await screenshots(page, 'compare');
  });

  it('on a phone the tray leaves the end of the page uncovered; more than four ids are refused', async () => {
    const page = await newPage(360);
    await page.goto(`${hosts.app}/parts?category=processors`);
    await toggle(page, ryzen.name).click();
    await tray(page).waitFor();
    await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
    const copyright = page.getByText(/Copyright ©/);
    const [text, bar] = await Promise.all([copyright.boundingBox(), tray(page).boundingBox()]);
    expect(text!.y + text!.height).toBeLessThanOrEqual(bar!.y);
    await screenshots(page, 'compare-tray');

    await page.goto(`${hosts.app}/compare?ids=a,b,c,d,e`);
    await page.getByRole('alert').getByText(compare.tooMany(5, 4)).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
  });

  it("the purchase page's Add to compare shares the tray", async () => {
    const page = await newPage();
    const { customer } = demoAccounts;
    await logIn(page, hosts.app, customer.email, customer.password, `/purchase/${ryzen.id}`);
    await toggle(page, ryzen.name).click();
    await expect.poll(() => toggle(page, ryzen.name).getAttribute('aria-pressed')).toBe('true');
    await tray(page)
      .getByRole('link', { name: compare.open(1) })
      .waitFor();

    await page.goto(`${hosts.app}/parts?category=processors`);
    expect(await toggle(page, ryzen.name).getAttribute('aria-pressed')).toBe('true');
    await toggle(page, intel.name).click();
    await tray(page)
      .getByRole('link', { name: compare.open(2) })
      .click();
    await expectColumns(page, [ryzen.name, intel.name]);
  });
});
