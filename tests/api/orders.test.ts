import { collections, lineTotal, messages, type OrderDoc, type PartDoc } from '@cps/domain';
import type { Timestamp } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  call,
  createAccount,
  createPart,
  markPaid,
  orderBody,
  placeOrder,
  stockOf,
  storedOrder,
  type Account,
  type Answer,
  type Created,
  type ErrorBody,
} from './support';

// Orders through the REST API (spec §3, §4, §5, §7): the server decides money and identity,
// stock is reserved atomically, and only the allowed state changes happen.

const belowMinimum = messages.validation.quantityBelowMinimum;
const aboveStock = messages.validation.quantityAboveStock;

async function ordersOfPart(partId: string) {
  const snap = await admin.db.collection(collections.orders).where('partId', '==', partId).get();
  return snap.docs.map((d) => ({ id: d.id, ...(d.data() as OrderDoc) }));
}

const orderDoc = (id: string) => storedOrder(id);

/** Places an order through the API and returns its id (the test fails if it is refused). */

function expectRefusal(answer: Answer<unknown>, statuses: number[]) {
  expect(statuses).toContain(answer.status);
  const body = answer.body as ErrorBody;
  expect(body.success).toBe(false);
  expect(typeof body.message).toBe('string');
}

let customers: Account[];
let shopAdmin: Account;

beforeAll(async () => {
  const [boss, ...rest] = await Promise.all([
    createAccount('orders-admin', { admin: true }),
    createAccount('orders-customer-a'),
    createAccount('orders-customer-b'),
    createAccount('orders-customer-c'),
    createAccount('orders-customer-d'),
  ]);
  shopAdmin = boss!;
  customers = rest;
});

describe('stock is reserved atomically', () => {
  // 40 concurrent orders are proven at the service layer (tests/services/orders); through the
  // Functions emulator, where each concurrent request is a worker of its own, a burst stays small.
  it('a customer cannot oversell: 8 concurrent orders of 3 against a stock of 12 accept at least 1 and at most 4, each answer 201 or a clean 409, and stock = 12 − 3 × accepted', async () => {
    const part = await createPart({ minimumOrderQuanity: 3, availableQuanity: 12, price: 25.5 });
    const partRef = admin.db.doc(`${collections.parts}/${part.id}`);

    // Every stock level the part passes through while the burst runs.
    const seen: number[] = [];
    let lastSeen: Timestamp | undefined;
    const unsubscribe = partRef.onSnapshot((snap) => {
      const stock = snap.get('availableQuanity') as unknown;
      if (typeof stock === 'number') seen.push(stock);
      lastSeen = snap.updateTime;
    });

    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call<Created | ErrorBody>('POST', '/orders', {
          token: customers[i % customers.length]!.idToken,
          body: orderBody(part.id, 3),
        }),
      ),
    );
    const final = await partRef.get();
    const finalStock = (final.data() as PartDoc).availableQuanity;
    // The listener has delivered the last change before it stops.
    await expect.poll(() => lastSeen?.isEqual(final.updateTime!)).toBe(true);
    unsubscribe();

    for (const answer of answers) {
      expect([201, 409], JSON.stringify(answer.body)).toContain(answer.status);
      if (answer.status === 409) {
        const body = answer.body as ErrorBody;
        expect(body.success).toBe(false);
        expect(typeof body.message).toBe('string');
      }
    }
    const accepted = answers
      .filter((a) => a.status === 201)
      .map((a) => (a.body as Created).insertedId);
    const soldOut = answers.filter(
      (a) => a.status === 409 && (a.body as ErrorBody).message === aboveStock,
    ).length;
    console.log(
      `oversell: ${accepted.length} of 8 accepted, ${8 - accepted.length} refused with 409 ` +
        `(${soldOut} "${aboveStock}", ${8 - accepted.length - soldOut} contention aborts); ` +
        `stock ${finalStock}; stock levels seen: ${[...new Set(seen)].join(', ')}`,
    );

    expect(accepted.length).toBeGreaterThanOrEqual(1);
    expect(accepted.length).toBeLessThanOrEqual(4);
    expect(new Set(accepted).size).toBe(accepted.length);
    expect(finalStock).toBe(12 - 3 * accepted.length);
    expect(finalStock).toBeGreaterThanOrEqual(0);
    expect(Math.min(...seen)).toBeGreaterThanOrEqual(0);

    const stored = await ordersOfPart(part.id);
    expect(stored.map((o) => o.id).sort()).toEqual([...accepted].sort());
    for (const o of stored) {
      expect(o.quanity).toBe(3);
      expect(o.unitPrice).toBe(lineTotal(25.5, 3));
      expect(customers.map((c) => c.uid)).toContain(o.uid);
    }

    // The placed orders are unpaid holds of these customers, who hold at most
    // MAX_UNPAID_ORDERS at once: cancelling them gives the stock back and frees their places.
    for (const o of stored) {
      const owner = customers.find((c) => c.uid === o.uid)!;
      const cancelled = await call('DELETE', `/order/${o.id}`, { token: owner.idToken });
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    }
    expect(await stockOf(part.id)).toBe(12);
    expect(await ordersOfPart(part.id)).toEqual([]);
  });
});

describe('the server decides money and identity', () => {
  it('an order takes name, picture and price from the part and the customer from the token, ignoring tampered body fields', async () => {
    const part = await createPart({
      name: 'Real GPU',
      img: '/images/parts/real-gpu.svg',
      price: 189.99,
      minimumOrderQuanity: 1,
      availableQuanity: 20,
    });
    const [caller, other] = [customers[0]!, customers[1]!];
    const answer = await call<Created>('POST', '/orders', {
      token: caller.idToken,
      body: {
        ...orderBody(part.id, 3),
        price: 0.01,
        unitPrice: 0,
        name: 'Free GPU',
        img: 'http://evil',
        paid: true,
        shipped: true,
        transectionId: 'pi_fake',
        customerEmail: other.email,
        customerName: 'Someone Else',
        uid: other.uid,
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.acknowledged).toBe(true);

    const order = await orderDoc(answer.body.insertedId);
    expect(order).toBeDefined();
    expect(order).toMatchObject({
      name: 'Real GPU',
      img: '/images/parts/real-gpu.svg',
      price: 189.99,
      quanity: 3,
      unitPrice: lineTotal(189.99, 3),
      paid: false,
      shipped: false,
      uid: caller.uid,
      customerEmail: caller.email,
      customerName: caller.displayName,
      customerPhone: '01711000000',
      customerAddress: 'Dhaka',
      partId: part.id,
    });
    expect(order!.unitPrice).toBe(569.97);
    expect(order).not.toHaveProperty('transectionId');
    expect(await stockOf(part.id)).toBe(17);
  });
});

describe('quantities outside [minimum, stock] and bad part ids are refused without side effects', () => {
  const refusals: { label: string; quanity: unknown; statuses: number[]; message?: string }[] = [
    { label: 'negative (-3)', quanity: -3, statuses: [400] },
    { label: 'zero', quanity: 0, statuses: [400] },
    { label: 'fractional (2.5)', quanity: 2.5, statuses: [400] },
    { label: 'fractional above the minimum (3.5)', quanity: 3.5, statuses: [400] },
    { label: "NaN (the string 'NaN')", quanity: 'NaN', statuses: [400] },
    { label: "the string 'Infinity'", quanity: 'Infinity', statuses: [400] },
    { label: 'huge (1e12)', quanity: 1e12, statuses: [400, 409] },
    { label: "a numeric string with junk ('3abc')", quanity: '3abc', statuses: [400] },
    { label: 'null', quanity: null, statuses: [400] },
    { label: 'an object', quanity: { $gt: 0 }, statuses: [400] },
    {
      label: 'below the minimum (2 < 3)',
      quanity: 2,
      statuses: [400],
      message: belowMinimum(3),
    },
    {
      label: "below the minimum as a string ('2')",
      quanity: '2',
      statuses: [400],
      message: belowMinimum(3),
    },
    { label: 'above the stock (21 > 20)', quanity: 21, statuses: [409], message: aboveStock },
  ];

  it.each(refusals)(
    'a quantity that is $label is refused, stock unchanged and no order created',
    async ({ quanity, statuses, message }) => {
      const part = await createPart({ minimumOrderQuanity: 3, availableQuanity: 20 });
      const answer = await call('POST', '/orders', {
        token: customers[2]!.idToken,
        body: orderBody(part.id, quanity),
      });
      expectRefusal(answer, statuses);
      if (message) expect((answer.body as ErrorBody).message).toBe(message);
      expect(await stockOf(part.id)).toBe(20);
      expect(await ordersOfPart(part.id)).toEqual([]);
    },
  );

  it('an order without a partId is refused with 400', async () => {
    const body: Record<string, unknown> = orderBody('x', 3);
    delete body.partId;
    expectRefusal(await call('POST', '/orders', { token: customers[2]!.idToken, body }), [400]);
  });

  it('an order for an unknown part is refused with 404 and creates nothing', async () => {
    const partId = `no-such-part-${randomUUID()}`;
    const answer = await call('POST', '/orders', {
      token: customers[2]!.idToken,
      body: orderBody(partId, 3),
    });
    expectRefusal(answer, [404]);
    expect(await ordersOfPart(partId)).toEqual([]);
    expect((await admin.db.doc(`${collections.parts}/${partId}`).get()).exists).toBe(false);
  });

  it.each([
    ['a path', 'parts/abc'],
    ['a dot-dot path', '../parts'],
    ['spaces and punctuation', 'bad id!'],
    ['an empty string', ''],
    ['129 characters', 'a'.repeat(129)],
    ['a number', 42],
    ['an operator object', { $ne: null }],
    ['an array', ['abc']],
  ])('an order with a malformed partId (%s) is refused with 400', async (_label, partId) => {
    expectRefusal(
      await call('POST', '/orders', { token: customers[2]!.idToken, body: orderBody(partId, 3) }),
      [400],
    );
  });
});

// Each test has a customer of its own: a customer holds at most MAX_UNPAID_ORDERS unpaid orders
// at once, so one customer's orders across the file would meet that cap (tests/api/order-holds).
describe('cancelling an order', () => {
  const canceller = () => createAccount('orders-canceller');

  it('cancelling an unpaid order deletes it and releases exactly its quantity back to stock', async () => {
    const buyer = await canceller();
    const part = await createPart({ minimumOrderQuanity: 2, availableQuanity: 20 });
    const kept = await placeOrder(buyer, part.id, 2);
    const id = await placeOrder(buyer, part.id, 4);
    expect(await stockOf(part.id)).toBe(14);

    const answer = await call('DELETE', `/order/${id}`, { token: buyer.idToken });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await orderDoc(id)).toBeUndefined();
    expect(await stockOf(part.id)).toBe(18);
    expect(await orderDoc(kept)).toBeDefined();
  });

  it('a paid order cannot be cancelled: 409, order and stock unchanged', async () => {
    const buyer = await canceller();
    const part = await createPart({ minimumOrderQuanity: 1, availableQuanity: 10 });
    const id = await placeOrder(buyer, part.id, 3);
    await markPaid(id, 'pi_test_paid');
    const before = await orderDoc(id);
    expect(before).toMatchObject({ paid: true, status: 'pending' });

    for (const token of [buyer.idToken, shopAdmin.idToken]) {
      expectRefusal(await call('DELETE', `/order/${id}`, { token }), [409]);
    }
    expect(await orderDoc(id)).toEqual(before);
    expect(await stockOf(part.id)).toBe(7);
  });

  it('an order is cancelled once: the second cancel is 404 and stock is released only once', async () => {
    const buyer = await canceller();
    const part = await createPart({ minimumOrderQuanity: 1, availableQuanity: 10 });
    const id = await placeOrder(buyer, part.id, 5);
    expect((await call('DELETE', `/order/${id}`, { token: buyer.idToken })).status).toBe(200);
    expectRefusal(await call('DELETE', `/order/${id}`, { token: buyer.idToken }), [404]);
    expect(await stockOf(part.id)).toBe(10);
  });

  it('two concurrent cancels of one order release its stock only once', async () => {
    const buyer = await canceller();
    const part = await createPart({ minimumOrderQuanity: 1, availableQuanity: 10 });
    const id = await placeOrder(buyer, part.id, 5);
    const answers = await Promise.all([
      call('DELETE', `/order/${id}`, { token: buyer.idToken }),
      call('DELETE', `/order/${id}`, { token: buyer.idToken }),
    ]);
    expect(answers.map((a) => a.status).filter((s) => s === 200)).toHaveLength(1);
    for (const a of answers) expect([200, 404, 409]).toContain(a.status);
    expect(await stockOf(part.id)).toBe(10);
  });

  it("a customer cannot cancel another customer's order (404, nothing changes)", async () => {
    const [owner, stranger] = await Promise.all([canceller(), canceller()]);
    const part = await createPart({ minimumOrderQuanity: 1, availableQuanity: 10 });
    const id = await placeOrder(owner, part.id, 2);
    expectRefusal(await call('DELETE', `/order/${id}`, { token: stranger.idToken }), [404]);
    expect(await orderDoc(id)).toBeDefined();
    expect(await stockOf(part.id)).toBe(8);
  });
});

describe('shipping an order', () => {
  it('only a paid, unshipped order ships: unpaid → 409, paid → 200 and shipped, again → 409', async () => {
    const part = await createPart({ minimumOrderQuanity: 1, availableQuanity: 10 });
    const id = await placeOrder(customers[1]!, part.id, 1);

    expectRefusal(await call('PUT', `/orderShip/${id}`, { token: shopAdmin.idToken }), [409]);
    expect((await orderDoc(id))!.shipped).toBe(false);

    await markPaid(id, 'pi_test_ship');
    const shipped = await call('PUT', `/orderShip/${id}`, { token: shopAdmin.idToken });
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({ acknowledged: true });
    expect(await orderDoc(id)).toMatchObject({ paid: true, shipped: true, status: 'shipped' });

    const before = await orderDoc(id);
    expectRefusal(await call('PUT', `/orderShip/${id}`, { token: shopAdmin.idToken }), [409]);
    expect(await orderDoc(id)).toEqual(before);
  });

  it('a customer cannot ship an order, even their own paid one (403)', async () => {
    const part = await createPart({ minimumOrderQuanity: 1, availableQuanity: 10 });
    const id = await placeOrder(customers[1]!, part.id, 1);
    await markPaid(id, 'pi_x');
    expectRefusal(await call('PUT', `/orderShip/${id}`, { token: customers[1]!.idToken }), [403]);
    expect((await orderDoc(id))!.shipped).toBe(false);
  });
});
