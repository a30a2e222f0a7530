import {
  accountsCopy,
  collections,
  copy,
  messages,
  orderCountsDelta,
  ordersCopy,
  pageSizes,
  sumOrderCounts,
  type OrderCounts,
  type OrderDoc,
  type OrderStatus,
  type PartDoc,
} from '@cps/domain';
import { makeOrder, makePart } from '@cps/fixtures';
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  layoutShift,
  resetLayoutShift,
  logIn,
  screenshots,
  watchLayoutShifts,
} from '../support/browser';
import { adminFor, DEMO_PROJECT, hosts } from '../support/emulators';
import { tableLoaded } from './support';
import { addParts, deletePart } from '../../functions/src/services/catalogue/catalogue';
import { orderStatsRef, writeOrderCounts } from '../../functions/src/services/shared/order-writes';
import { addOrders } from '../../scripts/seed-orders';

// The back office and holds in a real Chromium against the emulators: Manage All Orders
// pages 25 at a time by cursor, filters by state with the counts, searches by customer email and
// by order id, and shows an order's History; Make Admin pages and searches by email prefix; My
// Orders pages and shows the time left to pay; and the journey where an order expires on screen
// and its stock comes back on the browse page. Every test makes its own accounts, part and orders
// (orders through the order write path, so the counters move) and removes them afterwards.

const admin = adminFor(DEMO_PROJECT);
const app = hosts.app;
// The back office's words for orders: the spec's (messages) and the store's own (ordersCopy).
const text = {
  ...messages.orders,
  ...ordersCopy.orders,
  status: { ...messages.orders.status, ...ordersCopy.orders.status },
};
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

const tag = () => randomUUID().slice(0, 8);
const created = { uids: [] as string[], parts: [] as string[], orders: [] as string[] };
const userDocs: string[] = [];

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
  if (isAdmin) await admin.auth.setCustomUserClaims(user.uid, { admin: true });
  await admin.db
    .doc(`${collections.users}/${user.uid}`)
    .set({ email, displayName, ...(isAdmin && { roll: 'admin' }), createdAt: Date.now() });
  return { uid: user.uid, email, password, displayName };
}

async function createPart(overrides: Partial<PartDoc> = {}) {
  const id = `bo-part-${tag()}`;
  const doc = makePart({ name: `Back Office Part ${id}`, createdAt: Date.now(), ...overrides });
  await addParts({ db: admin.db, now: Date.now }, [{ id, doc }]);
  created.parts.push(id);
  return { id, doc };
}

async function orderCounts(): Promise<OrderCounts> {
  const shards = await admin.db.collection(collections.orderStats).get();
  return sumOrderCounts(shards.docs.map((d) => d.data()));
}

/** Removes an order as if it had never been: deleted and uncounted from its shard. */
async function removeOrder(id: string) {
  const ref = admin.db.doc(`${collections.orders}/${id}`);
  await admin.db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return;
    const status = (snap.data() as OrderDoc).status;
    tx.delete(ref);
    if (status)
      writeOrderCounts(tx, orderStatsRef(admin.db, id), orderCountsDelta(status, undefined));
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  const db = admin.db;
  for (const id of created.orders) await removeOrder(id);
  await Promise.all([
    ...created.parts.map((id) => deletePart(db, id)),
    ...userDocs.map((id) => db.doc(`${collections.users}/${id}`).delete()),
    ...created.uids.flatMap((uid) => [
      db.doc(`${collections.users}/${uid}`).delete(),
      db.doc(`${collections.profiles}/${uid}`).delete(),
      admin.auth.deleteUser(uid).catch(() => undefined),
    ]),
  ]);
  await admin.close();
});

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  ctx.setDefaultTimeout(15_000);
  const p = await ctx.newPage();
  p.on('pageerror', (error) => pageErrors.push(String(error)));
  return { context: ctx, page: p };
}

beforeEach(async () => {
  ({ context, page } = await newPage());
});
afterEach(() => context.close());

// --- page helpers ---------------------------------------------------------------------------

const rows = (p: Page) => p.locator('tbody tr');
const rowOf = (p: Page, content: string) => rows(p).filter({ hasText: content });
/** The ids of the orders shown, read from their Details links. */
async function shownOrderIds(p: Page): Promise<string[]> {
  const hrefs = await p
    .getByRole('link', { name: new RegExp(`^${text.details}: `) })
    .evaluateAll((links) => links.map((a) => (a as unknown as { href: string }).href));
  return hrefs.map((href) => new URL(href).searchParams.get('order') ?? '');
}
const stateLink = (p: Page, label: string) =>
  p.getByRole('navigation', { name: text.stateFilter }).getByRole('link', {
    name: new RegExp(`^${label}`),
  });

// --- data: one customer with more orders than a page, in every state -------------------------

const states: OrderStatus[] = ['shipped', 'pending', 'expired', 'unpaid'];
let customer: Account;
let storeAdmin: Account;
let part: { id: string; doc: PartDoc };
/** The customer's orders, newest first, with their state. */
const orders: { id: string; status: OrderStatus; name: string }[] = [];

describe('the back office at more than a page of orders', () => {
  beforeAll(async () => {
    customer = await createAccount('bulk-buyer');
    storeAdmin = await createAccount('back-office', { isAdmin: true });
    part = await createPart({ availableQuanity: 500, minimumOrderQuanity: 1, price: 42 });
    // 32 orders placed over the last days but dated ahead of every other order of the demo store,
    // so that they are the first pages of the newest-first lists.
    const base = Date.now() + 30 * 86_400_000;
    const run = tag();
    const records = Array.from({ length: 32 }, (_, i) => {
      const status = states[i % states.length]!;
      const createdAt = base - i * 60_000;
      const id = `bo-order-${run}-${String(i).padStart(2, '0')}`;
      const name = `BO ${run} Order ${String(i).padStart(2, '0')}`;
      const doc = makeOrder({ id: part.id, doc: { ...part.doc, name } }, customer, {
        quanity: 1,
        createdAt,
        ...(status !== 'unpaid' &&
          status !== 'expired' && {
            paid: true,
            paidAt: createdAt + 1_000,
            transectionId: `pi_${run}_${i}`,
          }),
        ...(status === 'shipped' && { shipped: true, shippedAt: createdAt + 2_000 }),
        ...(status === 'expired' && {
          expiresAt: createdAt + 1_800_000,
          expiredAt: createdAt + 1_800_500,
        }),
        ...(status === 'unpaid' && { expiresAt: Date.now() + 1_800_000 }),
      });
      created.orders.push(id);
      orders.push({ id, status, name });
      return { id, doc };
    });
    const result = await addOrders({ db: admin.db, now: Date.now }, records);
    expect(result).toEqual({ created: 32, skipped: 0 });
  });

  it('Manage All Orders: 25 a page newest first, Next and Previous by cursor, reload keeps the page', async () => {
    await logIn(page, app, storeAdmin.email, storeAdmin.password);
    await watchLayoutShifts(page);
    // Firestore's answers come late (each listen request held 400 ms), so that the skeleton is
    // surely on screen when the page's heading shows, however fast the emulator answers.
    const listen = '**/google.firestore.v1.Firestore/Listen/**';
    await page.route(listen, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue().catch(() => undefined); // the page may have gone meanwhile
    });
    for (const width of [360, 1280]) {
      // From the skeleton on, the counts and the page arrive without moving what is on screen
      // (the shifts counted start when the page's own heading shows, past the sign-in guard).
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${app}/dashboard/manageAllOrders`);
      await page.getByRole('heading', { name: 'Manage All Orders' }).waitFor();
      await resetLayoutShift(page);
      expect(await page.locator('tbody tr[aria-hidden="true"]').count()).toBe(5);
      await expect.poll(() => shownOrderIds(page)).toEqual(orders.slice(0, 25).map((o) => o.id));
      await expect.poll(() => stateLink(page, text.status.expired).textContent()).toMatch(/\d$/);
      expect(await layoutShift(page), `CLS at ${width} px`).toBeLessThanOrEqual(0.02);
    }
    await page.unroute(listen);
    expect(await rows(page).count()).toBe(pageSizes.admin);
    await screenshots(page, 'back-office-orders');

    await page.getByRole('link', { name: copy.catalogue.next }).click();
    await page.waitForURL(/cursor=/);
    // The second page starts with this file's last 7; the rest is older orders, which files
    // beside this one add and remove.
    const secondPage = orders.slice(25).map((o) => o.id);
    const secondPageStart = async () => (await shownOrderIds(page)).slice(0, secondPage.length);
    await expect.poll(secondPageStart).toEqual(secondPage);
    await page.reload();
    await expect.poll(secondPageStart).toEqual(secondPage);

    await page.getByRole('link', { name: copy.catalogue.previous }).click();
    await expect.poll(() => shownOrderIds(page)).toEqual(orders.slice(0, 25).map((o) => o.id));
    await page.goBack();
    await expect.poll(secondPageStart).toEqual(secondPage);
  });

  it('filters by state with the counts of each, and the state lives in the URL', async () => {
    await logIn(page, app, storeAdmin.email, storeAdmin.password, '/dashboard/manageAllOrders');
    // The counts are the store's, read from the counters (demo-counters.ts holds those to the
    // orders). Files beside this one place and remove orders meanwhile, so the page is held
    // against the counters as they are when it is read.
    const links = [
      ['total', ordersCopy.orders.allStates],
      ['unpaid', text.status.unpaid],
      ['pending', text.status.pending],
      ['shipped', text.shippedFilter],
      ['expired', text.status.expired],
    ] as const;
    await expect
      .poll(async () => {
        const counts = await orderCounts();
        return {
          shown: await Promise.all(links.map(([, label]) => stateLink(page, label).textContent())),
          counted: links.map(([key, label]) => `${label}${counts[key].toLocaleString('en-US')}`),
        };
      })
      .toSatisfy(({ shown, counted }) => JSON.stringify(shown) === JSON.stringify(counted));

    await stateLink(page, text.status.expired).click();
    await page.waitForURL('**/dashboard/manageAllOrders?status=expired');
    await expect
      .poll(() => stateLink(page, text.status.expired).getAttribute('aria-current'))
      .toBe('page');
    const expiredIds = orders.filter((o) => o.status === 'expired').map((o) => o.id);
    await expect
      .poll(async () => (await shownOrderIds(page)).slice(0, expiredIds.length))
      .toEqual(expiredIds);
    for (const row of await rows(page).all()) {
      expect(await row.innerText()).toContain(text.status.expired);
      expect(await row.getByRole('button').count()).toBe(0);
    }
    await screenshots(page, 'back-office-expired');

    await stateLink(page, text.shippedFilter).click();
    await page.waitForURL('**/dashboard/manageAllOrders?status=shipped');
    const shippedIds = orders.filter((o) => o.status === 'shipped').map((o) => o.id);
    await expect
      .poll(async () => (await shownOrderIds(page)).slice(0, shippedIds.length))
      .toEqual(shippedIds);
    expect(await rowOf(page, orders[0]!.name).innerText()).toContain(messages.orders.shipped);

    // Back returns to the last choice; reload keeps it.
    await page.goBack();
    await page.waitForURL('**/dashboard/manageAllOrders?status=expired');
    await page.reload();
    await expect
      .poll(async () => (await shownOrderIds(page)).slice(0, expiredIds.length))
      .toEqual(expiredIds);
  });

  it("searches by a customer's email (within a state too) and by an order id", async () => {
    await logIn(page, app, storeAdmin.email, storeAdmin.password, '/dashboard/manageAllOrders');
    const search = page.getByRole('searchbox', { name: text.searchLabel });
    await search.fill(customer.email.toUpperCase());
    await search.press('Enter');
    await page.waitForURL(/q=/);
    await expect.poll(() => shownOrderIds(page)).toEqual(orders.slice(0, 25).map((o) => o.id));
    await page.getByRole('link', { name: copy.catalogue.next }).click();
    await expect.poll(() => shownOrderIds(page)).toEqual(orders.slice(25).map((o) => o.id));

    await stateLink(page, text.status.unpaid).click();
    await expect
      .poll(() => shownOrderIds(page))
      .toEqual(orders.filter((o) => o.status === 'unpaid').map((o) => o.id));
    expect(new URL(page.url()).searchParams.get('status')).toBe('unpaid');

    const wanted = orders[6]!;
    await search.fill(wanted.id);
    await search.press('Enter');
    // An id search keeps the state filter: this order is not unpaid, so nothing matches...
    await rowOf(page, text.noMatch).waitFor();
    // ...and under All it is the one row.
    await stateLink(page, ordersCopy.orders.allStates).click();
    await expect.poll(() => shownOrderIds(page)).toEqual([wanted.id]);
    expect(await page.getByRole('navigation', { name: copy.catalogue.pages }).count()).toBe(0);

    await search.fill('nobody at all');
    await search.press('Enter');
    await rowOf(page, text.noMatch).waitFor();
  });

  it("opens an order's details with its History, by link or row, and reload keeps it open", async () => {
    const shipped = orders.find((o) => o.status === 'shipped')!;
    await logIn(page, app, storeAdmin.email, storeAdmin.password, '/dashboard/manageAllOrders');
    await rowOf(page, shipped.name).getByText(customer.email).click();
    const dialog = page.getByRole('dialog', { name: text.detailsTitle });
    await dialog.getByText(shipped.id).waitFor();
    const history = dialog.getByRole('region', { name: text.timeline });
    const events = history.getByRole('listitem');
    await expect
      .poll(() => events.allInnerTexts())
      .toEqual([
        expect.stringContaining(text.events.placed),
        expect.stringContaining(text.events.paid),
        expect.stringContaining(text.events.shipped),
      ]);
    expect(await events.first().innerText()).toContain(`Customer (${customer.email})`);
    await screenshots(page, 'back-office-details');

    expect(new URL(page.url()).searchParams.get('order')).toBe(shipped.id);
    await page.reload();
    await dialog.getByText(shipped.id).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => new URL(page.url()).searchParams.get('order')).toBeNull();

    // By keyboard: the row's Details link, then Enter.
    const expired = orders.find((o) => o.status === 'expired')!;
    await page.getByRole('link', { name: `${text.details}: ${expired.name}` }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByText(expired.id).waitFor();
    await history.getByText(text.events.expired).waitFor();
    expect(await history.innerText()).toContain('System (order-expiry)');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => new URL(page.url()).searchParams.get('order')).toBeNull();
    expect(pageErrors).toEqual([]);
  });

  it('My Orders: 25 a page, the time left to pay on unpaid orders, Expired without Pay, and History', async () => {
    await logIn(page, app, customer.email, customer.password, '/dashboard/myOrder');
    await page.getByRole('heading', { name: 'My Orders' }).waitFor();
    await tableLoaded(page);
    await expect.poll(() => rows(page).count()).toBe(pageSizes.admin);
    expect(await rows(page).first().innerText()).toContain(orders[0]!.name);

    const unpaid = rowOf(page, orders.find((o) => o.status === 'unpaid')!.name);
    const timer = unpaid.getByRole('timer');
    expect(await timer.innerText()).toMatch(/^Pay within (30|2\d):[0-5]\d$/);
    const first = await timer.innerText();
    await expect.poll(() => timer.innerText()).not.toBe(first); // it ticks
    expect(await unpaid.getByRole('link', { name: /Pay/ }).count()).toBe(1);
    expect(await unpaid.getByRole('button', { name: /Cancel/ }).count()).toBe(1);

    const expired = rowOf(page, orders.find((o) => o.status === 'expired')!.name);
    expect(await expired.innerText()).toContain(text.expiredNotice);
    expect(await expired.getByRole('link', { name: /Pay/ }).count()).toBe(0);
    expect(await expired.getByRole('button').count()).toBe(0);
    await screenshots(page, 'back-office-my-orders');

    await page.getByRole('link', { name: copy.catalogue.next }).click();
    await expect.poll(() => rows(page).count()).toBe(32 - pageSizes.admin);
    expect(await rows(page).first().innerText()).toContain(orders[25]!.name);

    await rows(page)
      .first()
      .getByRole('link', { name: new RegExp(`^${text.timeline}`) })
      .click();
    const dialog = page.getByRole('dialog', { name: text.timeline });
    await dialog.getByRole('listitem').first().getByText(text.events.placed).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => new URL(page.url()).searchParams.get('order')).toBeNull();
    expect(new URL(page.url()).searchParams.get('cursor')).not.toBeNull();
  });
});

describe('Make Admin at more than a page of users', () => {
  it('pages 25 users at a time and searches by email prefix, in the URL', async () => {
    const owner = await createAccount('granter', { isAdmin: true });
    const prefix = `bo-user-${tag()}`;
    const emails = Array.from(
      { length: 27 },
      (_, i) => `${prefix}-${String(i).padStart(2, '0')}@example.com`,
    );
    const batch = admin.db.batch();
    for (const email of emails) {
      const id = `${prefix}-${email.slice(prefix.length + 1, prefix.length + 3)}`;
      userDocs.push(id);
      batch.set(admin.db.doc(`${collections.users}/${id}`), { email, createdAt: Date.now() });
    }
    await batch.commit();

    await logIn(page, app, owner.email, owner.password, '/dashboard/makeAdmin');
    await tableLoaded(page);
    // Typing searches by prefix (any case); the URL keeps it.
    await page
      .getByRole('searchbox', { name: accountsCopy.users.searchLabel })
      .fill(prefix.toUpperCase());
    await page.waitForURL(`**/dashboard/makeAdmin?q=${prefix}`);
    const shownEmails = () =>
      rows(page).evaluateAll((trs) =>
        trs.map(
          (tr) =>
            (tr as unknown as { querySelector(s: string): { textContent: string } }).querySelector(
              'td',
            ).textContent,
        ),
      );
    await expect.poll(shownEmails).toEqual(emails.slice(0, 25));
    await screenshots(page, 'back-office-make-admin');

    await page.getByRole('link', { name: copy.catalogue.next }).click();
    await expect.poll(shownEmails).toEqual(emails.slice(25));
    await page.reload();
    await expect.poll(shownEmails).toEqual(emails.slice(25));
    expect(
      await page.getByRole('searchbox', { name: accountsCopy.users.searchLabel }).inputValue(),
    ).toBe(prefix);
    await page.getByRole('link', { name: copy.catalogue.previous }).click();
    await expect.poll(shownEmails).toEqual(emails.slice(0, 25));

    // The spec's buttons are as they were (the dashboard suite grants and revokes).
    for (const row of await rows(page).all()) {
      expect(
        await row.getByRole('button', { name: new RegExp(messages.users.makeAdmin) }).count(),
      ).toBe(1);
      expect(
        await row.getByRole('button', { name: new RegExp(messages.users.deleteAdmin) }).count(),
      ).toBe(1);
    }

    await page
      .getByRole('searchbox', { name: accountsCopy.users.searchLabel })
      .fill(`${prefix}-nobody`);
    await rowOf(page, accountsCopy.users.noMatch).waitFor();
  });
});

describe('a hold that ends on screen', () => {
  it('counts down to Expired with no Pay, and once the expiry job has run the stock is back on the browse page', async () => {
    const word = `holdjourney${tag()}`;
    const held = await createPart({
      name: `Expiring ${word} NVMe SSD`,
      availableQuanity: 9,
      minimumOrderQuanity: 1,
      price: 80,
    });
    const shopper = await createAccount('holder');
    await logIn(page, app, shopper.email, shopper.password);

    // The browse page shows the part with its stock.
    const card = page.locator('main article', { hasText: held.doc.name.toUpperCase() });
    await page.goto(`${app}/parts?q=${word}`);
    await expect.poll(() => card.innerText()).toContain(`${messages.card.stock}\n9`);

    // The customer orders 3 through the purchase page.
    await page.goto(`${app}/purchase/${held.id}`);
    const form = page.getByRole('form', { name: 'Purchase form' });
    await form.getByLabel('Quantity').fill('3');
    await form.getByLabel('Address').fill('Flat 2A, Road 7, Mirpur, Dhaka 1216');
    await form.getByLabel('Phone').fill('01811000000');
    await form.getByRole('button', { name: messages.purchase.purchase }).click();
    await page
      .getByRole('status')
      .filter({ hasText: messages.success.orderPlaced(held.doc.name) })
      .waitFor();
    const placed = await admin.db
      .collection(collections.orders)
      .where('uid', '==', shopper.uid)
      .get();
    expect(placed.size).toBe(1);
    const orderRef = placed.docs[0]!.ref;
    created.orders.push(orderRef.id);
    expect(placed.docs[0]!.get('status')).toBe('unpaid');
    expect(
      (await admin.db.doc(`${collections.parts}/${held.id}`).get()).get('availableQuanity'),
    ).toBe(6);
    await page.goto(`${app}/parts?q=${word}`);
    await expect.poll(() => card.innerText()).toContain(`${messages.card.stock}\n6`);

    // Its hold ends in 10 s (instead of ORDER_HOLD_SECONDS): a file beside this one may run the
    // expiry job, which expires every hold that has ended, so the hold lasts until the page has
    // shown it counting down. The page's clock (Playwright's) starts 10 s before the end, so the
    // page counts down the hold's last seconds, and then lives them at once: the row's own
    // timers fire as the time passes, without the test waiting it out.
    const expiresAt = Date.now() + 10_000;
    await orderRef.update({ expiresAt });
    await page.clock.install({ time: expiresAt - 10_000 });

    await page.goto(`${app}/dashboard/myOrder`);
    const row = rowOf(page, held.doc.name);
    const timer = row.getByRole('timer');
    await expect.poll(() => timer.innerText()).toMatch(/^Pay within 0:(0[1-9]|10)$/);
    expect(await row.getByRole('link', { name: /Pay/ }).count()).toBe(1);
    await screenshots(page, 'hold-counting-down');

    // At the end of the hold the row turns Expired by itself: no Pay, no Cancel.
    await page.clock.runFor(10_000);
    await row.getByText(text.expiredNotice).waitFor();
    expect(await page.evaluate<number>('Date.now()')).toBeGreaterThanOrEqual(expiresAt);
    expect(await row.innerText()).toContain(text.status.expired);
    expect(await row.getByRole('link', { name: /Pay/ }).count()).toBe(0);
    expect(await row.getByRole('button').count()).toBe(0);
    await screenshots(page, 'hold-expired');

    // The expiry job (what the local stack runs every 10 s) gives the stock back once the
    // server's clock has passed the end of the hold. The page lived the hold's last seconds at
    // once, so the hold ends now on the server as well, rather than the test waiting them out.
    const ended = Math.min(Date.now(), expiresAt);
    await orderRef.update({ expiresAt: ended });
    const response = await fetch(`${app}/api/emulator/orders/expire`, { method: 'POST' });
    // This run, or one a file beside this one started, has expired it.
    expect(response.status).toBe(200);
    const order = (await orderRef.get()).data() as OrderDoc;
    expect(order.status).toBe('expired');
    expect(order.expiredAt).toBeGreaterThanOrEqual(ended);
    expect(
      (await admin.db.doc(`${collections.parts}/${held.id}`).get()).get('availableQuanity'),
    ).toBe(9);

    // The customer's History says so; the payment page shows the notice instead of the card form.
    await row.getByRole('link', { name: new RegExp(`^${text.timeline}`) }).click();
    const history = page.getByRole('dialog', { name: text.timeline });
    await history.getByText(text.events.expired).waitFor();
    expect(await history.innerText()).toContain('System');
    await page.keyboard.press('Escape');
    // Closing goes Back to the list: let that navigation end before leaving the page.
    await expect.poll(() => new URL(page.url()).searchParams.get('order')).toBeNull();

    await page.goto(`${app}/payment/${orderRef.id}`);
    await page.locator('main').getByText(text.expiredNotice).waitFor();
    expect(
      await page.getByRole('button', { name: messages.payment.pay, exact: true }).count(),
    ).toBe(0);
    expect(await page.getByLabel('Card number').count()).toBe(0);
    await screenshots(page, 'hold-payment-expired');

    // And the browse page shows the stock back.
    await page.goto(`${app}/parts?q=${word}`);
    await expect.poll(() => card.innerText()).toContain(`${messages.card.stock}\n9`);
    expect(pageErrors).toEqual([]);
  });
});
