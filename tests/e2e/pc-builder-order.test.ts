import { checkoutCopy, collections, messages, type OrderDoc, pcBuildCopy } from '@cps/domain';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { logIn, screenshots } from '../support/browser';
import { demoPart } from '../support/build-parts';
import { adminFor, DEMO_PROJECT, hosts } from '../support/emulators';
import { payWithTestCard, stockOf, useDemoStock, useFreshCustomers, usePages } from './support';

// A build ordered as one order from /pc-builder: a fresh customer, sent to sign in from the
// build, comes back to it, orders it, pays with the test card, and every part's stock is one
// lower; a second build order's hold ends and every part's stock comes back. The demo parts'
// stock is put back afterwards, and the orders go with their counts.

const admin = adminFor(DEMO_PROJECT);
// Registered first, so that it runs after every cleanup below (after-hooks run last-in, first-out).
afterAll(() => admin.close());
const m = checkoutCopy.buildOrders;

// The compatible build of tests/e2e/pc-builder.test.ts.
const ryzen = demoPart('amd-ryzen-7-7800x3d');
const build = [
  ['cpu', ryzen],
  ['motherboard', demoPart('asus-rog-strix-b650-a')],
  ['memory', demoPart('corsair-vengeance-ddr5-32gb')],
  ['psu', demoPart('corsair-rm850x')],
  ['case', demoPart('lian-li-lancool-216')],
] as const;
const buildPath = `/pc-builder?${build.map(([slot, part]) => `${slot}=${part._id}`).join('&')}`;
const orderName = pcBuildCopy.orderName(ryzen.name);

const { newPage } = usePages();
const customers = useFreshCustomers(admin, 'builder');

const ids = build.map(([, part]) => part._id);
const stock = () => stockOf(admin, ids);
const { orders } = useDemoStock(admin, ids);
const orderDoc = async (id: string) =>
  (await admin.db.doc(`${collections.orders}/${id}`).get()).data() as OrderDoc;

/** Orders the build on the page, and waits for the payment page; answers the order's id. */
async function orderBuild(page: Page): Promise<string> {
  const summary = page.getByRole('region', { name: pcBuildCopy.page.summary });
  await summary.getByText(pcBuildCopy.page.noProblems).waitFor();
  await summary.getByRole('button', { name: m.order, exact: true }).click();
  const form = summary.getByRole('form', { name: m.order });
  // The purchase page's validation: both fields are required.
  await form.getByRole('button', { name: messages.purchase.purchase, exact: true }).click();
  await form.getByText('Address is required').waitFor();
  await form.getByText('Phone number is required').waitFor();
  await form.getByLabel('Address').fill('Flat 4B, Road 11, Banani, Dhaka 1213');
  await form.getByLabel('Phone').fill('01711000000');
  await form.getByRole('button', { name: messages.purchase.purchase, exact: true }).click();
  await page
    .getByRole('status')
    .filter({ hasText: messages.success.orderPlaced(orderName) })
    .waitFor();
  await page.waitForURL(/\/payment\/[^/]+$/);
  const id = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
  orders.push(id);
  return id;
}

describe('ordering a PC build', () => {
  it('a visitor signs in from the build, orders it, pays with 4242 4242 4242 4242, and every part’s stock is one lower', async () => {
    const customer = await customers.create();
    const page = await newPage();
    await page.goto(`${hosts.app}${buildPath}`);
    const summary = page.getByRole('region', { name: pcBuildCopy.page.summary });
    await summary.getByRole('button', { name: m.signInToOrder, exact: true }).click();
    await page.waitForURL(`${hosts.app}/login`);
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password').fill(customer.password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    // Back on the same build.
    await page.waitForURL(`${hosts.app}${buildPath}`);

    const before = await stock();
    const orderId = await orderBuild(page);
    expect(await stock()).toEqual(before.map((n) => n - 1));
    const order = await orderDoc(orderId);
    expect(order.name).toBe(orderName);
    expect(order.status).toBe('unpaid');
    expect(order.lines?.map((line) => line.partId)).toEqual(build.map(([, part]) => part._id));

    // The payment page shows the build's parts, and the test card pays it.
    const main = page.locator('main');
    await main.getByRole('heading', { name: orderName }).waitFor();
    for (const [, part] of build) await main.getByText(part.name, { exact: true }).waitFor();
    const pay = page
      .getByRole('form', { name: 'Card payment' })
      .getByRole('button', { name: messages.payment.pay, exact: true });
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await screenshots(page, 'pc-build-payment');
    await payWithTestCard(page);
    await expect.poll(async () => (await orderDoc(orderId)).paid).toBe(true);
    expect(await stock()).toEqual(before.map((n) => n - 1));
  });

  it('a build order whose hold ends gives every part’s stock back', async () => {
    const customer = await customers.create();
    const page = await newPage();
    await logIn(page, hosts.app, customer.email, customer.password);
    await page.goto(`${hosts.app}${buildPath}`);
    const before = await stock();
    const orderId = await orderBuild(page);
    expect(await stock()).toEqual(before.map((n) => n - 1));

    // Its hold ends now (instead of after ORDER_HOLD_SECONDS), and the expiry job runs.
    const expiresAt = Date.now();
    await admin.db.doc(`${collections.orders}/${orderId}`).update({ expiresAt });
    const response = await fetch(`${hosts.app}/api/emulator/orders/expire`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect((await orderDoc(orderId)).status).toBe('expired');
    expect(await stock()).toEqual(before);
  });
});
