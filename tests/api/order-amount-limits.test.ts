import { collections, formatPrice, messages, type OrderDoc, type PartDoc } from '@cps/domain';
import { makeOrder } from '@cps/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOrders } from '../../scripts/seed-orders';
import {
  admin,
  call,
  createAccount,
  createPart,
  orderConfig,
  removeOrders,
  type Account,
} from './support';

// A card payment in US dollars must be from $0.50 to $999,999.99 (Stripe's limits): an order of
// any other total could never be paid, and would only hold its stock until it expired. It is
// refused when it is placed, before any stock is held; an order of such a total made before the
// rule existed is refused a payment intent with a 409, never a 500 from the gateway.

const refusal = messages.orders.totalOutOfRange(formatPrice(0.5), formatPrice(999_999.99));
const made = { orders: new Set<string>(), intents: new Set<string>() };
let buyer: Account;

beforeAll(async () => {
  buyer = await createAccount('amount-limits-buyer');
});

afterAll(async () => {
  const paths: string[] = [];
  for (const id of made.orders) {
    const intents = await admin.db
      .collection(collections.emulatedIntents)
      .where('orderId', '==', id)
      .get();
    paths.push(...intents.docs.map((d) => d.ref.path));
  }
  await Promise.all(paths.map((path) => admin.db.doc(path).delete()));
  await removeOrders(made.orders);
});

function placeOrder(partId: string, quanity: number, who: Account = buyer) {
  return call<{ insertedId?: string; message?: string }>('POST', '/orders', {
    token: who.idToken,
    body: { partId, customerPhone: '01711000000', customerAddress: 'Dhaka', quanity },
  });
}

async function stockOf(partId: string): Promise<number> {
  return ((await admin.db.doc(`${collections.parts}/${partId}`).get()).data() as PartDoc)
    .availableQuanity;
}

async function ordersOfBuyer(): Promise<string[]> {
  const snap = await admin.db.collection(collections.orders).where('uid', '==', buyer.uid).get();
  return snap.docs.map((d) => d.id);
}

describe('order totals outside Stripe\u2019s limits', () => {
  it.each([
    ['$0.49, below the minimum', 0.49, 1],
    ['$0.01, a cent', 0.01, 1],
    ['$1,000,000.00, above the maximum', 500_000, 2],
  ])('an order of %s → 409 at order time, no stock held', async (_label, price, quanity) => {
    const part = await createPart({ price, minimumOrderQuanity: 1, availableQuanity: 100 });

    const answer = await placeOrder(part.id, quanity);

    expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    expect(answer.body).toEqual({ success: false, message: refusal });
    expect(await stockOf(part.id)).toBe(100);
    expect(await ordersOfBuyer()).toEqual([]);
  });

  it('the limits themselves are payable: $0.50 and $999,999.99 are placed', async () => {
    for (const price of [0.5, 999_999.99]) {
      const part = await createPart({ price, minimumOrderQuanity: 1, availableQuanity: 100 });
      const answer = await placeOrder(part.id, 1, await createAccount('amount-limits-edge'));
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      made.orders.add(answer.body.insertedId!);
      expect(await stockOf(part.id)).toBe(99);
    }
  });

  it('an order below the minimum placed before the rule: its payment intent → 409, not a 500', async () => {
    const part = await createPart({ price: 0.1, minimumOrderQuanity: 1, availableQuanity: 10 });
    const id = admin.db.collection(collections.orders).doc().id;
    made.orders.add(id);
    await addOrders(
      { db: admin.db, now: Date.now },
      [{ id, doc: makeOrder(part, buyer, { quanity: 2, createdAt: Date.now() }) }],
      orderConfig.holdSeconds,
    );

    const answer = await call('POST', '/create-payment-intent', {
      token: buyer.idToken,
      body: { orderId: id },
    });

    expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    expect(answer.body).toEqual({ success: false, message: refusal });
    const order = (await admin.db.doc(`${collections.orders}/${id}`).get()).data() as OrderDoc;
    expect(order).toMatchObject({ paid: false, status: 'unpaid' });
    expect(order.paymentIntentId).toBeUndefined();
  });
});
