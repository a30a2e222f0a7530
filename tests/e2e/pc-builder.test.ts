import { type Part, pcBuildCopy } from '@cps/domain';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { updatePart } from '../../functions/src/services/catalogue/catalogue';
import { layoutShift, loadAllImages, screenshots, watchLayoutShifts } from '../support/browser';
import { demoPart } from '../support/build-parts';
import { adminFor, DEMO_PROJECT, hosts } from '../support/emulators';
import { usePages } from './support';

// The PC builder against the demo store: from Home's bundle banner, a compatible build picked
// slot by slot, a clash shown with its reason in the list and in the problems, the build's link
// copied, reloaded and opened by another browser. It reads the demo parts; the one stock change
// (shown live) is put back.

const { page: p, slots } = pcBuildCopy;
const admin = adminFor(DEMO_PROJECT);

const ryzen = demoPart('amd-ryzen-7-7800x3d');
const b650 = demoPart('asus-rog-strix-b650-a');
const b760 = demoPart('msi-mag-b760-tomahawk');
const ddr5 = demoPart('corsair-vengeance-ddr5-32gb');
const ddr4 = demoPart('kingston-fury-beast-ddr4-16gb');
const lancool = demoPart('lian-li-lancool-216');
const rm850x = demoPart('corsair-rm850x');

const buildUrl =
  `${hosts.app}/pc-builder?cpu=${ryzen._id}&motherboard=${b650._id}&memory=${ddr5._id}` +
  `&psu=${rm850x._id}&case=${lancool._id}`;

const { newPage } = usePages();

afterAll(async () => {
  await admin.close();
});

/** A slot's card on the page, by its heading. */
const slot = (page: Page, name: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
const dialog = (page: Page) => page.getByRole('dialog');
const summary = (page: Page) => page.getByRole('region', { name: p.summary });
const announcer = (page: Page) => page.locator('p[aria-live="polite"][aria-atomic="true"]');
const focused = (page: Page) =>
  page.evaluate<string | null>(
    'document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.getAttribute("placeholder") ?? null',
  );

/** Opens a slot's list by its button, and waits for the dialog's list to show a part. */
async function openList(page: Page, button: string, firstPart: string): Promise<Locator> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const list = dialog(page);
  await list.getByText(firstPart, { exact: true }).waitFor();
  return list;
}

/** Picks a part that fits from a slot's list. */
async function pick(page: Page, button: string, part: Part) {
  const list = await openList(page, button, part.name);
  await list.getByRole('button', { name: p.pick(part.name), exact: true }).click();
  await dialog(page).waitFor({ state: 'hidden' });
  await slot(page, slotOf(button)).getByText(part.name, { exact: true }).waitFor();
}

const slotOf = (button: string) =>
  ({
    [p.choose.cpu]: slots.cpu,
    [p.choose.motherboard]: slots.motherboard,
    [p.choose.memory]: slots.memory,
    [p.choose.case]: slots.case,
    [p.choose.psu]: slots.psu,
    [p.changePart(slots.memory, ddr4.name)]: slots.memory,
  })[button]!;

/** The summary's figure beside a term. */
const figure = (page: Page, term: string) =>
  summary(page)
    .locator('dt', { hasText: new RegExp(`^${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .locator('xpath=following-sibling::dd[1]');

/** The build of `buildUrl` on the page: its parts, totals (plus `drive`'s price), wattage. */
async function expectBuild(page: Page, drive?: Part) {
  for (const [name, part] of [
    [slots.cpu, ryzen],
    [slots.motherboard, b650],
    [slots.memory, ddr5],
    [slots.psu, rm850x],
    [slots.case, lancool],
  ] as const) {
    await slot(page, name).getByText(part.name, { exact: true }).waitFor();
  }
  // 389 + 229.99 + 109.99 + 134.99 + 99.99 = 963.96; 5% off the first three (728.98) is 36.45.
  const cents = 96396 + Math.round((drive?.price ?? 0) * 100);
  const dollars = (n: number) =>
    `$${(n / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  await expect.poll(() => figure(page, p.total).innerText()).toBe(dollars(cents - 3645));
  expect(await figure(page, p.subtotal).innerText()).toBe(dollars(cents));
  expect(await figure(page, p.bundleSaving(5)).innerText()).toBe('−$36.45');
  // 120 W (the CPU) + 100 W for the rest; 30% above is 286 W.
  expect(await figure(page, p.draw).innerText()).toBe('220 W');
  expect(await figure(page, p.recommendedPsu).innerText()).toBe('286 W');
  expect(await summary(page).getByText(p.noProblems).isVisible()).toBe(true);
}

describe('PC builder', () => {
  it('from the bundle banner: a compatible build, a clash with its reason, the link copied, reloaded and shared', async () => {
    const page = await newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(hosts.app);
    await page
      .getByRole('region', { name: 'Offers' })
      .getByRole('link', { name: /^Bundle deals/ })
      .click();
    await page.waitForURL(`${hosts.app}/pc-builder`);
    await page.getByRole('heading', { level: 1, name: p.title }).waitFor();
    expect(await summary(page).getByText(p.minimumsNote(4)).isVisible()).toBe(true);

    // The CPU: focus starts in the list's search, and comes back to the slot after the pick.
    await page.getByRole('button', { name: p.choose.cpu, exact: true }).click();
    await dialog(page).getByText(ryzen.name, { exact: true }).waitFor();
    expect(await focused(page)).toBe(p.search('Processors'));
    await dialog(page)
      .getByRole('button', { name: p.pick(ryzen.name), exact: true })
      .click();
    await dialog(page).waitFor({ state: 'hidden' });
    await expect.poll(() => focused(page)).toBe(p.changePart(slots.cpu, ryzen.name));

    // The board: only AM5 boards fit; showing every board, the LGA1700 one says why not.
    let list = await openList(page, p.choose.motherboard, b650.name);
    expect(await list.getByText(b760.name, { exact: true }).count()).toBe(0);
    await list.getByRole('switch', { name: p.fitOnly }).click();
    const anyway = list.getByRole('button', { name: p.pickAnywayName(b760.name), exact: true });
    await anyway.waitFor();
    const socketClash = `${ryzen.name} fits socket AM5, but ${b760.name} has socket LGA1700.`;
    await list.getByText(socketClash).waitFor();
    // Focus stays in the dialog; Escape closes it and focus goes back to the slot's button.
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
    expect(
      await page.evaluate<boolean>(
        'document.activeElement === document.body || !!document.activeElement?.closest("dialog")',
      ),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'hidden' });
    expect(await focused(page)).toBe(p.choose.motherboard);
    await pick(page, p.choose.motherboard, b650);

    // Memory: a DDR4 kit on the DDR5 board, chosen anyway, is a problem with its reason, said
    // to screen readers; changing it for the DDR5 kit clears it.
    list = await openList(page, p.choose.memory, ddr5.name);
    expect(await list.getByText(ddr4.name, { exact: true }).count()).toBe(0);
    await list.getByRole('switch', { name: p.fitOnly }).click();
    // By name: the list shows a category's newest parts, and files beside this one add memory.
    await list.getByLabel(p.search('Memory')).fill(ddr4.name);
    const memoryClash = `${ddr4.name} is DDR4, but ${b650.name} takes DDR5 memory.`;
    await list.getByText(memoryClash).waitFor();
    await list.getByRole('button', { name: p.pickAnywayName(ddr4.name), exact: true }).click();
    await dialog(page).waitFor({ state: 'hidden' });
    await summary(page).getByText(`${p.error}: ${memoryClash}`).waitFor();
    await slot(page, slots.memory).getByText(p.slotHasError).waitFor();
    await expect.poll(() => announcer(page).innerText()).toBe(p.announce.newError(memoryClash));

    await pick(page, p.changePart(slots.memory, ddr4.name), ddr5);
    await expect.poll(() => announcer(page).innerText()).toBe(p.announce.allClear);

    await pick(page, p.choose.case, lancool);
    await pick(page, p.choose.psu, rm850x);
    await page.waitForURL(buildUrl);
    await expectBuild(page);

    // Stock per part is live: a restock of the case shows without a reload.
    try {
      await updatePart({ db: admin.db, now: Date.now }, lancool._id, {
        availableQuanity: lancool.availableQuanity + 9,
      });
      await slot(page, slots.case)
        .getByText(p.inStock(lancool.availableQuanity + 9))
        .waitFor();
    } finally {
      await updatePart({ db: admin.db, now: Date.now }, lancool._id, {
        availableQuanity: lancool.availableQuanity,
      });
    }

    await page.getByRole('button', { name: p.copyLink }).click();
    await page.getByText(p.copied).waitFor();
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(buildUrl);

    await page.reload();
    await expectBuild(page);

    // Another browser that has never seen the build.
    const friend = await newPage();
    await friend.goto(buildUrl);
    await expectBuild(friend);
  });

  it('on a 360 px phone: nothing wider than the screen, no layout shift, the list full screen', async () => {
    const page = await newPage(360);
    await watchLayoutShifts(page);
    const ssd = demoPart('samsung-990-pro-2tb');
    await page.goto(`${buildUrl}&storage=${ssd._id},a-drive-no-longer-sold`);
    await expectBuild(page, ssd);
    await slot(page, slots.storage).getByText(p.missing('a-drive-no-longer-sold')).waitFor();
    await loadAllImages(page);
    expect(await layoutShift(page)).toBeLessThan(0.02);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
      360,
    );

    // The bar under the slots keeps the total in sight, and leads to the summary.
    const bar = page.getByRole('button', { name: new RegExp(p.seeSummary) });
    expect(await bar.innerText()).toContain('$1,097.50');
    await screenshots(page, 'pc-builder');
    await bar.click();
    await expect.poll(() => focused(page)).toBe(null);
    expect(
      await page.evaluate<string | undefined>('document.activeElement?.textContent ?? undefined'),
    ).toBe(p.summary);

    await page.getByRole('button', { name: p.choose.gpu, exact: true }).click();
    await dialog(page).getByText('NVIDIA GeForce RTX 4070 SUPER 12GB', { exact: true }).waitFor();
    const box = await dialog(page).boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 360, height: 900 });
    await screenshots(page, 'pc-builder-list');
  });
});
