import { checkoutCopy, collections, messages, type PartDoc } from '@cps/domain';
import { makePart } from '@cps/fixtures';
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, logIn } from '../support/browser';
import { adminFor, DEMO_PROJECT, hosts } from '../support/emulators';
import { addParts, deletePart } from '../../functions/src/services/catalogue/catalogue';

// A shopper's whole journey, and the spec §8 failures that only a stale screen can show.

const admin = adminFor(DEMO_PROJECT);
let browser: Browser;
let context: BrowserContext;
let page: Page;
const partIds: string[] = [];
const uids: string[] = [];

const suffix = () => randomUUID().slice(0, 8);
const toast = (text: string) => page.getByRole('status').filter({ hasText: text });

async function createPart(overrides: Partial<PartDoc>) {
  const id = `journey-${suffix()}`;
  const doc = makePart({ createdAt: Date.now() + 60_000, ...overrides });
  await addParts({ db: admin.db, now: Date.now }, [{ id, doc }]);
  partIds.push(id);
  return { id, doc };
}

async function createAccount(name: string, isAdmin = false) {
  const email = `${name}-${suffix()}@example.com`;
  const user = await admin.auth.createUser({ email, password: 'secret123', displayName: name });
  uids.push(user.uid);
  if (isAdmin) {
    await admin.auth.setCustomUserClaims(user.uid, { admin: true });
    await admin.db.doc(`${collections.users}/${user.uid}`).set({ email, roll: 'admin' });
  }
  return { uid: user.uid, email, password: 'secret123' };
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  for (const id of partIds) await deletePart(admin.db, id);
  const orders = await admin.db.collection(collections.orders).where('partId', 'in', partIds).get();
  for (const order of orders.docs) await order.ref.delete();
  for (const uid of uids) {
    await admin.db.doc(`${collections.users}/${uid}`).delete();
    await admin.auth.deleteUser(uid).catch(() => undefined);
  }
  await admin.close();
});
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
afterEach(() => context.close());

describe('a new customer', () => {
  it('signs up, buys a part from Home, finds it in My Orders and cancels it through the dialog', async () => {
    const name = `Journey Cooler ${suffix()}`;
    const part = await createPart({
      name,
      price: 25.5,
      minimumOrderQuanity: 2,
      availableQuanity: 9,
    });

    await page.goto(`${hosts.app}/signUp`);
    const email = `shopper-${suffix()}@example.com`;
    await page.getByLabel('Name').fill('Journey Shopper');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('secret123');
    await page.getByRole('button', { name: 'SIGN UP' }).click();
    await toast(messages.success.signUp).waitFor();
    uids.push((await admin.auth.getUserByEmail(email)).uid);

    const card = page.locator('#products article', { hasText: name.toUpperCase() });
    await card.getByRole('link', { name: /Buy Now/ }).click();
    await page.waitForURL(`**/purchase/${part.id}`);

    const form = page.getByRole('form', { name: 'Purchase form' });
    const quantity = form.getByLabel('Quantity');
    const purchase = form.getByRole('button', { name: messages.purchase.purchase });
    expect(await quantity.inputValue()).toBe('2');
    await quantity.fill('1');
    await form.getByText(messages.validation.quantityBelowMinimum(2)).waitFor();
    expect(await purchase.isDisabled()).toBe(true);
    await quantity.fill('10');
    await form.getByText(messages.validation.quantityAboveStock).waitFor();
    expect(await purchase.isDisabled()).toBe(true);
    await quantity.fill('3');
    await form.getByLabel('Address').fill('Flat 4B, Road 11, Banani, Dhaka 1213');
    await form.getByLabel('Phone').fill('01911000000');
    await purchase.click();
    await toast(messages.success.orderPlaced(name)).waitFor();
    await expect.poll(() => quantity.inputValue()).toBe('2');
    expect(
      (await admin.db.doc(`${collections.parts}/${part.id}`).get()).get('availableQuanity'),
    ).toBe(6);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await page.getByRole('navigation').getByRole('link', { name: 'My Orders' }).click();
    const row = page.locator('tbody tr', { hasText: name });
    await row.waitFor();
    expect(await row.innerText()).toContain('$76.50');

    await row.getByRole('button', { name: /Cancel/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(messages.dialogs.cancelOrder.title).waitFor();
    expect(await dialog.innerText()).toContain(messages.dialogs.cancelOrder.text);
    const done = dialog.getByText(messages.dialogs.cancelOrder.done).waitFor();
    await dialog.getByRole('button', { name: messages.dialogs.cancelOrder.confirm }).click();
    await done;
    await row.waitFor({ state: 'detached' });
    expect(
      (await admin.db.doc(`${collections.parts}/${part.id}`).get()).get('availableQuanity'),
    ).toBe(9);
  });
});

describe('a new account asking for more than it may hold', () => {
  it('is told on the Purchase page how many it may order, and nothing is held', async () => {
    const name = `Hoard Target ${suffix()}`;
    const part = await createPart({ name, minimumOrderQuanity: 1, availableQuanity: 9 });
    const customer = await createAccount('new-hoarder');
    await logIn(page, hosts.app, customer.email, customer.password, `/purchase/${part.id}`);
    const form = page.getByRole('form', { name: 'Purchase form' });
    await form.getByLabel('Quantity').fill('9');
    await form.getByLabel('Address').fill('Flat 4B, Road 11, Banani, Dhaka 1213');
    await form.getByLabel('Phone').fill('01911000000');
    await form.getByRole('button', { name: messages.purchase.purchase }).click();
    // A new account may hold a third of the 9 (docs/orders.md, "No hoarding").
    await toast(checkoutCopy.holds.customerLimit(name, 3, 3, true)).waitFor();
    expect(
      (await admin.db.doc(`${collections.parts}/${part.id}`).get()).get('availableQuanity'),
    ).toBe(9);
  });
});

describe('failures only a stale screen can meet (spec §8)', () => {
  it("an order cancelled elsewhere while the dialog is open: 'Somthing is Wrong !'", async () => {
    const customer = await createAccount('stale-customer');
    const part = await createPart({ name: `Stale Part ${suffix()}` });
    const order = await admin.db.collection(collections.orders).add({
      customerName: 'Stale',
      customerEmail: customer.email,
      customerPhone: '01700000000',
      customerAddress: 'Dhaka',
      name: part.doc.name,
      img: part.doc.img,
      price: part.doc.price,
      quanity: 1,
      unitPrice: part.doc.price,
      paid: false,
      shipped: false,
      uid: customer.uid,
      partId: part.id,
      createdAt: Date.now(),
    });
    await logIn(page, hosts.app, customer.email, customer.password, '/dashboard/myOrder');
    const row = page.locator('tbody tr', { hasText: part.doc.name });
    await row.getByRole('button', { name: /Cancel/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(messages.dialogs.cancelOrder.title).waitFor();
    await order.delete(); // cancelled from another device meanwhile
    await dialog.getByRole('button', { name: messages.dialogs.cancelOrder.confirm }).click();
    await toast(messages.shop.nothingDeleted).waitFor();
  });

  it("an admin whose role was revoked behind the screen's back: 'You are Not Admin'", async () => {
    const stale = await createAccount('stale-admin', true);
    const target = await createAccount('target-user');
    await admin.db.doc(`${collections.users}/${target.uid}`).set({ email: target.email });
    // By email: files beside this one add users, and Make Admin lists a page at a time.
    await logIn(
      page,
      hosts.app,
      stale.email,
      stale.password,
      `/dashboard/makeAdmin?q=${encodeURIComponent(target.email)}`,
    );
    const row = page.locator('tr, li', { hasText: target.email }).last();
    const makeAdmin = row.getByRole('button', { name: messages.users.makeAdmin });
    await makeAdmin.waitFor();
    // The claim goes without the stamp the app watches: the page still shows the admin tools,
    // and the server, which checks the claim live, refuses.
    await admin.auth.setCustomUserClaims(stale.uid, {});
    await makeAdmin.click();
    await toast(messages.shop.notAdmin).waitFor();
    expect((await admin.auth.getUser(target.uid)).customClaims?.admin).toBeUndefined();
  });

  it("an order answer without an id: 'Somthing is Wrong'", async () => {
    const customer = await createAccount('no-id-customer');
    const part = await createPart({ name: `No Id Part ${suffix()}` });
    await logIn(page, hosts.app, customer.email, customer.password);
    // Stand in for a server that answers without insertedId (spec §8): the only way to see it.
    await page.route('**/api/orders', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"acknowledged":false}',
      }),
    );
    await page.goto(`${hosts.app}/purchase/${part.id}`);
    const form = page.getByRole('form', { name: 'Purchase form' });
    await form.getByLabel('Address').fill('Dhaka');
    await form.getByLabel('Phone').fill('01700000000');
    await form.getByRole('button', { name: messages.purchase.purchase }).click();
    await toast(messages.shop.orderNotCreated).waitFor();
  });
});
