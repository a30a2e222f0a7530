import { collections } from '@cps/domain';
import type { Request, Response } from 'express';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { amountDueCents } from '../../functions/src/services/payments/payments';
import { setContentionBudget } from '../../functions/src/services/shared/transaction';
import { webhookHandler } from '../../functions/src/webhooks/stripe-webhook';
import { orderSteps, serviceHarness } from './support';

// The webhook's answer when Firestore gives up on its transaction: Stripe retries only a
// delivery answered 5xx, so contention must never be acknowledged as if the event were applied.

const deps = serviceHarness('stripe-webhook');
const { unpaidOrder, orderDoc } = orderSteps(deps);
const secret = 'whsec_contention_test';

/**
 * The harness's Firestore, where every transaction loses to a conflicting one: each attempt
 * runs its reads and then fails with ABORTED, as a commit does when another transaction wrote
 * what it read; the SDK retries, then gives up with that error, and nothing was written.
 */
const contended = new Proxy(deps.db, {
  get(target, key, receiver) {
    if (key !== 'runTransaction') {
      const value = Reflect.get(target, key, receiver) as unknown;
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    }
    return <T>(work: (tx: Transaction) => Promise<T>) =>
      target.runTransaction(
        async (tx) => {
          await work(tx);
          throw Object.assign(new Error('10 ABORTED: Transaction lock timeout.'), { code: 10 });
        },
        { maxAttempts: 2 },
      );
  },
}) as Firestore;
// Buyers get 20 s before "busy"; a handle whose every transaction loses gives the same answer
// after its first attempts, and this file is about the answer, not the wait.
setContentionBudget(contended, 1500);

/** Delivers a signed event as Stripe does; answers the status and body the webhook sent. */
async function deliver(db: Firestore, event: object) {
  const payload = JSON.stringify(event);
  const answer = { status: 0, body: undefined as unknown };
  const res = {
    status(code: number) {
      answer.status = code;
      return res;
    },
    json(body: unknown) {
      answer.body = body;
      return res;
    },
  };
  const handler = webhookHandler(() => ({ db, now: deps.now, gateway: deps.gateway, secret }));
  await handler(
    {
      method: 'POST',
      headers: {
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
      rawBody: Buffer.from(payload),
    } as unknown as Request,
    res as unknown as Response,
  );
  return answer;
}

async function eventRecorded(eventId: string): Promise<boolean> {
  return (await deps.db.collection(collections.paymentEvents).doc(eventId).get()).exists;
}

describe('a contended webhook delivery', () => {
  it.each([
    ['payment_intent.succeeded', 'succeeded'],
    ['payment_intent.payment_failed', 'requires_payment_method'],
    ['payment_intent.canceled', 'canceled'],
  ])('%s answers 500, so Stripe delivers it again, and writes nothing', async (type, status) => {
    const { id, owner } = await unpaidOrder();
    const before = await orderDoc(id);
    const intent = {
      id: `pi_emu_contended_${id.slice(0, 8)}`,
      object: 'payment_intent',
      status,
      amount: amountDueCents(before),
      currency: 'usd',
      metadata: { orderId: id, uid: owner.uid, store: deps.gateway().store },
      last_payment_error: status === 'succeeded' ? null : { message: 'Your card was declined.' },
    };
    const event = { id: `evt_contended_${id.slice(0, 8)}`, object: 'event', type };
    const delivery = { ...event, data: { object: intent } };

    const answer = await deliver(contended, delivery);
    expect(answer.status, JSON.stringify(answer.body)).toBe(500);
    expect(await orderDoc(id)).toEqual(before);
    expect(await eventRecorded(event.id)).toBe(false);

    // Stripe's retry, once the contention is over, applies the event.
    const retry = await deliver(deps.db, delivery);
    expect(retry).toEqual({ status: 200, body: { received: true } });
    expect(await eventRecorded(event.id)).toBe(true);
    if (type === 'payment_intent.succeeded') {
      expect(await orderDoc(id)).toMatchObject({ paid: true, transectionId: intent.id });
    }
  });

  it('a refund event for a paid order answers 500 under contention and leaves the order paid', async () => {
    const { id } = await unpaidOrder();
    const order = await orderDoc(id);
    const intentId = `pi_emu_refund_${id.slice(0, 8)}`;
    await deps.db
      .collection(collections.orders)
      .doc(id)
      .update({ paid: true, transectionId: intentId, paymentIntentId: intentId });
    const paid = await orderDoc(id);
    const charge = {
      id: `ch_${id.slice(0, 8)}`,
      object: 'charge',
      amount: amountDueCents(order),
      amount_refunded: amountDueCents(order),
      refunded: true,
      payment_intent: intentId,
    };
    const event = {
      id: `evt_refund_${id.slice(0, 8)}`,
      object: 'event',
      type: 'charge.refunded',
      data: { object: charge },
    };
    const answer = await deliver(contended, event);
    expect(answer.status, JSON.stringify(answer.body)).toBe(500);
    expect(await orderDoc(id)).toEqual(paid);
    expect(await eventRecorded(event.id)).toBe(false);
  });
});
