import {
  checkoutCopy,
  collections,
  formatPrice,
  outsideDhakaCharge,
  type OrderDoc,
  pcBuildCopy,
} from '@cps/domain';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { logIn, screenshots } from '../support/browser';
import { demoPart } from '../support/build-parts';
import { adminFor, DEMO_PROJECT, hosts } from '../support/emulators';
import { payWithTestCard, stockOf, useDemoStock, useFreshCustomers, usePages } from './support';

// A cart taken to one order: a visitor puts three parts and a PC build in the cart, reloads,
// signs in on the way to checkout and finds the cart kept; the order goes to a district outside
// Dhaka with its delivery charge shown first, is paid with the test card, and every line's stock
// is lower. A second checkout's hold ends unpaid and every line's stock comes back. The cart and
// the checkout are used at 360 px and by keyboard. A part a signed-in buyer adds before their
// cart has answered stays in it. The demo parts' stock is put back afterwards,
// and the orders go with their counts.

const admin = adminFor(DEMO_PROJECT);
// Registered first, so that it runs after every cleanup below (after-hooks run last-in, first-out).
afterAll(() => admin.close());

// Three accessories the build does not use, each added once: its minimum order.
const accessories = [
  { part: demoPart('keychron-k8-pro'), category: 'keyboards' },
  { part: demoPart('logitech-g502-x'), category: 'mice' },
  { part: demoPart('lg-ultragear-27gp850'), category: 'monitors' },
] as const;
// The compatible build of tests/e2e/pc-builder.test.ts.
const build = [
  ['cpu', demoPart('amd-ryzen-7-7800x3d')],
  ['motherboard', demoPart('asus-rog-strix-b650-a')],
  ['memory', demoPart('corsair-vengeance-ddr5-32gb')],
  ['psu', demoPart('corsair-rm850x')],
  ['case', demoPart('lian-li-lancool-216')],
] as const;
const buildPath = `/pc-builder?${build.map(([slot, part]) => `${slot}=${part._id}`).join('&')}`;
const allParts = [...accessories.map(({ part }) => part), ...build.map(([, part]) => part)];
const bought = [...accessories.map(({ part }) => part.minimumOrderQuanity), ...build.map(() => 1)];

const { newPage } = usePages();
const customers = useFreshCustomers(admin, 'cart');

const ids = allParts.map((part) => part._id);
const stock = () => stockOf(admin, ids);
const { orders } = useDemoStock(admin, ids);
const orderDoc = async (id: string) =>
  (await admin.db.doc(`${collections.orders}/${id}`).get()).data() as OrderDoc;

const cartButton = (page: Page, count: number) =>
  page.getByRole('link', { name: count === 1 ? 'Cart, 1 item' : `Cart, ${count} items` });

/** Adds a part from its category's browse page (the product card's cart button). */
async function addFromBrowse(page: Page, name: string, category: string) {
  await page.goto(`${hosts.app}/parts?category=${category}`);
  await page.getByRole('button', { name: `Add to cart: ${name}` }).click();
  await page
    .getByRole('status')
    .filter({ hasText: `${name} is in your cart` })
    .waitFor();
}

const orderIdOf = (page: Page) => {
  const id = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
  orders.push(id);
  return id;
};

describe('a cart and its checkout', () => {
  it('a visitor fills a cart, reloads, signs in at checkout, sends it outside Dhaka and pays with 4242', async () => {
    const customer = await customers.create();
    const page = await newPage();
    for (const { part, category } of accessories) await addFromBrowse(page, part.name, category);
    await page.goto(`${hosts.app}${buildPath}`);
    const summary = page.getByRole('region', { name: pcBuildCopy.page.summary });
    await summary.getByText(pcBuildCopy.page.noProblems).waitFor();
    await summary.getByRole('button', { name: 'Add this build to the cart' }).click();
    const count = bought.slice(0, 3).reduce((a, b) => a + b, 0) + 1;
    await cartButton(page, count).waitFor();

    // A reload keeps the visitor's cart.
    await page.reload();
    await cartButton(page, count).click();
    await page.waitForURL(`${hosts.app}/cart`);
    for (const { part } of accessories) {
      await page.getByRole('heading', { name: part.name, exact: true }).waitFor();
    }
    await page.getByText('Bundle saving').waitFor();
    await screenshots(page, 'cart');

    // Checkout asks the visitor to sign in, and comes back with the cart kept.
    await page.getByRole('link', { name: 'Go to checkout' }).click();
    await page.waitForURL(`${hosts.app}/login`);
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password').fill(customer.password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.waitForURL(`${hosts.app}/checkout`);
    const order = page.getByRole('complementary', { name: 'Your order' });
    for (const { part } of accessories) {
      await order.getByText(`${part.name} × ${part.minimumOrderQuanity}`).waitFor();
    }
    await cartButton(page, count).waitFor();
    // The cart is the account's now, and the visitor's copy is gone from this browser.
    await expect
      .poll(async () => (await admin.db.doc(`carts/${customer.uid}`).get()).get('lines')?.length)
      .toBe(3);
    expect(await page.evaluate<string | null>("localStorage.getItem('cps.cart')")).toBeNull();

    await page.getByRole('radio', { name: /Home delivery/ }).check();
    await page.getByRole('combobox', { name: 'District' }).selectOption('Sylhet');
    await page.getByRole('textbox', { name: 'Address' }).fill('House 12, Zindabazar');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('+880 1711-000000');
    await expect
      .poll(() => order.getByTestId('delivery-charge').textContent())
      .toBe(formatPrice(outsideDhakaCharge));
    await screenshots(page, 'checkout');

    const before = await stock();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/payment\/[^/]+$/);
    const orderId = orderIdOf(page);
    expect(await stock()).toEqual(before.map((n, i) => n - bought[i]!));
    const placed = await orderDoc(orderId);
    expect(placed).toMatchObject({
      status: 'unpaid',
      deliveryCharge: outsideDhakaCharge,
      delivery: { method: 'home', district: 'Sylhet' },
      customerPhone: '01711000000',
      paymentMethod: 'card',
    });
    expect(placed.lines?.map((line) => line.partId).sort()).toEqual(
      allParts.map((part) => part._id).sort(),
    );

    // The payment page shows the lines and the delivery; the test card pays.
    const main = page.locator('main');
    for (const part of allParts) await main.getByText(part.name, { exact: true }).first().waitFor();
    await main.getByText('Delivery: Home delivery, Sylhet').waitFor();
    await payWithTestCard(page);
    await expect.poll(async () => (await orderDoc(orderId)).paid).toBe(true);
    expect(await stock()).toEqual(before.map((n, i) => n - bought[i]!));
    // The cart is empty, and the next checkout starts from these details.
    await cartButton(page, 0).waitFor();
    expect((await admin.db.doc(`carts/${customer.uid}`).get()).get('lastDelivery')).toEqual({
      method: 'home',
      district: 'Sylhet',
      phone: '01711000000',
      address: 'House 12, Zindabazar',
    });
  });

  it('at 360 px and by keyboard: a checkout whose hold ends gives every line’s stock back', async () => {
    const customer = await customers.create();
    const page = await newPage(360);
    const [keyboard, mouse] = accessories;
    await addFromBrowse(page, keyboard.part.name, keyboard.category);
    await addFromBrowse(page, mouse.part.name, mouse.category);
    await page.goto(`${hosts.app}/cart`);

    // One more keyboard, by keyboard.
    await page.getByRole('button', { name: `One more ${keyboard.part.name}` }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() =>
        page.getByRole('spinbutton', { name: `Quantity of ${keyboard.part.name}` }).inputValue(),
      )
      .toBe(String(keyboard.part.minimumOrderQuanity + 1));
    await page.getByRole('link', { name: 'Go to checkout' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${hosts.app}/login`);
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password').fill(customer.password);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${hosts.app}/checkout`);

    // Pickup, chosen and sent by keyboard; the bad phone is named first.
    await page.getByRole('radio', { name: /Home delivery/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: /Pickup at the shop/ }).isChecked()).resolves.toBe(
      true,
    );
    const phone = page.getByRole('textbox', { name: 'Mobile number' });
    await phone.focus();
    await page.keyboard.type('12345');
    await page.keyboard.press('Enter');
    await page.getByText(checkoutCopy.checkout.input.phone).waitFor();
    await expect
      .poll(() => phone.evaluate((el) => el === el.ownerDocument.activeElement))
      .toBe(true);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('01811-222333');
    const before = await stock();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/payment\/[^/]+$/);
    const orderId = orderIdOf(page);
    const held = [keyboard.part.minimumOrderQuanity + 1, mouse.part.minimumOrderQuanity];
    expect((await stock()).slice(0, 2)).toEqual(before.slice(0, 2).map((n, i) => n - held[i]!));
    expect(await orderDoc(orderId)).toMatchObject({
      deliveryCharge: 0,
      delivery: { method: 'pickup' },
      customerPhone: '01811222333',
    });

    // Its hold ends now (instead of after ORDER_HOLD_SECONDS), and the expiry job runs.
    await admin.db.doc(`${collections.orders}/${orderId}`).update({ expiresAt: Date.now() });
    const response = await fetch(`${hosts.app}/api/emulator/orders/expire`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect((await orderDoc(orderId)).status).toBe('expired');
    expect(await stock()).toEqual(before);
  });

  it('a part added before the account’s cart has answered stays in the cart', async () => {
    const customer = await customers.create();
    const page = await newPage();
    await logIn(page, hosts.app, customer.email, customer.password);
    // The account's cart answers only after the part is added: its module is held back.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/cart-doc-*.js', async (route) => {
      await released;
      await route.continue();
    });
    const [keyboard] = accessories;
    await page.goto(`${hosts.app}/parts?category=${keyboard.category}`);
    // Signed in as far as the page knows: the cart is the account's from here on.
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await page.getByRole('button', { name: `Add to cart: ${keyboard.part.name}` }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `${keyboard.part.name} is in your cart` })
      .waitFor();
    // Not a visitor's cart: that would be merged at the answer.
    expect(await page.evaluate("localStorage.getItem('cps.cart')")).toBeNull();
    release();

    await cartButton(page, keyboard.part.minimumOrderQuanity).click();
    const main = page.locator('main');
    await main.getByRole('spinbutton', { name: `Quantity of ${keyboard.part.name}` }).waitFor();
    await main.getByRole('link', { name: 'Go to checkout' }).waitFor();
    await expect
      .poll(async () => (await admin.db.doc(`carts/${customer.uid}`).get()).get('lines'), {
        timeout: 10_000,
      })
      .toMatchObject([{ partId: keyboard.part._id, quanity: keyboard.part.minimumOrderQuanity }]);
  });
});
