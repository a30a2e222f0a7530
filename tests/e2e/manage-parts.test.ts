import { categoryLabel, collections, copy, formatPrice, messages, type PartDoc } from '@cps/domain';
import { demoAccounts, makePart } from '@cps/fixtures';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fillPartForm, launchBrowser, logIn, pictureFile, screenshots } from '../support/browser';
import { adminFor, DEMO_PROJECT, hosts } from '../support/emulators';
import { manageSection, searchManagedParts, tableLoaded } from './support';
import { addParts, deletePart } from '../../functions/src/services/catalogue/catalogue';

// Manage Product past one page, as the demo admin in a real Chromium: add a part with
// category and brand, find it with the search, edit its price and stock while a purchase page of
// it is open in a second page (which shows the new stock without a reload), delete it; and page
// through more parts than fit one page. Everything made here is removed again.

const admin = adminFor(DEMO_PROJECT);
const app = hosts.app;
const owner = demoAccounts.admin;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let tempDir = '';
const pageErrors: string[] = [];
/** Parts this file made (through Add Part, or addParts): removed through the write path. */
const madeParts: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  tempDir = await mkdtemp(join(tmpdir(), 'manage-parts-e2e-'));
});

afterAll(async () => {
  await browser?.close();
  // deletePart uncounts each part in stats/parts (a part the test deleted already is skipped).
  for (const id of madeParts) await deletePart(admin.db, id);
  await admin.close();
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // A wait that fails says where (the test's own 60 s limit would not).
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(String(error)));
});
afterEach(() => context.close());

const tag = () => randomUUID().replace(/-/g, '').slice(0, 8);
const toastOn = (p: Page, text: string) => p.getByRole('status').filter({ hasText: text });
const dataRows = (p: Page) => manageSection(p).locator('tbody tr:not([aria-hidden])');

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === element.ownerDocument.activeElement);

describe('Manage Product', () => {
  it('adds a part with category and brand, finds it, edits price and stock live, and deletes it', async () => {
    const id = tag();
    const name = `Zotac Probe ${id} RTX 4070`;

    // Add Part, with the two new fields.
    await logIn(page, app, owner.email, owner.password, '/dashboard/addProduct');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await page.getByText(copy.validation.categoryRequired, { exact: true }).waitFor();
    await page.getByText(copy.validation.brandRequired, { exact: true }).waitFor();
    await fillPartForm(page, {
      name,
      category: 'Graphics Cards',
      brand: '  Zotac ',
      price: '599.99',
      availableQuantity: '12',
      minimumQuantity: '2',
      image: await pictureFile(join(tempDir, 'probe.png'), { r: 22, g: 163, b: 74 }),
      description: 'A graphics card added by the manage-parts e2e test.',
      specs: {
        'Chip maker': 'NVIDIA',
        Chip: 'GeForce RTX 4070',
        'Video memory': '12',
        Length: '267',
        TDP: '200',
        'Recommended PSU': '650',
      },
    });
    await page.getByRole('button', { name: 'Add Product' }).click();
    await toastOn(page, name).waitFor();

    const snap = await admin.db.collection(collections.parts).where('name', '==', name).get();
    madeParts.push(...snap.docs.map((d) => d.id));
    expect(snap.size).toBe(1);
    const partId = snap.docs[0]!.id;
    expect(snap.docs[0]!.data()).toMatchObject({
      category: 'graphics-cards',
      brand: 'Zotac',
      price: 599.99,
      availableQuanity: 12,
      minimumOrderQuanity: 2,
    });

    // Manage Product's search finds it by a prefix of its words.
    await page.goto(`${app}/dashboard/manageProduct`);
    await tableLoaded(page);
    await searchManagedParts(page, `probe ${id.slice(0, 5)}`);
    await expect.poll(() => dataRows(page).count()).toBe(1);
    const row = dataRows(page).first();
    expect(await row.innerText()).toContain(name);
    expect(await row.innerText()).toContain(`${categoryLabel('graphics-cards')} · Zotac`);
    expect(await row.innerText()).toContain(formatPrice(599.99));
    await manageSection(page).getByText(copy.catalogue.count('1'), { exact: true }).waitFor();
    await screenshots(page, 'manage-parts-search');

    // A purchase page of the part, open in a second page of the same browser.
    const buyer = await context.newPage();
    buyer.on('pageerror', (error) => pageErrors.push(String(error)));
    await buyer.goto(`${app}/purchase/${partId}`);
    await buyer.getByRole('heading', { name }).waitFor();
    const stock = buyer.locator('dt', { hasText: messages.card.stock }).first().locator('+ dd');
    expect(await stock.innerText()).toBe('12');

    // The Edit dialog: focus moves in, a refusal keeps the values, a save sends the changes.
    const editButton = row.getByRole('button', { name: `${copy.catalogue.edit} ${name}` });
    await editButton.click();
    const dialog = page.getByRole('dialog', { name: `${copy.catalogue.edit} ${name}` });
    await dialog.waitFor();
    await expect.poll(() => isFocused(dialog.getByLabel('Name'))).toBe(true);
    expect(await dialog.getByLabel(copy.catalogue.category).inputValue()).toBe('graphics-cards');
    expect(await dialog.getByLabel(copy.catalogue.brand).inputValue()).toBe('Zotac');
    await screenshots(page, 'edit-part');

    await dialog.getByLabel('Price').fill('2000000');
    await dialog.getByRole('button', { name: copy.catalogue.save }).click();
    const refusal = dialog.getByRole('alert').filter({ hasText: /\S/ });
    await refusal.waitFor();
    expect(await dialog.getByLabel('Price').inputValue()).toBe('2000000');
    expect((await admin.db.doc(`${collections.parts}/${partId}`).get()).get('price')).toBe(599.99);
    await screenshots(page, 'edit-part-refused');

    await dialog.getByLabel('Price').fill('579.5');
    await dialog.getByLabel('Available Quantity').fill('40');
    await dialog.getByRole('button', { name: copy.catalogue.save }).click();
    await toastOn(page, copy.catalogue.partUpdated(name)).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(editButton)).toBe(true);
    await expect.poll(() => row.innerText()).toContain(formatPrice(579.5));
    expect(await row.innerText()).toContain('40');

    // The restock reached the open purchase page without a reload.
    await expect.poll(() => stock.innerText()).toBe('40');
    await buyer.getByText(formatPrice(579.5)).first().waitFor();
    const saved = (await admin.db.doc(`${collections.parts}/${partId}`).get()).data() as PartDoc;
    expect(saved).toMatchObject({
      name,
      price: 579.5,
      availableQuanity: 40,
      minimumOrderQuanity: 2,
      category: 'graphics-cards',
      brand: 'Zotac',
    });

    // By keyboard: Enter opens the dialog, Escape closes it, focus returns to Edit.
    await editButton.focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await expect.poll(() => isFocused(dialog.getByLabel('Name'))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(editButton)).toBe(true);

    // Delete, through the spec's dialog; the purchase page then says the part is gone.
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: messages.dialogs.deletePart.title });
    await confirm.waitFor();
    const done = page.getByRole('dialog').getByText(messages.dialogs.deletePart.done).waitFor();
    await confirm.getByRole('button', { name: messages.dialogs.deletePart.confirm }).click();
    await done;
    await manageSection(page).getByText(copy.catalogue.empty).waitFor();
    expect((await admin.db.doc(`${collections.parts}/${partId}`).get()).exists).toBe(false);
    await buyer.getByRole('heading', { name: 'Part not found' }).waitFor();
  });

  it('pages 25 at a time, newest first, by Next and Previous, without gaps or repeats', async () => {
    const id = tag();
    const base = Date.now();
    const names = Array.from({ length: 30 }, (_, i) => `Pager Probe ${id} Unit ${i + 1}`);
    // Through the write path (derived fields and counters), as the server writes parts.
    const parts = names.map((name, i) => ({
      id: `e2e-pager-${id}-${i + 1}`,
      doc: makePart({ name, brand: 'Pagerline', category: 'memory', createdAt: base + i }),
    }));
    madeParts.push(...parts.map((p) => p.id));
    await addParts({ db: admin.db, now: Date.now }, parts);
    const newestFirst = [...names].reverse();

    await logIn(page, app, owner.email, owner.password, '/dashboard/manageProduct');
    await tableLoaded(page);
    await searchManagedParts(page, `pager probe ${id}`);
    await manageSection(page).getByText(copy.catalogue.count('30'), { exact: true }).waitFor();
    const shownNames = async () =>
      (await dataRows(page).locator('td:nth-child(2) > span:first-child').allInnerTexts()).map(
        (text) => text.trim(),
      );
    await expect.poll(shownNames).toEqual(newestFirst.slice(0, 25));
    const pager = page.getByRole('navigation', { name: 'Pages' });
    expect(await pager.getByText(copy.catalogue.previous).getAttribute('aria-disabled')).toBe(
      'true',
    );

    await pager.getByRole('link', { name: copy.catalogue.next }).click();
    await expect.poll(shownNames).toEqual(newestFirst.slice(25));
    expect(new URL(page.url()).searchParams.get('cursor')).toBeTruthy();
    expect(await pager.getByText(copy.catalogue.next).getAttribute('aria-disabled')).toBe('true');
    await screenshots(page, 'manage-parts-page-2');

    // The page is in the URL: a reload shows the same page.
    await page.reload();
    await tableLoaded(page);
    await expect.poll(shownNames).toEqual(newestFirst.slice(25));

    // The category filter narrows to the probe's category; another category finds none of them.
    await manageSection(page)
      .getByLabel(copy.catalogue.category)
      .selectOption({ label: categoryLabel('memory') });
    await expect.poll(shownNames).toEqual(newestFirst.slice(0, 25));
    await manageSection(page)
      .getByLabel(copy.catalogue.category)
      .selectOption({ label: categoryLabel('monitors') });
    await manageSection(page).getByText(copy.catalogue.empty).waitFor();
    await page.goBack();
    await expect.poll(shownNames).toEqual(newestFirst.slice(0, 25));

    await pager.getByRole('link', { name: copy.catalogue.next }).click();
    await expect.poll(shownNames).toEqual(newestFirst.slice(25));
    await pager.getByRole('link', { name: copy.catalogue.previous }).click();
    await expect.poll(shownNames).toEqual(newestFirst.slice(0, 25));
  });
});

describe('health', () => {
  it('raised no uncaught errors on any page', () => {
    expect(pageErrors).toEqual([]);
  });
});
