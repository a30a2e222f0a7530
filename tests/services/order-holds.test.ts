import {
  collections,
  ordersCopy,
  orderStatsShards,
  sumOrderCounts,
  type OrderCounts,
  type OrderDoc,
} from '@cps/domain';
import { describe, expect, it } from 'vitest';
import { confirmEmulatedIntent } from '../../functions/src/emulator/card/emulated-gateway';
import { expireOrderHoldsJob, SWEEP_EVERY_MS } from '../../functions/src/jobs/expire-order-holds';
import { expireOrder, expireOrders } from '../../functions/src/services/orders/order-expiry';
import { addOrders } from '../../scripts/seed-orders';
import { cancelUnpaidOrder, createOrder } from '../../functions/src/services/orders/orders';
import { shipOrder } from '../../functions/src/services/orders/courier-booking';
import {
  applyPaymentSucceeded,
  confirmPaidByOwner,
  createPaymentIntent,
} from '../../functions/src/services/payments/payments';
import {
  addPart,
  burst,
  expectOnlyContention,
  makeCaller,
  newOrder,
  serviceHarness,
  stockOf,
} from './support';

// Holds that expire, the unpaid cap, the history and the counts per state, with an
// injected clock: the hold is the default 1800 s and the cap 3, as deployed.

const deps = serviceHarness('order-holds');
const HOLD_MS = deps.config.orders.holdSeconds * 1000;
const card = { number: '4242424242424242', expiry: '12 / 34', cvc: '123' };

const orderDoc = async (id: string) =>
  (await deps.db.doc(`${collections.orders}/${id}`).get()).data() as OrderDoc | undefined;

async function counts(): Promise<OrderCounts> {
  const snap = await deps.db.collection(collections.orderStats).get();
  return sumOrderCounts(snap.docs.map((d) => d.data()));
}

/** Counts every order by its stored status, the slow way, to hold the counters against. */
async function recount(): Promise<OrderCounts> {
  const snap = await deps.db.collection(collections.orders).get();
  return sumOrderCounts(snap.docs.map((d) => ({ total: 1, [d.get('status') as string]: 1 })));
}

async function placed(stock = 10, quanity = 2) {
  const partId = await addPart(deps, { minimumOrderQuanity: 1, availableQuanity: stock });
  const owner = makeCaller();
  const id = await createOrder(deps, owner, newOrder(partId, quanity));
  return { partId, owner, id };
}

/** Moves the clock past the hold of an order placed at the current time. */
const passHold = () => deps.setNow(deps.now() + HOLD_MS + 1);

describe('a placed order', () => {
  it('is unpaid, holds its stock until createdAt + ORDER_HOLD_SECONDS, and its history says who placed it', async () => {
    const at = deps.now();
    const { partId, owner, id } = await placed(10, 4);
    const order = (await orderDoc(id))!;
    expect(order.status).toBe('unpaid');
    expect(order.expiresAt).toBe(at + HOLD_MS);
    expect(order.timeline).toEqual([{ type: 'placed', at, by: 'customer', who: owner.email }]);
    expect(await stockOf(deps, partId)).toBe(6);
  });
});

describe('expiry', () => {
  it('does nothing before the hold ends; after it, gives the stock back and keeps the order as expired', async () => {
    const { partId, id } = await placed(10, 4);
    deps.setNow(deps.now() + HOLD_MS - 1);
    expect(await expireOrder(deps, id)).toBe('waiting');
    expect(await stockOf(deps, partId)).toBe(6);

    deps.setNow(deps.now() + 1);
    expect(await expireOrder(deps, id)).toBe('expired');
    const order = (await orderDoc(id))!;
    expect(order.status).toBe('expired');
    expect(order.expiredAt).toBe(deps.now());
    expect(order.timeline?.at(-1)).toEqual({
      type: 'expired',
      at: deps.now(),
      by: 'system',
      who: 'order-expiry',
    });
    expect(await stockOf(deps, partId)).toBe(10);
  });

  it('a run expires every due order and no other; a second run finds nothing to do', async () => {
    const due = await Promise.all([placed(5, 1), placed(5, 2)]);
    passHold();
    const fresh = await placed(5, 3);
    const first = await expireOrders(deps);
    expect(first.expired).toBeGreaterThanOrEqual(2);
    for (const { id, partId } of due) {
      expect((await orderDoc(id))?.status).toBe('expired');
      expect(await stockOf(deps, partId)).toBe(5);
    }
    expect((await orderDoc(fresh.id))?.status).toBe('unpaid');
    expect(await stockOf(deps, fresh.partId)).toBe(2);
    expect(await expireOrders(deps)).toEqual({ expired: 0, paid: 0, waiting: 0 });
  });

  it('the scheduled job sweeps twice a run: a hold that ends between the sweeps is expired by the second', async () => {
    const early = await placed(5, 1);
    deps.setNow(deps.now() + 10_000);
    const late = await placed(5, 1);
    // The first sweep runs once the early hold has ended; the late one ends 10 s after.
    deps.setNow(deps.now() + HOLD_MS - 10_000);
    const sleeps: number[] = [];
    const [first, second] = await expireOrderHoldsJob(deps, async (ms) => {
      sleeps.push(ms);
      deps.setNow(deps.now() + ms);
    });
    expect(sleeps).toEqual([SWEEP_EVERY_MS]);
    expect(first?.expired).toBeGreaterThanOrEqual(1);
    expect(second?.expired).toBeGreaterThanOrEqual(1);
    expect((await orderDoc(early.id))?.expiredAt).toBeLessThan(
      (await orderDoc(late.id))!.expiredAt!,
    );
    expect(await stockOf(deps, late.partId)).toBe(5);
  });

  it('an order that fails to expire waits for a later run; the orders behind it still expire', async () => {
    const stuck = await placed(10, 4);
    const intent = await createPaymentIntent(deps, stuck.owner, stuck.id);
    const other = await placed(10, 3);
    passHold();
    // The gateway cannot cancel the stuck order's intent (Stripe unreachable, say).
    const failing = {
      ...deps,
      gateway: () => {
        const gateway = deps.gateway();
        return {
          ...gateway,
          cancelIntent: (id: string) =>
            id === intent.id ? Promise.reject(new Error('gateway down')) : gateway.cancelIntent(id),
        };
      },
    };
    const run = await expireOrders(failing);
    expect(run.waiting).toBeGreaterThanOrEqual(1);
    expect((await orderDoc(stuck.id))?.status).toBe('unpaid');
    expect(await stockOf(deps, stuck.partId)).toBe(6);
    expect((await orderDoc(other.id))?.status).toBe('expired');
    expect(await stockOf(deps, other.partId)).toBe(10);
    // The gateway is back: the next run expires it.
    expect(await expireOrder(deps, stuck.id)).toBe('expired');
    expect(await stockOf(deps, stuck.partId)).toBe(10);
  });

  it('two runs at once expire an order once: its stock comes back once', async () => {
    const { partId, id } = await placed(10, 4);
    passHold();
    const result = await burst(4, () => expireOrder(deps, id));
    expect(result.failures).toEqual([]);
    for (const refusal of result.refusals) expect(refusal.code).toBe('aborted');
    expect(result.values.filter((v) => v === 'expired')).toHaveLength(1);
    expect(await stockOf(deps, partId)).toBe(10);
  });

  it('cancels the open payment intent first: the card can no longer pay the expired order', async () => {
    const { owner, id } = await placed();
    const intent = await createPaymentIntent(deps, owner, id);
    passHold();
    expect(await expireOrder(deps, id)).toBe('expired');
    expect((await deps.gateway().retrieveIntent(intent.id))?.status).toBe('canceled');
    const confirm = await confirmEmulatedIntent(
      deps.db,
      intent.clientSecret!,
      card,
      new Date(deps.now()),
    );
    expect(confirm.kind).toBe('canceled');
  });

  it('a payment that succeeded before the expiry wins: the order is paid, its stock stays sold', async () => {
    const { partId, owner, id } = await placed(10, 4);
    const intent = await createPaymentIntent(deps, owner, id);
    // The card went through; its webhook has not arrived yet.
    await confirmEmulatedIntent(deps.db, intent.clientSecret!, card, new Date(deps.now()));
    passHold();
    expect(await expireOrder(deps, id)).toBe('paid');
    const order = (await orderDoc(id))!;
    expect(order.status).toBe('pending');
    expect(order.paid).toBe(true);
    expect(order.expiredAt).toBeUndefined();
    expect(await stockOf(deps, partId)).toBe(6);
  });

  it('a payment still processing makes the order wait for a later run, then it expires', async () => {
    const { partId, owner, id } = await placed(10, 4);
    const intent = await createPaymentIntent(deps, owner, id);
    const intentRef = deps.db.doc(`${collections.emulatedIntents}/${intent.id}`);
    await intentRef.update({ status: 'processing' });
    passHold();
    expect(await expireOrder(deps, id)).toBe('waiting');
    expect((await orderDoc(id))?.status).toBe('unpaid');
    expect(await stockOf(deps, partId)).toBe(6);

    // The bank declined in the end: the intent can be cancelled, and the next run expires it.
    await intentRef.update({ status: 'requires_payment_method' });
    expect(await expireOrder(deps, id)).toBe('expired');
    expect(await stockOf(deps, partId)).toBe(10);
  });

  it('against a cancel at the same moment: exactly one of them gives the stock back', async () => {
    const { partId, owner, id } = await placed(10, 4);
    passHold();
    const result = await burst(2, (i) =>
      i === 0
        ? expireOrder(deps, id)
        : cancelUnpaidOrder(deps, { uid: owner.uid, admin: false }, id).then(() => 'cancelled'),
    );
    expect(result.failures).toEqual([]);
    const order = await orderDoc(id);
    const outcome = order ? order.status : 'cancelled';
    expect(['expired', 'cancelled']).toContain(outcome);
    expect(await stockOf(deps, partId)).toBe(10);
  });
});

describe('an expired order cannot be paid', () => {
  it('create-payment-intent answers 409 once the hold has ended, even before the job ran', async () => {
    const { owner, id } = await placed();
    passHold();
    await expect(createPaymentIntent(deps, owner, id)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: ordersCopy.orders.expiredRefusal,
    });
  });

  it('PATCH /order (confirmPaidByOwner) and the webhook path refuse an expired order', async () => {
    const { owner, id } = await placed();
    const intent = await createPaymentIntent(deps, owner, id);
    passHold();
    await expireOrder(deps, id);
    await expect(confirmPaidByOwner(deps, owner, id, intent.id)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: ordersCopy.orders.expiredRefusal,
    });
    const paid = { ...intent, status: 'succeeded' as const, orderId: id };
    await expect(applyPaymentSucceeded(deps, paid, `evt_${id}`)).rejects.toMatchObject({
      code: 'failed-precondition',
    });
    expect((await orderDoc(id))?.paid).toBe(false);
  });

  it('an expired order cannot be cancelled either (its stock is already back)', async () => {
    const { owner, id } = await placed();
    passHold();
    await expireOrder(deps, id);
    await expect(
      cancelUnpaidOrder(deps, { uid: owner.uid, admin: false }, id),
    ).rejects.toMatchObject({ code: 'failed-precondition' });
  });
});

describe('the unpaid cap (MAX_UNPAID_ORDERS = 3)', () => {
  it('the fourth unpaid order is refused with what to do; paying, cancelling or expiry frees a place', async () => {
    const partId = await addPart(deps, { minimumOrderQuanity: 1, availableQuanity: 100 });
    const owner = makeCaller();
    const ids = [];
    for (let i = 0; i < 3; i += 1) ids.push(await createOrder(deps, owner, newOrder(partId, 1)));
    await expect(createOrder(deps, owner, newOrder(partId, 1))).rejects.toMatchObject({
      code: 'failed-precondition',
      message: ordersCopy.orders.tooManyUnpaid(3),
    });
    expect(await stockOf(deps, partId)).toBe(97);
    // Another customer is not affected.
    await createOrder(deps, makeCaller(), newOrder(partId, 1));

    await cancelUnpaidOrder(deps, { uid: owner.uid, admin: false }, ids[0]!);
    ids.push(await createOrder(deps, owner, newOrder(partId, 1)));
    await expect(createOrder(deps, owner, newOrder(partId, 1))).rejects.toMatchObject({
      message: ordersCopy.orders.tooManyUnpaid(3),
    });
    // Holds that ended count no more, even before the job has run.
    passHold();
    await createOrder(deps, owner, newOrder(partId, 1));
  });

  it('holds that ended count no more however many of them wait for the job', async () => {
    const partId = await addPart(deps, { minimumOrderQuanity: 1, availableQuanity: 100 });
    const owner = makeCaller();
    const first = (await orderDoc(await createOrder(deps, owner, newOrder(partId, 1))))!;
    // 25 of the customer's holds ended and the job has not run yet; their ids sort first.
    const ended = { ...first, expiresAt: deps.now() - 1, timeline: undefined };
    await addOrders(
      deps,
      Array.from({ length: 25 }, (_, i) => ({ id: `0-${owner.uid}-${i}`, doc: ended })),
    );
    await createOrder(deps, owner, newOrder(partId, 1));
    await createOrder(deps, owner, newOrder(partId, 1));
    await expect(createOrder(deps, owner, newOrder(partId, 1))).rejects.toMatchObject({
      message: ordersCopy.orders.tooManyUnpaid(3),
    });
    expect(await stockOf(deps, partId)).toBe(100 - 25 - 3);
  });

  it('10 concurrent orders by one customer: at most 3 are placed, the rest refused cleanly', async () => {
    const partId = await addPart(deps, { minimumOrderQuanity: 1, availableQuanity: 100 });
    const owner = makeCaller();
    const result = await burst(10, () => createOrder(deps, owner, newOrder(partId, 1)));
    expect(result.failures).toEqual([]);
    expect(result.values.length).toBeGreaterThanOrEqual(1);
    expect(result.values.length).toBeLessThanOrEqual(3);
    for (const refusal of result.refusals)
      expect(refusal.code).toMatch(/^(failed-precondition|aborted)$/);
    const held = await deps.db
      .collection(collections.orders)
      .where('uid', '==', owner.uid)
      .where('status', '==', 'unpaid')
      .get();
    expect(held.size).toBe(result.values.length);
    expect(await stockOf(deps, partId)).toBe(100 - result.values.length);
  });
});

describe('history and counts per state', () => {
  it('every step of an order is in its history, in order, with who did it', async () => {
    const { owner, id } = await placed();
    const intent = await createPaymentIntent(deps, owner, id);
    await confirmEmulatedIntent(deps.db, intent.clientSecret!, card, new Date(deps.now()));
    await confirmPaidByOwner(deps, owner, id, intent.id);
    await shipOrder(deps, id, 'boss@example.com');
    const order = (await orderDoc(id))!;
    expect(order.status).toBe('shipped');
    expect(order.timeline?.map((e) => [e.type, e.by, e.who])).toEqual([
      ['placed', 'customer', owner.email],
      ['payment-started', 'customer', owner.email],
      ['paid', 'stripe', intent.id],
      ['shipped', 'admin', 'boss@example.com'],
    ]);
  });

  it('a cancelled order leaves the orders (the spec deletes it) and its history is kept aside', async () => {
    const { owner, id } = await placed();
    await cancelUnpaidOrder(deps, { uid: owner.uid, admin: false, email: owner.email }, id);
    expect(await orderDoc(id)).toBeUndefined();
    const kept = (await deps.db.doc(`${collections.cancelledOrders}/${id}`).get()).data()!;
    expect(kept.timeline.map((e: { type: string }) => e.type)).toEqual(['placed', 'cancelled']);
  });

  it('the counters equal a recount after many customers place, pay, cancel, ship and expire at once', async () => {
    const parts = await Promise.all(
      [1, 2, 3].map(() => addPart(deps, { minimumOrderQuanity: 1, availableQuanity: 100 })),
    );
    const customers = Array.from({ length: 12 }, () => makeCaller());
    const place = (i: number) => createOrder(deps, customers[i]!, newOrder(parts[i % 3]!, 1));
    const first = await burst(12, place);
    expect(first.failures).toEqual([]);
    expect(first.values).toHaveLength(12);
    const ids = first.values;
    const pay = async (i: number) => {
      const intent = await createPaymentIntent(deps, customers[i]!, ids[i]!);
      await confirmEmulatedIntent(deps.db, intent.clientSecret!, card, new Date(deps.now()));
      await confirmPaidByOwner(deps, customers[i]!, ids[i]!, intent.id);
    };
    const cancel = (i: number) =>
      cancelUnpaidOrder(deps, { uid: customers[i]!.uid, admin: false }, ids[i]!);
    // Paying 4, cancelling 4 and placing 12 more, all at once.
    const second = await burst(20, (i) =>
      i < 4 ? pay(i) : i < 8 ? cancel(i) : place(i - 8).then(() => undefined),
    );
    // Contention the server could not wait out refuses cleanly, writing nothing.
    expectOnlyContention(second);
    // Then shipping the paid ones while every hold left expires.
    passHold();
    const third = await burst(8, (i) =>
      i < 4
        ? shipOrder(deps, ids[i]!, 'boss@example.com').then(String)
        : expireOrder(deps, ids[i + 4]!),
    );
    expectOnlyContention(third);
    await expireOrders(deps);
    const now = await counts();
    expect(now).toEqual(await recount());
    expect(now.total).toBeGreaterThanOrEqual(first.values.length);
  });

  it('the counters equal a recount after placing, paying, shipping, cancelling, expiring and seeding', async () => {
    await addOrders(deps, [
      {
        id: `seeded-${deps.projectId}-1`,
        doc: { ...(await orderDoc((await placed()).id))!, paid: true, shipped: true },
      },
    ]);
    const shards = await deps.db.collection(collections.orderStats).get();
    expect(shards.size).toBeLessThanOrEqual(orderStatsShards);
    expect(await counts()).toEqual(await recount());
  });
});
