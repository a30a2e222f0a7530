import {
  collections,
  dhakaDay,
  lowStockThreshold,
  salesFiguresOfShards,
  type CheckoutBody,
  type DailyStatsDoc,
  type OrderDoc,
  type PaymentMethod,
} from '@cps/domain';
import { describe, expect, it } from 'vitest';
import { twinMarkers } from '../../functions/src/emulator/sslcommerz/twin';
import { createBuildOrder } from '../../functions/src/services/orders/build-orders';
import { createCheckoutOrder } from '../../functions/src/services/orders/checkout';
import { takeCodStep } from '../../functions/src/services/orders/cod-orders';
import { shipOrder } from '../../functions/src/services/orders/courier-booking';
import { expireOrder } from '../../functions/src/services/orders/order-expiry';
import { cancelUnpaidOrder, createOrder } from '../../functions/src/services/orders/orders';
import { readOverview, setLowStockThreshold } from '../../functions/src/services/orders/overview';
import { refundOrderPayment } from '../../functions/src/services/payments/refund-order';
import { recordChargeRefunded } from '../../functions/src/services/payments/refunds';
import { acceptHeldPayment } from '../../functions/src/services/payments/sslcommerz/accept-held-payment';
import { applySslcommerzNotification } from '../../functions/src/services/payments/sslcommerz/notification';
import { startSslcommerzSession } from '../../functions/src/services/payments/sslcommerz/start-session';
import type { Caller } from '../../functions/src/services/shared/caller';
import { recountSalesFigures, rebuildDailyStats } from '../../scripts/migrations';
import { addOrders } from '../../scripts/seed-orders';
import { buildPartDoc, type BuildTemplate } from '../support/build-parts';
import {
  addPart,
  burst,
  expectOnlyContention,
  makeCaller,
  newOrder,
  payByCard,
  serviceHarness,
} from './support';

// The daily sales figures (dailyStats, packages/domain sales-figures.ts) that every order write
// moves in its own transaction: after every kind of change, and after a burst of concurrent
// orders and payments, the stored day documents equal a recount of the orders (the migration's
// recountSalesFigures). And the owner's overview that reads them.

const deps = serviceHarness('daily-stats', { maxUnpaid: 100 });
const ADMIN = 'boss@example.com';
const admin = makeCaller({ email: ADMIN });
const HOLD_MS = deps.config.orders.holdSeconds * 1000;
const today = () => dhakaDay(deps.now());

const part = (overrides: Parameters<typeof addPart>[1] = {}) =>
  addPart(deps, {
    price: 12.34,
    minimumOrderQuanity: 1,
    availableQuanity: 1000,
    category: 'memory',
    ...overrides,
  });

const checkout = (
  caller: Caller,
  lines: CheckoutBody['lines'],
  paymentMethod: PaymentMethod = 'card',
  more: Partial<CheckoutBody> = {},
) =>
  createCheckoutOrder(deps, caller, {
    lines,
    delivery: { method: 'home', district: 'Dhaka' },
    customerPhone: '01711000000',
    customerAddress: '12 Road 5, Dhanmondi, Dhaka',
    paymentMethod,
    ...more,
  });

const orderDoc = async (id: string) =>
  (await deps.db.doc(`${collections.orders}/${id}`).get()).data() as OrderDoc;

/** The stored day documents, each as its figures (zero fields left out), by id. */
async function storedFigures() {
  const snap = await deps.db.collection(collections.dailyStats).get();
  const stored: Record<string, object> = {};
  for (const doc of snap.docs) {
    const data = doc.data() as DailyStatsDoc;
    const tally = salesFiguresOfShards([data])[data.day];
    if (tally) stored[doc.id] = { day: data.day, ...tally };
  }
  return stored;
}

/** The stored figures equal a recount of every order and cancelled order. */
async function expectFiguresMatchRecount() {
  const recount = Object.fromEntries(await recountSalesFigures(deps.db));
  expect(Object.keys(recount).length).toBeGreaterThan(0);
  expect(await storedFigures()).toEqual(recount);
}

/** Today's figures, every shard summed, as the overview answers them. */
const todayFigures = async () => (await readOverview(deps)).days.at(-1)!;

describe('the daily figures equal a recount after every kind of change', () => {
  it('placed: an order of one part, a PC build, a checkout with lines and delivery', async () => {
    const before = await todayFigures();
    const owner = makeCaller();
    const single = await part({ price: 20 });
    await createOrder(deps, owner, newOrder(single, 2));
    const made = (template: BuildTemplate) =>
      addPart(deps, buildPartDoc(template, { availableQuanity: 100 }));
    const [cpu, motherboard, memory] = await Promise.all(
      (['cpu', 'motherboard', 'memory'] as const).map(made),
    );
    await createBuildOrder(deps, makeCaller(), {
      build: { cpu: cpu!, motherboard: motherboard!, memory: memory! },
      customerPhone: '01711000000',
      customerAddress: 'Dhaka',
    });
    const id = await checkout(makeCaller(), [
      { partId: await part(), quanity: 2 },
      { partId: await part({ category: 'ssds' }), quanity: 1 },
    ]);
    // Each line keeps its part's category as placed.
    expect((await orderDoc(id)).lines!.map((line) => line.category)).toEqual(['memory', 'ssds']);
    expect((await todayFigures()).placed).toBe(before.placed + 3);
    await expectFiguresMatchRecount();
  });

  it('paid by card (the emulated gateway), then shipped; a partial refund, then a full one', async () => {
    const owner = makeCaller();
    const gpu = await part({ price: 100, category: 'graphics-cards' });
    const id = await checkout(owner, [{ partId: gpu, quanity: 2 }]);
    const before = await readOverview(deps);
    const intent = await payByCard(deps, owner, id);
    const total = Math.round((await orderDoc(id)).price * 100);
    const paid = await readOverview(deps);
    expect(paid.days.at(-1)!.orders.card).toBe(before.days.at(-1)!.orders.card + 1);
    expect(paid.days.at(-1)!.revenueCents.card).toBe(before.days.at(-1)!.revenueCents.card + total);
    expect(paid.topParts).toContainEqual(
      expect.objectContaining({ partId: gpu, revenueCents: 20000, units: 2 }),
    );
    expect(paid.categories).toContainEqual({ category: 'graphics-cards', revenueCents: 20000 });
    await expectFiguresMatchRecount();

    await shipOrder(deps, id, ADMIN, 'TRACK-1');
    await expectFiguresMatchRecount();

    const charge = { chargeId: `ch_${id}`, intentId: intent.id, amount: total, refunded: false };
    expect(await recordChargeRefunded(deps, { ...charge, amountRefunded: 5000 }, `e1-${id}`)).toBe(
      'partially-refunded',
    );
    expect((await todayFigures()).revenueCents.card).toBe(
      paid.days.at(-1)!.revenueCents.card - 5000,
    );
    await expectFiguresMatchRecount();
    expect(
      await recordChargeRefunded(
        deps,
        { ...charge, amountRefunded: total, refunded: true },
        `e2-${id}`,
      ),
    ).toBe('refunded');
    expect(await todayFigures()).toMatchObject({
      orders: before.days.at(-1)!.orders,
      revenueCents: before.days.at(-1)!.revenueCents,
    });
    await expectFiguresMatchRecount();
  });

  it('cancelled while unpaid, and expired: ended unpaid on the day placed', async () => {
    const owner = makeCaller();
    const before = await todayFigures();
    const cancelled = await checkout(owner, [{ partId: await part(), quanity: 1 }]);
    const expired = await checkout(owner, [{ partId: await part(), quanity: 1 }]);
    await cancelUnpaidOrder(deps, { uid: owner.uid, admin: false, email: owner.email }, cancelled);
    await expectFiguresMatchRecount();
    const placedAt = deps.now();
    // The hold ends the next morning in Dhaka: ended unpaid still counts on the day placed.
    deps.setNow(placedAt + HOLD_MS + 12 * 3_600_000);
    expect(await expireOrder(deps, expired)).toBe('expired');
    deps.setNow(placedAt);
    expect(await todayFigures()).toMatchObject({
      placed: before.placed + 2,
      endedUnpaid: before.endedUnpaid + 2,
    });
    await expectFiguresMatchRecount();
  });

  it('cash on delivery: collected is sold as cod; refused at the door is not; unconfirmed expires', async () => {
    const before = await todayFigures();
    const collected = await checkout(
      makeCaller(),
      [{ partId: await part({ price: 50 }), quanity: 1 }],
      'cod',
    );
    await takeCodStep(deps, collected, 'confirm', ADMIN);
    await shipOrder(deps, collected, ADMIN);
    await takeCodStep(deps, collected, 'collect', ADMIN);
    const total = Math.round((await orderDoc(collected)).price * 100);
    await expectFiguresMatchRecount();

    const refused = await checkout(makeCaller(), [{ partId: await part(), quanity: 1 }], 'cod');
    await takeCodStep(deps, refused, 'confirm', ADMIN);
    await shipOrder(deps, refused, ADMIN);
    await takeCodStep(deps, refused, 'refuse', ADMIN);
    await expectFiguresMatchRecount();

    const unconfirmed = await checkout(makeCaller(), [{ partId: await part(), quanity: 1 }], 'cod');
    const at = deps.now();
    deps.setNow(at + deps.config.orders.codPolicy.confirmHours * 3_600_000 + 1);
    expect(await expireOrder(deps, unconfirmed)).toBe('expired');
    deps.setNow(at);
    expect(await todayFigures()).toMatchObject({
      placed: before.placed + 3,
      endedUnpaid: before.endedUnpaid + 1,
      orders: { ...before.orders, cod: before.orders.cod + 1 },
      revenueCents: { ...before.revenueCents, cod: before.revenueCents.cod + total },
    });
    await expectFiguresMatchRecount();
  });

  it('SSLCommerz: paid; held then accepted; held then refunded (ended unpaid)', async () => {
    const before = await todayFigures();
    const pay = async (owner: Caller) => {
      const id = await checkout(owner, [{ partId: await part(), quanity: 1 }], 'sslcommerz', {
        delivery: { method: 'pickup' },
        customerAddress: '',
      });
      const { url } = await startSslcommerzSession(deps, owner, id);
      const outcome = await deps.sslcommerzTwin.act(url.split('/').pop()!, 'pay', 'bkash');
      const { effect } = await applySslcommerzNotification(deps, outcome!.fields, 'ipn');
      return { id, effect };
    };
    expect((await pay(makeCaller())).effect).toBe('paid');
    await expectFiguresMatchRecount();
    const accepted = await pay(makeCaller({ name: `Rahim ${twinMarkers.risky}` }));
    expect(accepted.effect).toBe('held');
    await expectFiguresMatchRecount();
    expect(await acceptHeldPayment(deps, admin, accepted.id)).toBe('paid');
    await expectFiguresMatchRecount();
    const refunded = await pay(makeCaller({ name: `Karim ${twinMarkers.risky}` }));
    expect(refunded.effect).toBe('held');
    await refundOrderPayment(deps, admin, refunded.id);
    expect(await orderDoc(refunded.id)).toMatchObject({ paid: false, status: 'expired' });
    expect(await todayFigures()).toMatchObject({
      placed: before.placed + 3,
      endedUnpaid: before.endedUnpaid + 1,
      orders: { ...before.orders, sslcommerz: before.orders.sslcommerz + 2 },
    });
    await expectFiguresMatchRecount();
  });

  it('40 concurrent checkouts of one part, then 10 concurrent payments', async () => {
    const before = await todayFigures();
    const shared = await part({ price: 9.99 });
    const buyers = Array.from({ length: 40 }, () => makeCaller());
    const methodOf = (i: number): PaymentMethod => (i % 4 === 3 ? 'cod' : 'card');
    const placed = await burst(40, async (i) => ({
      i,
      id: await checkout(buyers[i]!, [{ partId: shared, quanity: 1 }], methodOf(i)),
    }));
    expectOnlyContention(placed);
    expect(placed.values.length).toBeGreaterThan(0);
    await expectFiguresMatchRecount();
    const toPay = placed.values.filter(({ i }) => methodOf(i) === 'card').slice(0, 10);
    const paid = await burst(toPay.length, (k) =>
      payByCard(deps, buyers[toPay[k]!.i]!, toPay[k]!.id),
    );
    expectOnlyContention(paid);
    expect(await todayFigures()).toMatchObject({ placed: before.placed + placed.values.length });
    await expectFiguresMatchRecount();
  });

  it('seeded orders (addOrders) are counted in the figures as placed ones are', async () => {
    const owner = makeCaller();
    const partId = await part({ price: 5 });
    const at = deps.now() - 3 * 24 * 3_600_000;
    const records = Array.from({ length: 30 }, (_, i) => ({
      id: `seeded-${i}-${owner.uid}`,
      doc: {
        customerName: owner.name!,
        customerEmail: owner.email,
        customerPhone: '01711000000',
        customerAddress: 'Dhaka',
        name: 'Seeded',
        price: 5,
        quanity: 1,
        unitPrice: 5,
        img: '',
        paid: i % 3 !== 0,
        shipped: false,
        uid: owner.uid,
        partId,
        category: 'memory',
        // Spread over 30 days, so one batch writes many day documents.
        createdAt: at - i * 24 * 3_600_000,
        ...(i % 3 !== 0
          ? { paidAt: at - i * 24 * 3_600_000 + 60_000, transectionId: `pi_seed_${i}` }
          : { expiresAt: at, expiredAt: at }),
      } satisfies OrderDoc,
    }));
    expect(await addOrders(deps, records)).toEqual({ created: 30, skipped: 0 });
    await expectFiguresMatchRecount();
  });
});

describe('rebuilding the figures from the orders (the migration)', () => {
  it('rewrites figures that drifted or are missing, and removes a day no order has', async () => {
    const stats = deps.db.collection(collections.dailyStats);
    const some = (await stats.limit(1).get()).docs[0]!;
    await some.ref.set({ placed: 999_999 }, { merge: true });
    await stats.doc('2020-01-01_shard-0').set({ day: '2020-01-01', placed: 1 });
    await expect(expectFiguresMatchRecount()).rejects.toThrow();
    const { removed } = await rebuildDailyStats(deps.db);
    expect(removed).toBe(1);
    await expectFiguresMatchRecount();
  });
});

describe("the owner's overview", () => {
  it('answers the to-do counts, 60 zero-filled days ending today, and the 30 days’ best sellers', async () => {
    const answer = await readOverview(deps);
    expect(answer.today).toBe(today());
    expect(answer.asOf).toBe(deps.now());
    expect(answer.days).toHaveLength(60);
    expect(answer.days.at(-1)!.day).toBe(today());
    expect(answer.days[0]!.day < answer.days[1]!.day).toBe(true);
    expect(answer.topParts.length).toBeGreaterThan(0);
    expect(answer.topParts.length).toBeLessThanOrEqual(10);
    const revenue = answer.topParts.map((p) => p.revenueCents);
    expect(revenue).toEqual([...revenue].sort((a, b) => b - a));
    expect(answer.todo).toEqual({
      codToConfirm: expect.any(Number),
      toShip: expect.any(Number),
      codToShip: expect.any(Number),
      heldPayments: 0,
      reviewsWaiting: 0,
      outOfStock: expect.any(Number),
      lowStock: expect.any(Number),
    });
    // Paid and not shipped: the 40 buyers' payments and the SSLCommerz ones among them.
    expect(answer.todo.toShip).toBeGreaterThan(0);
  });

  it('counts a COD order to confirm, then to ship', async () => {
    const before = (await readOverview(deps)).todo;
    const id = await checkout(makeCaller(), [{ partId: await part(), quanity: 1 }], 'cod');
    expect((await readOverview(deps)).todo).toMatchObject({
      codToConfirm: before.codToConfirm + 1,
      codToShip: before.codToShip,
    });
    await takeCodStep(deps, id, 'confirm', ADMIN);
    expect((await readOverview(deps)).todo).toMatchObject({
      codToConfirm: before.codToConfirm,
      codToShip: before.codToShip + 1,
    });
  });

  it('low stock is in stock with at most the threshold; out of stock is not in stock', async () => {
    await setLowStockThreshold(deps, 7);
    const before = await readOverview(deps);
    expect(before.lowStockThreshold).toBe(7);
    await part({ availableQuanity: 7 });
    await part({ availableQuanity: 8 });
    await part({ availableQuanity: 0 });
    const after = await readOverview(deps);
    expect(after.todo.lowStock).toBe(before.todo.lowStock + 1);
    expect(after.todo.outOfStock).toBe(before.todo.outOfStock + 1);
    await setLowStockThreshold(deps, 8);
    expect((await readOverview(deps)).todo.lowStock).toBe(before.todo.lowStock + 2);
  });

  it('without a stored threshold the default holds', async () => {
    await deps.db.doc(`${collections.stats}/overview`).delete();
    expect((await readOverview(deps)).lowStockThreshold).toBe(lowStockThreshold.default);
  });
});
