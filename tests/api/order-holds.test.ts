import { collections, type Order, type OrderEvent, ordersCopy } from '@cps/domain';
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { intentIdOf } from '../support/payments';
import {
  admin,
  call,
  clientSecretOf,
  confirmCard,
  createAccount,
  createIntent,
  createPart,
  orderConfig,
  placeOrder,
  postOrder,
  stockShown,
  storedOrder,
  type Account,
  type ErrorBody,
} from './support';

// Holds that expire and the unpaid cap through the REST API. An unpaid order holds its
// stock until `expiresAt` (createdAt + ORDER_HOLD_SECONDS); a customer holds at most
// MAX_UNPAID_ORDERS unpaid orders at once. When a hold ends, the order can no longer be paid, and
// the expiry job (here run through the emulator-only POST /emulator/orders/expire, which the local
// stack calls every 10 s) cancels its open intent, gives its stock back and keeps it as 'expired'.
// The injectable clock is for the service tests (tests/services/order-holds); here the data moves
// instead: a hold is ended by setting the order's `expiresAt` in the past with the Admin SDK.
// The api tests run with functions/.env.demo-computer-parts: 1800 s holds, 3 unpaid orders.

interface ExpiryRun {
  expired: number;
  paid: number;
  waiting: number;
}

const { holdSeconds, maxUnpaid } = orderConfig;

/** POST /orders of 2 units, or `quanity`. */
const newOrder = (who: Account, partId: string, quanity = 2) => postOrder(who, partId, quanity);

async function placeOrders(who: Account, partId: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push(await placeOrder(who, partId, 2));
  return ids;
}

function cancel(who: Account, id: string) {
  return call<ErrorBody | { acknowledged: boolean; deletedCount: number }>(
    'DELETE',
    `/order/${id}`,
    { token: who.idToken },
  );
}

/** The order as its owner reads it: GET /order/{id}. */
async function orderSeenBy(who: Account, id: string): Promise<Order> {
  const answer = await call<Order>('GET', `/order/${id}`, { token: who.idToken });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/** The part's stock as the catalogue answers it: GET /part/{id}. */

/** Ends an order's hold a second ago, as time would. */
async function endHold(id: string): Promise<number> {
  const expiresAt = Date.now() - 1000;
  await admin.db.doc(`${collections.orders}/${id}`).update({ expiresAt });
  return expiresAt;
}

/** Runs the expiry job once, as the local stack does every 10 s. */
async function runExpiry(): Promise<ExpiryRun> {
  const answer = await call<ExpiryRun>('POST', '/emulator/orders/expire');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

async function intentFor(who: Account, orderId: string) {
  const clientSecret = clientSecretOf(await createIntent(who, { orderId }));
  return { clientSecret, intentId: intentIdOf(clientSecret) };
}

async function intentStatus(intentId: string): Promise<unknown> {
  return (await admin.db.doc(`${collections.emulatedIntents}/${intentId}`).get()).get('status');
}

const placedBy = (who: Account, at: number): OrderEvent => ({
  type: 'placed',
  at,
  by: 'customer',
  who: who.email,
});

const tooManyUnpaid = { success: false, message: ordersCopy.orders.tooManyUnpaid(maxUnpaid) };
const expiredRefusal = { success: false, message: ordersCopy.orders.expiredRefusal };

describe(`a hold of ORDER_HOLD_SECONDS (${holdSeconds} s)`, () => {
  it(`a customer's GET /order/{id} of an unpaid order shows its hold: expiresAt = createdAt + ${holdSeconds} s, status 'unpaid' and who placed it`, async () => {
    const buyer = await createAccount('holds-viewer');
    const part = await createPart({ minimumOrderQuanity: 1, availableQuanity: 30 });
    const before = Date.now();
    const id = await placeOrder(buyer, part.id, 4);

    const order = await orderSeenBy(buyer, id);

    expect(order).toMatchObject({ _id: id, paid: false, shipped: false, status: 'unpaid' });
    expect(order.createdAt).toBeGreaterThanOrEqual(before - 5_000);
    expect(order.createdAt).toBeLessThanOrEqual(Date.now());
    expect(order.expiresAt).toBe(order.createdAt + holdSeconds * 1000);
    expect(order.expiredAt).toBeUndefined();
    expect(order.timeline).toEqual([placedBy(buyer, order.createdAt)]);
    expect(await stockShown(part.id)).toBe(26);
  });
});

describe(`the unpaid cap (MAX_UNPAID_ORDERS = ${maxUnpaid})`, () => {
  it(`a customer's unpaid order number ${maxUnpaid + 1} is refused with 409 "${ordersCopy.orders.tooManyUnpaid(maxUnpaid)}", reserving nothing; another customer still orders`, async () => {
    const [hoarder, bystander] = await Promise.all([
      createAccount('holds-hoarder'),
      createAccount('holds-bystander'),
    ]);
    const part = await createPart({ minimumOrderQuanity: 1, availableQuanity: 30 });
    await placeOrders(hoarder, part.id, maxUnpaid);
    expect(await stockShown(part.id)).toBe(30 - 2 * maxUnpaid);

    const refused = await newOrder(hoarder, part.id);

    expect(refused.status).toBe(409);
    expect(refused.body).toEqual(tooManyUnpaid);
    expect(await stockShown(part.id)).toBe(30 - 2 * maxUnpaid);
    const held = await admin.db
      .collection(collections.orders)
      .where('uid', '==', hoarder.uid)
      .count()
      .get();
    expect(held.data().count).toBe(maxUnpaid);

    await placeOrder(bystander, part.id, 2);
    expect(await stockShown(part.id)).toBe(30 - 2 * (maxUnpaid + 1));
  });

  it('cancelling one of them frees a place, for one order', async () => {
    const buyer = await createAccount('holds-canceller');
    const part = await createPart({ minimumOrderQuanity: 1, availableQuanity: 30 });
    const [first] = await placeOrders(buyer, part.id, maxUnpaid);
    expect((await newOrder(buyer, part.id)).status).toBe(409);

    const cancelled = await cancel(buyer, first!);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);

    await placeOrder(buyer, part.id, 2);
    const again = await newOrder(buyer, part.id);
    expect(again.status).toBe(409);
    expect(again.body).toEqual(tooManyUnpaid);
    expect(await stockShown(part.id)).toBe(30 - 2 * maxUnpaid);
  });

  it('paying one of them frees a place: a paid order is pending, not unpaid', async () => {
    const buyer = await createAccount('holds-payer');
    const part = await createPart({ minimumOrderQuanity: 1, availableQuanity: 30 });
    const [first] = await placeOrders(buyer, part.id, maxUnpaid);
    expect((await newOrder(buyer, part.id)).status).toBe(409);

    const { clientSecret } = await intentFor(buyer, first!);
    expect((await confirmCard(clientSecret)).status).toBe(200);
    expect(await orderSeenBy(buyer, first!)).toMatchObject({ paid: true, status: 'pending' });

    await placeOrder(buyer, part.id, 2);
    expect((await newOrder(buyer, part.id)).body).toEqual(tooManyUnpaid);
  });

  it('an order whose hold has ended no longer counts, even before the expiry job has run', async () => {
    const buyer = await createAccount('holds-lapsed');
    const part = await createPart({ minimumOrderQuanity: 1, availableQuanity: 30 });
    const [first] = await placeOrders(buyer, part.id, maxUnpaid);
    expect((await newOrder(buyer, part.id)).status).toBe(409);

    await endHold(first!);
    // Still unpaid and holding its stock: only the expiry job gives it back.
    expect(await storedOrder(first!)).toMatchObject({ status: 'unpaid' });

    await placeOrder(buyer, part.id, 2);
    expect(await stockShown(part.id)).toBe(30 - 2 * (maxUnpaid + 1));
    expect((await newOrder(buyer, part.id)).body).toEqual(tooManyUnpaid);
  });
});

describe('a hold that has ended', () => {
  // Each test counts what one run of the job did: an earlier test's ended holds (the cap's) are
  // expired first, so that the run under test meets only this test's orders.
  beforeEach(async () => {
    await runExpiry();
  });

  it('cannot be paid: POST /create-payment-intent → 409 with the expired refusal, no intent made, the order unchanged', async () => {
    const buyer = await createAccount('holds-late-payer');
    const part = await createPart({ minimumOrderQuanity: 1, availableQuanity: 30 });
    const id = await placeOrder(buyer, part.id, 4);
    await endHold(id);
    const before = await storedOrder(id);

    const answer = await createIntent(buyer, { orderId: id });

    expect(answer.status).toBe(409);
    expect(answer.body).toEqual(expiredRefusal);
    expect(await storedOrder(id)).toEqual(before);
    const intents = await admin.db
      .collection(collections.emulatedIntents)
      .where('orderId', '==', id)
      .get();
    expect(intents.size).toBe(0);
    // Not expired yet: the stock stays held until the job runs.
    expect(await stockShown(part.id)).toBe(26);
  });

  it("the expiry job expires it: status 'expired', expiredAt, the system's event last in its history, its stock back; it can be neither paid nor cancelled; a second run expires nothing more", async () => {
    const buyer = await createAccount('holds-expiring');
    const part = await createPart({ minimumOrderQuanity: 1, availableQuanity: 30 });
    const id = await placeOrder(buyer, part.id, 4);
    expect(await stockShown(part.id)).toBe(26);
    const endedAt = await endHold(id);

    expect(await runExpiry()).toEqual({ expired: 1, paid: 0, waiting: 0 });

    const order = await orderSeenBy(buyer, id);
    expect(order).toMatchObject({
      _id: id,
      paid: false,
      shipped: false,
      status: 'expired',
      expiresAt: endedAt,
    });
    expect(order.expiredAt).toBeGreaterThanOrEqual(endedAt);
    expect(order.expiredAt).toBeLessThanOrEqual(Date.now());
    expect(order.timeline).toEqual([
      placedBy(buyer, order.createdAt),
      { type: 'expired', at: order.expiredAt, by: 'system', who: 'order-expiry' },
    ]);
    expect(await stockShown(part.id)).toBe(30);
    const expired = await storedOrder(id);

    const intent = await createIntent(buyer, { orderId: id });
    expect(intent.status).toBe(409);
    expect(intent.body).toEqual(expiredRefusal);
    const patched = await call('PATCH', `/order/${id}`, {
      token: buyer.idToken,
      body: { orderId: id, transectionId: `pi_emu_${randomUUID().replace(/-/g, '')}` },
    });
    expect(patched.status).toBe(409);
    expect(patched.body).toEqual(expiredRefusal);
    const cancelled = await cancel(buyer, id);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body).toEqual({ success: false, message: expect.any(String) });

    expect(await runExpiry()).toEqual({ expired: 0, paid: 0, waiting: 0 });
    expect(await storedOrder(id)).toEqual(expired);
    expect(await stockShown(part.id)).toBe(30);
  });

  it('expiry cancels its open payment intent first: confirming that card afterwards fails as canceled', async () => {
    const buyer = await createAccount('holds-open-intent');
    const part = await createPart({ minimumOrderQuanity: 1, availableQuanity: 30 });
    const id = await placeOrder(buyer, part.id, 4);
    const { clientSecret, intentId } = await intentFor(buyer, id);
    expect(await intentStatus(intentId)).toBe('requires_payment_method');
    await endHold(id);

    expect(await runExpiry()).toEqual({ expired: 1, paid: 0, waiting: 0 });

    expect(await intentStatus(intentId)).toBe('canceled');
    const paid = await confirmCard(clientSecret);
    expect(paid.status, JSON.stringify(paid.body)).toBe(400);
    expect(paid.body).toMatchObject({
      error: {
        code: 'payment_intent_unexpected_state',
        message: expect.stringMatching(/canceled/),
      },
    });
    expect(await intentStatus(intentId)).toBe('canceled');
    const order = await orderSeenBy(buyer, id);
    expect(order).toMatchObject({ paid: false, status: 'expired', paymentIntentId: intentId });
    expect(order.timeline?.map((event) => event.type)).toEqual([
      'placed',
      'payment-started',
      'expired',
    ]);
    expect(await stockShown(part.id)).toBe(30);
  });

  it('a card payment that succeeded before the run wins: the order is paid (pending) and keeps its stock', async () => {
    const buyer = await createAccount('holds-just-in-time');
    const part = await createPart({ minimumOrderQuanity: 1, availableQuanity: 30 });
    const id = await placeOrder(buyer, part.id, 4);
    const { intentId } = await intentFor(buyer, id);
    // The card went through at the gateway, but its webhook has not arrived yet.
    await admin.db
      .doc(`${collections.emulatedIntents}/${intentId}`)
      .update({ status: 'succeeded' });
    await endHold(id);

    expect(await runExpiry()).toEqual({ expired: 0, paid: 1, waiting: 0 });

    const order = await orderSeenBy(buyer, id);
    expect(order).toMatchObject({
      paid: true,
      status: 'pending',
      transectionId: intentId,
      paymentIntentId: intentId,
    });
    expect(order.expiredAt).toBeUndefined();
    expect(order.timeline?.at(-1)).toEqual({
      type: 'paid',
      at: order.paidAt,
      by: 'stripe',
      who: intentId,
    });
    expect(await intentStatus(intentId)).toBe('succeeded');
    expect(await stockShown(part.id)).toBe(26);
    expect(await runExpiry()).toEqual({ expired: 0, paid: 0, waiting: 0 });
  });
});
