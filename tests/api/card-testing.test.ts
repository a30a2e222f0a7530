import { cardDeclineLimit, collections, lineTotal, lineTotalCents, ordersCopy } from '@cps/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { cards, intentIdOf } from '../support/payments';
import {
  admin,
  clientSecretOf,
  confirmCard,
  createAccount,
  createIntent,
  ownIntent,
  resetRateLimits,
  unpaidOrder,
  type Account,
  type Answer,
} from './support';

// Card testing: a script with a free account asks for payment intents and confirms stolen cards
// on them, one after another, to learn which ones work, at the cost of the shop's standing with
// Stripe. An intent is made only for an unpaid order of the caller's own, for exactly its total;
// declines are counted per account, and the decline that reaches the limit cancels its intent
// and locks the account out of new ones (docs/payments.md, Card testing).

const DAY_SECONDS = cardDeclineLimit.windowMs / 1000;

const accounts: Account[] = [];

async function account(name: string): Promise<Account> {
  const created = await createAccount(name);
  accounts.push(created);
  return created;
}

/** How many intents the emulated gateway holds for `owner` (each names its account). */
async function intentsMadeFor(owner: Account): Promise<number> {
  const snap = await admin.db
    .collection(collections.emulatedIntents)
    .where('uid', '==', owner.uid)
    .get();
  for (const intent of snap.docs) ownIntent(intent.id);
  return snap.size;
}

function expectRefused(answer: Answer, status: number, message: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body).toEqual({ success: false, message });
}

beforeEach(() => resetRateLimits(...accounts));

describe('card testing through POST /create-payment-intent {price}', () => {
  it('an account with no order gets no intent to test cards on: 409, nothing made at the gateway', async () => {
    const tester = await account('card-tester');
    // Another account's unpaid order of that very total does not count.
    const other = await unpaidOrder(await account('card-bystander'));
    const price = lineTotal(other.doc.price, other.doc.quanity);

    expectRefused(await createIntent(tester, { price }), 409, ordersCopy.payment.noOrderOfPrice);
    expectRefused(
      await createIntent(tester, { price: 25 }),
      409,
      ordersCopy.payment.noOrderOfPrice,
    );
    expect(await intentsMadeFor(tester)).toBe(0);
  });

  it('a price one cent off the total of its unpaid order: 409, no intent', async () => {
    const tester = await account('card-tester-amount');
    const order = await unpaidOrder(tester);
    const total = lineTotalCents(order.doc.price, order.doc.quanity);

    for (const cents of [total + 1, total - 1, 100]) {
      const answer = await createIntent(tester, { price: cents / 100 });
      expectRefused(answer, 409, ordersCopy.payment.noOrderOfPrice);
    }
    expect(await intentsMadeFor(tester)).toBe(0);
    expect(
      (await admin.db.doc(`${collections.orders}/${order.id}`).get()).get('paymentIntentId'),
    ).toBeUndefined();
  });

  it('a $0.01 intent, below Stripe\u2019s minimum, is refused with a 409, not made and not a 500', async () => {
    const tester = await account('card-tester-cent');
    await unpaidOrder(tester);

    expectRefused(
      await createIntent(tester, { price: 0.01 }),
      409,
      ordersCopy.payment.noOrderOfPrice,
    );
    expect(await intentsMadeFor(tester)).toBe(0);
  });

  it('the exact total of its unpaid order gets that order\u2019s own intent, bound to it', async () => {
    const buyer = await account('price-buyer');
    const order = await unpaidOrder(buyer);
    const total = lineTotalCents(order.doc.price, order.doc.quanity);

    const secret = await clientSecretOf(await createIntent(buyer, { price: total / 100 }));
    const intentId = intentIdOf(secret);
    expect(
      (await admin.db.doc(`${collections.emulatedIntents}/${intentId}`).get()).data(),
    ).toMatchObject({
      amount: total,
      orderId: order.id,
      uid: buyer.uid,
    });
    expect(
      (await admin.db.doc(`${collections.orders}/${order.id}`).get()).get('paymentIntentId'),
    ).toBe(intentId);
    // Asked again (the payment form shown again), the same open intent.
    expect(await clientSecretOf(await createIntent(buyer, { price: total / 100 }))).toBe(secret);
    // Paid by the card, through the webhook, with no other report.
    expect((await confirmCard(secret, cards.good)).status).toBe(200);
    expect((await admin.db.doc(`${collections.orders}/${order.id}`).get()).data()).toMatchObject({
      paid: true,
      transectionId: intentId,
    });
  });
});

describe('card testing by confirming card after card on one intent', () => {
  it(`${cardDeclineLimit.declines} declines then a success on the same intent must not happen: the intent is cancelled and the account locked out of new intents`, async () => {
    const tester = await account('card-tester-declines');
    const order = await unpaidOrder(tester);
    const secret = await clientSecretOf(await createIntent(tester, { orderId: order.id }));

    for (let i = 0; i < cardDeclineLimit.declines; i++) {
      const declined = await confirmCard(secret, cards.declined);
      expect(declined.status, JSON.stringify(declined.body)).toBe(402);
      expect(declined.body.error?.message).toBe('Your card was declined.');
    }
    // The card that works is never charged: Stripe's own answer for a cancelled intent.
    const good = await confirmCard(secret, cards.good);
    expect(good.status, JSON.stringify(good.body)).toBe(400);
    expect(good.body.error?.code).toBe('payment_intent_unexpected_state');
    expect(
      (await admin.db.doc(`${collections.emulatedIntents}/${intentIdOf(secret)}`).get()).get(
        'status',
      ),
    ).toBe('canceled');
    expect((await admin.db.doc(`${collections.orders}/${order.id}`).get()).get('paid')).toBe(false);

    // No new intent either, by the order or by its price, for a day.
    const total = lineTotalCents(order.doc.price, order.doc.quanity);
    for (const body of [{ orderId: order.id }, { price: total / 100 }]) {
      const answer = await createIntent(tester, body);
      expectRefused(answer, 429, ordersCopy.payment.declinesLocked(cardDeclineLimit.declines, 24));
      const retryAfter = Number(answer.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(DAY_SECONDS - 300);
      expect(retryAfter).toBeLessThanOrEqual(DAY_SECONDS);
    }
  });

  it(`${cardDeclineLimit.declines - 1} declines, then the right card: an honest customer still pays`, async () => {
    const buyer = await account('mistyping-buyer');
    const order = await unpaidOrder(buyer);
    const secret = await clientSecretOf(await createIntent(buyer, { orderId: order.id }));

    for (let i = 0; i < cardDeclineLimit.declines - 1; i++) {
      expect((await confirmCard(secret, cards.declined)).status).toBe(402);
    }
    expect((await confirmCard(secret, cards.good)).status).toBe(200);
    expect((await admin.db.doc(`${collections.orders}/${order.id}`).get()).data()).toMatchObject({
      paid: true,
      transectionId: intentIdOf(secret),
    });
  });
});
