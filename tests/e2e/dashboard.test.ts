import { collections, copy, formatPrice, messages, type OrderDoc, type PartDoc } from '@cps/domain';
import { makeOrder, makePart, makeProfile } from '@cps/fixtures';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  fillPartForm,
  launchBrowser,
  logIn,
  pictureFile,
  screenshots,
  scrollThroughHome,
} from '../support/browser';
import { adminFor, DEMO_PROJECT, hosts } from '../support/emulators';
import { searchManagedParts, tableLoaded } from './support';
import { addParts, deletePart } from '../../functions/src/services/catalogue/catalogue';
import { addOrders } from '../../scripts/seed-orders';
import { removeOrdersFrom } from '../support/orders';
import { removeReviewsBy } from '../support/reviews';

// The dashboard journeys of spec §2/§4/§8 in a real Chromium against the emulators. Every test
// makes its own accounts, parts and orders and removes them afterwards; the demo data (seeded once
// for the layer by tests/support/seed-demo-once.ts) is only read.

const admin = adminFor(DEMO_PROJECT);
const app = hosts.app;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

const created = {
  uids: [] as string[],
  parts: [] as string[],
  orders: [] as string[],
};
let tempDir = '';

beforeAll(async () => {
  browser = await launchBrowser();
  tempDir = await mkdtemp(join(tmpdir(), 'dashboard-e2e-'));
});

afterAll(async () => {
  await browser?.close();
  const db = admin.db;
  await Promise.all([
    removeOrdersFrom(db, created.orders),
    ...created.parts.map((id) => deletePart(db, id)),
    removeReviewsBy(db, created.uids),
    ...created.uids.flatMap((uid) => [
      db.doc(`${collections.users}/${uid}`).delete(),
      db.doc(`${collections.profiles}/${uid}`).delete(),
      admin.auth.deleteUser(uid).catch(() => undefined),
    ]),
  ]);
  await admin.close();
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const p = await ctx.newPage();
  p.on('pageerror', (error) => pageErrors.push(String(error)));
  return { context: ctx, page: p };
}

beforeEach(async () => {
  ({ context, page } = await newPage());
});
afterEach(() => context.close());

// --- data of this suite's own -------------------------------------------------------------

const tag = () => randomUUID().slice(0, 8);

interface Account {
  uid: string;
  email: string;
  password: string;
  displayName: string;
}

async function createAccount(name: string, { isAdmin = false } = {}): Promise<Account> {
  const email = `${name}-${tag()}@example.com`;
  const password = 'secret-password';
  const displayName = `${name.charAt(0).toUpperCase()}${name.slice(1)} Tester`;
  const user = await admin.auth.createUser({ email, password, displayName, emailVerified: true });
  created.uids.push(user.uid);
  if (isAdmin) {
    await admin.auth.setCustomUserClaims(user.uid, { admin: true });
    await admin.db
      .doc(`${collections.users}/${user.uid}`)
      .set({ email, displayName, roll: 'admin', createdAt: Date.now() });
  }
  return { uid: user.uid, email, password, displayName };
}

async function createPart(overrides: Partial<PartDoc> = {}) {
  const id = `e2e-part-${tag()}`;
  const doc = makePart({ name: `E2E Part ${id}`, createdAt: Date.now(), ...overrides });
  await addParts({ db: admin.db, now: Date.now }, [{ id, doc }]);
  created.parts.push(id);
  return { id, doc };
}

const DAY = 86_400_000;

async function createOrder(
  part: { id: string; doc: PartDoc },
  customer: Account,
  overrides: Partial<OrderDoc> = {},
) {
  const id = `e2e-order-${tag()}`;
  // Two days ahead: a paid order counts on the day it was paid (or placed), and the owner's
  // overview, which may run beside this file, expects no card sale today but its own.
  const doc = makeOrder(part, customer, { createdAt: Date.now() + 2 * DAY, ...overrides });
  // Through the order write path (status, history, counts; an unpaid one holds its stock).
  const { created: written } = await addOrders({ db: admin.db, now: Date.now }, [{ id, doc }]);
  if (written !== 1) throw new Error(`order ${id} was not written (its part lacks the stock?)`);
  created.orders.push(id);
  return { id, doc };
}

// --- page helpers ---------------------------------------------------------------------------

const toastOn = (p: Page, text: string) => p.getByRole('status').filter({ hasText: text });
const rowOf = (p: Page, text: string) => p.locator('tbody tr').filter({ hasText: text });
const dashboardMenu = (p: Page) => p.getByRole('complementary', { name: 'Dashboard' });

describe('My Orders', () => {
  it("shows the customer's orders and cancels an unpaid one through the dialog", async () => {
    const customer = await createAccount('buyer');
    const part = await createPart({ name: `Kingston Fury ${tag()} DDR5 32GB`, price: 104.5 });
    const paid = await createOrder(part, customer, {
      quanity: 2,
      paid: true,
      transectionId: `pi_${tag()}`,
      createdAt: Date.now() + 2 * DAY - 60_000,
    });
    const unpaid = await createOrder(part, customer, { quanity: 3 });

    await logIn(page, app, customer.email, customer.password, '/dashboard/myOrder');
    await page.getByRole('heading', { name: 'My Orders' }).waitFor();
    await tableLoaded(page);
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(2);

    const paidRow = rows.nth(1);
    expect(await paidRow.innerText()).toContain(messages.orders.paidTransaction);
    expect(await paidRow.innerText()).toContain(paid.doc.transectionId);
    expect(await paidRow.getByRole('button').count()).toBe(0);

    const unpaidRow = rows.nth(0);
    expect(await unpaidRow.innerText()).toContain(formatPrice(unpaid.doc.unitPrice));
    expect(await unpaidRow.getByRole('link', { name: /Pay/ }).getAttribute('href')).toBe(
      `/payment/${unpaid.id}`,
    );
    await screenshots(page, 'my-orders');

    await unpaidRow.getByRole('button', { name: /Cancel/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(messages.dialogs.cancelOrder.title).waitFor();
    expect(await dialog.innerText()).toContain(messages.dialogs.cancelOrder.text);
    // The closing message goes away by itself after 1.5 s: watch for it before confirming.
    const done = page.getByRole('dialog').getByText(messages.dialogs.cancelOrder.done).waitFor();
    await dialog.getByRole('button', { name: messages.dialogs.cancelOrder.confirm }).click();
    await done;
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().innerText()).toContain(paid.doc.transectionId);
    expect((await admin.db.doc(`${collections.orders}/${unpaid.id}`).get()).exists).toBe(false);
  });

  it('says so when the customer has no orders yet', async () => {
    const customer = await createAccount('newbie');
    await logIn(page, app, customer.email, customer.password, '/dashboard/myOrder');
    await page.getByText('You have no orders yet').waitFor();
  });
});

describe('route guards', () => {
  it('a customer on an admin page is told, signed out and sent to /login', async () => {
    const customer = await createAccount('curious');
    await logIn(page, app, customer.email, customer.password);
    await page.goto(`${app}/dashboard/makeAdmin`);
    await toastOn(page, messages.shop.adminOnly).waitFor();
    await page.waitForURL(`${app}/login`);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Login' })
      .waitFor();
  });

  it('an admin on a user page is told and sent to /', async () => {
    const owner = await createAccount('boss', { isAdmin: true });
    await logIn(page, app, owner.email, owner.password);
    await page.goto(`${app}/dashboard/myOrder`);
    await toastOn(page, messages.shop.userOnly).waitFor();
    await page.waitForURL(`${app}/`);
  });
});

describe('Add Part', () => {
  it('validates, uploads the picture, adds the part, and Home shows it', async () => {
    const owner = await createAccount('stocker', { isAdmin: true });
    const name = `E2E Monitor ${tag()}`;

    await logIn(page, app, owner.email, owner.password, '/dashboard/addProduct');
    await page.getByRole('button', { name: 'Add Product' }).click();
    for (const text of [
      messages.validation.nameRequired,
      copy.validation.categoryRequired,
      copy.validation.brandRequired,
      messages.validation.priceRequired,
      messages.validation.availableQuantityRequired,
      messages.validation.minimumQuantityRequired,
      messages.validation.imageRequired,
      messages.validation.descriptionRequired,
    ]) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    await screenshots(page, 'add-part');

    await fillPartForm(page, {
      name,
      category: 'Monitors',
      brand: 'Dell',
      price: '249.99',
      availableQuantity: '12',
      minimumQuantity: '1',
      image: await pictureFile(join(tempDir, 'part.png'), { r: 2, g: 132, b: 199 }),
      description: 'A 27-inch IPS monitor, added by the e2e suite.',
      specs: { 'Screen size': '27', Resolution: '2560x1440', 'Refresh rate': '75', Panel: 'IPS' },
    });
    await page.getByRole('button', { name: 'Add Product' }).click();
    await toastOn(page, name).waitFor();
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('');

    const snap = await admin.db.collection(collections.parts).where('name', '==', name).get();
    created.parts.push(...snap.docs.map((d) => d.id));
    expect(snap.size).toBe(1);
    const part = snap.docs[0]!.data() as PartDoc;
    expect(part).toMatchObject({
      price: 249.99,
      availableQuanity: 12,
      minimumOrderQuanity: 1,
      category: 'monitors',
      brand: 'Dell',
    });
    expect(part.img).toMatch(/^\/api\/images\/.+\.webp$/);

    await page.goto(app);
    await scrollThroughHome(page);
    const card = page.locator('article', { hasText: name.toUpperCase() });
    await card.waitFor();
    const img = card.getByRole('img');
    await expect
      .poll(() => img.evaluate((el) => (el as unknown as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0);
  });
});

describe('Manage All Orders', () => {
  it('the admin ships a paid order and it shows Sipped', async () => {
    const owner = await createAccount('shipper', { isAdmin: true });
    const customer = await createAccount('payer');
    const part = await createPart({ name: `Corsair RM850x ${tag()}`, price: 139 });
    const order = await createOrder(part, customer, {
      paid: true,
      transectionId: `pi_${tag()}`,
      quanity: 1,
    });

    await logIn(page, app, owner.email, owner.password, '/dashboard/manageAllOrders');
    await tableLoaded(page);
    const row = rowOf(page, order.doc.name);
    await row.waitFor();
    expect(await row.innerText()).toContain(customer.email);
    expect(await row.innerText()).toContain(messages.orders.status.pending);
    expect(await row.getByRole('button', { name: /Cancel/ }).count()).toBe(0);
    await screenshots(page, 'manage-orders');

    await row.getByRole('button', { name: /Ship/ }).click();
    await toastOn(page, messages.success.shipped(order.doc.name)).waitFor();
    await row.getByText(messages.orders.shipped, { exact: true }).waitFor();
    expect(await row.innerText()).toContain(messages.orders.status.paid);
    expect(await row.getByRole('button').count()).toBe(0);
    expect((await admin.db.doc(`${collections.orders}/${order.id}`).get()).get('shipped')).toBe(
      true,
    );
  });
});

describe('Manage Product', () => {
  it('the admin deletes a part after the dialog', async () => {
    const owner = await createAccount('cleaner', { isAdmin: true });
    const part = await createPart({ name: `E2E Doomed Part ${tag()}`, price: 12.5 });

    await logIn(page, app, owner.email, owner.password, '/dashboard/manageProduct');
    await tableLoaded(page);
    // The list is paged: the part is found by its name, as an admin would.
    await searchManagedParts(page, part.doc.name);
    const row = rowOf(page, part.doc.name);
    await row.waitFor();
    expect(await row.innerText()).toContain(formatPrice(12.5));
    await screenshots(page, 'manage-products');

    await row.getByRole('button', { name: `Delete ${part.doc.name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(messages.dialogs.deletePart.title).waitFor();
    // The closing message goes away by itself after 1.5 s: watch for it before confirming.
    const done = page.getByRole('dialog').getByText(messages.dialogs.deletePart.done).waitFor();
    await dialog.getByRole('button', { name: messages.dialogs.deletePart.confirm }).click();
    await done;
    await row.waitFor({ state: 'detached' });
    expect((await admin.db.doc(`${collections.parts}/${part.id}`).get()).exists).toBe(false);
  });
});

describe('Make Admin', () => {
  it('grants and revokes admin; the other browser sees the admin menu without signing in again', async () => {
    const owner = await createAccount('granter', { isAdmin: true });
    const customer = await createAccount('promoted');

    // The customer is signed in elsewhere (this also records them in users).
    const other = await newPage();
    try {
      await logIn(other.page, app, customer.email, customer.password, '/dashboard');
      const otherMenu = dashboardMenu(other.page);
      await otherMenu.getByRole('link', { name: 'My Orders' }).waitFor();

      // By email: files beside this one add users, and Make Admin lists a page at a time.
      await logIn(
        page,
        app,
        owner.email,
        owner.password,
        `/dashboard/makeAdmin?q=${encodeURIComponent(customer.email)}`,
      );
      await tableLoaded(page);
      const row = rowOf(page, customer.email);
      await row.waitFor();
      await screenshots(page, 'make-admin');

      await row.getByRole('button', { name: new RegExp(messages.users.makeAdmin) }).click();
      await toastOn(page, messages.success.madeAdmin(customer.email)).waitFor();
      await row.getByRole('button', { name: new RegExp(messages.users.makeAdmin) }).waitFor({
        state: 'detached',
      });
      expect(await row.innerText()).toContain('Admin');

      // No sign-in again: the role change reaches the other browser through users/{uid}.
      await otherMenu.getByRole('link', { name: 'Manage All Orders' }).waitFor();
      expect(await otherMenu.getByRole('link', { name: 'My Orders' }).count()).toBe(0);

      await row.getByRole('button', { name: new RegExp(messages.users.deleteAdmin) }).click();
      await toastOn(page, messages.success.removedAdmin(customer.email)).waitFor();
      await row.getByRole('button', { name: new RegExp(messages.users.makeAdmin) }).waitFor();
      await otherMenu.getByRole('link', { name: 'My Orders' }).waitFor();
      expect((await admin.auth.getUser(customer.uid)).customClaims?.admin).toBeUndefined();
    } finally {
      await other.context.close();
    }
  });
});

describe('Add Review and Manage Reviews', () => {
  it("a fresh customer's review waits: Home shows it only once the admin approves it on Manage Reviews", async () => {
    const customer = await createAccount('reviewer');
    const boss = await createAccount('approver', { isAdmin: true });
    const text = `Genuine parts and quick delivery to Chattogram (${tag()}).`;

    await logIn(page, app, customer.email, customer.password, '/dashboard/addReview');
    expect(await page.getByLabel('Name').inputValue()).toBe(customer.displayName);
    await page.getByLabel('Rating').fill('7');
    await page.getByRole('button', { name: 'Add Review' }).click();
    await page.getByText(messages.validation.ratingRange).waitFor();
    await page.getByText(messages.validation.descriptionRequired).waitFor();
    await screenshots(page, 'add-review');

    await page.getByLabel('Rating').fill('4');
    await page.getByLabel('Description').fill(text);
    await page.getByRole('button', { name: 'Add Review' }).click();
    await toastOn(page, messages.success.reviewPosted).waitFor();
    await page.getByRole('status').filter({ hasText: copy.reviews.waitingNotice }).waitFor();
    await expect.poll(() => page.getByLabel('Description').inputValue()).toBe('');
    await screenshots(page, 'add-review-waiting');

    // Home, live: the review is not there while it waits.
    const home = await newPage();
    try {
      await home.page.goto(app);
      await scrollThroughHome(home.page);
      const reviews = home.page.getByRole('region', { name: 'What Our Customers Say' });
      await reviews.scrollIntoViewIfNeeded();
      expect(await reviews.getByText(text).count()).toBe(0);

      // The admin approves it on Manage Reviews, from the side menu, by keyboard.
      const moderator = await newPage();
      try {
        const p = moderator.page;
        await logIn(p, app, boss.email, boss.password, '/dashboard');
        await dashboardMenu(p).getByRole('link', { name: copy.reviews.manage.menu }).click();
        await p.waitForURL(`${app}/dashboard/manageReviews`);
        await p.getByRole('heading', { name: copy.reviews.manage.title }).waitFor();
        await tableLoaded(p);
        const row = rowOf(p, text);
        await row.waitFor();
        expect(await row.innerText()).toContain(customer.displayName);
        await screenshots(p, 'manage-reviews');
        const approve = row.getByRole('button', {
          name: copy.reviews.manage.approveLabel(customer.displayName),
        });
        await approve.focus();
        await p.keyboard.press('Enter');
        await toastOn(p, copy.reviews.manage.approved(customer.displayName)).waitFor();
        await row.waitFor({ state: 'detached' });
        await expect
          .poll(() => p.evaluate('document.activeElement && document.activeElement.id'))
          .toBe('manage-reviews-heading');
      } finally {
        await moderator.context.close();
      }

      // Home, still open, shows it without a reload: its reviews are live.
      await reviews.getByText(text).waitFor();
    } finally {
      await home.context.close();
    }
    const published = await admin.db
      .collection(collections.reviews)
      .where('review', '==', text)
      .get();
    expect(published.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({ name: customer.displayName, rating: 4, verifiedBuyer: false }),
    ]);
    expect(published.docs[0]?.data()).not.toHaveProperty('uid');
  });
});

describe('My Profile', () => {
  it('shows the profile and merges an update: empty fields keep their values', async () => {
    const customer = await createAccount('member');
    await admin.db.doc(`${collections.profiles}/${customer.uid}`).set(
      makeProfile({
        email: customer.email,
        name: 'Member Tester',
        education: 'HSC',
        streetAddress: 'House 7, Road 2, Uttara, Dhaka',
        cuntry: 'Bangladesh',
        number: '01711000000',
        linkedinProfile: 'https://www.linkedin.com/in/member-tester',
      }),
    );

    await logIn(page, app, customer.email, customer.password, '/dashboard');
    const main = page.locator('main section');
    await main.getByText('House 7, Road 2, Uttara, Dhaka').waitFor();
    await screenshots(page, 'my-profile');

    await page.getByRole('button', { name: 'Update' }).click();
    const modal = page.getByRole('dialog', { name: 'Update Profile' });
    await modal.waitFor();
    expect(await modal.getByLabel('Education').getAttribute('placeholder')).toBe('HSC');
    await modal.getByLabel('Number').fill('call me');
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.getByText('Number must be numeric').waitFor();
    await screenshots(page, 'my-profile-update');

    await modal.getByLabel('Number').fill('01819000000');
    await modal.getByLabel('Education').fill('BSc in CSE, BUET');
    await modal.getByRole('button', { name: 'Save' }).click();
    await toastOn(page, messages.success.profileUpdated).waitFor();
    await modal.waitFor({ state: 'hidden' });
    await main.getByText('BSc in CSE, BUET').waitFor();
    const shown = await main.innerText();
    expect(shown).toContain('01819000000');
    expect(shown).toContain('Member Tester');
    expect(shown).toContain('Bangladesh');

    const saved = (await admin.db.doc(`${collections.profiles}/${customer.uid}`).get()).data();
    expect(saved).toMatchObject({
      email: customer.email,
      name: 'Member Tester',
      education: 'BSc in CSE, BUET',
      streetAddress: 'House 7, Road 2, Uttara, Dhaka',
      cuntry: 'Bangladesh',
      number: '01819000000',
      linkedinProfile: 'https://www.linkedin.com/in/member-tester',
    });
  });
});

describe('health', () => {
  it('raised no uncaught errors on any dashboard page', () => {
    expect(pageErrors).toEqual([]);
  });
});
