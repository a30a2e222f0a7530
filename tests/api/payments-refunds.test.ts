import { collections, lineTotalCents, type OrderDoc, ordersCopy } from '@cps/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emulatedGateway } from '../../functions/src/emulator/card/emulated-gateway';
import { intentIdOf } from '../support/payments';
import {
  admin,
  call,
  confirmCard,
  createAccount,
  deliverWebhook,
  payOrder,
  resetRateLimits,
  stockOf,
  stripeEvent,
  unpaidOrder,
  type Account,
} from './support';
import { DEMO_PROJECT } from '../support/emulators';

// Refunds, disputes and cancelled intents over HTTP on the emulator stack:
// signed Stripe events delivered to the real webhook, payments made with the emulated gateway
// and its card confirm, the admin's PUT /orderShip. Each test is named after the attack or the
// event it stands for; docs/payments.md says what the store does and why.

let customer: Account;
let shopAdmin: Account;

/**
 * The intents this file paid with, whose refund records go in afterAll (tests/api/support.ts
 * removes the accounts, parts, orders and payment records).
 */
const made = { intents: new Set<string>() };

/** The gateway the functions use locally, called from here for what a test does out of band. */
const gateway = emulatedGateway(admin.db, Date.now, DEMO_PROJECT);

/** An unpaid order of `owner`'s: 2 × $49.50 of a part of its own with 40 in stock. */
const freshOrder = (owner: Account) =>
  unpaidOrder(owner, { quanity: 2, part: { price: 49.5, availableQuanity: 40 } });

async function mustOrder(id: string): Promise<OrderDoc> {
  const snap = await admin.db.doc(`${collections.orders}/${id}`).get();
  expect(snap.exists, `order ${id} should exist`).toBe(true);
  return snap.data() as OrderDoc;
}

const totalCents = (order: Pick<OrderDoc, 'price' | 'quanity'>) =>
  lineTotalCents(order.price, order.quanity);

/** The charge of a payment, as charge.refunded carries it. */
function refundedCharge(intentId: string, amount: number, amountRefunded: number) {
  return {
    id: `ch_test_${randomUUID().slice(0, 12)}`,
    object: 'charge',
    amount,
    amount_refunded: amountRefunded,
    refunded: amountRefunded >= amount,
    currency: 'usd',
    status: 'succeeded',
    payment_intent: intentId,
  };
}

/** The owner pays the order as the Payment page does: its intent, then the card 4242. */
async function payThroughTheStore(owner: Account, orderId: string): Promise<string> {
  const intentId = await payOrder(owner, orderId);
  made.intents.add(intentId);
  return intentId;
}

/** The card 4242 confirms an intent; the emulated gateway delivers the outcome to the webhook. */
async function confirmGoodCard(clientSecret: string): Promise<void> {
  const answer = await confirmCard(clientSecret);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** An intent for `orderId` made straight at the gateway, out of the store's flow. */
async function outOfBandIntent(orderId: string, amountCents: number) {
  const intent = await gateway.createIntent({
    orderId,
    uid: customer.uid,
    amountCents,
    currency: 'usd',
    idempotencyKey: `test-${randomUUID()}`,
    receiptEmail: customer.email,
  });
  made.intents.add(intent.id);
  return intent;
}

async function refundsOf(intentId: string) {
  const snap = await admin.db
    .collection(collections.emulatedRefunds)
    .where('intentId', '==', intentId)
    .get();
  return snap.docs.map((d) => d.data());
}

async function refundRecord(intentId: string) {
  return (await admin.db.doc(`${collections.refunds}/${intentId}`).get()).data();
}

beforeAll(async () => {
  [customer, shopAdmin] = await Promise.all([
    createAccount('refunds-customer'),
    createAccount('refunds-admin', { admin: true }),
  ]);
});

beforeEach(() => resetRateLimits(customer));

afterAll(async () => {
  const paths: string[] = [];
  for (const intentId of made.intents) {
    paths.push(
      `${collections.refunds}/${intentId}`,
      `${collections.emulatedRefundKeys}/refund-${intentId}`,
    );
    const docs = await admin.db
      .collection(collections.emulatedRefunds)
      .where('intentId', '==', intentId)
      .get();
    paths.push(...docs.docs.map((d) => d.ref.path));
  }
  await Promise.all(paths.map((path) => admin.db.doc(path).delete()));
});

describe('charge.refunded', () => {
  it('refund then try to ship: the refunded order is refused by PUT /orderShip and its stock returns', async () => {
    const order = await freshOrder(customer);
    const intentId = await payThroughTheStore(customer, order.id);
    expect(await mustOrder(order.id)).toMatchObject({ paid: true, status: 'pending' });
    const stock = await stockOf(order.partId);

    const amount = totalCents(order.doc);
    const answer = await deliverWebhook(
      stripeEvent('charge.refunded', refundedCharge(intentId, amount, amount)),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ received: true });

    const refunded = await mustOrder(order.id);
    expect(refunded).toMatchObject({
      paid: true,
      shipped: false,
      status: 'refunded',
      refundedAt: expect.any(Number),
      refundedCents: amount,
    });
    expect(refunded.timeline?.at(-1)).toEqual({
      type: 'refunded',
      at: refunded.refundedAt,
      by: 'stripe',
      who: intentId,
    });
    // Refunded before shipping: the goods never left, so the stock comes back.
    expect(await stockOf(order.partId)).toBe(stock + order.doc.quanity);

    const ship = await call<{ success: false; message: string }>('PUT', `/orderShip/${order.id}`, {
      token: shopAdmin.idToken,
    });
    expect(ship.status, JSON.stringify(ship.body)).toBe(409);
    expect(ship.body).toEqual({ success: false, message: ordersCopy.refunds.shipRefusal });
    expect(await mustOrder(order.id)).toEqual(refunded);
  });

  it('replaying a refund event changes nothing twice; a partial refund before it is only history', async () => {
    const order = await freshOrder(customer);
    const intentId = await payThroughTheStore(customer, order.id);
    const stock = await stockOf(order.partId);
    const amount = totalCents(order.doc);

    const partial = await deliverWebhook(
      stripeEvent('charge.refunded', refundedCharge(intentId, amount, 100)),
    );
    expect(partial.status).toBe(200);
    const afterPartial = await mustOrder(order.id);
    expect(afterPartial).toMatchObject({ status: 'pending', refundedCents: 100 });
    expect(afterPartial.refundedAt).toBeUndefined();
    expect(afterPartial.timeline?.at(-1)).toMatchObject({ type: 'partially-refunded' });
    expect(await stockOf(order.partId)).toBe(stock);

    const full = stripeEvent('charge.refunded', refundedCharge(intentId, amount, amount));
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await deliverWebhook(full));
    // The same refund reported again under another event id changes nothing either.
    answers.push(
      await deliverWebhook(
        stripeEvent('charge.refunded', refundedCharge(intentId, amount, amount)),
      ),
    );
    for (const answer of answers) expect(answer.status).toBe(200);

    const stored = await mustOrder(order.id);
    expect(stored.status).toBe('refunded');
    expect(stored.timeline?.filter((e) => e.type === 'refunded')).toHaveLength(1);
    expect(await stockOf(order.partId)).toBe(stock + order.doc.quanity);
    const recorded = await admin.db.doc(`${collections.paymentEvents}/${full.id}`).get();
    expect(recorded.data()).toMatchObject({ type: 'charge.refunded', effect: 'refunded' });
  });
});

describe('charge.dispute.created', () => {
  it('dispute flags the paid order for the admin, and changes no state', async () => {
    const order = await freshOrder(customer);
    const intentId = await payThroughTheStore(customer, order.id);
    const paid = await mustOrder(order.id);
    const disputeId = `dp_test_${randomUUID().slice(0, 12)}`;

    const answer = await deliverWebhook(
      stripeEvent('charge.dispute.created', {
        id: disputeId,
        object: 'dispute',
        amount: totalCents(order.doc),
        currency: 'usd',
        charge: `ch_test_${randomUUID().slice(0, 12)}`,
        payment_intent: intentId,
        reason: 'fraudulent',
        status: 'needs_response',
      }),
    );

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const flagged = await mustOrder(order.id);
    expect(flagged).toEqual({
      ...paid,
      disputedAt: expect.any(Number),
      disputeReason: 'fraudulent',
      timeline: [
        ...paid.timeline!,
        { type: 'disputed', at: flagged.disputedAt, by: 'stripe', who: disputeId },
      ],
    });
    expect(flagged.status).toBe('pending');
    // The admin reads the flag with the order.
    const read = await call<OrderDoc>('GET', `/order/${order.id}`, { token: shopAdmin.idToken });
    expect(read.body).toMatchObject({
      disputedAt: flagged.disputedAt,
      disputeReason: 'fraudulent',
    });
  });
});

describe('payment_intent.canceled', () => {
  it('canceled intent lets the customer pay again: the order lets go of it, with a history event', async () => {
    const order = await freshOrder(customer);
    const first = await call<{ clientSecret: string }>('POST', '/create-payment-intent', {
      token: customer.idToken,
      body: { orderId: order.id },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const firstId = intentIdOf(first.body.clientSecret);
    made.intents.add(firstId);
    // Stripe cancels it (the dashboard, or Stripe itself) and says so.
    const cancelled = await gateway.cancelIntent(firstId);
    expect(cancelled?.status).toBe('canceled');

    const answer = await deliverWebhook(
      stripeEvent('payment_intent.canceled', {
        id: firstId,
        object: 'payment_intent',
        amount: totalCents(order.doc),
        currency: 'usd',
        status: 'canceled',
        metadata: { orderId: order.id },
      }),
    );

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const released = await mustOrder(order.id);
    expect(released.paymentIntentId).toBeUndefined();
    expect(released.status).toBe('unpaid');
    expect(released.timeline?.at(-1)).toMatchObject({
      type: 'payment-canceled',
      by: 'stripe',
      who: firstId,
    });

    const paidWith = await payThroughTheStore(customer, order.id);
    expect(paidWith).not.toBe(firstId);
    expect(await mustOrder(order.id)).toMatchObject({
      paid: true,
      transectionId: paidWith,
      status: 'pending',
    });
  });
});

describe('payments the store cannot keep are refunded automatically', () => {
  it('paying a cancelled order is refunded, and logged in refunds/{intentId}', async () => {
    const order = await freshOrder(customer);
    const amount = totalCents(order.doc);
    const intent = await outOfBandIntent(order.id, amount);
    const cancel = await call('DELETE', `/order/${order.id}`, { token: customer.idToken });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);

    await confirmGoodCard(intent.clientSecret);

    expect(await refundsOf(intent.id)).toEqual([
      expect.objectContaining({ amount, status: 'succeeded', reason: 'requested_by_customer' }),
    ]);
    expect(await refundRecord(intent.id)).toMatchObject({
      intentId: intent.id,
      orderId: order.id,
      reason: 'order-cancelled',
      amount,
      issuedAt: expect.any(Number),
      // The emulated gateway sent charge.refunded as Stripe would.
      amountRefunded: amount,
      refundedAt: expect.any(Number),
    });
    expect((await admin.db.doc(`${collections.orders}/${order.id}`).get()).exists).toBe(false);
  });

  it("another integration's payment on the shared Stripe account, naming an order the store never had, is acknowledged and not refunded", async () => {
    // Another shop's integration on the same Stripe account: its intents carry its own marker.
    const theirs = emulatedGateway(admin.db, Date.now, 'another-integration');
    const orderId = `ORD${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const intent = await theirs.createIntent({
      orderId,
      uid: 'their-customer',
      amountCents: 2500,
      currency: 'usd',
      idempotencyKey: `theirs-${randomUUID()}`,
      receiptEmail: 'someone@elsewhere.example',
    });
    made.intents.add(intent.id);

    await confirmGoodCard(intent.clientSecret);
    const again = await deliverWebhook(
      stripeEvent('payment_intent.succeeded', {
        id: intent.id,
        object: 'payment_intent',
        amount: 2500,
        currency: 'usd',
        status: 'succeeded',
        metadata: { orderId, store: 'another-integration' },
      }),
    );

    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toMatchObject({ received: true });
    expect(await refundsOf(intent.id)).toEqual([]);
    expect(await refundRecord(intent.id)).toBeUndefined();
    expect(
      (await admin.db.doc(`${collections.emulatedIntents}/${intent.id}`).get()).get(
        'amountRefunded',
      ),
    ).toBe(undefined);
  });

  it("the store's own payment for an order that never existed is still refunded", async () => {
    const orderId = admin.db.collection(collections.orders).doc().id;
    const intent = await outOfBandIntent(orderId, 3100);

    await confirmGoodCard(intent.clientSecret);

    expect(await refundsOf(intent.id)).toEqual([expect.objectContaining({ amount: 3100 })]);
    expect(await refundRecord(intent.id)).toMatchObject({ orderId, reason: 'order-unknown' });
  });

  it('paying twice refunds the second payment; the first one stays', async () => {
    const order = await freshOrder(customer);
    const firstId = await payThroughTheStore(customer, order.id);
    const paid = await mustOrder(order.id);
    const amount = totalCents(order.doc);
    const second = await outOfBandIntent(order.id, amount);

    await confirmGoodCard(second.clientSecret);
    // Stripe reports it again: still one refund.
    const again = await deliverWebhook(
      stripeEvent('payment_intent.succeeded', {
        id: second.id,
        object: 'payment_intent',
        amount,
        currency: 'usd',
        status: 'succeeded',
        metadata: { orderId: order.id },
      }),
    );
    expect(again.status, JSON.stringify(again.body)).toBe(200);

    expect(await refundsOf(second.id)).toEqual([
      expect.objectContaining({ amount, reason: 'duplicate' }),
    ]);
    expect(await refundsOf(firstId)).toEqual([]);
    expect(await refundRecord(second.id)).toMatchObject({
      reason: 'second-payment',
      orderId: order.id,
      amountRefunded: amount,
    });
    const stored = await mustOrder(order.id);
    expect(stored).toMatchObject({ paid: true, transectionId: firstId, status: 'pending' });
    expect(stored.refundedAt).toBeUndefined();
    expect(stored.timeline).toEqual([
      ...paid.timeline!,
      { type: 'payment-refunded', at: expect.any(Number), by: 'system', who: second.id },
    ]);
  });
});
