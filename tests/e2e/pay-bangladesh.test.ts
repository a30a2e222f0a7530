import { collections, messages, ordersCopy, payCopy, type OrderDoc } from '@cps/domain';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { logIn, screenshots } from '../support/browser';
import { demoPart } from '../support/build-parts';
import { adminFor, DEMO_PROJECT, hosts } from '../support/emulators';
import { checkOutPart, logInAtOrder, useDemoStock, useFreshCustomers, usePages } from './support';

// Paying the way Bangladesh pays, in Chromium against the emulators: a cart checked out with
// SSLCommerz goes to the emulated hosted page, where Fail and Cancel bring the buyer back with
// the order unpaid and payable, and bKash then pays it; a cash-on-delivery order is confirmed,
// shipped and marked collected by the admin in Manage All Orders, by keyboard where it can be,
// and My Orders shows it paid. Each order is a case of the demo store ($99.99, within the limits
// of a new account's cash-on-delivery order and of SSLCommerz's BDT 10 to 500,000).

const admin = adminFor(DEMO_PROJECT);
afterAll(() => admin.close());

const part = demoPart('lian-li-lancool-216');
const { newPage } = usePages();
const customers = useFreshCustomers(admin, 'paybd');
const { orders } = useDemoStock(admin, [part._id]);
const orderDoc = async (id: string) =>
  (await admin.db.doc(`${collections.orders}/${id}`).get()).data() as OrderDoc;
const ssl = payCopy.sslcommerz;

/** Signs a fresh customer in, puts the case in the cart and checks it out for pickup. */
async function checkOut(page: Page, way: RegExp): Promise<string> {
  const customer = await customers.create();
  await logIn(page, hosts.app, customer.email, customer.password);
  const id = await checkOutPart(page, hosts.app, { name: part.name, category: 'cases' }, way);
  orders.push(id);
  return id;
}

/** On the emulated hosted page: a way to pay, then Pay, Fail or Cancel; back on the store. */
async function onGateway(page: Page, orderId: string, way: string, button: string) {
  await page.getByRole('button', { name: ssl.pay }).click();
  await page.waitForURL(/\/emulator\/sslcommerz\/EasyCheckOut\//);
  await page.getByRole('heading', { name: /SSLCommerz/ }).waitFor();
  await page.getByRole('radio', { name: way }).check();
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.waitForURL(`${hosts.app}/payment/${orderId}?sslcommerz=*`);
}

describe('SSLCommerz', () => {
  it('Fail and Cancel leave the order unpaid and payable; bKash then pays it', async () => {
    const page = await newPage();
    const id = await checkOut(page, /SSLCommerz/);
    expect(await orderDoc(id)).toMatchObject({ paymentMethod: 'sslcommerz', status: 'unpaid' });
    const main = page.locator('main');
    await main.getByRole('heading', { name: ssl.title }).waitFor();
    await screenshots(page, 'payment-sslcommerz');

    await onGateway(page, id, 'Card', 'Fail');
    expect(page.url()).toMatch(/\?sslcommerz=fail$/);
    await main.getByRole('alert').filter({ hasText: ssl.outcomes.fail.title }).waitFor();
    expect(await orderDoc(id)).toMatchObject({ paid: false, status: 'unpaid' });
    await screenshots(page, 'payment-sslcommerz-fail');

    await onGateway(page, id, 'Nagad', 'Cancel');
    expect(page.url()).toMatch(/\?sslcommerz=cancel$/);
    await main.getByRole('alert').filter({ hasText: ssl.outcomes.cancel.title }).waitFor();
    expect(await orderDoc(id)).toMatchObject({ paid: false, status: 'unpaid' });

    await onGateway(page, id, 'bKash', 'Pay');
    expect(page.url()).toMatch(/\?sslcommerz=success$/);
    await main.getByText(messages.orders.paidTransaction).waitFor();
    const paid = await orderDoc(id);
    expect(paid).toMatchObject({ paid: true, status: 'pending' });
    expect(paid.sslcommerz?.cardType).toMatch(/BKASH/);
    await main.getByText(paid.transectionId!).waitFor();
    await screenshots(page, 'payment-sslcommerz-paid');
  });
});

describe('cash on delivery', () => {
  it('the admin confirms, ships and marks it collected; My Orders shows it paid', async () => {
    const page = await newPage(360);
    const id = await checkOut(page, /Cash on delivery/);
    const main = page.locator('main');
    await main.getByText(payCopy.cod.placed).waitFor();
    await main.getByText(ordersCopy.cod.due(9_999)).waitFor();
    expect(await orderDoc(id)).toMatchObject({ paymentMethod: 'cod', status: 'cod-placed' });
    await screenshots(page, 'payment-cod');

    // The admin, in Manage All Orders, found by the order's id.
    const office = await newPage();
    await logInAtOrder(office, id);
    const row = office.locator('tbody tr', { hasText: part.name });
    await row.getByText(ordersCopy.cod.status['cod-placed']).waitFor();
    await screenshots(office, 'manage-orders-cod');

    // Confirm, then the spec's Ship, by keyboard; neither asks, both can be followed live.
    await row
      .getByRole('button', { name: `${ordersCopy.cod.actions.confirm} ${part.name}` })
      .focus();
    await office.keyboard.press('Enter');
    await row.getByText(ordersCopy.cod.status['cod-confirmed']).waitFor();
    await row.getByRole('button', { name: `Ship ${part.name}` }).focus();
    await office.keyboard.press('Enter');
    await row.getByText(ordersCopy.cod.status['cod-shipped']).waitFor();
    expect(await orderDoc(id)).toMatchObject({ shipped: true, paid: false });

    // Collected asks first: No changes nothing, Yes makes it paid.
    const collect = row.getByRole('button', {
      name: `${ordersCopy.cod.actions.collect} ${part.name}`,
    });
    await collect.click();
    const dialog = office.getByRole('dialog');
    await dialog.getByText(payCopy.orderActions.dialogs.collect.title).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await orderDoc(id)).status).toBe('cod-shipped');
    await collect.click();
    await dialog
      .getByRole('button', { name: payCopy.orderActions.dialogs.collect.confirm })
      .click();
    await row.getByText(ordersCopy.cod.status['cod-collected']).waitFor();
    const collected = await orderDoc(id);
    expect(collected).toMatchObject({ paid: true, status: 'cod-collected' });
    expect(collected.transectionId).toBeTruthy();

    // The buyer's My Orders: delivered and paid, with the collection's id, nothing due.
    await page.goto(`${hosts.app}/dashboard/myOrder`);
    const mine = page.locator('tbody tr', { hasText: part.name });
    await mine.getByText(ordersCopy.cod.customer['cod-collected']).waitFor();
    await mine.getByText(messages.orders.paidTransaction).waitFor();
    await mine.getByText(collected.transectionId!).waitFor();
    expect(await mine.getByText(/Due on delivery/).count()).toBe(0);
    await screenshots(page, 'my-orders-cod');
  });
});
