import { collections, copy, messages } from '@cps/domain';
import { demoAccounts } from '@cps/fixtures';
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { updatePart } from '../../functions/src/services/catalogue/catalogue';
import { launchBrowser, logIn } from '../support/browser';
import { removeOrdersFrom } from '../support/orders';
import { hosts, type adminFor } from '../support/emulators';

/**
 * One Chromium for the file (launched before its first test, closed after its last) and pages in
 * contexts of their own, each a fresh browser profile (its own localStorage). After each test its
 * contexts close, and the test fails if any page threw an uncaught error.
 */
export function usePages(): { newPage: (width?: number) => Promise<Page> } {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
    expect(pageErrors.splice(0)).toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    async newPage(width = 1280) {
      if (!browser) throw new Error('usePages: no browser before beforeAll');
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(String(error)));
      return page;
    },
  };
}

type Admin = ReturnType<typeof adminFor>;

/**
 * Fresh verified customers for a file, each with a users doc; after the file they go, with their
 * profiles and carts. `create()` answers one's uid, email and password.
 */
export function useFreshCustomers(
  admin: Admin,
  prefix: string,
): { create: () => Promise<{ uid: string; email: string; password: string }> } {
  const uids: string[] = [];
  afterAll(async () => {
    await Promise.all(
      uids.flatMap((uid) => [
        admin.db.doc(`carts/${uid}`).delete(),
        admin.db.doc(`${collections.users}/${uid}`).delete(),
        admin.db.doc(`${collections.profiles}/${uid}`).delete(),
        admin.auth.deleteUser(uid).catch(() => undefined),
      ]),
    );
  });
  return {
    async create() {
      const email = `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
      const password = 'secret-password';
      const displayName = 'Shop Tester';
      const user = await admin.auth.createUser({
        email,
        password,
        displayName,
        emailVerified: true,
      });
      uids.push(user.uid);
      await admin.db
        .doc(`${collections.users}/${user.uid}`)
        .set({ email, displayName, createdAt: Date.now() });
      return { uid: user.uid, email, password };
    },
  };
}

/**
 * Signs the demo admin in at Manage All Orders searched for order `id`: found by id, since files
 * beside this one add newer orders and the list shows 25 a page.
 */
export function logInAtOrder(page: Page, id: string): Promise<void> {
  const { admin } = demoAccounts;
  return logIn(page, hosts.app, admin.email, admin.password, `/dashboard/manageAllOrders?q=${id}`);
}

/** Pays the payment page's order with the emulated gateway's 4242 test card. */
export async function payWithTestCard(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Card payment' });
  const pay = form.getByRole('button', { name: messages.payment.pay, exact: true });
  await expect.poll(() => pay.isEnabled()).toBe(true);
  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiration date').fill('12 / 34');
  await form.getByLabel('CVC').fill('123');
  await pay.click();
  await form.getByText(messages.payment.complete.trim()).waitFor();
}

/** Each part's stock now, in order. */
export const stockOf = (admin: Admin, ids: readonly string[]): Promise<number[]> =>
  Promise.all(
    ids.map(
      async (id) =>
        (await admin.db.doc(`${collections.parts}/${id}`).get()).get('availableQuanity') as number,
    ),
  );

/** Puts each part's stock back as it was (a paid order keeps its stock), through the write path. */
export async function restoreStock(
  admin: Admin,
  ids: readonly string[],
  stock: readonly number[],
): Promise<void> {
  for (const [i, id] of ids.entries()) {
    await updatePart({ db: admin.db, now: Date.now }, id, { availableQuanity: stock[i]! });
  }
}

/**
 * For a file that places orders of demo parts: the stock of `ids` is read before its first test,
 * and after its last the orders it pushed to `orders` are removed and the stock put back (a paid
 * order keeps its stock), so the files that follow find the demo store as it was.
 */
export function useDemoStock(admin: Admin, ids: readonly string[]): { orders: string[] } {
  const orders: string[] = [];
  let stockAtStart: number[] | undefined;
  beforeAll(async () => {
    stockAtStart = await stockOf(admin, ids);
  });
  afterAll(async () => {
    await removeOrdersFrom(admin.db, orders);
    if (stockAtStart) await restoreStock(admin, ids, stockAtStart);
  });
  return { orders };
}

/**
 * A signed-in buyer puts one part in the cart and checks it out, through the app as a buyer goes
 * (a reload could overtake the cart's write): picked up at the shop, or sent `home`; the way to
 * pay by its radio's name. Answers the new order's id, from the payment page it lands on.
 */
export async function checkOutPart(
  page: Page,
  app: string,
  part: { name: string; category: string },
  way: RegExp,
  home?: { district: string; address: string },
): Promise<string> {
  await page.goto(`${app}/parts?category=${part.category}`);
  await page.getByRole('button', { name: `Add to cart: ${part.name}` }).click();
  const added = page.getByRole('status').filter({ hasText: `${part.name} is in your cart` });
  await added.waitFor();
  // On a phone the toast lies over the navbar, and a pointer resting on a toast keeps it there
  // (react-hot-toast pauses on hover): the buyer reads it, then opens the cart once it has gone.
  await added.waitFor({ state: 'hidden' });
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await page.waitForURL(`${app}/checkout`);
  if (home) {
    await page.getByRole('radio', { name: /Home delivery/ }).check();
    await page.getByRole('combobox', { name: 'District' }).selectOption(home.district);
    await page.getByRole('textbox', { name: 'Address' }).fill(home.address);
  } else {
    await page.getByRole('radio', { name: /Pickup at the shop/ }).check();
  }
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('01711-000000');
  await page.getByRole('radio', { name: way }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/payment\/[^/?]+$/);
  return decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
}

/** Manage Product's section of the dashboard. */
export const manageSection = (p: Page) => p.getByRole('region', { name: 'Manage Product' });

/** Waits until a dashboard table's skeleton rows have given way to data (no `aria-busy`). */
export async function tableLoaded(p: Page): Promise<void> {
  await p.locator('[role="region"][aria-busy="true"]').waitFor({ state: 'detached' });
}

/**
 * Types into Manage Product's search box and waits until the list shows that search: its URL
 * holds the words and the list has loaded. A row found before then may belong to the list before
 * the search, which the search's answer then renders again.
 */
export async function searchManagedParts(p: Page, q: string): Promise<void> {
  await manageSection(p).getByLabel(copy.catalogue.searchLabel).fill(q);
  await p.waitForURL((url) => url.searchParams.get('q') === q);
  await tableLoaded(p);
}
