import { afterAll, describe, expect, it } from 'vitest';
import { UNREPORTED_GRACE_MS } from '../../functions/src/services/unreported-payments';
import { admin, call, createAccount } from './support';

// A spec §7 client's {price} payment whose report (PATCH /order) never comes is refunded by the
// expiry job's sweep; locally that is the emulator-only POST /emulator/orders/expire, which the
// local stack calls every 10 s (the schedule in production). The sweep itself is proven in
// tests/services/unreported-payments.test.ts; this file proves the local loop runs it.

const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

/** What this file made outside the support's own bookkeeping, removed when it ends. */
const made = { intents: new Set<string>() };

afterAll(async () => {
  const writes = admin.db.bulkWriter();
  for (const id of made.intents) {
    for (const name of ['emulatedIntents', 'paymentIntents', 'intentBindings', 'refunds']) {
      void writes.delete(admin.db.doc(`${name}/${id}`));
    }
    void writes.delete(admin.db.doc(`emulatedRefundKeys/refund-${id}`));
    for (const name of ['emulatedRefunds', 'paymentEvents']) {
      const found = await admin.db.collection(name).where('intentId', '==', id).get();
      for (const doc of found.docs) void writes.delete(doc.ref);
    }
  }
  await writes.close();
});

describe('POST /emulator/orders/expire (the local expiry loop)', () => {
  it('a {price} payment never reported (the tab closed after the card) is refunded after the grace', async () => {
    const customer = await createAccount('unreported');
    const asked = await call<{ clientSecret: string }>('POST', '/create-payment-intent', {
      token: customer.idToken,
      body: { price: 12.34 },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const { clientSecret } = asked.body;
    const intentId = clientSecret.split('_secret_')[0]!;
    made.intents.add(intentId);
    const confirmed = await call<{ paymentIntent: { status: string } }>(
      'POST',
      '/emulator/payments/confirm',
      { body: { clientSecret, card: GOOD_CARD } },
    );
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.paymentIntent.status).toBe('succeeded');
    const record = admin.db.doc(`paymentIntents/${intentId}`);

    // Within the grace: left alone.
    expect((await call('POST', '/emulator/orders/expire')).status).toBe(200);
    expect((await record.get()).get('open')).toBe(true);

    // Made longer ago than the grace (the function's clock is the real one).
    await record.update({ createdAt: Date.now() - UNREPORTED_GRACE_MS - 60_000 });
    expect((await call('POST', '/emulator/orders/expire')).status).toBe(200);
    expect((await call('POST', '/emulator/orders/expire')).status).toBe(200);

    const refunds = await admin.db
      .collection('emulatedRefunds')
      .where('intentId', '==', intentId)
      .get();
    expect(refunds.size).toBe(1);
    expect((await admin.db.doc(`refunds/${intentId}`).get()).data()).toMatchObject({
      reason: 'unreported',
      orderId: null,
      amount: 1234,
    });
    expect((await record.get()).get('open')).toBe(false);
  });
});
