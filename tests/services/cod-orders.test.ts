import {
  checkoutCopy,
  codTransactionId,
  collections,
  defaultCodPolicy,
  ordersCopy,
  orderStatsShardIds,
  sumOrderCounts,
  type CheckoutBody,
  type OrderCounts,
  type OrderDoc,
  type PartDoc,
} from '@cps/domain';
import { describe, expect, it } from 'vitest';
import { takeCodStep } from '../../functions/src/services/orders/cod-orders';
import { createCheckoutOrder } from '../../functions/src/services/orders/checkout';
import { expireOrder, expireOrders } from '../../functions/src/services/orders/order-expiry';
import { cancelUnpaidOrder } from '../../functions/src/services/orders/orders';
import { shipOrder } from '../../functions/src/services/orders/courier-booking';
import { createPaymentIntent } from '../../functions/src/services/payments/payments';
import type { Caller } from '../../functions/src/services/shared/caller';
import { ServiceError } from '../../functions/src/services/shared/errors';
import { addPart, burst, holdsOf, makeCaller, payByCard, serviceHarness, stockOf } from './support';

// Cash on delivery through its use cases: a checkout with paymentMethod 'cod' holds its stock
// until the shop's call confirms it or its deadline passes; the admin's steps move the order,
// its history, the counts per state and, for a refusal at the door, its stock; the fake-order
// policy refuses what it must, each time saying what to do instead.

const deps = serviceHarness('cod-orders');
const ADMIN = 'boss@example.com';
const DEADLINE_MS = defaultCodPolicy.confirmHours * 3_600_000;
const m = ordersCopy.cod;
const toDhaka = {
  delivery: { method: 'home', district: 'Dhaka' },
  customerPhone: '01711000000',
  customerAddress: '12 Road 5, Dhanmondi, Dhaka',
  paymentMethod: 'cod',
} as const satisfies Omit<CheckoutBody, 'lines'>;

/** A part of its own at $50, minimum 1, `stock` units. */
const part = (stock = 10, overrides: Partial<PartDoc> = {}) =>
  addPart(deps, { price: 50, minimumOrderQuanity: 1, availableQuanity: stock, ...overrides });

const codCheckout = (
  caller: Caller,
  partId: string,
  quanity = 1,
  more: Partial<CheckoutBody> = {},
) => createCheckoutOrder(deps, caller, { ...toDhaka, lines: [{ partId, quanity }], ...more });

const orderDoc = async (id: string) =>
  (await deps.db.doc(`${collections.orders}/${id}`).get()).data() as OrderDoc | undefined;

async function counts(): Promise<OrderCounts> {
  const snaps = await deps.db.getAll(
    ...orderStatsShardIds.map((id) => deps.db.doc(`${collections.orderStats}/${id}`)),
  );
  return sumOrderCounts(snaps.map((s) => s.data() ?? {}));
}

/** A customer who has paid for a card order: proven for cash on delivery. */
async function provenCustomer(): Promise<Caller> {
  const owner = makeCaller();
  const id = await createCheckoutOrder(deps, owner, {
    ...toDhaka,
    paymentMethod: 'card',
    lines: [{ partId: await part(), quanity: 1 }],
  });
  await payByCard(deps, owner, id);
  return owner;
}

const step = (id: string, name: 'confirm' | 'collect' | 'refuse') =>
  takeCodStep(deps, id, name, ADMIN);

/** A COD order placed, confirmed and shipped, with its part and buyer. */
async function shippedOrder(stock = 10, quanity = 2) {
  const buyer = makeCaller();
  const partId = await part(stock);
  const id = await codCheckout(buyer, partId, quanity);
  await step(id, 'confirm');
  await shipOrder(deps, id, ADMIN);
  return { id, partId, buyer };
}

describe('placing a cash-on-delivery order', () => {
  it('holds its stock until the shop confirms it or the deadline passes, as cod-placed', async () => {
    const before = await counts();
    const partId = await part(10);
    const buyer = makeCaller();
    const id = await codCheckout(buyer, partId, 3);
    const order = (await orderDoc(id))!;
    expect(order).toMatchObject({
      paymentMethod: 'cod',
      status: 'cod-placed',
      paid: false,
      shipped: false,
      price: 150.67,
      expiresAt: deps.now() + DEADLINE_MS,
      timeline: [{ type: 'placed', by: 'customer', who: buyer.email }],
    });
    expect(await stockOf(deps, partId)).toBe(7);
    expect(await holdsOf(deps, partId)).toEqual({ held: 3, heldByNew: 0 });
    const after = await counts();
    expect(after['cod-placed'] - before['cod-placed']).toBe(1);
    expect(after.total - before.total).toBe(1);
  });

  it('counts in the unpaid cap while it waits for its call, and not once confirmed', async () => {
    const buyer = makeCaller();
    const partId = await part(100);
    const cod = await codCheckout(buyer, partId, 1);
    await codCheckout(buyer, partId, 1, { paymentMethod: 'card' });
    await codCheckout(buyer, partId, 1, { paymentMethod: 'card' });
    await expect(codCheckout(buyer, partId, 1, { paymentMethod: 'card' })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: ordersCopy.orders.tooManyUnpaid(deps.config.orders.maxUnpaid),
    });
    await step(cod, 'confirm');
    await codCheckout(buyer, partId, 1, { paymentMethod: 'card' });
  });

  it('cannot be paid online: the payment page is refused with what to do', async () => {
    const buyer = makeCaller();
    const id = await codCheckout(buyer, await part());
    await expect(createPaymentIntent(deps, buyer, id)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: m.payAtDoor,
    });
  });
});

describe('the fake-order policy', () => {
  const policy = defaultCodPolicy;

  it('a new account has one open COD order, up to $200; card stays open to it', async () => {
    const buyer = makeCaller();
    const partId = await part(100);
    // $200 is 4 parts at $50 + Tk 80 ($0.67): over; 3 parts is $150.67.
    await expect(codCheckout(buyer, partId, 4)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: m.refusals.newAccountTotal(policy.newAccount.maxTotalCents, policy.maxTotalCents),
    });
    await codCheckout(buyer, partId, 3);
    await expect(codCheckout(buyer, partId, 1)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: m.refusals.newAccountOpen(1),
    });
    // Refusals hold nothing; paying online instead works.
    expect(await stockOf(deps, partId)).toBe(97);
    await codCheckout(buyer, partId, 1, { paymentMethod: 'card' });
    expect(await stockOf(deps, partId)).toBe(96);
  });

  it('an account with a paid order has up to 3 open, each up to $800', async () => {
    const buyer = await provenCustomer();
    const partId = await part(100);
    // 16 × $50 + $0.67 = $800.67: over the ceiling.
    await expect(codCheckout(buyer, partId, 16)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: m.refusals.overCeiling(policy.maxTotalCents),
    });
    const first = await codCheckout(buyer, partId, 15);
    await step(first, 'confirm');
    await shipOrder(deps, first, ADMIN);
    await codCheckout(buyer, partId, 1);
    await codCheckout(buyer, partId, 1);
    // Placed, confirmed or shipped: each is open until it is collected or refused.
    await expect(codCheckout(buyer, partId, 1)).rejects.toMatchObject({
      message: m.refusals.tooManyOpen(3),
    });
    await step(first, 'collect');
    await codCheckout(buyer, partId, 1);
  });

  it('a delivery refused at the door closes COD to the account for 90 days', async () => {
    const { id, buyer } = await shippedOrder();
    const refusedAt = deps.now();
    await step(id, 'refuse');
    const partId = await part();
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const until = refusedAt + policy.refusalBanDays * 86_400_000;
    await expect(codCheckout(buyer, partId)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: m.refusals.refusedBefore(day(refusedAt), day(until)),
    });
    expect(await stockOf(deps, partId)).toBe(10);
    await codCheckout(buyer, partId, 1, { paymentMethod: 'card' });
    const ban = await deps.db.doc(`${collections.codRefusals}/${buyer.uid}`).get();
    expect(ban.data()).toMatchObject({ lastRefusedAt: refusedAt, lastOrderId: id, refusals: 1 });
  });
});

describe('the admin’s steps', () => {
  it('confirm: the hold becomes firm (out of the hold figures), once', async () => {
    const buyer = makeCaller();
    const partId = await part(10);
    const id = await codCheckout(buyer, partId, 2);
    const before = await counts();
    const windows = async () =>
      (await deps.db.doc(`${collections.orderLocks}/${buyer.uid}`).get()).get(
        'holdWindows',
      ) as Record<string, number>;
    expect(Object.keys(await windows())).toEqual([partId]);
    deps.setNow(deps.now() + 60_000);
    expect(await step(id, 'confirm')).toBe(true);
    expect(await step(id, 'confirm')).toBe(false);
    const order = (await orderDoc(id))!;
    expect(order).toMatchObject({
      status: 'cod-confirmed',
      cod: { confirmedAt: deps.now(), confirmedBy: ADMIN },
    });
    expect(order.timeline!.map((e) => e.type)).toEqual(['placed', 'cod-confirmed']);
    expect(order.timeline![1]).toMatchObject({ by: 'admin', who: ADMIN });
    expect(await stockOf(deps, partId)).toBe(8);
    expect(await holdsOf(deps, partId)).toEqual({ held: 0, heldByNew: 0 });
    // Like a payment, a confirmation closes the buyer's hold window: the next order starts afresh.
    expect(await windows()).toEqual({});
    const after = await counts();
    expect(after['cod-placed'] - before['cod-placed']).toBe(-1);
    expect(after['cod-confirmed'] - before['cod-confirmed']).toBe(1);
  });

  it('ship: an unconfirmed order is refused; a confirmed one ships with its cash due, once', async () => {
    const partId = await part(10);
    const id = await codCheckout(makeCaller(), partId, 2);
    await expect(shipOrder(deps, id, ADMIN)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: m.steps.refused('ship', 'cod-placed'),
    });
    expect((await orderDoc(id))!.status).toBe('cod-placed');
    await step(id, 'confirm');
    expect(await shipOrder(deps, id, ADMIN)).toBe(true);
    expect(await shipOrder(deps, id, ADMIN)).toBe(false);
    expect(await orderDoc(id)).toMatchObject({ status: 'cod-shipped', shipped: true, paid: false });
    expect(await stockOf(deps, partId)).toBe(8);
  });

  it('collect: paid with an id to reconcile; the stock stays sold; nothing after it', async () => {
    const { id, partId } = await shippedOrder(10, 2);
    deps.setNow(deps.now() + 3_600_000);
    const at = deps.now();
    const before = await counts();
    expect(await step(id, 'collect')).toBe(true);
    expect(await step(id, 'collect')).toBe(false);
    const order = (await orderDoc(id))!;
    // Collected cash makes the order paid: it gets its invoice number, once (the retry gave none).
    expect(order.invoiceNumber).toMatch(/^2026-27\/\d{6}$/);
    const counter = await deps.db.doc(`${collections.invoiceCounters}/2026-27`).get();
    expect(order.invoiceNumber).toBe(`2026-27/${String(counter.get('last')).padStart(6, '0')}`);
    expect(order).toMatchObject({
      status: 'cod-collected',
      paid: true,
      paidAt: at,
      transectionId: codTransactionId(id, at),
      cod: { collectedAt: at, collectedCents: 10_067, collectedBy: ADMIN },
    });
    expect(order.timeline!.map((e) => e.type)).toEqual([
      'placed',
      'cod-confirmed',
      'shipped',
      'cod-collected',
    ]);
    expect(await stockOf(deps, partId)).toBe(8);
    await expect(step(id, 'refuse')).rejects.toMatchObject({
      message: m.steps.refused('refuse', 'cod-collected'),
    });
    const after = await counts();
    expect(after['cod-shipped'] - before['cod-shipped']).toBe(-1);
    expect(after['cod-collected'] - before['cod-collected']).toBe(1);
  });

  it('refuse: every unit back on the shelf, the order kept as refused, once', async () => {
    const { id, partId } = await shippedOrder(10, 2);
    expect(await stockOf(deps, partId)).toBe(8);
    expect(await step(id, 'refuse')).toBe(true);
    expect(await step(id, 'refuse')).toBe(false);
    expect(await stockOf(deps, partId)).toBe(10);
    expect(await holdsOf(deps, partId)).toEqual({ held: 0, heldByNew: 0 });
    expect(await orderDoc(id)).toMatchObject({ status: 'cod-refused', paid: false });
    await expect(step(id, 'collect')).rejects.toMatchObject({
      message: m.steps.refused('collect', 'cod-refused'),
    });
  });

  it('collect and refuse before shipping are refused, and so is any step on a card order', async () => {
    const id = await codCheckout(makeCaller(), await part());
    for (const name of ['collect', 'refuse'] as const) {
      await expect(step(id, name)).rejects.toMatchObject({
        code: 'failed-precondition',
        message: m.steps.refused(name, 'cod-placed'),
      });
    }
    const card = await codCheckout(makeCaller(), await part(), 1, { paymentMethod: 'card' });
    await expect(step(card, 'confirm')).rejects.toMatchObject({ message: m.steps.notCod });
    await expect(step('no-such-order', 'confirm')).rejects.toMatchObject({ code: 'not-found' });
  });

  it('collect racing refuse on one order: exactly one wins, the stock matches it', async () => {
    const { id, partId } = await shippedOrder(10, 2);
    const result = await burst(6, (i) => step(id, i % 2 ? 'collect' : 'refuse'));
    const status = (await orderDoc(id))!.status;
    expect(['cod-collected', 'cod-refused']).toContain(status);
    expect(result.values.filter(Boolean)).toHaveLength(1);
    for (const refusal of result.refusals) {
      if (refusal.code !== 'aborted') expect(refusal.code).toBe('failed-precondition');
    }
    expect(result.failures).toEqual([]);
    expect(await stockOf(deps, partId)).toBe(status === 'cod-refused' ? 10 : 8);
  });
});

describe('cancelling and expiry', () => {
  it('the buyer cancels before shipping (placed or confirmed): the stock comes back', async () => {
    const buyer = makeCaller();
    const actor = { uid: buyer.uid, admin: false, email: buyer.email };
    const partId = await part(10);
    const placed = await codCheckout(buyer, partId, 2);
    await cancelUnpaidOrder(deps, actor, placed);
    expect(await orderDoc(placed)).toBeUndefined();
    expect(await stockOf(deps, partId)).toBe(10);
    expect(await holdsOf(deps, partId)).toEqual({ held: 0, heldByNew: 0 });

    const confirmed = await codCheckout(buyer, partId, 2);
    await step(confirmed, 'confirm');
    await cancelUnpaidOrder(deps, actor, confirmed);
    expect(await stockOf(deps, partId)).toBe(10);
    expect(await holdsOf(deps, partId)).toEqual({ held: 0, heldByNew: 0 });
    const archived = await deps.db.doc(`${collections.cancelledOrders}/${confirmed}`).get();
    expect(archived.get('timeline').map((e: { type: string }) => e.type)).toEqual([
      'placed',
      'cod-confirmed',
      'cancelled',
    ]);
  });

  it('after shipping, cancelling is refused and nothing changes', async () => {
    const { id, partId, buyer } = await shippedOrder(10, 2);
    await expect(
      cancelUnpaidOrder(deps, { uid: buyer.uid, admin: false }, id),
    ).rejects.toMatchObject({ code: 'failed-precondition', message: m.cannotCancel });
    await expect(cancelUnpaidOrder(deps, { uid: 'admin', admin: true }, id)).rejects.toMatchObject({
      message: m.cannotCancel,
    });
    expect((await orderDoc(id))!.status).toBe('cod-shipped');
    expect(await stockOf(deps, partId)).toBe(8);
  });

  it('an unconfirmed order expires at its deadline and gives its stock back; a confirmed one never expires', async () => {
    const partId = await part(10);
    const start = deps.now();
    const waiting = await codCheckout(makeCaller(), partId, 2);
    const confirmed = await codCheckout(makeCaller(), partId, 3);
    await step(confirmed, 'confirm');
    expect(await stockOf(deps, partId)).toBe(5);

    deps.setNow(start + DEADLINE_MS - 1);
    expect(await expireOrder(deps, waiting)).toBe('waiting');
    deps.setNow(start + DEADLINE_MS);
    await expect(step(waiting, 'confirm')).rejects.toMatchObject({
      message: m.steps.deadlinePassed,
    });
    const run = await expireOrders(deps);
    expect(run.expired).toBeGreaterThanOrEqual(1);
    expect(await orderDoc(waiting)).toMatchObject({ status: 'expired', expiredAt: deps.now() });
    expect((await orderDoc(waiting))!.timeline!.at(-1)).toMatchObject({ type: 'expired' });
    expect(await orderDoc(confirmed)).toMatchObject({ status: 'cod-confirmed' });
    expect(await expireOrder(deps, confirmed)).toBe('waiting');
    expect(await stockOf(deps, partId)).toBe(7);
    expect(await holdsOf(deps, partId)).toEqual({ held: 0, heldByNew: 0 });
  });
});

describe('40 COD orders racing for the last 5 units', () => {
  it('never oversells, and exactly 5 are placed once every buyer has an answer', async () => {
    const partId = await part(5);
    const { name } = (await deps.db.doc(`${collections.parts}/${partId}`).get()).data() as PartDoc;
    const buyers = Array.from({ length: 40 }, () => makeCaller());
    const settled = await Promise.allSettled(buyers.map((buyer) => codCheckout(buyer, partId)));
    const placed = settled.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(placed.length).toBeLessThanOrEqual(5);
    expect(await stockOf(deps, partId)).toBe(5 - placed.length);
    // Sold out, or lost the race to contention, which tells the buyer to try again.
    const again: Caller[] = [];
    settled.forEach((result, i) => {
      if (result.status === 'fulfilled') return;
      expect(result.reason).toBeInstanceOf(ServiceError);
      const refusal = result.reason as ServiceError;
      if (refusal.code === 'aborted') again.push(buyers[i]!);
      else expect(refusal.message).toBe(checkoutCopy.checkout.outOfStock(name));
    });
    // Those told to try again do, one at a time: the rest of the units go, and no more.
    for (const buyer of again) {
      await codCheckout(buyer, partId).then(
        (id) => placed.push(id),
        (refusal: unknown) =>
          expect(refusal).toMatchObject({ message: checkoutCopy.checkout.outOfStock(name) }),
      );
    }
    expect(placed).toHaveLength(5);
    expect(await stockOf(deps, partId)).toBe(0);
    expect(await holdsOf(deps, partId)).toEqual({ held: 5, heldByNew: 0 });
    const orders = await deps.db.collection(collections.orders).where('partId', '==', partId).get();
    expect(orders.docs.map((d) => d.id).sort()).toEqual([...placed].sort());
    for (const doc of orders.docs) expect(doc.get('status')).toBe('cod-placed');
  });
});
