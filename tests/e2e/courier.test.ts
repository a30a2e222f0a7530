import { codDueCents, collections, type OrderDoc, ordersCopy } from '@cps/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { logIn, screenshots } from '../support/browser';
import { demoPart } from '../support/build-parts';
import { adminFor, DEMO_PROJECT, hosts } from '../support/emulators';
import { checkOutPart, logInAtOrder, useDemoStock, useFreshCustomers, usePages } from './support';

// Courier delivery in Chromium against the emulators: a cash-on-delivery order sent home is
// confirmed and shipped by the admin in Manage All Orders, which books the parcel with the
// emulated Steadfast; on the courier's emulated panel the parcel is picked up and delivered, each
// move sending the store Steadfast's webhook; the order becomes paid, live in the back office,
// and the buyer's My Orders shows it delivered with its consignment.

const admin = adminFor(DEMO_PROJECT);
afterAll(() => admin.close());

const part = demoPart('lian-li-lancool-216');
const { newPage } = usePages();
const customers = useFreshCustomers(admin, 'courier');
const { orders } = useDemoStock(admin, [part._id]);
const orderDoc = async (id: string) =>
  (await admin.db.doc(`${collections.orders}/${id}`).get()).data() as OrderDoc;
const parcelPath = (invoice: string) => `${collections.emulatedCourierParcels}/${invoice}`;
afterAll(async () => {
  await Promise.all(orders.map((id) => admin.db.doc(parcelPath(id)).delete()));
});

describe('courier delivery', () => {
  it('a COD order shipped by the admin and delivered by the courier becomes paid', async () => {
    const page = await newPage(360);
    const customer = await customers.create();
    await logIn(page, hosts.app, customer.email, customer.password);
    const id = await checkOutPart(
      page,
      hosts.app,
      { name: part.name, category: 'cases' },
      /Cash on delivery/,
      { district: 'Dhaka', address: 'House 12, Road 5, Dhanmondi' },
    );
    orders.push(id);

    // The admin confirms after the call and ships: the parcel is booked with the courier.
    const office = await newPage();
    await logInAtOrder(office, id);
    const row = office.locator('tbody tr', { hasText: part.name });
    await row
      .getByRole('button', { name: `${ordersCopy.cod.actions.confirm} ${part.name}` })
      .click();
    await row.getByText(ordersCopy.cod.status['cod-confirmed']).waitFor();
    await row.getByRole('button', { name: `Ship ${part.name}` }).click();
    await row.getByText(ordersCopy.courier.state.booked).waitFor();
    const booked = await orderDoc(id);
    expect(booked).toMatchObject({
      status: 'cod-shipped',
      consignmentId: expect.stringMatching(/^\d+$/),
      trackingCode: expect.stringMatching(/^[0-9A-F]{8}$/),
      courier: { provider: 'steadfast', state: 'booked' },
    });
    await row.getByText(booked.consignmentId!).waitFor();
    await row.getByText(booked.trackingCode!).waitFor();
    await screenshots(office, 'manage-orders-courier-booked');

    // The courier's panel: the parcel, with the cash to collect; picked up, then delivered.
    const courier = await newPage();
    await courier.goto(`${hosts.app}/api/emulator/courier/panel`);
    const parcel = courier.locator(`tr[data-invoice="${id}"]`);
    await parcel.getByText(booked.consignmentId!).waitFor();
    await parcel.getByText(`Tk ${booked.courier!.codAmount!.toFixed(2)}`).waitFor();
    expect(booked.courier!.codAmount).toBe((codDueCents(booked) * 120) / 100);
    await parcel.getByRole('button', { name: 'Picked up (pending)' }).click();
    await courier.getByRole('status').filter({ hasText: 'the store was told' }).waitFor();
    await row.getByText(ordersCopy.courier.state['in-transit']).waitFor();
    await screenshots(courier, 'courier-panel');

    await courier
      .locator(`tr[data-invoice="${id}"]`)
      .getByRole('button', { name: 'Delivered', exact: true })
      .click();
    await courier.getByRole('status').filter({ hasText: 'now delivered' }).waitFor();

    // Paid, live in the back office, through the COD collection.
    await row.getByText(ordersCopy.cod.status['cod-collected']).waitFor();
    const paid = await orderDoc(id);
    expect(paid).toMatchObject({
      paid: true,
      status: 'cod-collected',
      transectionId: expect.stringMatching(new RegExp(`^COD-${id}-\\d+$`)),
      courier: { state: 'delivered', collectedAmount: booked.courier!.codAmount },
    });
    expect(paid.timeline?.map((e) => e.type)).toEqual(
      expect.arrayContaining(['shipped', 'courier-in-transit', 'delivered', 'cod-collected']),
    );

    // The buyer's My Orders: delivered and paid, with the consignment.
    await page.goto(`${hosts.app}/dashboard/myOrder`);
    const mine = page.locator('tbody tr', { hasText: part.name });
    await mine.getByText(ordersCopy.cod.customer['cod-collected']).waitFor();
    await mine.getByText(booked.consignmentId!).waitFor();
    await mine.getByText(ordersCopy.courier.state.delivered, { exact: true }).waitFor();
    await screenshots(page, 'my-orders-courier-delivered');
  });
});
