import {
  apiCopy,
  checkoutCopy,
  collections,
  copy,
  type CheckoutBody,
  type Order,
  type PartDoc,
} from '@cps/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPartDoc, type BuildTemplate } from '../support/build-parts';
import {
  admin,
  call,
  createAccount,
  createPart,
  fillOrdersWindow,
  payOrder,
  stockOf,
  storedOrder,
  type Account,
  type Answer,
  type Created,
  type ErrorBody,
} from './support';

// POST /orders/checkout over HTTP: a cart as one order with its delivery, priced and checked on
// the server, the spec's order fields kept for every existing client and its lines, delivery and
// charge added. The service layer (tests/services/checkout) proves the holds, the cap, the
// returns and the race.

const c = checkoutCopy.checkout;
const m = c.input;
const toSylhet = {
  delivery: { method: 'home', district: 'Sylhet' },
  customerPhone: '+880 1711-000000',
  customerAddress: '12 Zindabazar, Sylhet',
  paymentMethod: 'card',
};

async function part(overrides: Partial<PartDoc> = {}) {
  const made = await createPart({ minimumOrderQuanity: 1, availableQuanity: 50, ...overrides });
  return { id: made.id, ...made.doc };
}
async function buildPart(template: BuildTemplate) {
  return part(buildPartDoc(template, { availableQuanity: 50 }));
}

const stocks = (ids: readonly string[]) => Promise.all(ids.map(stockOf));
/** The orders of `who`: none after a refusal. */
const ordersOf = async (who: Account) =>
  (await admin.db.collection(collections.orders).where('uid', '==', who.uid).get()).size;

const checkout = (who: Account | undefined, body: unknown, token = who?.idToken) =>
  call<Created | ErrorBody>('POST', '/orders/checkout', { token, body });

function expectRefusal(answer: Answer<unknown>, status: number, message: string, partId?: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body).toEqual({ success: false, message, ...(partId ? { partId } : {}) });
}

let buyer: Account;
let keyboard: Awaited<ReturnType<typeof part>>;
let mouse: Awaited<ReturnType<typeof part>>;
let memory: Awaited<ReturnType<typeof part>>;
const body = (more: Partial<Record<keyof CheckoutBody, unknown>> = {}) => ({
  lines: [
    { partId: keyboard.id, quanity: 2 },
    { partId: mouse.id, quanity: 1 },
  ],
  ...toSylhet,
  ...more,
});

beforeAll(async () => {
  buyer = await createAccount('checkout-buyer');
  [keyboard, mouse, memory] = await Promise.all([
    part({ name: `Keychron K8 Pro ${Date.now()}`, price: 129.99 }),
    part({ price: 49.5 }),
    part({ price: 54.25, minimumOrderQuanity: 2 }),
  ]);
});

describe('POST /orders/checkout', () => {
  it('accepted: 201, one order with the spec’s fields at lines + build + delivery, and every line', async () => {
    const who = await createAccount('checkout-accepted');
    const [cpu, motherboard, ram] = await Promise.all(
      (['cpu', 'motherboard', 'memory'] as const).map(buildPart),
    );
    const ids = [keyboard.id, mouse.id, cpu!.id, motherboard!.id, ram!.id];
    const before = await stocks(ids);
    const answer = await checkout(
      who,
      body({ build: { cpu: cpu!.id, motherboard: motherboard!.id, memory: ram!.id } }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toEqual({ acknowledged: true, insertedId: expect.any(String) });
    const { insertedId } = answer.body as Created;

    // 2 × 129.99 + 49.50 + (728.98 − 36.45) + 1.25 to Sylhet
    const got = await call<Order>('GET', `/order/${insertedId}`, { token: who.idToken });
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      _id: insertedId,
      partId: keyboard.id,
      name: c.orderName(keyboard.name, 4),
      img: keyboard.img,
      quanity: 1,
      price: 1003.26,
      unitPrice: 1003.26,
      deliveryCharge: 1.25,
      delivery: { method: 'home', district: 'Sylhet' },
      paymentMethod: 'card',
      customerPhone: '01711000000',
      customerAddress: toSylhet.customerAddress,
      customerName: who.displayName,
      customerEmail: who.email,
      paid: false,
      shipped: false,
      status: 'unpaid',
    });
    expect(got.body.lines?.map((l) => [l.partId, l.quanity])).toEqual([
      [keyboard.id, 2],
      [mouse.id, 1],
      [cpu!.id, 1],
      [motherboard!.id, 1],
      [ram!.id, 1],
    ]);
    expect(await stocks(ids)).toEqual(before.map((n, i) => n - (i === 0 ? 2 : 1)));
    // My Orders' list answers it with its lines and delivery.
    const mine = await call<Order[]>('GET', `/orders/${who.email}`, { token: who.idToken });
    expect(mine.body.find((o) => o._id === insertedId)).toMatchObject({
      deliveryCharge: 1.25,
      lines: got.body.lines,
    });

    // Paid by card 4242 for lines + delivery: the intent's amount is the order's total in cents.
    const intentId = await payOrder(who, insertedId);
    const intent = await admin.db.doc(`${collections.emulatedIntents}/${intentId}`).get();
    expect(intent.get('amount')).toBe(100_326);
    expect(await storedOrder(insertedId)).toMatchObject({ paid: true, status: 'pending' });
    expect(await stocks(ids)).toEqual(before.map((n, i) => n - (i === 0 ? 2 : 1)));
  });

  it('a client that sends its own prices, names, lines or charge pays the server’s total', async () => {
    const who = await createAccount('checkout-cheater');
    const answer = await checkout(who, {
      ...body({ lines: [{ partId: mouse.id, quanity: 1, price: 0.01, name: 'Free' }] }),
      delivery: { method: 'home', district: 'Dhaka', charge: 0 },
      deliveryCharge: 0,
      price: 1,
      unitPrice: 1,
      paid: true,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const stored = (await storedOrder((answer.body as Created).insertedId))!;
    // 49.50 + 0.67 inside Dhaka
    expect(stored).toMatchObject({ price: 50.17, deliveryCharge: 0.67, paid: false });
    expect(stored.lines).toEqual([
      {
        partId: mouse.id,
        name: mouse.name,
        price: 49.5,
        quanity: 1,
        img: mouse.img,
        category: mouse.category,
      },
    ]);
  });

  it.each([
    [
      'more than is left: 409 "<name>: only N left"',
      () => part({ name: `Keychron K8 Pro ${Date.now()}`, availableQuanity: 2 }),
      3,
      409,
      (p: { name: string }) => `${p.name}: only 2 left.`,
    ],
    [
      'out of stock: 409 naming it',
      () => part({ availableQuanity: 0 }),
      1,
      409,
      (p: { name: string }) => c.outOfStock(p.name),
    ],
    [
      'a part no longer in the store: 409 naming the line',
      async () => ({ id: 'no-such-part', name: '' }),
      1,
      409,
      () => c.partMissing('no-such-part'),
    ],
    [
      'a line below its part’s minimum: 400 naming it',
      async () => memory,
      1,
      400,
      (p: { name: string }) => c.belowMinimum(p.name, 2),
    ],
  ])(
    'refused with the line and the reason, holding nothing: %s',
    async (_, made, quanity, status, message) => {
      const refused = await made();
      const ids = refused.id === 'no-such-part' ? [mouse.id] : [mouse.id, refused.id];
      const before = await stocks(ids);
      const lines = [
        { partId: mouse.id, quanity: 1 },
        { partId: refused.id, quanity },
      ];
      expectRefusal(await checkout(buyer, body({ lines })), status, message(refused), refused.id);
      expect(await stocks(ids)).toEqual(before);
      expect(await ordersOf(buyer)).toBe(0);
    },
  );

  const tooMany = () =>
    Array.from({ length: 21 }, (_, i) => ({ partId: `${keyboard.id}-${i}`, quanity: 1 }));
  it.each([
    ['an empty cart', () => body({ lines: [] }), m.emptyCart],
    ['lines that are not a list', () => body({ lines: 'keyboard' }), m.linesNotAList],
    [
      'one part on two lines',
      () =>
        body({
          lines: [
            { partId: mouse.id, quanity: 1 },
            { partId: mouse.id, quanity: 2 },
          ],
        }),
      m.duplicateLine(2),
    ],
    [
      'a quantity of 0',
      () => body({ lines: [{ partId: mouse.id, quanity: 0 }] }),
      m.lineQuantity(1),
    ],
    [
      'a quantity that is not whole',
      () => body({ lines: [{ partId: mouse.id, quanity: 1.5 }] }),
      m.lineQuantity(1),
    ],
    ['more than 20 lines', () => body({ lines: tooMany() }), m.tooManyLines(20)],
    ['no phone', () => body({ customerPhone: undefined }), m.phoneRequired],
    ['a landline', () => body({ customerPhone: '02-9880000' }), m.phone],
    ['a phone of another country', () => body({ customerPhone: '+44 7700 900123' }), m.phone],
    ['no delivery', () => body({ delivery: undefined }), m.method],
    ['an unknown method', () => body({ delivery: { method: 'drone' } }), m.method],
    ['home without a district', () => body({ delivery: { method: 'home' } }), m.districtRequired],
    [
      'a district that is not one',
      () => body({ delivery: { method: 'home', district: 'Kolkata' } }),
      m.unknownDistrict,
    ],
    ['home without an address', () => body({ customerAddress: '  ' }), m.addressRequired],
    ['no way to pay', () => body({ paymentMethod: undefined }), m.paymentMethod],
    [
      'a way to pay the store does not take',
      () => body({ paymentMethod: 'cheque' }),
      m.paymentMethod,
    ],
    [
      'a build the builder refuses',
      () => body({ build: { cpu: 'same', storage: ['same'] } }),
      copy.buildInput.duplicate('same'),
    ],
  ])('bad input, %s: 400 naming the problem, and nothing is held', async (_, made, message) => {
    const before = await stocks([keyboard.id, mouse.id]);
    expectRefusal(await checkout(buyer, made()), 400, message);
    expect(await stocks([keyboard.id, mouse.id])).toEqual(before);
    expect(await ordersOf(buyer)).toBe(0);
  });

  it('anonymous or with a malformed token: 401, and nothing moves', async () => {
    const before = await stocks([keyboard.id, mouse.id]);
    expect((await checkout(undefined, body())).status).toBe(401);
    expect((await checkout(undefined, body(), 'not-a-real-token-xxxxxxxxxxxx')).status).toBe(401);
    expect(await stocks([keyboard.id, mouse.id])).toEqual(before);
  });

  it('checkouts spend the allowance of POST /orders: with the window full, 429 and nothing moves', async () => {
    const who = await createAccount('checkout-spammer');
    await fillOrdersWindow(who);
    const before = await stocks([keyboard.id, mouse.id]);
    const answer = await checkout(who, body());
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({ success: false, message: apiCopy.limits.tooMany });
    expect(await stocks([keyboard.id, mouse.id])).toEqual(before);
    expect(await ordersOf(who)).toBe(0);
  });
});
