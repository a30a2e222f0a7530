import { collections } from '@cps/domain';
import { describe, expect, it } from 'vitest';
import { emulatedGateway } from '../../functions/src/emulator/card/emulated-gateway';
import { expireOrder } from '../../functions/src/services/orders/order-expiry';
import {
  amountDueCents,
  applyPaymentSucceeded,
  createPaymentIntent,
} from '../../functions/src/services/payments/payments';
import { recordChargeRefunded } from '../../functions/src/services/payments/refunds';
import { settleSucceededPayment } from '../../functions/src/services/payments/settle-payment';
import { burst, expectOnlyContention, orderSteps, serviceHarness, stockOf } from './support';

// Refunds under contention: a refund event delivered many times at once
// moves the order and its stock once; a payment the store cannot keep, reported many times at
// once, is refunded once. The API file (tests/api/payments-refunds.test.ts) has the journeys.

const deps = serviceHarness('refunds');
const { unpaidOrder, orderDoc, confirmCard } = orderSteps(deps);

/** A card payment that succeeded at the emulated gateway, for `orderId`'s total. */
async function succeededPayment(orderId: string, key: string) {
  const intent = await deps.gateway().createIntent({
    orderId,
    uid: 'someone',
    amountCents: amountDueCents(await orderDoc(orderId)),
    currency: 'usd',
    idempotencyKey: key,
    receiptEmail: 'someone@example.com',
  });
  await confirmCard(intent.clientSecret);
  return { ...intent, status: 'succeeded' as const };
}

async function emulatedRefundsOf(intentId: string) {
  const snap = await deps.db
    .collection(collections.emulatedRefunds)
    .where('intentId', '==', intentId)
    .get();
  return snap.docs.map((d) => d.data());
}

describe('charge.refunded under contention', () => {
  it('the same refund event applied 15 times concurrently: one transition, the stock back once', async () => {
    const { id, partId } = await unpaidOrder();
    const payment = await succeededPayment(id, `k-${id}`);
    expect(await applyPaymentSucceeded(deps, payment, 'evt_paid')).toBe('paid');
    const stock = await stockOf(deps, partId);
    const charge = {
      chargeId: 'ch_1',
      intentId: payment.id,
      amount: payment.amount,
      amountRefunded: payment.amount,
      refunded: true,
    };

    const result = await burst(15, (i) =>
      recordChargeRefunded(deps, charge, i % 2 ? 'evt_refund' : `evt_refund_${i}`),
    );

    expectOnlyContention(result);
    expect(result.values.filter((v) => v === 'refunded')).toHaveLength(1);
    for (const v of result.values) {
      expect(['refunded', 'already-refunded', 'duplicate-event']).toContain(v);
    }
    const order = await orderDoc(id);
    expect(order).toMatchObject({ status: 'refunded', refundedAt: deps.now() });
    expect(order.timeline?.filter((e) => e.type === 'refunded')).toHaveLength(1);
    expect(await stockOf(deps, partId)).toBe(stock + 3);
  });
});

describe('payments the store cannot keep, under contention', () => {
  it('a second payment reported 10 times at once is refunded once; the first payment stays', async () => {
    const { id } = await unpaidOrder();
    const first = await succeededPayment(id, `first-${id}`);
    expect(await applyPaymentSucceeded(deps, first, 'evt_first')).toBe('paid');
    const second = await succeededPayment(id, `second-${id}`);

    const result = await burst(10, (i) => settleSucceededPayment(deps, second, `evt_second_${i}`));

    expectOnlyContention(result);
    expect(await emulatedRefundsOf(second.id)).toHaveLength(1);
    expect(await emulatedRefundsOf(first.id)).toEqual([]);
    const order = await orderDoc(id);
    expect(order).toMatchObject({ paid: true, transectionId: first.id, status: 'pending' });
    expect(order.timeline?.filter((e) => e.type === 'payment-refunded')).toHaveLength(1);
    expect((await deps.db.doc(`${collections.refunds}/${second.id}`).get()).data()).toMatchObject({
      reason: 'second-payment',
      orderId: id,
    });
  });

  it('paying an expired order late is refunded, and the order stays expired', async () => {
    const { id, owner } = await unpaidOrder();
    // An intent made while the hold was open, paid after the expiry gave the stock back (the
    // expiry cancels the order's own intent first; this one was made out of the store's flow).
    await createPaymentIntent(deps, owner, id);
    const late = await succeededPayment(id, `late-${id}`);
    const order = await orderDoc(id);
    deps.setNow(order.expiresAt! + 1);
    expect(await expireOrder(deps, id)).toBe('expired');

    expect(await settleSucceededPayment(deps, late, 'evt_late')).toBe('refunded');

    expect(await emulatedRefundsOf(late.id)).toHaveLength(1);
    expect(await orderDoc(id)).toMatchObject({ paid: false, status: 'expired' });
    expect((await deps.db.doc(`${collections.refunds}/${late.id}`).get()).data()).toMatchObject({
      reason: 'order-expired',
      orderId: id,
      amount: late.amount,
    });
  });
});

describe('a payment the store did not make', () => {
  it('for an order the store never had, delivered 5 times at once: acknowledged, never refunded', async () => {
    // Another integration on the same Stripe account: its intents carry its own marker.
    const theirs = emulatedGateway(deps.db, deps.now, 'another-integration');
    const orderId = deps.db.collection(collections.orders).doc().id;
    const made = await theirs.createIntent({
      orderId,
      uid: 'their-customer',
      amountCents: 4200,
      currency: 'usd',
      idempotencyKey: `theirs-${orderId}`,
      receiptEmail: 'someone@elsewhere.example',
    });
    await confirmCard(made.clientSecret);
    const intent = { ...made, status: 'succeeded' as const };

    const result = await burst(5, (i) => settleSucceededPayment(deps, intent, `evt_theirs_${i}`));

    expect(result.failures).toEqual([]);
    expect(result.values).toEqual([]);
    for (const refusal of result.refusals) expect(refusal.code).toBe('not-found');
    expect(await emulatedRefundsOf(intent.id)).toEqual([]);
    expect((await deps.db.doc(`${collections.refunds}/${intent.id}`).get()).exists).toBe(false);
  });

  it("the store's own, for an order that never existed, is refunded once", async () => {
    const orderId = deps.db.collection(collections.orders).doc().id;
    const made = await deps.gateway().createIntent({
      orderId,
      uid: 'someone',
      amountCents: 4200,
      currency: 'usd',
      idempotencyKey: `ours-${orderId}`,
      receiptEmail: 'someone@example.com',
    });
    await confirmCard(made.clientSecret);
    const intent = { ...made, status: 'succeeded' as const };

    for (const eventId of ['evt_ours_1', 'evt_ours_1', 'evt_ours_2']) {
      expect(await settleSucceededPayment(deps, intent, eventId)).toBe('refunded');
    }
    expect(await emulatedRefundsOf(intent.id)).toHaveLength(1);
    expect((await deps.db.doc(`${collections.refunds}/${intent.id}`).get()).data()).toMatchObject({
      orderId,
      reason: 'order-unknown',
    });
  });
});
