import { readFile } from 'node:fs/promises';
import {
  checkoutCopy,
  collections,
  documentsCopy,
  invoiceFileName,
  mailCopy,
  messages,
  orderMailId,
  type OrderDoc,
  ordersCopy,
} from '@cps/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { logIn } from '../support/browser';
import { demoPart } from '../support/build-parts';
import { adminFor, DEMO_PROJECT, hosts } from '../support/emulators';
import { demoAccounts } from '@cps/fixtures';
import { payWithTestCard, useDemoStock, useFreshCustomers, usePages } from './support';

// After the order: a buyer places and pays an order, the admin ships it (booking the emulated
// courier), and the buyer opens the order's page from My Orders (at 360 px, by keyboard) and
// finds its history with times; the courier delivers it on its emulated panel, and the page shows
// the delivery, the tracking code and the invoice to download; the emulator's outbox shows the
// messages each change wrote. The order, its stock and its mail go
// afterwards.

const admin = adminFor(DEMO_PROJECT);
// Registered first, so that it runs after every cleanup below (after-hooks run last-in, first-out).
afterAll(() => admin.close());

const mouse = demoPart('logitech-g502-x');
const { newPage } = usePages();
const customers = useFreshCustomers(admin, 'mail');
const { orders } = useDemoStock(admin, [mouse._id]);
afterAll(async () => {
  for (const id of orders) {
    for (const kind of ['placed', 'paid', 'shipped', 'delivered'] as const) {
      await admin.db.doc(`${collections.mail}/${orderMailId(id, kind)}`).delete();
    }
    await admin.db.doc(`${collections.emulatedCourierParcels}/${id}`).delete();
  }
});

const orderDoc = async (id: string) =>
  (await admin.db.doc(`${collections.orders}/${id}`).get()).data() as OrderDoc;

describe('the buyer’s order page and the messages', () => {
  it('paid by the buyer, shipped by the admin, delivered by the courier: the page and the outbox tell it', async () => {
    const buyer = await customers.create();
    const page = await newPage();
    await logIn(page, hosts.app, buyer.email, buyer.password);
    await page.goto(`${hosts.app}/parts?category=mice`);
    await page.getByRole('button', { name: `Add to cart: ${mouse.name}` }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `${mouse.name} is in your cart` })
      .waitFor();
    // In-app: the account's cart is written by then, and the checkout reads it.
    await page.getByRole('link', { name: /^Cart, \d+ items?$/ }).click();
    await page.getByRole('link', { name: 'Go to checkout' }).click();
    await page.waitForURL(`${hosts.app}/checkout`);
    await page.getByRole('radio', { name: /Home delivery/ }).check();
    await page.getByRole('combobox', { name: 'District' }).selectOption('Dhaka');
    await page.getByRole('textbox', { name: 'Address' }).fill('House 12, Road 5, Dhanmondi');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('01711000000');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/payment\/[^/]+$/);
    const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
    orders.push(orderId);
    await payWithTestCard(page);
    await expect.poll(async () => (await orderDoc(orderId)).paid).toBe(true);

    // The admin ships it from Manage All Orders, found by its id.
    const adminPage = await newPage();
    await logIn(
      adminPage,
      hosts.app,
      demoAccounts.admin.email,
      demoAccounts.admin.password,
      `/dashboard/manageAllOrders`,
    );
    const search = adminPage.getByRole('searchbox', { name: ordersCopy.orders.searchLabel });
    await search.fill(orderId);
    await search.press('Enter');
    const row = adminPage.locator('tbody tr', { hasText: mouse.name });
    await row.getByRole('button', { name: /Ship/ }).click();
    await adminPage
      .getByRole('status')
      .filter({ hasText: messages.success.shipped(mouse.name) })
      .waitFor();
    await expect.poll(async () => (await orderDoc(orderId)).shipped).toBe(true);

    // The buyer, on a phone: My Orders, then the order's page, by keyboard.
    const phone = await newPage(360);
    await logIn(phone, hosts.app, buyer.email, buyer.password, '/dashboard/myOrder');
    const open = phone.getByRole('link', { name: mailCopy.orderPage.open(mouse.name) });
    await open.focus();
    await phone.keyboard.press('Enter');
    await phone.waitForURL(`${hosts.app}/dashboard/myOrder/${orderId}`);
    const main = phone.locator('main');
    await main.getByRole('heading', { level: 1, name: mouse.name }).waitFor();
    const delivery = main.getByRole('region', { name: mailCopy.orderPage.delivery });
    await delivery.getByText('House 12, Road 5, Dhanmondi').waitFor();
    await delivery.getByText(checkoutCopy.checkout.paymentMethods.card, { exact: true }).waitFor();
    const history = main.getByRole('region', { name: ordersCopy.orders.timeline });
    await expect
      .poll(async () =>
        (await history.getByRole('listitem').allInnerTexts()).map((text) => text.split('\n')[0]),
      )
      .toEqual(['Placed', 'Payment started', 'Paid', 'Shipped']);
    const order = await orderDoc(orderId);
    expect(
      await history
        .getByRole('time')
        .evaluateAll((els) => els.map((el) => el.getAttribute('datetime'))),
    ).toEqual(order.timeline!.map((event) => new Date(event.at).toISOString()));
    // Nothing runs off a 360 px screen.
    const width = await phone.evaluate<number>('document.documentElement.scrollWidth');
    expect(width).toBeLessThanOrEqual(360);

    // The courier picks the parcel up and delivers it; the page follows, with the tracking code.
    const courier = await newPage();
    await courier.goto(`${hosts.app}/api/emulator/courier/panel`);
    const parcel = () => courier.locator(`tr[data-invoice="${orderId}"]`);
    await parcel().getByRole('button', { name: 'Picked up (pending)' }).click();
    await courier.getByRole('status').filter({ hasText: 'the store was told' }).waitFor();
    await parcel().getByRole('button', { name: 'Delivered', exact: true }).click();
    await courier.getByRole('status').filter({ hasText: 'now delivered' }).waitFor();
    await expect
      .poll(async () =>
        (await history.getByRole('listitem').allInnerTexts()).map((text) => text.split('\n')[0]),
      )
      .toEqual([
        'Placed',
        'Payment started',
        'Paid',
        'Shipped',
        ordersCopy.orders.events['courier-in-transit'],
        'Delivered',
      ]);
    const delivered = await orderDoc(orderId);
    await delivery.getByText(delivered.trackingCode!, { exact: true }).waitFor();

    // The invoice, downloaded from the page: the PDF of the order's number.
    const [download] = await Promise.all([
      phone.waitForEvent('download'),
      delivery.getByRole('button', { name: documentsCopy.invoice.download }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(invoiceFileName(delivered.invoiceNumber!));
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');

    // The outbox: the four messages, newest first, to the buyer, each linking this page.
    const outbox = await newPage();
    await outbox.goto(`${hosts.app}/api/emulator/mail`);
    await outbox.getByRole('heading', { level: 1, name: mailCopy.outbox.title }).waitFor();
    const subjects = await outbox.getByRole('heading', { level: 2 }).allInnerTexts();
    const mine = subjects.filter((subject) => subject.includes(orderId));
    expect(mine).toEqual([
      mailCopy.subjects.delivered(orderId),
      mailCopy.subjects.shipped(orderId),
      mailCopy.subjects.paid(orderId),
      mailCopy.subjects.placed(orderId),
    ]);
    const placed = outbox.getByRole('article', { name: mailCopy.subjects.placed(orderId) });
    expect(await placed.innerText()).toContain(buyer.email);
    expect(await placed.innerText()).toContain(`/dashboard/myOrder/${orderId}`);
  });
});
