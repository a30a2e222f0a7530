import {
  cardDeclineLimit,
  collections,
  lineTotal,
  lineTotalCents,
  messages,
  type OrderDoc,
} from '@cps/domain';
import { makeOrder } from '@cps/fixtures';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { addOrders } from '../../scripts/seed-orders';
import {
  admin,
  call,
  createAccount,
  createPart,
  orderConfig,
  removeOrders,
  resetRateLimits,
  type Account,
  type Answer,
} from './support';

// Card testing: a script with a free account asks for payment intents and confirms stolen cards
// on them, one after another, to learn which ones work, at the cost of the shop's standing with
// Stripe. An intent is made only for an unpaid order of the caller's own, for exactly its total;
// declines are counted per account, and the decline that reaches the limit cancels its intent
// and locks the account out of new ones (docs/payments.md, Card testing).

const GOOD_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';
const DAY_SECONDS = cardDeclineLimit.windowMs / 1000;

interface ErrorBody {
  success: false;
  message: string;
}

const made = { orders: new Set<string>(), intents: new Set<string>() };
const accounts: Account[] = [];

async function account(name: string): Promise<Account> {
  const created = await createAccount(name);
  accounts.push(created);
  return created;
}

/** An unpaid order of `owner`'s (3 × $189.99), placed through the orders' write path. */
async function unpaidOrder(owner: Account): Promise<{ id: string; doc: OrderDoc }> {
  const part = await createPart({ price: 189.99, minimumOrderQuanity: 1, availableQuanity: 50 });
  const id = admin.db.collection(collections.orders).doc().id;
  made.orders.add(id);
  const placed = makeOrder(part, owner, { quanity: 3, createdAt: Date.now() });
  const written = await addOrders(
    { db: admin.db, now: Date.now },
    [{ id, doc: placed }],
    orderConfig.holdSeconds,
  );
  expect(written).toEqual({ created: 1, skipped: 0 });
  const snap = await admin.db.doc(`${collections.orders}/${id}`).get();
  return { id, doc: snap.data() as OrderDoc };
}

function createIntent(who: Account, body: object) {
  return call<{ clientSecret: string } | ErrorBody>('POST', '/create-payment-intent', {
    token: who.idToken,
    body,
  });
}

const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0]!;

async function clientSecretOf(answer: Answer<{ clientSecret: string } | ErrorBody>) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const { clientSecret } = answer.body as { clientSecret: string };
  made.intents.add(intentIdOf(clientSecret));
  return clientSecret;
}

function confirm(clientSecret: string, number: string) {
  return call<{ error?: { code: string; message: string }; paymentIntent?: { status: string } }>(
    'POST',
    '/emulator/payments/confirm',
    { body: { clientSecret, card: { number, expiry: '12 / 34', cvc: '123' } } },
  );
}

/** How many intents the emulated gateway holds for `owner` (each names its account). */
async function intentsMadeFor(owner: Account): Promise<number> {
  const snap = await admin.db
    .collection(collections.emulatedIntents)
    .where('uid', '==', owner.uid)
    .get();
  for (const intent of snap.docs) made.intents.add(intent.id);
  return snap.size;
}

function expectRefused(answer: Answer, status: number, message: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body).toEqual({ success: false, message });
}

beforeEach(() => resetRateLimits(...accounts));

afterAll(async () => {
  const paths: string[] = [];
  for (const id of made.orders) {
    const intents = await admin.db
      .collection(collections.emulatedIntents)
      .where('orderId', '==', id)
      .get();
    for (const intent of intents.docs) made.intents.add(intent.id);
  }
  for (const intentId of made.intents) {
    paths.push(`${collections.emulatedIntents}/${intentId}`);
    for (const name of [collections.emulatedIntentKeys, collections.paymentEvents]) {
      const docs = await admin.db.collection(name).where('intentId', '==', intentId).get();
      paths.push(...docs.docs.map((d) => d.ref.path));
    }
  }
  await Promise.all(paths.map((path) => admin.db.doc(path).delete()));
  await removeOrders(made.orders);
});

describe('card testing through POST /create-payment-intent {price}', () => {
  it('an account with no order gets no intent to test cards on: 409, nothing made at the gateway', async () => {
    const tester = await account('card-tester');
    // Another account's unpaid order of that very total does not count.
    const other = await unpaidOrder(await account('card-bystander'));
    const price = lineTotal(other.doc.price, other.doc.quanity);

    expectRefused(await createIntent(tester, { price }), 409, messages.payment.noOrderOfPrice);
    expectRefused(await createIntent(tester, { price: 25 }), 409, messages.payment.noOrderOfPrice);
    expect(await intentsMadeFor(tester)).toBe(0);
  });

  it('a price one cent off the total of its unpaid order: 409, no intent', async () => {
    const tester = await account('card-tester-amount');
    const order = await unpaidOrder(tester);
    const total = lineTotalCents(order.doc.price, order.doc.quanity);

    for (const cents of [total + 1, total - 1, 100]) {
      const answer = await createIntent(tester, { price: cents / 100 });
      expectRefused(answer, 409, messages.payment.noOrderOfPrice);
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
      messages.payment.noOrderOfPrice,
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
    expect((await confirm(secret, GOOD_CARD)).status).toBe(200);
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
      const declined = await confirm(secret, DECLINED_CARD);
      expect(declined.status, JSON.stringify(declined.body)).toBe(402);
      expect(declined.body.error?.message).toBe('Your card was declined.');
    }
    // The card that works is never charged: Stripe's own answer for a cancelled intent.
    const good = await confirm(secret, GOOD_CARD);
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
      expectRefused(answer, 429, messages.payment.declinesLocked(cardDeclineLimit.declines, 24));
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
      expect((await confirm(secret, DECLINED_CARD)).status).toBe(402);
    }
    expect((await confirm(secret, GOOD_CARD)).status).toBe(200);
    expect((await admin.db.doc(`${collections.orders}/${order.id}`).get()).data()).toMatchObject({
      paid: true,
      transectionId: intentIdOf(secret),
    });
  });
});
