import { catalogueImportCopy, collections, copy } from '@cps/domain';
import { demoAccounts } from '@cps/fixtures';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, logIn, screenshots } from '../support/browser';
import { adminFor, DEMO_PROJECT, hosts } from '../support/emulators';
import { deletePart } from '../../functions/src/services/catalogue/catalogue';

// The owner's catalogue import in a real Chromium, as the demo admin: a file with a bad row is
// refused with its line and reason and writes nothing; the file fixed goes in with a progress
// bar, and its parts show in Manage Product. Every part made here is removed again.

const m = catalogueImportCopy;
const admin = adminFor(DEMO_PROJECT);
const app = hosts.app;
const owner = demoAccounts.admin;
const tag = randomUUID().replace(/-/g, '').slice(0, 8);
const names = ['Alpha', 'Beta', 'Gamma'].map((n) => `Importprobe ${tag} ${n}`);
let browser: Browser;
let context: BrowserContext;
let page: Page;
let tempDir = '';

const header =
  'name,description,price,img,minimumOrderQuanity,availableQuanity,category,brand,spec.wattage,spec.efficiency,spec.modular';
const row = (name: string, price: string) =>
  `${name},"A power supply, imported by the e2e suite.",${price},/images/parts/corsair-rm850x.svg,1,7,power-supplies,Probe,750,80 Plus Gold,Full`;

async function partIds(): Promise<string[]> {
  const snaps = await Promise.all(
    names.map((name) => admin.db.collection(collections.parts).where('name', '==', name).get()),
  );
  return snaps.flatMap((snap) => snap.docs.map((d) => d.id));
}

beforeAll(async () => {
  browser = await launchBrowser();
  tempDir = await mkdtemp(join(tmpdir(), 'catalogue-import-e2e-'));
});

afterAll(async () => {
  await browser?.close();
  // Through the write path, so that the counters stay right for the files after this one.
  for (const id of await partIds()) await deletePart(admin.db, id);
  await admin.close();
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
});
afterEach(() => context.close());

async function csvFile(file: string, lines: string[]): Promise<string> {
  const path = join(tempDir, file);
  await writeFile(path, [header, ...lines].join('\n'));
  return path;
}

describe('Import Parts', () => {
  it('refuses a file with a bad row by its line, then imports the fixed file with progress', async () => {
    await logIn(page, app, owner.email, owner.password, '/dashboard');
    await page.getByRole('link', { name: copy.catalogueImport.menu }).click();
    await page.getByRole('heading', { name: m.title }).waitFor();

    // The second row (line 3) has a price of text: nothing of the file is written.
    const chooser = page.getByLabel(m.chooseFile);
    await chooser.setInputFiles(
      await csvFile('bad.csv', [
        row(names[0]!, '99'),
        row(names[1]!, 'cheap'),
        row(names[2]!, '49'),
      ]),
    );
    await page.getByRole('button', { name: m.check }).click();
    await page.getByText(m.problemsTitle(1), { exact: true }).waitFor();
    const problem = page.getByRole('table').locator('tbody tr');
    expect(await problem.count()).toBe(1);
    expect(await problem.locator('td').allInnerTexts()).toEqual([
      '3',
      'price: Price must be a positive number.',
    ]);
    await screenshots(page, 'catalogue-import-problems');
    expect(await partIds()).toEqual([]);

    // The writes wait until the test has seen the progress bar.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/parts/import', async (route) => {
      await held;
      await route.continue();
    });
    await chooser.setInputFiles(
      await csvFile('good.csv', [row(names[0]!, '99'), row(names[1]!, '79'), row(names[2]!, '49')]),
    );
    // By keyboard: the button is reached with Tab from the file input, and Enter submits.
    await chooser.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const bar = page.getByRole('progressbar', { name: m.progressLabel });
    await bar.waitFor();
    await page.getByText(m.imported(0, 3), { exact: true }).waitFor();
    expect(await bar.getAttribute('max')).toBe('3');
    await screenshots(page, 'catalogue-import-progress');
    release();
    await page.getByText(m.done(3, 0), { exact: true }).waitFor();
    expect(await partIds()).toHaveLength(3);
    const stored = (
      await admin.db.collection(collections.parts).where('name', '==', names[1]).get()
    ).docs[0]!.data();
    expect(stored).toMatchObject({
      price: 79,
      specs: { wattage: 750, efficiency: '80 Plus Gold', modular: 'Full' },
    });

    // The created parts show in Manage Product.
    await page.goto(`${app}/dashboard/manageProduct`);
    const manage = page.getByRole('region', { name: 'Manage Product' });
    await manage.getByLabel(copy.catalogue.searchLabel).fill(`importprobe ${tag}`);
    await expect
      .poll(() => manage.locator('tbody tr:not([aria-hidden])').allInnerTexts())
      .toEqual(expect.arrayContaining(names.map((name) => expect.stringContaining(name))));
  });
});
