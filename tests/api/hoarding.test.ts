import { checkoutCopy, collections, type Order } from '@cps/domain';
import { describe, expect, it } from 'vitest';
import {
  admin,
  call,
  createAccount,
  createPart,
  markPaid,
  orderConfig,
  placeOrder,
  postOrder,
  stockShown,
  type ErrorBody,
} from './support';

// Stock hoarding by free sign-ups, over HTTP (docs/orders.md, "No hoarding"): POST /orders
// answers 409 with what the buyer may order instead; a proven customer (verified email, or a paid
// order) may hold more; a normal buyer still orders. The shares themselves, their concurrency and
// the hold windows are proven in tests/services/hoarding.test.ts.

const holdMinutes = orderConfig.holdSeconds / 60;

/** A free sign-up: nobody verified its email, it never paid. */
const freshAccount = (name: string) => createAccount(name, { emailVerified: false });

describe('stock hoarding over HTTP', () => {
  it('one fresh account cannot hold all units of a part: 409 says how many it may order', async () => {
    const part = await createPart({
      name: `Hoarded Keyboard ${Date.now()}`,
      minimumOrderQuanity: 1,
      availableQuanity: 3,
    });
    const fresh = await freshAccount('hoarder');
    const refused = await postOrder(fresh, part.id, 3);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      success: false,
      message: checkoutCopy.holds.customerLimit(part.doc.name, 1, 1, true),
    });
    expect(await stockShown(part.id)).toBe(3);
    // The normal buyer still orders what they may.
    await placeOrder(fresh, part.id, 1);
    expect(await stockShown(part.id)).toBe(2);
  });

  it("a ring of fresh accounts stops at half the stock; a proven customer's larger allowance still orders", async () => {
    const part = await createPart({
      name: `Ring Target ${Date.now()}`,
      minimumOrderQuanity: 1,
      availableQuanity: 6,
    });
    const ring = await Promise.all(['ring-a', 'ring-b', 'ring-c', 'ring-d'].map(freshAccount));
    for (const account of ring.slice(0, 3)) await placeOrder(account, part.id, 1);
    const refused = await postOrder(ring[3]!, part.id, 1);
    expect(refused.status).toBe(409);
    expect((refused.body as ErrorBody).message).toBe(
      checkoutCopy.holds.newCustomersLimit(part.doc.name, 0, holdMinutes),
    );
    // A verified account may hold two thirds of the stock: the 3 left of 6 (4 would be its cap).
    const verified = await createAccount('verified-buyer');
    await placeOrder(verified, part.id, 3);
    expect(await stockShown(part.id)).toBe(0);
  });

  it('an account that has paid for an order is proven: it may hold two thirds, not a third', async () => {
    const part = await createPart({ minimumOrderQuanity: 1, availableQuanity: 9 });
    const other = await createPart({ minimumOrderQuanity: 1, availableQuanity: 9 });
    const buyer = await freshAccount('returning-buyer');
    expect((await postOrder(buyer, part.id, 6)).status).toBe(409);
    await markPaid(await placeOrder(buyer, other.id, 1), `pi_hoarding_${buyer.uid}`);
    await placeOrder(buyer, part.id, 6);
    expect(await stockShown(part.id)).toBe(3);
  });

  it('cancelling and ordering again does not renew the hold: the new order ends when the first would have', async () => {
    // The e2e journey's order: 3 of 9, minimum 2, by a customer who just signed up.
    const part = await createPart({ minimumOrderQuanity: 2, availableQuanity: 9 });
    const buyer = await freshAccount('second-thoughts');
    const first = await placeOrder(buyer, part.id, 3);
    const { expiresAt } = (await admin.db.doc(`${collections.orders}/${first}`).get()).data()!;
    const cancelled = await call('DELETE', `/order/${first}`, { token: buyer.idToken });
    expect(cancelled.status).toBe(200);
    const second = await placeOrder(buyer, part.id, 3);
    const answer = await call<Order>('GET', `/order/${second}`, { token: buyer.idToken });
    expect(answer.body.expiresAt).toBe(expiresAt);
  });
});
