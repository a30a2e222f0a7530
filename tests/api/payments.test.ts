import { collections, lineTotalCents, type OrderDoc } from '@cps/domain';
import type { Timestamp } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cards, intentIdOf } from '../support/payments';
import {
  admin,
  call,
  clientSecretOf,
  createAccount,
  createIntent,
  deliverWebhook,
  ownIntent,
  postWebhook,
  resetRateLimits,
  signWebhook,
  storedOrder,
  stripeEvent,
  unpaidOrder,
  type Account,
  type Answer,
  type ErrorBody,
  type Signing,
} from './support';

// Card payments end to end on the emulator stack: the Stripe webhook (signed events, replays,
// mismatches), POST /create-payment-intent, PATCH /order/{id} and the emulated card confirm.
// The store's rule: an order becomes paid only for a succeeded intent of its own stored amount,
// exactly once, however often and however concurrently that is reported.

interface ClientSecret {
  clientSecret: string;
}
interface Confirmed {
  paymentIntent: { id: string; status: string };
}
interface CardError {
  error: { type: 'card_error'; code: string; message: string };
}
interface Updated {
  acknowledged: boolean;
  matchedCount: number;
  modifiedCount: number;
  upsertedCount: number;
}
type StoredOrder = OrderDoc & { lastPaymentError?: string; paymentFailedAt?: number };

let customer: Account;
let other: Account;

const refusal = { success: false, message: expect.any(String) };

// ---------------------------------------------------------------------------------------------
// Orders and reads

const orderOf = (id: string) => storedOrder<StoredOrder>(id);

async function mustOrder(id: string): Promise<StoredOrder> {
  const order = await orderOf(id);
  expect(order, `order ${id} should exist`).toBeDefined();
  return order!;
}

async function updateTimeOf(id: string): Promise<Timestamp | undefined> {
  return (await admin.db.doc(`${collections.orders}/${id}`).get()).updateTime;
}

async function eventDoc(eventId: string): Promise<Record<string, unknown> | undefined> {
  return (await admin.db.doc(`${collections.paymentEvents}/${eventId}`).get()).data();
}

async function eventIdsOf(orderId: string): Promise<string[]> {
  const snap = await admin.db
    .collection(collections.paymentEvents)
    .where('orderId', '==', orderId)
    .get();
  return snap.docs.map((d) => d.id).sort();
}

async function intentsOf(orderId: string): Promise<Record<string, unknown>[]> {
  const snap = await admin.db
    .collection(collections.emulatedIntents)
    .where('orderId', '==', orderId)
    .get();
  return snap.docs.map((d) => ({ id: d.id, ...d.data() }));
}

async function intentDoc(intentId: string): Promise<Record<string, unknown>> {
  const data = (await admin.db.doc(`${collections.emulatedIntents}/${intentId}`).get()).data();
  expect(data, `intent ${intentId} should exist`).toBeDefined();
  return data ?? {};
}

function expectRefusal(answer: Answer, status: number) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body).toEqual(refusal);
}

// ---------------------------------------------------------------------------------------------
// The webhook

interface IntentObject {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  metadata: { orderId?: string };
  last_payment_error?: { message: string } | null;
}

/** A succeeded intent for `order`, of its exact line total, unless overridden. */
function succeededIntent(
  orderId: string,
  order: Pick<OrderDoc, 'price' | 'quanity'>,
  overrides: Partial<IntentObject> = {},
): IntentObject {
  return {
    id: `pi_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`,
    object: 'payment_intent',
    amount: lineTotalCents(order.price, order.quanity),
    currency: 'usd',
    status: 'succeeded',
    metadata: { orderId },
    ...overrides,
  };
}

// ---------------------------------------------------------------------------------------------
// The API

/** The client secret of `orderId`'s intent, made by its owner (the test fails otherwise). */
const intentFor = async (owner: Account, orderId: string) =>
  clientSecretOf(await createIntent(owner, { orderId }));

function confirm(clientSecret: string, number: string, expiry = '12 / 34', cvc = '123') {
  return call<Confirmed | CardError | ErrorBody>('POST', '/emulator/payments/confirm', {
    body: { clientSecret, card: { number, expiry, cvc } },
  });
}

function patchOrder(who: Account, id: string, body: unknown) {
  return call<Updated | ErrorBody>('PATCH', `/order/${id}`, { token: who.idToken, body });
}

// ---------------------------------------------------------------------------------------------

beforeAll(async () => {
  [customer, other] = await Promise.all([
    createAccount('payments-customer'),
    createAccount('payments-other'),
  ]);
});

// Each test starts with a fresh per-user allowance; abuse-limits.test.ts tests the limits.
beforeEach(() => resetRateLimits(customer, other));

describe('the Stripe webhook', () => {
  it('a signed payment_intent.succeeded marks the order paid and records the event', async () => {
    const order = await unpaidOrder<StoredOrder>(customer);
    const intent = succeededIntent(order.id, order.doc);
    const event = stripeEvent('payment_intent.succeeded', intent);
    const before = Date.now();

    const answer = await deliverWebhook(event);

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ received: true });
    expect(order.doc).toMatchObject({ status: 'unpaid' });
    expect(order.doc.timeline).toEqual([
      { type: 'placed', at: order.doc.createdAt, by: 'customer', who: customer.email },
    ]);
    const stored = await mustOrder(order.id);
    expect(stored).toEqual({
      ...order.doc,
      paid: true,
      transectionId: intent.id,
      paymentIntentId: intent.id,
      paidAt: expect.any(Number),
      invoiceNumber: expect.stringMatching(/^\d{4}-\d{2}\/\d{6}$/),
      // Paid, not shipped: pending; its history gains the payment, by Stripe, naming the intent.
      status: 'pending',
      timeline: [
        ...order.doc.timeline!,
        { type: 'paid', at: stored.paidAt, by: 'stripe', who: intent.id },
      ],
    });
    expect(stored.paidAt).toBeGreaterThanOrEqual(before - 5_000);
    expect(stored.shipped).toBe(false);
    expect(await eventDoc(event.id)).toEqual({
      type: 'payment_intent.succeeded',
      orderId: order.id,
      intentId: intent.id,
      at: stored.paidAt,
      effect: 'paid',
    });
    expect(await eventIdsOf(order.id)).toEqual([event.id]);
  });

  it('the same event delivered 5 times concurrently makes exactly one transition', async () => {
    const order = await unpaidOrder<StoredOrder>(customer, { quanity: 2 });
    const intent = succeededIntent(order.id, order.doc);
    const event = stripeEvent('payment_intent.succeeded', intent);
    const payload = JSON.stringify(event);
    const signature = signWebhook(payload);

    // Every paidAt the order passes through while the burst runs.
    const seen: number[] = [];
    let lastSeen: Timestamp | undefined;
    const unsubscribe = admin.db.doc(`${collections.orders}/${order.id}`).onSnapshot((snap) => {
      const paidAt = snap.get('paidAt') as unknown;
      if (typeof paidAt === 'number') seen.push(paidAt);
      lastSeen = snap.updateTime;
    });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postWebhook(payload, signature)),
    );
    const afterBurst = await mustOrder(order.id);
    const updatedAt = await updateTimeOf(order.id);
    // The listener has delivered the last change before it stops.
    await expect.poll(() => lastSeen?.isEqual(updatedAt!)).toBe(true);
    unsubscribe();

    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(200);
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
      expect(answer.body).toEqual({ received: true });
    }
    expect(afterBurst).toMatchObject({ paid: true, transectionId: intent.id });
    expect(new Set(seen)).toEqual(new Set([afterBurst.paidAt]));
    expect(await eventIdsOf(order.id)).toEqual([event.id]);
    expect(await eventDoc(event.id)).toMatchObject({ effect: 'paid', at: afterBurst.paidAt });

    // A late replay of the same event changes nothing either.
    const replay = await postWebhook(payload, signWebhook(payload));
    expect(replay.status).toBe(200);
    expect(await mustOrder(order.id)).toEqual(afterBurst);
    expect((await updateTimeOf(order.id))?.isEqual(updatedAt!)).toBe(true);
    expect(await eventIdsOf(order.id)).toEqual([event.id]);
  });

  it('a second, different succeeded event for a paid order keeps the first payment', async () => {
    const order = await unpaidOrder<StoredOrder>(customer);
    const first = succeededIntent(order.id, order.doc);
    expect((await deliverWebhook(stripeEvent('payment_intent.succeeded', first))).status).toBe(200);
    const paid = await mustOrder(order.id);

    const second = stripeEvent('payment_intent.succeeded', succeededIntent(order.id, order.doc));
    const answer = await deliverWebhook(second);

    expect(answer.status).toBe(200);
    expect(await mustOrder(order.id)).toEqual(paid);
    expect(paid.transectionId).toBe(first.id);
    expect(await eventDoc(second.id)).toMatchObject({ effect: 'already-paid' });
  });

  describe('an event that fails its signature or does not match its order writes nothing', () => {
    type Case = {
      label: string;
      status: 400 | 200;
      build: (
        order: { id: string; doc: OrderDoc },
        another: { id: string; doc: OrderDoc },
      ) => { event: ReturnType<typeof stripeEvent>; signing?: Signing; tamper?: boolean };
    };
    const succeeded = (intent: IntentObject) => stripeEvent('payment_intent.succeeded', intent);
    const cases: Case[] = [
      {
        label: 'signed with the wrong secret → 400',
        status: 400,
        build: (o) => ({
          event: succeeded(succeededIntent(o.id, o.doc)),
          signing: { secret: 'whsec_not_the_store_secret' },
        }),
      },
      {
        label: 'signed 301 s ago (outside the 5-minute tolerance) → 400',
        status: 400,
        build: (o) => ({
          event: succeeded(succeededIntent(o.id, o.doc)),
          signing: { timestamp: Math.floor(Date.now() / 1000) - 301 },
        }),
      },
      {
        label: 'body changed after signing → 400',
        status: 400,
        build: (o) => ({ event: succeeded(succeededIntent(o.id, o.doc)), tamper: true }),
      },
      {
        label: 'an amount one cent short → 200 ignored',
        status: 200,
        build: (o) => ({
          event: succeeded(
            succeededIntent(o.id, o.doc, {
              amount: lineTotalCents(o.doc.price, o.doc.quanity) - 1,
            }),
          ),
        }),
      },
      {
        label: 'the amount of the unit price instead of the line total → 200 ignored',
        status: 200,
        build: (o) => ({
          event: succeeded(
            succeededIntent(o.id, o.doc, { amount: lineTotalCents(o.doc.price, 1) }),
          ),
        }),
      },
      {
        label: "currency 'eur' → 200 ignored",
        status: 200,
        build: (o) => ({ event: succeeded(succeededIntent(o.id, o.doc, { currency: 'eur' })) }),
      },
      {
        label: 'this order’s amount but metadata.orderId of another order → 200 ignored',
        status: 200,
        build: (o, another) => ({
          event: succeeded(succeededIntent(another.id, o.doc)),
        }),
      },
      {
        label: 'metadata.orderId of no order → 200 ignored',
        status: 200,
        build: (o) => ({
          event: succeeded(succeededIntent(`no-such-order-${randomUUID().slice(0, 8)}`, o.doc)),
        }),
      },
      {
        label: 'no metadata.orderId → 200 ignored',
        status: 200,
        build: (o) => ({ event: succeeded(succeededIntent(o.id, o.doc, { metadata: {} })) }),
      },
      {
        label: "status 'processing' in a succeeded event → 200 ignored",
        status: 200,
        build: (o) => ({
          event: succeeded(succeededIntent(o.id, o.doc, { status: 'processing' })),
        }),
      },
    ];

    it.each(cases)('$label', async ({ status, build }) => {
      // Two orders of different amounts (3 and 4 units), both unpaid.
      const [order, another] = await Promise.all([
        unpaidOrder<StoredOrder>(customer, { quanity: 3 }),
        unpaidOrder<StoredOrder>(customer, { quanity: 4 }),
      ]);
      const { event, signing, tamper } = build(order, another);
      const before = await Promise.all([orderOf(order.id), orderOf(another.id)]);

      const payload = JSON.stringify(event);
      const signature = signWebhook(payload, signing);
      const sent = tamper ? payload.replace('"currency":"usd"', '"currency":"usd" ') : payload;
      expect(sent !== payload).toBe(tamper === true);
      const answer = await postWebhook(sent, signature);

      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      if (status === 400) {
        expect(answer.body).toEqual({ success: false, message: 'Invalid signature.' });
      } else {
        expect(answer.body).toEqual({ received: true, ignored: expect.any(String) });
      }
      expect(await Promise.all([orderOf(order.id), orderOf(another.id)])).toEqual(before);
      expect(before[0]?.paid).toBe(false);
      expect(await eventDoc(event.id)).toBeUndefined();
      expect(await eventIdsOf(order.id)).toEqual([]);
      expect(await eventIdsOf(another.id)).toEqual([]);
    });
  });

  it('an event type the store does not handle is acknowledged and writes nothing', async () => {
    const order = await unpaidOrder<StoredOrder>(customer);
    const before = await orderOf(order.id);
    const event = stripeEvent('customer.created', {
      id: `cus_test_${randomUUID().slice(0, 8)}`,
      object: 'customer',
      email: customer.email,
      metadata: { orderId: order.id },
    });

    const answer = await deliverWebhook(event);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ received: true });
    expect(await orderOf(order.id)).toEqual(before);
    expect(await eventDoc(event.id)).toBeUndefined();
  });

  it('payment_intent.payment_failed records the reason on the unpaid order, once', async () => {
    const order = await unpaidOrder<StoredOrder>(customer);
    const intent = succeededIntent(order.id, order.doc, {
      status: 'requires_payment_method',
      last_payment_error: { message: 'Your card was declined.' },
    });
    const event = stripeEvent('payment_intent.payment_failed', intent);

    const answer = await deliverWebhook(event);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ received: true });
    const stored = await mustOrder(order.id);
    expect(stored).toEqual({
      ...order.doc,
      lastPaymentError: 'Your card was declined.',
      paymentFailedAt: expect.any(Number),
      // Still unpaid; its history gains the failure, by Stripe, naming the intent.
      status: 'unpaid',
      timeline: [
        ...order.doc.timeline!,
        { type: 'payment-failed', at: stored.paymentFailedAt, by: 'stripe', who: intent.id },
      ],
    });
    expect(stored.paid).toBe(false);
    expect(await eventDoc(event.id)).toEqual({
      type: 'payment_intent.payment_failed',
      orderId: order.id,
      intentId: intent.id,
      at: stored.paymentFailedAt,
    });

    // The same event again changes nothing.
    expect((await deliverWebhook(event)).status).toBe(200);
    expect(await mustOrder(order.id)).toEqual(stored);
    expect(await eventIdsOf(order.id)).toEqual([event.id]);
  });

  it('payment_intent.payment_failed for a paid order changes nothing on it (the decline is counted)', async () => {
    const order = await unpaidOrder<StoredOrder>(customer);
    expect(
      (
        await deliverWebhook(
          stripeEvent('payment_intent.succeeded', succeededIntent(order.id, order.doc)),
        )
      ).status,
    ).toBe(200);
    const paid = await mustOrder(order.id);
    const failed = stripeEvent(
      'payment_intent.payment_failed',
      succeededIntent(order.id, order.doc, {
        status: 'requires_payment_method',
        last_payment_error: { message: 'Your card was declined.' },
      }),
    );

    expect((await deliverWebhook(failed)).status).toBe(200);
    expect(await mustOrder(order.id)).toEqual(paid);
    expect(await eventDoc(failed.id)).toMatchObject({ type: 'payment_intent.payment_failed' });
  });

  it('a delivery without a stripe-signature header → 400, nothing written', async () => {
    const order = await unpaidOrder<StoredOrder>(customer);
    const before = await orderOf(order.id);
    const event = stripeEvent('payment_intent.succeeded', succeededIntent(order.id, order.doc));

    const answer = await postWebhook(JSON.stringify(event), undefined);

    expectRefusal(answer, 400);
    expect(await orderOf(order.id)).toEqual(before);
    expect(await eventDoc(event.id)).toBeUndefined();
  });

  it('GET → 405', async () => {
    const answer = await call('GET', '/webhooks/stripe');
    expectRefusal(answer, 405);
  });
});

describe('POST /create-payment-intent', () => {
  it('an order whose intent succeeded before its webhook arrived is settled, not charged twice', async () => {
    const order = await unpaidOrder<StoredOrder>(customer);
    const first = await createIntent(customer, { orderId: order.id });
    const intentId = intentIdOf((first.body as ClientSecret).clientSecret);
    // The card went through at the gateway, but no event has reached the webhook yet.
    await admin.db
      .doc(`${collections.emulatedIntents}/${intentId}`)
      .update({ status: 'succeeded' });

    const again = await createIntent(customer, { orderId: order.id });

    expect(again.status).toBe(409);
    expect(await intentsOf(order.id)).toHaveLength(1);
    expect(await mustOrder(order.id)).toMatchObject({ paid: true, transectionId: intentId });
  });

  it('5 concurrent calls for one order all answer the same client secret, backed by one intent', async () => {
    const order = await unpaidOrder<StoredOrder>(customer);

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => createIntent(customer, { orderId: order.id })),
    );

    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toEqual({
        clientSecret: expect.stringMatching(/^pi_emu_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/),
      });
    }
    const secrets = new Set(answers.map((a) => (a.body as ClientSecret).clientSecret));
    expect(secrets.size).toBe(1);
    const [secret] = [...secrets] as [string];
    const intents = await intentsOf(order.id);
    expect(intents).toHaveLength(1);
    expect(intents[0]).toMatchObject({
      id: intentIdOf(secret),
      clientSecret: secret,
      status: 'requires_payment_method',
      orderId: order.id,
    });
    expect(await mustOrder(order.id)).toMatchObject({
      paid: false,
      paymentIntentId: intentIdOf(secret),
    });

    // A later call reuses the open intent.
    expect((await createIntent(customer, { orderId: order.id })).body).toEqual({
      clientSecret: secret,
    });
    expect(await intentsOf(order.id)).toHaveLength(1);
  });

  it('charges the line total of the stored order, whatever price the request sends', async () => {
    const order = await unpaidOrder<StoredOrder>(customer, { price: 189.99, quanity: 3 });

    const answer = await createIntent(customer, { orderId: order.id, price: 0.01, amount: 1 });

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const intentId = intentIdOf((answer.body as ClientSecret).clientSecret);
    ownIntent(intentId);
    expect(lineTotalCents(189.99, 3)).toBe(56997);
    expect(await intentDoc(intentId)).toMatchObject({
      amount: 56997,
      currency: 'usd',
      orderId: order.id,
    });
  });

  it("another customer's order → 404, no intent made, the order unchanged", async () => {
    const order = await unpaidOrder<StoredOrder>(customer);
    const before = await orderOf(order.id);

    const answer = await createIntent(other, { orderId: order.id });

    expectRefusal(answer, 404);
    expect(await orderOf(order.id)).toEqual(before);
    expect(await intentsOf(order.id)).toEqual([]);
  });

  it('a paid order → 409, no intent made', async () => {
    const order = await unpaidOrder<StoredOrder>(customer, {
      paid: true,
      transectionId: `pi_test_${randomUUID().slice(0, 8)}`,
      paidAt: Date.now(),
    });
    const before = await orderOf(order.id);

    const answer = await createIntent(customer, { orderId: order.id });

    expectRefusal(answer, 409);
    expect(await orderOf(order.id)).toEqual(before);
    expect(await intentsOf(order.id)).toEqual([]);
  });

  it('an unknown order → 404', async () => {
    const answer = await createIntent(customer, {
      orderId: `no-such-order-${randomUUID().slice(0, 8)}`,
    });
    expectRefusal(answer, 404);
  });

  it.each([
    // `{price}` alone is spec §7's intent bound to no order (tests/api/contract.test.ts).
    ['no orderId and a price that is not a positive amount', { price: 0 }],
    ['an empty body', {}],
    ['an orderId that is not an id', { orderId: '../orders/x' }],
    ['a numeric orderId', { orderId: 42 }],
  ])('%s → 400', async (_label, body) => {
    expectRefusal(await createIntent(customer, body), 400);
  });

  it('without a token → 401', async () => {
    const order = await unpaidOrder<StoredOrder>(customer);
    const answer = await call('POST', '/create-payment-intent', { body: { orderId: order.id } });
    expectRefusal(answer, 401);
    expect(await intentsOf(order.id)).toEqual([]);
  });
});

describe('PATCH /order/{id}', () => {
  it('with a succeeded intent of this order whose webhook has not arrived: marks it paid once', async () => {
    const order = await unpaidOrder<StoredOrder>(customer);
    // The intent as the gateway holds it, succeeded, before any webhook delivery.
    const intentId = `pi_emu_${randomUUID().replace(/-/g, '')}`;
    ownIntent(intentId);
    await admin.db.doc(`${collections.emulatedIntents}/${intentId}`).set({
      id: intentId,
      clientSecret: `${intentId}_secret_test`,
      status: 'succeeded',
      amount: lineTotalCents(order.doc.price, order.doc.quanity),
      currency: 'usd',
      orderId: order.id,
      lastError: null,
      createdAt: Date.now(),
    });

    const answer = await patchOrder(customer, order.id, {
      orderId: order.id,
      transectionId: intentId,
    });

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({
      acknowledged: true,
      matchedCount: 1,
      modifiedCount: 1,
      upsertedCount: 0,
    });
    const paid = await mustOrder(order.id);
    expect(paid).toMatchObject({ paid: true, transectionId: intentId, paidAt: expect.any(Number) });

    const again = await patchOrder(customer, order.id, { transectionId: intentId });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ modifiedCount: 0 });
    expect(await mustOrder(order.id)).toEqual(paid);
  });

  it('after a confirmed card payment (webhook already applied) → 200 with modifiedCount 0', async () => {
    const order = await unpaidOrder<StoredOrder>(customer);
    const secret = await intentFor(customer, order.id);
    expect((await confirm(secret, cards.good)).status).toBe(200);
    const paid = await mustOrder(order.id);
    expect(paid).toMatchObject({ paid: true, transectionId: intentIdOf(secret) });

    const answer = await patchOrder(customer, order.id, {
      orderId: order.id,
      transectionId: intentIdOf(secret),
    });

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({
      acknowledged: true,
      matchedCount: 1,
      modifiedCount: 0,
      upsertedCount: 0,
    });
    expect(await mustOrder(order.id)).toEqual(paid);
  });

  it('with an unknown intent id → 400, unchanged', async () => {
    const order = await unpaidOrder<StoredOrder>(customer);
    const before = await orderOf(order.id);

    const answer = await patchOrder(customer, order.id, { transectionId: 'pi_doesnotexist' });

    expectRefusal(answer, 400);
    expect(await orderOf(order.id)).toEqual(before);
  });

  it('with a declined intent → 402, the order still unpaid', async () => {
    const order = await unpaidOrder<StoredOrder>(customer);
    const secret = await intentFor(customer, order.id);
    expect((await confirm(secret, cards.declined)).status).toBe(402);
    const before = await mustOrder(order.id);
    expect(before.paid).toBe(false);

    const answer = await patchOrder(customer, order.id, {
      orderId: order.id,
      transectionId: intentIdOf(secret),
    });

    expectRefusal(answer, 402);
    expect(await orderOf(order.id)).toEqual(before);
    expect(await eventDoc(`confirm:${intentIdOf(secret)}`)).toBeUndefined();
  });

  it('with a succeeded intent of ANOTHER order of the same customer → 400, this order unchanged', async () => {
    const [order, paidOrder] = await Promise.all([
      unpaidOrder<StoredOrder>(customer),
      unpaidOrder<StoredOrder>(customer), // the same amount, so only the order it names tells them apart
    ]);
    const secret = await intentFor(customer, paidOrder.id);
    expect((await confirm(secret, cards.good)).status).toBe(200);
    const before = await orderOf(order.id);

    const answer = await patchOrder(customer, order.id, { transectionId: intentIdOf(secret) });

    expectRefusal(answer, 400);
    expect(await orderOf(order.id)).toEqual(before);
    expect(before?.paid).toBe(false);
  });

  it('with a succeeded intent of the wrong amount → 400, unchanged', async () => {
    const order = await unpaidOrder<StoredOrder>(customer);
    const intentId = `pi_emu_${randomUUID().replace(/-/g, '')}`;
    ownIntent(intentId);
    await admin.db.doc(`${collections.emulatedIntents}/${intentId}`).set({
      id: intentId,
      clientSecret: `${intentId}_secret_test`,
      status: 'succeeded',
      amount: 1,
      currency: 'usd',
      orderId: order.id,
      lastError: null,
      createdAt: Date.now(),
    });
    const before = await orderOf(order.id);

    const answer = await patchOrder(customer, order.id, { transectionId: intentId });

    expectRefusal(answer, 400);
    expect(await orderOf(order.id)).toEqual(before);
  });

  it.each([
    ['not an intent id', 'txn_123'],
    ['a path', 'pi_../../orders'],
    ['empty', ''],
    ['a number', 42],
    ['missing', undefined],
  ])('with a transectionId that is %s → 400, unchanged', async (_label, transectionId) => {
    const order = await unpaidOrder<StoredOrder>(customer);
    const before = await orderOf(order.id);

    const answer = await patchOrder(customer, order.id, { orderId: order.id, transectionId });

    expectRefusal(answer, 400);
    expect(await orderOf(order.id)).toEqual(before);
  });

  it('with a body orderId that does not match the path → 400, neither order changed', async () => {
    const [order, paidOrder] = await Promise.all([
      unpaidOrder<StoredOrder>(customer),
      unpaidOrder<StoredOrder>(customer),
    ]);
    const secret = await intentFor(customer, paidOrder.id);
    expect((await confirm(secret, cards.good)).status).toBe(200);
    const before = await Promise.all([orderOf(order.id), orderOf(paidOrder.id)]);

    const answer = await patchOrder(customer, order.id, {
      orderId: paidOrder.id,
      transectionId: intentIdOf(secret),
    });

    expectRefusal(answer, 400);
    expect(await Promise.all([orderOf(order.id), orderOf(paidOrder.id)])).toEqual(before);
  });

  it("another customer's order → 404, unchanged", async () => {
    const order = await unpaidOrder<StoredOrder>(customer);
    const secret = await intentFor(customer, order.id);
    const before = await orderOf(order.id);

    const answer = await patchOrder(other, order.id, { transectionId: intentIdOf(secret) });

    expectRefusal(answer, 404);
    expect(await orderOf(order.id)).toEqual(before);
  });
});

describe('cancelling an order that has a payment intent', () => {
  function cancel(who: Account, id: string) {
    return call<{ acknowledged: boolean; deletedCount: number } | ErrorBody>(
      'DELETE',
      `/order/${id}`,
      { token: who.idToken },
    );
  }

  async function stockOf(partId: string): Promise<number> {
    const part = await admin.db.doc(`${collections.parts}/${partId}`).get();
    return part.get('availableQuanity') as number;
  }

  it('cancels the open intent with the order: its client secret can no longer be charged', async () => {
    const order = await unpaidOrder<StoredOrder>(customer);
    const secret = await intentFor(customer, order.id);
    const stock = await stockOf(order.doc.partId);

    const answer = await cancel(customer, order.id);

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await orderOf(order.id)).toBeUndefined();
    expect(await stockOf(order.doc.partId)).toBe(stock + order.doc.quanity);
    expect(await intentDoc(intentIdOf(secret))).toMatchObject({ status: 'canceled' });

    const paid = await confirm(secret, cards.good);
    expect(paid.status, JSON.stringify(paid.body)).toBe(400);
    expect(paid.body).toMatchObject({
      error: {
        code: 'payment_intent_unexpected_state',
        message: expect.stringMatching(/canceled/),
      },
    });
    expect(await intentDoc(intentIdOf(secret))).toMatchObject({ status: 'canceled' });
    expect(await eventIdsOf(order.id)).toEqual([]);
  });

  it('an order whose card payment succeeded before its webhook arrived → 409, settled as paid', async () => {
    const order = await unpaidOrder<StoredOrder>(customer);
    const intentId = intentIdOf(await intentFor(customer, order.id));
    await admin.db
      .doc(`${collections.emulatedIntents}/${intentId}`)
      .update({ status: 'succeeded' });
    const stock = await stockOf(order.doc.partId);

    expectRefusal(await cancel(customer, order.id), 409);

    expect(await mustOrder(order.id)).toMatchObject({ paid: true, transectionId: intentId });
    expect(await stockOf(order.doc.partId)).toBe(stock);
    expect(await intentDoc(intentId)).toMatchObject({ status: 'succeeded' });
  });

  it('an order whose card payment is processing → 409, the order and its intent unchanged', async () => {
    const order = await unpaidOrder<StoredOrder>(customer);
    const intentId = intentIdOf(await intentFor(customer, order.id));
    await admin.db
      .doc(`${collections.emulatedIntents}/${intentId}`)
      .update({ status: 'processing' });
    const before = await mustOrder(order.id);

    expectRefusal(await cancel(customer, order.id), 409);

    expect(await mustOrder(order.id)).toEqual(before);
    expect(await intentDoc(intentId)).toMatchObject({ status: 'processing' });
  });

  it('racing 5 intent requests: once the order is cancelled, none of its intents can be charged', async () => {
    const order = await unpaidOrder<StoredOrder>(customer);
    await intentFor(customer, order.id);

    const [first, ...intents] = await Promise.all([
      cancel(customer, order.id),
      ...Array.from({ length: 5 }, () => createIntent(customer, { orderId: order.id })),
    ]);
    for (const answer of intents) {
      expect([200, 404, 409], JSON.stringify(answer.body)).toContain(answer.status);
    }
    // A cancellation that met a payment being started is refused; the customer tries again.
    if (first.status !== 200) {
      expectRefusal(first, 409);
      const again = await cancel(customer, order.id);
      expect(again.status, JSON.stringify(again.body)).toBe(200);
    }

    expect(await orderOf(order.id)).toBeUndefined();
    const left = await intentsOf(order.id);
    expect(left.length).toBeGreaterThanOrEqual(1);
    expect(left.map((intent) => intent.status)).toEqual(left.map(() => 'canceled'));
  });

  it("another customer's order → 404, its intent still open", async () => {
    const order = await unpaidOrder<StoredOrder>(customer);
    const intentId = intentIdOf(await intentFor(customer, order.id));

    expectRefusal(await cancel(other, order.id), 404);

    expect((await mustOrder(order.id)).paid).toBe(false);
    expect(await intentDoc(intentId)).toMatchObject({ status: 'requires_payment_method' });
  });
});

describe('POST /emulator/payments/confirm', () => {
  it.each([
    ['4000 0000 0000 0002', 'card_declined', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'card_declined', 'Your card has insufficient funds.'],
    ['4000 0000 0000 0069', 'expired_card', 'Your card has expired.'],
    ['4000 0000 0000 0127', 'incorrect_cvc', "Your card's security code is incorrect."],
    ['4242 4242 4242 4241', 'invalid_number', 'Your card number is invalid.'],
    ['4242 4242', 'incomplete_number', 'Your card number is incomplete.'],
  ])('%s → 402 %s "%s", the order unpaid', async (number, code, message) => {
    const order = await unpaidOrder<StoredOrder>(customer);
    const secret = await intentFor(customer, order.id);

    const answer = await confirm(secret, number);

    expect(answer.status, JSON.stringify(answer.body)).toBe(402);
    expect(answer.body).toEqual({ error: { type: 'card_error', code, message } });
    expect(await intentDoc(intentIdOf(secret))).toMatchObject({
      status: 'requires_payment_method',
      lastError: message,
    });
    const stored = await mustOrder(order.id);
    expect(stored.paid).toBe(false);
    expect(stored.transectionId).toBeUndefined();
    expect(stored.paidAt).toBeUndefined();
  });

  it('a declined card leaves its reason on the order (payment_failed delivered)', async () => {
    const order = await unpaidOrder<StoredOrder>(customer);
    const secret = await intentFor(customer, order.id);

    expect((await confirm(secret, cards.declined)).status).toBe(402);

    expect(await mustOrder(order.id)).toMatchObject({
      paid: false,
      lastPaymentError: 'Your card was declined.',
    });
  });

  it('the success card → 200, the intent succeeded and the order paid by the delivered webhook', async () => {
    const order = await unpaidOrder<StoredOrder>(customer);
    const secret = await intentFor(customer, order.id);
    const intentId = intentIdOf(secret);

    const answer = await confirm(secret, cards.good);

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ paymentIntent: { id: intentId, status: 'succeeded' } });
    expect(await intentDoc(intentId)).toMatchObject({
      status: 'succeeded',
      lastError: null,
      amount: lineTotalCents(order.doc.price, order.doc.quanity),
    });
    const paid = await mustOrder(order.id);
    expect(paid).toMatchObject({
      paid: true,
      transectionId: intentId,
      paymentIntentId: intentId,
      paidAt: expect.any(Number),
    });
    const events = await eventIdsOf(order.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatch(/^evt_emu_/);

    // Confirming again answers the same and pays nothing twice.
    const again = await confirm(secret, cards.good);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ paymentIntent: { id: intentId, status: 'succeeded' } });
    expect(await mustOrder(order.id)).toEqual(paid);
    const replayed = await eventIdsOf(order.id);
    expect(replayed).toHaveLength(2);
    const second = replayed.find((id) => id !== events[0]);
    expect(await eventDoc(second ?? '')).toMatchObject({ effect: 'already-paid', intentId });
  });

  it('a decline then the success card on the same intent: paid, the failure reason cleared', async () => {
    const order = await unpaidOrder<StoredOrder>(customer);
    const secret = await intentFor(customer, order.id);
    expect((await confirm(secret, cards.declined)).status).toBe(402);
    // Asking again for the order's intent returns the same, still open, intent.
    expect(await intentFor(customer, order.id)).toBe(secret);

    expect((await confirm(secret, cards.good)).status).toBe(200);

    const paid = await mustOrder(order.id);
    expect(paid).toMatchObject({ paid: true, transectionId: intentIdOf(secret) });
    expect(paid.lastPaymentError).toBeUndefined();
  });

  it.each([
    ['an unknown, well-formed client secret', 'pi_emu_doesnotexist0000_secret_abcdef123456'],
    ['garbage', 'not-a-secret'],
    ['an empty string', ''],
  ])('%s → 404', async (_label, clientSecret) => {
    const answer = await confirm(clientSecret, cards.good);
    expectRefusal(answer, 404);
  });

  it('a real intent id with the wrong secret → 404, the intent untouched', async () => {
    const order = await unpaidOrder<StoredOrder>(customer);
    const secret = await intentFor(customer, order.id);
    const before = await intentDoc(intentIdOf(secret));

    const answer = await confirm(`${intentIdOf(secret)}_secret_wrongwrongwrong`, cards.good);

    expectRefusal(answer, 404);
    expect(await intentDoc(intentIdOf(secret))).toEqual(before);
    expect((await mustOrder(order.id)).paid).toBe(false);
  });

  it('a body without a card → 400', async () => {
    const order = await unpaidOrder<StoredOrder>(customer);
    const secret = await intentFor(customer, order.id);
    const answer = await call('POST', '/emulator/payments/confirm', {
      body: { clientSecret: secret },
    });
    expectRefusal(answer, 400);
  });
});
