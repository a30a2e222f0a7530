import {
  codDueCents,
  collections,
  courierCodAmount,
  type CheckoutBody,
  type OrderDoc,
  ordersCopy,
  type SteadfastStatus,
} from '@cps/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { CourierError, type Courier } from '../../functions/src/couriers/courier';
import { takeCodStep } from '../../functions/src/services/orders/cod-orders';
import { createCheckoutOrder } from '../../functions/src/services/orders/checkout';
import { shipOrder } from '../../functions/src/services/orders/courier-booking';
import { pollCourierParcels } from '../../functions/src/services/orders/courier-poll';
import { receiveCourierWebhook } from '../../functions/src/services/orders/courier-report';
import { decideCourierReturn } from '../../functions/src/services/orders/courier-return';
import { ServiceError } from '../../functions/src/services/shared/errors';
import type { Caller } from '../../functions/src/services/shared/caller';
import { addPart, makeCaller, payByCard, serviceHarness, stockOf } from './support';

// Courier delivery through its use cases, with the emulated Steadfast in process: shipping books
// a parcel (and a failed booking is retried without booking twice), the webhook moves the order
// through every status Steadfast reports (a COD parcel delivered with its cash is paid), a
// forged, unknown or mismatched report changes nothing, the poll catches a lost webhook, and a
// returned parcel's goods go back to stock only when the admin says so.

const deps = serviceHarness('courier');
const ADMIN = 'boss@example.com';
const TOKEN = `Bearer ${deps.config.payments.courier.webhookToken}`;
const toDhaka = {
  delivery: { method: 'home', district: 'Dhaka' },
  customerPhone: '01711000000',
  customerAddress: '12 Road 5, Dhanmondi, Dhaka',
} as const satisfies Omit<CheckoutBody, 'lines' | 'paymentMethod'>;

const orderDoc = async (id: string) =>
  (await deps.db.doc(`${collections.orders}/${id}`).get()).data() as OrderDoc;

let clock = Date.UTC(2026, 10, 28, 6);
/** A second later than the last step: Steadfast's times are to the second. */
const tick = () => deps.setNow((clock += 1_000));

beforeEach(() => {
  deps.setCourier(deps.courierTwin);
  tick();
});

async function paidOrder(quanity = 1) {
  const buyer: Caller = makeCaller();
  const partId = await addPart(deps, { price: 50, minimumOrderQuanity: 1, availableQuanity: 10 });
  const id = await createCheckoutOrder(deps, buyer, {
    ...toDhaka,
    paymentMethod: 'card',
    lines: [{ partId, quanity }],
  });
  await payByCard(deps, buyer, id);
  return { id, partId, buyer };
}

async function codOrder(quanity = 2) {
  const buyer = makeCaller();
  const partId = await addPart(deps, { price: 50, minimumOrderQuanity: 1, availableQuanity: 10 });
  const id = await createCheckoutOrder(deps, buyer, {
    ...toDhaka,
    paymentMethod: 'cod',
    lines: [{ partId, quanity }],
  });
  await takeCodStep(deps, id, 'confirm', ADMIN);
  return { id, partId, buyer };
}

/** The parcels the twin holds for an invoice. */
const parcelsOf = async (invoice: string) =>
  (await deps.courierTwin.parcels(50)).filter((p) => p.invoice === invoice);

/** The webhook's HTTP status: 200, or its refusal's (401 for the token, 400 for the body). */
async function webhook(authorization: string | undefined, payload: unknown): Promise<number> {
  try {
    expect(await receiveCourierWebhook(deps, authorization, payload)).toEqual({
      status: 'success',
      message: 'Webhook received successfully.',
    });
    return 200;
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return { unauthenticated: 401, 'invalid-argument': 400 }[error.code as string] ?? 500;
  }
}

/** The twin's panel moves the parcel; its webhook comes to the store (a second later). */
async function courierSays(id: string, status: SteadfastStatus, authorization = TOKEN) {
  tick();
  const consignmentId = (await orderDoc(id)).consignmentId!;
  const payload = await deps.courierTwin.move(consignmentId, status);
  expect(payload).toBeDefined();
  return webhook(authorization, payload);
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ServiceError);
  return error as ServiceError;
}

describe('booking on ship', () => {
  it('a paid order is booked with nothing to collect: consignment, tracking code, shipped', async () => {
    const { id } = await paidOrder();
    expect(await shipOrder(deps, id, ADMIN)).toBe(true);
    const order = await orderDoc(id);
    const [parcel] = await parcelsOf(id);
    expect(parcel).toMatchObject({
      invoice: id,
      recipientName: order.customerName,
      recipientPhone: '01711000000',
      recipientAddress: '12 Road 5, Dhanmondi, Dhaka',
      codAmount: 0,
      status: 'in_review',
    });
    expect(order).toMatchObject({
      shipped: true,
      status: 'shipped',
      consignmentId: parcel!.consignmentId,
      trackingCode: parcel!.trackingCode,
      courier: { provider: 'steadfast', state: 'booked', status: 'in_review', codAmount: 0 },
    });
    expect(order.timeline?.at(-1)).toMatchObject({ type: 'shipped', by: 'admin', who: ADMIN });
  });

  it("a COD order's parcel collects its total in taka", async () => {
    const { id } = await codOrder();
    await shipOrder(deps, id, ADMIN);
    const order = await orderDoc(id);
    expect(order.status).toBe('cod-shipped');
    const due = courierCodAmount(codDueCents(order));
    expect(due).toBeGreaterThan(0);
    expect((await parcelsOf(id))[0]?.codAmount).toBe(due);
    expect(order.courier?.codAmount).toBe(due);
  });

  it('a booking whose answer was lost is retried without booking twice', async () => {
    const { id } = await paidOrder();
    const lostAnswer: Courier = {
      ...deps.courierTwin,
      createOrder: async (input) => {
        await deps.courierTwin.createOrder(input);
        throw new Error('socket hang up');
      },
    };
    deps.setCourier(lostAnswer);
    const failed = await refusal(shipOrder(deps, id, ADMIN));
    expect(failed.code).toBe('unavailable');
    expect(failed.message).toBe(ordersCopy.courier.bookingUnanswered);
    expect(await orderDoc(id)).toMatchObject({
      shipped: false,
      status: 'pending',
      courier: { state: 'booking', attempts: 1, bookingError: 'socket hang up' },
    });

    deps.setCourier(deps.courierTwin);
    tick();
    expect(await shipOrder(deps, id, ADMIN)).toBe(true);
    expect(await parcelsOf(id)).toHaveLength(1);
    const order = await orderDoc(id);
    expect(order).toMatchObject({ shipped: true, courier: { state: 'booked', attempts: 2 } });
    expect(order.courier?.bookingError).toBeUndefined();
    // The consignment comes with the courier's first report on the invoice.
    expect(order.consignmentId).toBeUndefined();
    const [parcel] = await parcelsOf(id);
    tick();
    const payload = await deps.courierTwin.move(parcel!.consignmentId, 'pending');
    expect(await webhook(TOKEN, payload)).toBe(200);
    expect(await orderDoc(id)).toMatchObject({
      consignmentId: parcel!.consignmentId,
      courier: { state: 'in-transit' },
    });
  });

  it('a courier that refuses says why and books on the retry; one that is down too', async () => {
    const { id } = await paidOrder();
    deps.setCourier({
      ...deps.courierTwin,
      createOrder: async () => {
        throw new CourierError('refused', 'The recipient phone must be 11 digits.');
      },
    });
    const refused = await refusal(shipOrder(deps, id, ADMIN));
    expect(refused.code).toBe('failed-precondition');
    expect(refused.message).toBe(
      ordersCopy.courier.bookingFailed('The recipient phone must be 11 digits.'),
    );
    deps.setCourier({
      ...deps.courierTwin,
      statusByInvoice: async () => {
        throw new Error('connect ECONNREFUSED');
      },
    });
    expect((await refusal(shipOrder(deps, id, ADMIN))).code).toBe('unavailable');
    expect(await parcelsOf(id)).toHaveLength(0);
    deps.setCourier(deps.courierTwin);
    expect(await shipOrder(deps, id, ADMIN)).toBe(true);
    expect(await parcelsOf(id)).toHaveLength(1);
    expect((await orderDoc(id)).courier?.attempts).toBe(3);
  });

  it('a booking still waiting for its answer is not started again', async () => {
    const { id } = await paidOrder();
    let release: () => void = () => undefined;
    const slow: Courier = {
      ...deps.courierTwin,
      createOrder: async (input) => {
        await new Promise<void>((done) => (release = done));
        return deps.courierTwin.createOrder(input);
      },
    };
    deps.setCourier(slow);
    const first = shipOrder(deps, id, ADMIN);
    await expect.poll(async () => (await orderDoc(id)).courier?.state).toBe('booking');
    const second = await refusal(shipOrder(deps, id, ADMIN));
    expect(second.message).toBe(ordersCopy.courier.bookingUnderWay);
    release();
    expect(await first).toBe(true);
    expect(await parcelsOf(id)).toHaveLength(1);
  });

  it('without a courier the shop ships by hand, with an optional tracking code', async () => {
    deps.setCourier(undefined);
    const { id } = await paidOrder();
    expect(await shipOrder(deps, id, ADMIN, 'DHK-123')).toBe(true);
    const order = await orderDoc(id);
    expect(order).toMatchObject({ shipped: true, trackingCode: 'DHK-123' });
    expect(order.courier).toBeUndefined();
    expect(await parcelsOf(id)).toHaveLength(0);
  });
});

describe('the webhook', () => {
  it('moves a paid order through in transit, on hold and delivered, each in its history', async () => {
    const { id } = await paidOrder();
    await shipOrder(deps, id, ADMIN);
    for (const [status, state] of [
      ['pending', 'in-transit'],
      ['hold', 'on-hold'],
      ['pending', 'in-transit'],
      ['delivered', 'delivered'],
    ] as const) {
      expect(await courierSays(id, status)).toBe(200);
      expect((await orderDoc(id)).courier).toMatchObject({ state, status });
    }
    const order = await orderDoc(id);
    expect(order.status).toBe('shipped');
    expect(order.courier?.checkAt).toBeUndefined();
    const events = order.timeline!.filter((e) => e.by === 'courier');
    expect(events.map((e) => e.type)).toEqual([
      'courier-in-transit',
      'courier-on-hold',
      'courier-in-transit',
      'delivered',
    ]);
    // Each at the courier's own time, a second apart.
    expect(events.map((e) => e.at - events[0]!.at)).toEqual([0, 1_000, 2_000, 3_000]);
  });

  it('partly delivered, and cancelled before and after pickup (cancelled, returned)', async () => {
    const partly = await paidOrder();
    await shipOrder(deps, partly.id, ADMIN);
    await courierSays(partly.id, 'pending');
    await courierSays(partly.id, 'partial_delivered');
    expect((await orderDoc(partly.id)).courier?.state).toBe('partly-delivered');

    const early = await paidOrder();
    await shipOrder(deps, early.id, ADMIN);
    await courierSays(early.id, 'cancelled');
    expect((await orderDoc(early.id)).courier?.state).toBe('cancelled');
    expect((await orderDoc(early.id)).timeline?.at(-1)?.type).toBe('courier-cancelled');

    const late = await paidOrder();
    await shipOrder(deps, late.id, ADMIN);
    await courierSays(late.id, 'pending');
    await courierSays(late.id, 'cancelled');
    expect((await orderDoc(late.id)).courier?.state).toBe('returned');
  });

  it('a COD parcel delivered with its cash collected makes the order paid', async () => {
    const { id } = await codOrder();
    await shipOrder(deps, id, ADMIN);
    await courierSays(id, 'pending');
    await courierSays(id, 'delivered');
    const order = await orderDoc(id);
    expect(order).toMatchObject({
      status: 'cod-collected',
      paid: true,
      paidAt: clock,
      transectionId: `COD-${id}-${clock}`,
      cod: { collectedAt: clock, collectedCents: codDueCents(order), collectedBy: 'Steadfast' },
      courier: { state: 'delivered', collectedAmount: order.courier?.codAmount },
    });
    expect(order.timeline!.slice(-2).map((e) => e.type)).toEqual(['delivered', 'cod-collected']);
  });

  it("tells the buyer: shipped with the tracking code, delivered; COD's delivery is its receipt", async () => {
    const mails = async (id: string) =>
      new Map(
        (await deps.db.collection(collections.mail).where('orderId', '==', id).get()).docs.map(
          (snap) => [snap.get('kind') as string, snap.get('message.text') as string],
        ),
      );
    const paid = await paidOrder();
    await shipOrder(deps, paid.id, ADMIN);
    const { trackingCode } = await orderDoc(paid.id);
    expect((await mails(paid.id)).get('shipped')).toContain(`Tracking code: ${trackingCode}`);
    await courierSays(paid.id, 'pending');
    await courierSays(paid.id, 'delivered');
    expect([...(await mails(paid.id)).keys()].sort()).toEqual([
      'delivered',
      'paid',
      'placed',
      'shipped',
    ]);

    const cod = await codOrder();
    await shipOrder(deps, cod.id, ADMIN);
    await courierSays(cod.id, 'pending');
    await courierSays(cod.id, 'delivered');
    expect([...(await mails(cod.id)).keys()].sort()).toEqual([
      'collected',
      'confirmed',
      'placed',
      'shipped',
    ]);
  });

  it('a COD parcel partly delivered is not paid', async () => {
    const { id } = await codOrder();
    await shipOrder(deps, id, ADMIN);
    await courierSays(id, 'partial_delivered');
    expect(await orderDoc(id)).toMatchObject({ status: 'cod-shipped', paid: false });
  });

  it('a forged, unknown, mismatched or replayed report changes nothing', async () => {
    const { id } = await paidOrder();
    await shipOrder(deps, id, ADMIN);
    const before = await orderDoc(id);
    tick();
    const payload = (await deps.courierTwin.move(before.consignmentId!, 'delivered'))!;

    for (const header of [
      undefined,
      'Bearer wrong',
      TOKEN.slice(0, -1),
      TOKEN.replace('Bearer', 'Basic'),
    ]) {
      expect(await webhook(header, payload)).toBe(401);
    }
    expect(await orderDoc(id)).toEqual(before);

    await expect(
      receiveCourierWebhook(deps, TOKEN, { ...payload, invoice: 'no-such-order' }),
    ).rejects.toThrow(ordersCopy.courier.webhook.notOurs);
    expect(await webhook(TOKEN, { ...payload, consignment_id: 1 })).toBe(400);
    expect(await webhook(TOKEN, { ...payload, status: 'gone' })).toBe(400);
    expect(await orderDoc(id)).toEqual(before);

    expect(await webhook(TOKEN, payload)).toBe(200);
    const delivered = await orderDoc(id);
    expect(delivered.courier?.state).toBe('delivered');
    expect(await webhook(TOKEN, payload)).toBe(200);
    expect(await orderDoc(id)).toEqual(delivered);
  });

  it('a shop without a webhook token refuses every call, its own included', async () => {
    const { id } = await paidOrder();
    await shipOrder(deps, id, ADMIN);
    const before = await orderDoc(id);
    const unconfigured = {
      ...deps,
      config: {
        ...deps.config,
        payments: {
          ...deps.config.payments,
          courier: { ...deps.config.payments.courier, webhookToken: undefined },
        },
      },
    };
    tick();
    const payload = await deps.courierTwin.move(before.consignmentId!, 'pending');
    for (const header of ['Bearer ', TOKEN]) {
      await expect(receiveCourierWebhook(unconfigured, header, payload)).rejects.toMatchObject({
        code: 'unauthenticated',
      });
    }
    expect(await orderDoc(id)).toEqual(before);
  });
});

describe('the poll', () => {
  it('asks about parcels not heard of past their check, and applies what the courier says', async () => {
    const { id } = await paidOrder();
    await shipOrder(deps, id, ADMIN);
    const { consignmentId, courier } = await orderDoc(id);
    // The webhook is lost: the courier moved the parcel, the store was not told.
    await deps.courierTwin.move(consignmentId!, 'pending');
    expect(await pollCourierParcels(deps, clock + 10_000)).toMatchObject({ moved: 0 });
    deps.setNow((clock = courier!.checkAt!));
    const run = await pollCourierParcels(deps, clock + 10_000);
    expect(run.moved).toBeGreaterThanOrEqual(1);
    expect(run.failed).toBe(0);
    expect(await orderDoc(id)).toMatchObject({
      courier: { state: 'in-transit', status: 'pending', checkAt: clock + 6 * 3_600_000 },
    });
  });
});

describe('a returned parcel', () => {
  async function returned() {
    const order = await codOrder(3);
    await shipOrder(deps, order.id, ADMIN);
    await courierSays(order.id, 'pending');
    await courierSays(order.id, 'cancelled');
    return order;
  }

  it('goes back to stock when the admin says it is resaleable, once', async () => {
    const { id, partId } = await returned();
    const stock = await stockOf(deps, partId);
    expect(await decideCourierReturn(deps, id, true, ADMIN)).toBe(true);
    expect(await stockOf(deps, partId)).toBe(stock + 3);
    expect(await orderDoc(id)).toMatchObject({
      courier: { state: 'returned', restocked: true, returnDecidedBy: ADMIN },
    });
    expect((await orderDoc(id)).timeline?.at(-1)?.type).toBe('return-restocked');
    expect(await decideCourierReturn(deps, id, true, ADMIN)).toBe(false);
    const changed = await refusal(decideCourierReturn(deps, id, false, ADMIN));
    expect(changed.message).toBe(ordersCopy.courier.returnDecided);
    // Nor can the COD refusal give the stock back a second time.
    const refused = await refusal(takeCodStep(deps, id, 'refuse', ADMIN));
    expect(refused.message).toBe(ordersCopy.courier.returnDecided);
    expect(await stockOf(deps, partId)).toBe(stock + 3);
  });

  it('a COD parcel refused at the door has its stock back already: no restock after it', async () => {
    const { id, partId } = await returned();
    await takeCodStep(deps, id, 'refuse', ADMIN);
    const stock = await stockOf(deps, partId);
    const again = await refusal(decideCourierReturn(deps, id, true, ADMIN));
    expect(again.message).toBe(ordersCopy.courier.returnDecided);
    expect(await stockOf(deps, partId)).toBe(stock);
  });

  it('stays out of stock when it is not resaleable', async () => {
    const { id, partId } = await returned();
    const stock = await stockOf(deps, partId);
    expect(await decideCourierReturn(deps, id, false, ADMIN)).toBe(true);
    expect(await stockOf(deps, partId)).toBe(stock);
    expect(await orderDoc(id)).toMatchObject({ courier: { restocked: false } });
    expect((await orderDoc(id)).timeline?.at(-1)?.type).toBe('return-written-off');
  });

  it('a parcel that was not returned cannot be restocked', async () => {
    const { id, partId } = await paidOrder();
    await shipOrder(deps, id, ADMIN);
    const stock = await stockOf(deps, partId);
    const refused = await refusal(decideCourierReturn(deps, id, true, ADMIN));
    expect(refused.message).toBe(ordersCopy.courier.notReturned);
    expect(await stockOf(deps, partId)).toBe(stock);
  });
});

it('an order picked up at the shop is shipped by hand, never booked', async () => {
  const buyer = makeCaller();
  const partId = await addPart(deps, { price: 50, minimumOrderQuanity: 1, availableQuanity: 10 });
  const id = await createCheckoutOrder(deps, buyer, {
    ...toDhaka,
    delivery: { method: 'pickup' },
    paymentMethod: 'card',
    lines: [{ partId, quanity: 1 }],
  });
  await payByCard(deps, buyer, id);
  expect(await shipOrder(deps, id, ADMIN)).toBe(true);
  expect(await orderDoc(id)).toMatchObject({ shipped: true, status: 'shipped' });
  expect((await orderDoc(id)).courier).toBeUndefined();
  expect(await parcelsOf(id)).toHaveLength(0);
});
