import { collections, formatPrice, ordersCopy } from '@cps/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  createAccount,
  createIntent,
  createPart,
  ownOrder,
  postOrder,
  stockOf,
  storedOrder,
  unpaidOrder,
  type Account,
  type Created,
} from './support';

// A card payment in US dollars must be from $0.50 to $999,999.99 (Stripe's limits): an order of
// any other total could never be paid, and would only hold its stock until it expired. It is
// refused when it is placed, before any stock is held; an order of such a total made before the
// rule existed is refused a payment intent with a 409, never a 500 from the gateway.

const refusal = ordersCopy.orders.totalOutOfRange(formatPrice(0.5), formatPrice(999_999.99));
let buyer: Account;

beforeAll(async () => {
  buyer = await createAccount('amount-limits-buyer');
});

/** POST /orders as the buyer, or `who`. */
const placeOrder = (partId: string, quanity: number, who: Account = buyer) =>
  postOrder(who, partId, quanity);

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
      ownOrder((answer.body as Created).insertedId);
      expect(await stockOf(part.id)).toBe(99);
    }
  });

  it('an order below the minimum placed before the rule: its payment intent → 409, not a 500', async () => {
    const { id } = await unpaidOrder(buyer, {
      quanity: 2,
      part: { price: 0.1, availableQuanity: 10 },
    });

    const answer = await createIntent(buyer, { orderId: id });

    expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    expect(answer.body).toEqual({ success: false, message: refusal });
    const order = (await storedOrder(id))!;
    expect(order).toMatchObject({ paid: false, status: 'unpaid' });
    expect(order.paymentIntentId).toBeUndefined();
  });
});
