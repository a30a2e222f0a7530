import {
  cardAmountRefusal,
  checkoutCopy,
  collections,
  orderLinesSaving,
  type Build,
  type CheckoutBody,
  type OrderDoc,
  ordersCopy,
  type PartDoc,
  pcBuildCopy,
} from '@cps/domain';
import { describe, expect, it } from 'vitest';
import { createCheckoutOrder } from '../../functions/src/services/orders/checkout';
import { expireOrder } from '../../functions/src/services/orders/order-expiry';
import { cancelUnpaidOrder, createOrder } from '../../functions/src/services/orders/orders';
import { createPaymentIntent } from '../../functions/src/services/payments/payments';
import { recordChargeRefunded } from '../../functions/src/services/payments/refunds';
import type { Caller } from '../../functions/src/services/shared/caller';
import { buildPartDoc, type BuildTemplate } from '../support/build-parts';
import {
  addPart,
  burst,
  holdsOf,
  makeCaller,
  newOrder,
  payByCard,
  serviceHarness,
  stockOf,
} from './support';

// A cart placed as one order (POST /orders/checkout's use case): every line and the build priced
// by the server, the delivery charge added, each line within its part's minimum and stock, every
// part held with the order's hold under the unpaid cap and the hoarding rules, and given back by
// every path that gives an order's stock back. The hold is the default 1800 s and the cap 3.

const deps = serviceHarness('checkout');
const HOLD_MS = deps.config.orders.holdSeconds * 1000;
const c = checkoutCopy.checkout;
const toSylhet = {
  delivery: { method: 'home', district: 'Sylhet' },
  customerPhone: '01711000000',
  customerAddress: '12 Zindabazar, Sylhet',
  paymentMethod: 'card',
} as const satisfies Omit<CheckoutBody, 'lines'>;

/** A part of its own: `price`, minimum 1, 100 in stock unless overridden. */
const plain = (overrides: Partial<PartDoc> = {}) =>
  addPart(deps, { minimumOrderQuanity: 1, availableQuanity: 100, ...overrides });
const buildPart = (template: BuildTemplate, overrides: Partial<PartDoc> = {}) =>
  addPart(deps, buildPartDoc(template, { availableQuanity: 100, ...overrides }));

/** A CPU, a motherboard and memory: 389 + 229.99 + 109.99, 5% off, $692.53. */
async function bundle(stock = 100) {
  const [cpu, motherboard, memory] = await Promise.all(
    (['cpu', 'motherboard', 'memory'] as const).map((t) =>
      buildPart(t, { availableQuanity: stock }),
    ),
  );
  return { cpu: cpu!, motherboard: motherboard!, memory: memory! } satisfies Build;
}

const checkout = (caller: Caller, lines: CheckoutBody['lines'], more: Partial<CheckoutBody> = {}) =>
  createCheckoutOrder(deps, caller, { ...toSylhet, lines, ...more });

const orderDoc = async (id: string) =>
  (await deps.db.doc(`${collections.orders}/${id}`).get()).data() as OrderDoc | undefined;
const partDoc = async (id: string) =>
  (await deps.db.doc(`${collections.parts}/${id}`).get()).data() as PartDoc;
const stocks = (ids: readonly string[]) => Promise.all(ids.map((id) => stockOf(deps, id)));
/** The orders that name `partId` first: none after a refusal. */
const ordersOf = async (partId: string) =>
  (await deps.db.collection(collections.orders).where('partId', '==', partId).get()).size;

/** Two keyboards at $129.99, a mouse at $49.50 and the bundle: $1,002.01 before delivery. */
async function cart() {
  const [keyboard, mouse, build] = await Promise.all([
    plain({ name: `Keychron K8 Pro ${Math.random()}`, price: 129.99 }),
    plain({ price: 49.5, minimumOrderQuanity: 1 }),
    bundle(),
  ]);
  const lines = [
    { partId: keyboard, quanity: 2 },
    { partId: mouse, quanity: 1 },
  ];
  return { keyboard, mouse, build, lines };
}

describe('pricing', () => {
  it('a cart is one order: the lines and the build at the parts’ prices, the bundle deal off, the delivery to Sylhet added', async () => {
    const { keyboard, mouse, build, lines } = await cart();
    const owner = makeCaller();
    const id = await checkout(owner, lines, {
      build,
      customerPhone: '+880 1712-345678',
    });
    const stored = (await orderDoc(id))!;
    const kb = await partDoc(keyboard);
    // 2 × 129.99 + 49.50 + 692.53 + 1.25 (Tk 150 outside Dhaka)
    expect(stored).toMatchObject({
      partId: keyboard,
      name: c.orderName(kb.name, 4),
      img: kb.img,
      quanity: 1,
      price: 1003.26,
      unitPrice: 1003.26,
      deliveryCharge: 1.25,
      delivery: { method: 'home', district: 'Sylhet' },
      paymentMethod: 'card',
      customerPhone: '01712345678',
      customerAddress: toSylhet.customerAddress,
      customerEmail: owner.email,
      status: 'unpaid',
      expiresAt: deps.now() + HOLD_MS,
    });
    expect(stored.lines?.map((l) => [l.partId, l.quanity, l.price])).toEqual([
      [keyboard, 2, 129.99],
      [mouse, 1, 49.5],
      [build.cpu, 1, 389],
      [build.motherboard, 1, 229.99],
      [build.memory, 1, 109.99],
    ]);
    // The build keeps its bundle saving; the delivery charge is no saving.
    expect(orderLinesSaving(stored)).toBe(36.45);
    expect(await stocks([keyboard, mouse, ...Object.values(build)])).toEqual([98, 99, 99, 99, 99]);
    // What the card is asked for is lines + delivery.
    expect((await createPaymentIntent(deps, owner, id)).amount).toBe(100_326);
  });

  it.each([
    ['inside Dhaka', { method: 'home', district: 'Dhaka' }, 0.67, 260.65],
    ['outside Dhaka', { method: 'home', district: 'Chattogram' }, 1.25, 261.23],
    ['pickup at the shop', { method: 'pickup' }, 0, 259.98],
  ] as const)('delivery %s costs %s', async (_, delivery, charge, total) => {
    const keyboard = await plain({ price: 129.99 });
    const id = await checkout(makeCaller(), [{ partId: keyboard, quanity: 2 }], { delivery });
    expect(await orderDoc(id)).toMatchObject({
      deliveryCharge: charge,
      price: total,
      unitPrice: total,
      delivery,
    });
  });

  it('a pickup without an address stores the shop’s pickup line as the address', async () => {
    const keyboard = await plain();
    const id = await checkout(makeCaller(), [{ partId: keyboard, quanity: 1 }], {
      delivery: { method: 'pickup' },
      customerAddress: '',
    });
    expect(await orderDoc(id)).toMatchObject({ customerAddress: c.pickupAddress });
  });

  it('a line whose price changed since it went into the cart is charged at the price now', async () => {
    const keyboard = await plain({ price: 129.99 });
    await deps.db.doc(`${collections.parts}/${keyboard}`).update({ price: 99.99 });
    const id = await checkout(makeCaller(), [{ partId: keyboard, quanity: 3 }]);
    // 3 × 99.99 + 1.25
    expect(await orderDoc(id)).toMatchObject({ price: 301.22, lines: [{ price: 99.99 }] });
  });

  it('the delivery charge counts towards the card’s limits: it can tip a total past the most a card pays', async () => {
    const dear = await plain({ price: 999_999 });
    await expect(checkout(makeCaller(), [{ partId: dear, quanity: 1 }])).rejects.toMatchObject({
      code: 'failed-precondition',
      message: cardAmountRefusal(),
    });
    expect(await stocks([dear])).toEqual([100]);
    const id = await checkout(makeCaller(), [{ partId: dear, quanity: 1 }], {
      delivery: { method: 'pickup' },
    });
    expect(await orderDoc(id)).toMatchObject({ price: 999_999 });
  });
});

describe('lines refused, nothing held', () => {
  it('a line below its part’s minimum is refused by name (400)', async () => {
    const [memory, mouse] = await Promise.all([
      plain({ minimumOrderQuanity: 5 }),
      plain({ price: 20 }),
    ]);
    const name = (await partDoc(memory)).name;
    await expect(
      checkout(makeCaller(), [
        { partId: mouse, quanity: 1 },
        { partId: memory, quanity: 4 },
      ]),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: c.belowMinimum(name, 5),
      partId: memory,
    });
    expect(await stocks([mouse, memory])).toEqual([100, 100]);
    expect(await ordersOf(mouse)).toBe(0);
  });

  it('a line of more than is left says how many are left (409)', async () => {
    const [keyboard, mouse] = await Promise.all([
      plain({ name: `Keychron K8 Pro ${Math.random()}`, availableQuanity: 2 }),
      plain(),
    ]);
    const name = (await partDoc(keyboard)).name;
    await expect(
      checkout(makeCaller(), [
        { partId: mouse, quanity: 1 },
        { partId: keyboard, quanity: 3 },
      ]),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
      message: `${name}: only 2 left.`,
      partId: keyboard,
    });
    expect(await stocks([keyboard, mouse])).toEqual([2, 100]);
    expect(await holdsOf(deps, mouse)).toEqual({ held: 0, heldByNew: 0 });
  });

  it('a part both on its own and in the build counts once, added up, against its stock', async () => {
    const build = await bundle();
    // The demo memory's minimum order is 5: 6 in stock take one line of 5 and the build's one.
    await deps.db.doc(`${collections.parts}/${build.memory}`).update({ availableQuanity: 6 });
    const name = (await partDoc(build.memory)).name;
    await expect(
      checkout(makeCaller(), [{ partId: build.memory, quanity: 6 }], { build }),
    ).rejects.toMatchObject({ message: c.onlyLeft(name, 6), partId: build.memory });
    expect(await stocks(Object.values(build))).toEqual([100, 100, 6]);
    // At 9 in stock one customer may hold 6 (two thirds): the line's 5 and the build's 1.
    await deps.db.doc(`${collections.parts}/${build.memory}`).update({ availableQuanity: 9 });
    const id = await checkout(makeCaller(), [{ partId: build.memory, quanity: 5 }], { build });
    expect(await stocks(Object.values(build))).toEqual([99, 99, 3]);
    expect(await holdsOf(deps, build.memory)).toMatchObject({ held: 6 });
    // Two lines of the part: the one bought alone and the build's.
    expect((await orderDoc(id))?.lines?.filter((l) => l.partId === build.memory)).toHaveLength(2);
  });

  it('a line whose part went out of stock, or was deleted, since it went into the cart is refused by name', async () => {
    const [gone, sold, mouse] = await Promise.all([plain(), plain(), plain()]);
    await deps.db.doc(`${collections.parts}/${gone}`).delete();
    await deps.db.doc(`${collections.parts}/${sold}`).update({ availableQuanity: 0 });
    const soldName = (await partDoc(sold)).name;
    await expect(
      checkout(makeCaller(), [
        { partId: mouse, quanity: 1 },
        { partId: gone, quanity: 1 },
      ]),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
      message: c.partMissing(gone),
      partId: gone,
    });
    await expect(
      checkout(makeCaller(), [
        { partId: mouse, quanity: 1 },
        { partId: sold, quanity: 1 },
      ]),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
      message: c.outOfStock(soldName),
      partId: sold,
    });
    expect(await stocks([mouse])).toEqual([100]);
    expect(await ordersOf(mouse)).toBe(0);
  });

  it('a build is checked again: an incompatible one is refused with the reason, and no line is taken', async () => {
    const [cpu, motherboard, memory, mouse] = await Promise.all([
      buildPart('intelCpu'),
      buildPart('motherboard'),
      buildPart('memory'),
      plain(),
    ]);
    const [cpuName, boardName] = [(await partDoc(cpu)).name, (await partDoc(motherboard)).name];
    await expect(
      checkout(makeCaller(), [{ partId: mouse, quanity: 1 }], {
        build: { cpu, motherboard, memory },
      }),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
      message: pcBuildCopy.rules.cpuSocket(cpuName, 'LGA1700', boardName, 'AM5'),
    });
    expect(await stocks([cpu, motherboard, memory, mouse])).toEqual([100, 100, 100, 100]);
  });

  it('the body is read again by the use case: more lines than a checkout takes is a 400', async () => {
    const mouse = await plain();
    const lines = Array.from({ length: 21 }, (_, i) => ({ partId: `${mouse}-${i}`, quanity: 1 }));
    await expect(checkout(makeCaller(), lines)).rejects.toMatchObject({
      code: 'invalid-argument',
      message: c.input.tooManyLines(20),
    });
    expect(await stocks([mouse])).toEqual([100]);
  });
});

describe('holds', () => {
  it('holds every line’s part until the order’s hold ends', async () => {
    const { keyboard, mouse, build, lines } = await cart();
    const owner = makeCaller({ emailVerified: false });
    const id = await checkout(owner, lines, { build });
    expect(await holdsOf(deps, keyboard)).toEqual({ held: 2, heldByNew: 2 });
    for (const partId of [mouse, ...Object.values(build)]) {
      expect(await holdsOf(deps, partId)).toEqual({ held: 1, heldByNew: 1 });
    }
    const lock = await deps.db.doc(`${collections.orderLocks}/${owner.uid}`).get();
    const windows = lock.get('holdWindows') as Record<string, number>;
    expect(Object.keys(windows).sort()).toEqual([keyboard, mouse, ...Object.values(build)].sort());
    for (const end of Object.values(windows)) expect(end).toBe((await orderDoc(id))?.expiresAt);
  });

  it('the unpaid cap counts a checkout as one order, with POST /orders', async () => {
    const owner = makeCaller();
    const [a, b, d] = await Promise.all([plain(), plain(), plain()]);
    await createOrder(deps, owner, newOrder(a, 1));
    await checkout(owner, [
      { partId: a, quanity: 1 },
      { partId: b, quanity: 2 },
    ]);
    await checkout(owner, [{ partId: b, quanity: 1 }]);
    await expect(checkout(owner, [{ partId: d, quanity: 1 }])).rejects.toMatchObject({
      code: 'failed-precondition',
      message: ordersCopy.orders.tooManyUnpaid(3),
    });
    expect(await stocks([a, b, d])).toEqual([98, 97, 100]);
  });

  it('a new account’s share of a part counts every line of it: the checkout is refused whole', async () => {
    // 3 in stock: a new account may hold 1 (a third).
    const [scarce, mouse] = await Promise.all([plain({ availableQuanity: 3 }), plain()]);
    const name = (await partDoc(scarce)).name;
    await expect(
      checkout(makeCaller({ emailVerified: false }), [
        { partId: mouse, quanity: 1 },
        { partId: scarce, quanity: 2 },
      ]),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
      message: checkoutCopy.holds.customerLimit(name, 1, 1, true),
    });
    expect(await stocks([scarce, mouse])).toEqual([3, 100]);
  });
});

describe('every line comes back', () => {
  /** A cart whose memory is both a line (5, its minimum) and in the build (1), with a keyboard and a mouse. */
  async function overlapping() {
    const { keyboard, mouse, build, lines } = await cart();
    const all = [keyboard, mouse, ...Object.values(build)];
    const withMemory = [...lines, { partId: build.memory, quanity: 5 }];
    return { all, build, lines: withMemory };
  }

  it('when the hold expires, each part gets back every unit it gave, once', async () => {
    const { all, build, lines } = await overlapping();
    const id = await checkout(makeCaller(), lines, { build });
    expect(await stocks(all)).toEqual([98, 99, 99, 99, 94]);
    deps.setNow(deps.now() + HOLD_MS + 1);
    expect(await expireOrder(deps, id)).toBe('expired');
    expect(await stocks(all)).toEqual([100, 100, 100, 100, 100]);
    for (const partId of all)
      expect(await holdsOf(deps, partId)).toEqual({ held: 0, heldByNew: 0 });
    expect(await orderDoc(id)).toMatchObject({ status: 'expired' });
  });

  it('when it is cancelled, each part gets back every unit it gave, once', async () => {
    const { all, build, lines } = await overlapping();
    const owner = makeCaller();
    const id = await checkout(owner, lines, { build });
    await cancelUnpaidOrder(deps, { uid: owner.uid, admin: false }, id);
    expect(await stocks(all)).toEqual([100, 100, 100, 100, 100]);
    for (const partId of all)
      expect(await holdsOf(deps, partId)).toEqual({ held: 0, heldByNew: 0 });
    expect(await orderDoc(id)).toBeUndefined();
  });

  it('paid for lines + delivery, the stock stays sold; refunded in full before shipping, every line comes back', async () => {
    const { all, build, lines } = await overlapping();
    const owner = makeCaller();
    const id = await checkout(owner, lines, { build });
    const intent = await payByCard(deps, owner, id);
    // 1003.26 + 5 × 109.99
    expect(intent.amount).toBe(155_321);
    expect(await orderDoc(id)).toMatchObject({ status: 'pending', paid: true });
    expect(await stocks(all)).toEqual([98, 99, 99, 99, 94]);
    const charge = {
      chargeId: `ch_${id}`,
      intentId: intent.id,
      amount: intent.amount,
      amountRefunded: intent.amount,
      refunded: true,
    };
    expect(await recordChargeRefunded(deps, charge, `evt_refund_${id}`)).toBe('refunded');
    expect(await stocks(all)).toEqual([100, 100, 100, 100, 100]);
  });
});

describe('under contention', () => {
  it('forty checkouts racing for the last 5 units of one part never oversell, and at least one is accepted', async () => {
    const [scarce, plenty] = await Promise.all([
      plain({ availableQuanity: 5 }),
      plain({ availableQuanity: 1000 }),
    ]);
    const name = (await partDoc(scarce)).name;
    const seen: number[] = [];
    const stop = deps.db.doc(`${collections.parts}/${scarce}`).onSnapshot((snap) => {
      const stock = snap.get('availableQuanity') as unknown;
      if (typeof stock === 'number') seen.push(stock);
    });
    const result = await burst(40, () =>
      checkout(makeCaller(), [
        { partId: plenty, quanity: 1 },
        { partId: scarce, quanity: 1 },
      ]),
    );
    stop();

    expect(result.failures).toEqual([]);
    for (const refusal of result.refusals) {
      if (refusal.code === 'failed-precondition') {
        expect(refusal.message).toBe(c.outOfStock(name));
      } else expect(refusal.code).toBe('aborted');
    }
    const accepted = result.values.length;
    expect(accepted).toBeGreaterThanOrEqual(1);
    expect(accepted).toBeLessThanOrEqual(5);
    expect(await stocks([scarce, plenty])).toEqual([5 - accepted, 1000 - accepted]);
    expect(Math.min(...seen)).toBeGreaterThanOrEqual(0);
    const stored = await deps.db.collection(collections.orders).where('partId', '==', plenty).get();
    expect(stored.docs.map((d) => d.id).sort()).toEqual([...result.values].sort());
    expect(await holdsOf(deps, scarce)).toEqual({ held: accepted, heldByNew: 0 });
  });
});
