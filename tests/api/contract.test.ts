import {
  apiCopy,
  collections,
  defaultAvatar,
  lineTotal,
  lineTotalCents,
  type OrderDoc,
  ordersCopy,
  type Part,
} from '@cps/domain';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hosts } from '../support/emulators';
import {
  admin,
  call,
  createAccount,
  ownAccount,
  ownPart,
  searchFreshness,
  type Answer,
  type ErrorBody,
} from './support';

// Spec §7 as its client calls it: each payload field for field and nothing more, with
// the login token PUT /user/{email} answers. The client never sends a part id, nor an order id
// when it asks for a payment intent: it orders by the part's name and pays `{price}`, then reports
// the intent with PATCH /order/{id} `{orderId, transectionId}`. The server still decides every
// amount: a `{price}` intent is made only for an unpaid order of the caller's of exactly that
// total, bound to it, and the cheats a client of that contract can try leave the order unpaid.

const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
const PASSWORD = 'secret-password';
const text = apiCopy.contract;

interface Client {
  uid: string;
  email: string;
  name: string;
  /** The login token of PUT /user/{email}, sent as the bearer from then on (spec §7). */
  token: string;
}
interface Inserted {
  acknowledged: true;
  insertedId: string;
}
type Order = OrderDoc & { _id: string };

/** What this file made outside the support's own bookkeeping, removed when it ends. */
const made = { intents: new Set<string>() };

afterAll(async () => {
  const writes = admin.db.bulkWriter();
  for (const id of made.intents) {
    for (const name of [collections.emulatedIntents, collections.refunds]) {
      void writes.delete(admin.db.doc(`${name}/${id}`));
    }
    const keys = await admin.db
      .collection(collections.emulatedIntentKeys)
      .where('intentId', '==', id)
      .get();
    for (const key of keys.docs) void writes.delete(key.ref);
    const events = await admin.db
      .collection(collections.paymentEvents)
      .where('intentId', '==', id)
      .get();
    for (const event of events.docs) void writes.delete(event.ref);
  }
  await writes.close();
});

async function authEmulator(endpoint: string, body: object): Promise<Record<string, string>> {
  const response = await fetch(
    `http://${hosts.auth}/identitytoolkit.googleapis.com/v1/accounts:${endpoint}?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, returnSecureToken: true }),
    },
  );
  const answer = (await response.json()) as Record<string, string>;
  expect(response.status, JSON.stringify(answer)).toBe(200);
  return answer;
}

/**
 * The spec's sign-up: the hosted provider creates the account and sets its display name, then
 * PUT /user/{email} with body `email` answers the token the client saves as accessToken.
 */
async function signUp(label: string): Promise<Client> {
  const email = `${label}-${randomUUID().slice(0, 8)}@example.com`;
  const name = label.charAt(0).toUpperCase() + label.slice(1);
  const created = await authEmulator('signUp', { email, password: PASSWORD });
  ownAccount(created.localId!);
  const named = await authEmulator('update', { idToken: created.idToken, displayName: name });
  const signedIn = await authEmulator('signInWithPassword', { email, password: PASSWORD });
  expect(named.displayName).toBe(name);
  return { uid: created.localId!, email, name, token: await loginToken(email, signedIn.idToken!) };
}

async function loginToken(email: string, idToken: string): Promise<string> {
  const answer = await call<{ token: string }>('PUT', `/user/${email}`, {
    token: idToken,
    body: { email },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(typeof answer.body.token).toBe('string');
  return answer.body.token;
}

let boss: Client;

beforeAll(async () => {
  const account = await createAccount('contract-admin', { admin: true });
  boss = {
    uid: account.uid,
    email: account.email,
    name: account.displayName,
    token: await loginToken(account.email, account.idToken),
  };
});

/** POST /part with the spec's payload, by the admin: the part's id, owned by this file. */
async function addPart(
  overrides: {
    name?: string;
    price?: number;
    availableQuanity?: number;
    minimumOrderQuanity?: number;
  } = {},
): Promise<{ id: string; name: string; price: number }> {
  const body = {
    name: `Contract GPU ${randomUUID().slice(0, 8)}`,
    price: 189.99,
    description: 'A graphics card for the contract test.',
    minimumOrderQuanity: 1,
    availableQuanity: 50,
    img: '/images/parts/amd-ryzen-7-7800x3d.svg',
    ...overrides,
  };
  const answer = await call<Inserted & { success: boolean; message: string }>('POST', '/part', {
    token: boss.token,
    body,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  expect(answer.body.success).toBe(true);
  return { id: ownPart(answer.body.insertedId), name: body.name, price: body.price };
}

/** POST /orders with exactly the spec's nine fields. */
function postOrder(
  who: Client,
  part: { name: string; price: number },
  quanity: number,
  tamper: Partial<
    Record<'price' | 'unitPrice' | 'img' | 'customerName' | 'customerEmail', unknown>
  > = {},
) {
  return call<Inserted | ErrorBody>('POST', '/orders', {
    token: who.token,
    body: {
      customerName: who.name,
      customerEmail: who.email,
      customerPhone: '01711000000',
      customerAddress: 'Dhaka',
      name: part.name,
      // Spec §4: unitPrice is the line total, price the per-unit price (the server takes neither).
      unitPrice: lineTotal(part.price, quanity),
      price: part.price,
      quanity,
      img: '/images/parts/amd-ryzen-7-7800x3d.svg',
      ...tamper,
    },
  });
}

async function placeOrder(
  who: Client,
  part: { name: string; price: number },
  quanity: number,
): Promise<string> {
  const answer = await postOrder(who, part, quanity);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return (answer.body as Inserted).insertedId;
}

/** POST /create-payment-intent `{price}` (bearer header), as the client sends it. */
function askIntent(who: Client, price: unknown) {
  return call<{ clientSecret: string } | ErrorBody>('POST', '/create-payment-intent', {
    token: who.token,
    body: { price },
  });
}

/** A `{price}` intent the server makes: the intent's id and client secret. */
async function intentFor(who: Client, price: unknown) {
  const answer = await askIntent(who, price);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const { clientSecret } = answer.body as { clientSecret: string };
  const intentId = clientSecret.split('_secret_')[0]!;
  made.intents.add(intentId);
  return { clientSecret, intentId };
}

/** The card payment provider confirms the card with the client secret (the emulated Stripe.js). */
async function confirmCard(clientSecret: string) {
  const answer = await call<{ paymentIntent: { id: string; status: string } }>(
    'POST',
    '/emulator/payments/confirm',
    { body: { clientSecret, card: GOOD_CARD } },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.paymentIntent.status).toBe('succeeded');
}

/** PATCH /order/{id} `{orderId, transectionId}`, sent after a successful card confirmation. */
function reportPayment(who: Client, orderId: string, transectionId: string) {
  return call<ErrorBody | Record<string, unknown>>('PATCH', `/order/${orderId}`, {
    token: who.token,
    body: { orderId, transectionId },
  });
}

async function stored(orderId: string): Promise<OrderDoc> {
  const snap = await admin.db.doc(`${collections.orders}/${orderId}`).get();
  expect(snap.exists, `order ${orderId} should exist`).toBe(true);
  return snap.data() as OrderDoc;
}

function expectRefused(answer: Answer<unknown>, status: number, message: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body).toEqual({ success: false, message });
}

/** The intents the gateway holds for an account (each names its account). */
async function intentsOf(who: Client): Promise<number> {
  return (await admin.db.collection(collections.emulatedIntents).where('uid', '==', who.uid).get())
    .size;
}

async function expectUnpaid(orderId: string) {
  const order = await stored(orderId);
  expect(order).toMatchObject({ paid: false, status: 'unpaid' });
  expect(order).not.toHaveProperty('transectionId');
}

describe('a client of spec §7, payload for payload', () => {
  it('signs up, orders a part by its name, pays {price} and reports the intent; the admin ships it', async () => {
    const part = await addPart({ price: 189.99, minimumOrderQuanity: 2, availableQuanity: 40 });
    const customer = await signUp('contract-buyer');

    // The search index shows a new part within its refresh (searchFreshness).
    const listed = async () => {
      const parts = await call<Part[]>('GET', '/parts');
      expect(parts.status).toBe(200);
      return parts.body.map((p) => p._id);
    };
    await expect.poll(listed, searchFreshness).toContain(part.id);
    const one = await call<Part>('GET', `/part/${part.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ _id: part.id, name: part.name, price: 189.99 });

    const placed = await postOrder(customer, part, 3);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body).toEqual({ acknowledged: true, insertedId: expect.any(String) });
    const orderId = (placed.body as Inserted).insertedId;

    const mine = await call<Order[]>('GET', `/orders/${customer.email}`, { token: customer.token });
    expect(mine.status).toBe(200);
    expect(mine.body.map((o) => o._id)).toEqual([orderId]);
    const page = await call<Order>('GET', `/order/${orderId}`, { token: customer.token });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      _id: orderId,
      name: part.name,
      partId: part.id,
      price: 189.99,
      quanity: 3,
      unitPrice: lineTotal(189.99, 3),
      customerName: customer.name,
      customerEmail: customer.email,
      paid: false,
      status: 'unpaid',
    });
    expect((await call<Part>('GET', `/part/${part.id}`)).body.availableQuanity).toBe(37);

    // The payment page sends the total it shows: the order's unitPrice (its line total, spec §4).
    // The intent is made for that order, the caller's only unpaid one of this total.
    const { clientSecret, intentId } = await intentFor(customer, page.body.unitPrice);
    expect(
      (await admin.db.doc(`${collections.emulatedIntents}/${intentId}`).get()).get('orderId'),
    ).toBe(orderId);
    await confirmCard(clientSecret);
    // Bound to the order, it is settled by its webhook, delivered on confirmation.
    expect(await stored(orderId)).toMatchObject({
      paid: true,
      status: 'pending',
      transectionId: intentId,
      paidAt: expect.any(Number),
    });

    // The report that follows is acknowledged, and changes nothing more.
    const reported = await reportPayment(customer, orderId, intentId);
    expect(reported.status, JSON.stringify(reported.body)).toBe(200);
    expect(reported.body).toMatchObject({ acknowledged: true, modifiedCount: 0 });
    const again = await reportPayment(customer, orderId, intentId);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ acknowledged: true, modifiedCount: 0 });

    const shipped = await call('PUT', `/orderShip/${orderId}`, { token: boss.token });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(shipped.body).toMatchObject({ acknowledged: true });
    expect(await stored(orderId)).toMatchObject({ paid: true, shipped: true });
  });

  it('an order for a name no part has → 404 with the name, nothing reserved', async () => {
    const customer = await signUp('contract-unknown');
    const name = `No Such Part ${randomUUID().slice(0, 8)}`;
    const answer = await postOrder(customer, { name, price: 10 }, 1);
    expectRefused(answer, 404, text.unknownPartName(name));
    const orders = await admin.db
      .collection(collections.orders)
      .where('uid', '==', customer.uid)
      .get();
    expect(orders.size).toBe(0);
  });
});

describe('part names are unique', () => {
  it('POST /part with the name of another part (any case, spaces around) → 409, no part added', async () => {
    const part = await addPart();
    const twin = `  ${part.name.toUpperCase()} `;
    const answer = await call('POST', '/part', {
      token: boss.token,
      body: {
        name: twin,
        price: 1,
        description: 'A copy.',
        minimumOrderQuanity: 1,
        availableQuanity: 1,
        img: '/images/parts/amd-ryzen-7-7800x3d.svg',
      },
    });
    expectRefused(answer, 409, text.duplicatePartName(twin.trim()));
    const same = await admin.db
      .collection(collections.parts)
      .where('name', '==', twin.trim())
      .get();
    expect(same.size).toBe(0);
  });

  it('PATCH /part/{id} to the name of another part → 409, the part unchanged; its own name again is fine', async () => {
    const [first, second] = await Promise.all([addPart(), addPart()]);
    const before = (await admin.db.doc(`${collections.parts}/${second.id}`).get()).data();
    const answer = await call('PATCH', `/part/${second.id}`, {
      token: boss.token,
      body: { name: first.name },
    });
    expectRefused(answer, 409, text.duplicatePartName(first.name));
    expect((await admin.db.doc(`${collections.parts}/${second.id}`).get()).data()).toEqual(before);

    const renamed = await call('PATCH', `/part/${second.id}`, {
      token: boss.token,
      body: { name: second.name.toLowerCase() },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    // Its old name is free once it is renamed away from it.
    const away = await call('PATCH', `/part/${second.id}`, {
      token: boss.token,
      body: { name: `${second.name} v2` },
    });
    expect(away.status, JSON.stringify(away.body)).toBe(200);
    const reuse = await addPart({ name: second.name });
    expect(reuse.name).toBe(second.name);
  });
});

describe('the cheats of a spec §7 client are refused, the order unpaid', () => {
  it('a lower price in every payload: the order keeps the part price, and no intent is made for the cheaper price (409)', async () => {
    const part = await addPart({ price: 250 });
    const customer = await signUp('contract-cheap');
    const placed = await postOrder(customer, part, 2, {
      price: 0.01,
      unitPrice: 0.01,
      img: 'https://evil.example/free.png',
      customerName: 'Someone Else',
      customerEmail: 'someone@example.com',
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orderId = (placed.body as Inserted).insertedId;
    expect(await stored(orderId)).toMatchObject({
      price: 250,
      unitPrice: 500,
      img: '/images/parts/amd-ryzen-7-7800x3d.svg',
      customerName: customer.name,
      customerEmail: customer.email,
    });

    expectRefused(await askIntent(customer, 0.01), 409, ordersCopy.payment.noOrderOfPrice);
    expect(await intentsOf(customer)).toBe(0);
    await expectUnpaid(orderId);
  });

  it('two orders of one total: a {price} intent pays the one placed first; reported for the other → 400, which the next intent pays', async () => {
    const part = await addPart({ price: 75.5 });
    const customer = await signUp('contract-twice');
    const first = await placeOrder(customer, part, 2);
    const second = await placeOrder(customer, part, 2);
    const { clientSecret, intentId } = await intentFor(customer, lineTotal(75.5, 2));
    await confirmCard(clientSecret);
    expect(await stored(first)).toMatchObject({ paid: true, transectionId: intentId });

    expectRefused(
      await reportPayment(customer, second, intentId),
      400,
      'This payment is for another order.',
    );
    await expectUnpaid(second);

    const next = await intentFor(customer, lineTotal(75.5, 2));
    expect(next.intentId).not.toBe(intentId);
    await confirmCard(next.clientSecret);
    expect(await stored(second)).toMatchObject({ paid: true, transectionId: next.intentId });
  });

  it('a second {price} intent once the order is paid → 409, none made; the order keeps its payment', async () => {
    const part = await addPart({ price: 31 });
    const customer = await signUp('contract-second');
    const orderId = await placeOrder(customer, part, 1);
    const first = await intentFor(customer, 31);
    // Asked again before paying (the form shown again): the same intent, not a second one.
    expect((await intentFor(customer, 31)).intentId).toBe(first.intentId);
    await confirmCard(first.clientSecret);
    expect((await reportPayment(customer, orderId, first.intentId)).status).toBe(200);

    expectRefused(await askIntent(customer, 31), 409, ordersCopy.payment.noOrderOfPrice);
    expect(await intentsOf(customer)).toBe(1);
    expect(await stored(orderId)).toMatchObject({ paid: true, transectionId: first.intentId });
  });

  it('the same payment reported for two orders at once pays exactly the one it was made for', async () => {
    const part = await addPart({ price: 12 });
    const customer = await signUp('contract-race');
    const orders = [await placeOrder(customer, part, 1), await placeOrder(customer, part, 1)];
    const { clientSecret, intentId } = await intentFor(customer, 12);
    await confirmCard(clientSecret);

    const answers = await Promise.all(orders.map((id) => reportPayment(customer, id, intentId)));
    expect(answers.map((a) => a.status)).toEqual([200, 400]);
    const paid = await Promise.all(orders.map(async (id) => (await stored(id)).paid));
    expect(paid).toEqual([true, false]);
    expect(
      (await admin.db.doc(`${collections.emulatedIntents}/${intentId}`).get()).get('orderId'),
    ).toBe(orders[0]);
  });

  it('an intent for the wrong amount (one cent more) → 409, none made, the order unpaid', async () => {
    const part = await addPart({ price: 40 });
    const customer = await signUp('contract-wrong');
    const orderId = await placeOrder(customer, part, 1);
    expectRefused(await askIntent(customer, 40.01), 409, ordersCopy.payment.noOrderOfPrice);
    expect(await intentsOf(customer)).toBe(0);
    await expectUnpaid(orderId);
  });

  it("someone else's intent, of the right amount → 400, the order unpaid; it paid their order", async () => {
    const part = await addPart({ price: 99 });
    const [customer, stranger] = await Promise.all([
      signUp('contract-owner'),
      signUp('contract-stranger'),
    ]);
    const orderId = await placeOrder(customer, part, 1);
    const theirs = await placeOrder(stranger, part, 1);
    const { clientSecret, intentId } = await intentFor(stranger, 99);
    await confirmCard(clientSecret);
    expectRefused(
      await reportPayment(customer, orderId, intentId),
      400,
      'This payment is for another order.',
    );
    await expectUnpaid(orderId);
    expect(await stored(theirs)).toMatchObject({ paid: true, transectionId: intentId });
  });

  it('an intent whose card was not confirmed → 402, the order unpaid', async () => {
    const part = await addPart({ price: 20 });
    const customer = await signUp('contract-unconfirmed');
    const orderId = await placeOrder(customer, part, 1);
    const { intentId } = await intentFor(customer, 20);
    expectRefused(
      await reportPayment(customer, orderId, intentId),
      402,
      'This payment has not succeeded.',
    );
    await expectUnpaid(orderId);
  });

  it("a {price} intent is made for exactly that amount, bound to the caller's order of that total", async () => {
    const part = await addPart({ price: 123.45 });
    const customer = await signUp('contract-intent');
    const orderId = await placeOrder(customer, part, 1);
    const { intentId } = await intentFor(customer, '123.45');
    const intent = (await admin.db.doc(`${collections.emulatedIntents}/${intentId}`).get()).data();
    expect(intent).toMatchObject({
      amount: lineTotalCents(123.45, 1),
      currency: 'usd',
      orderId,
      uid: customer.uid,
    });
    expect(await stored(orderId)).toMatchObject({ paymentIntentId: intentId, paid: false });
  });

  it.each([
    ['zero', 0],
    ['negative', -5],
    ['more than 2 decimals', 1.001],
    ['not a number', 'abc'],
    ['missing', undefined],
  ])(
    'POST /create-payment-intent with a price that is %s → 400, no intent',
    async (_label, price) => {
      const customer = await signUp('contract-badprice');
      const answer = await askIntent(customer, price);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(await intentsOf(customer)).toBe(0);
    },
  );
});

describe('the webhook settles a {price} payment as the order it was made for', () => {
  /** A signed payment_intent.succeeded, as Stripe sends it again for the same payment. */
  function deliverSucceeded(intentId: string, amount: number, metadata: Record<string, string>) {
    const eventId = `evt_contract_${randomUUID().slice(0, 12)}`;
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: {
        object: {
          id: intentId,
          object: 'payment_intent',
          amount,
          currency: 'usd',
          status: 'succeeded',
          metadata,
        },
      },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_emulator_local',
      timestamp: Math.floor(Date.now() / 1000),
    });
    const answer = call<{ received: boolean; ignored?: string }>('POST', '/webhooks/stripe', {
      body: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    return { eventId, answer };
  }

  it('paid on confirmation, before any PATCH; delivered again, it changes nothing', async () => {
    const part = await addPart({ price: 64 });
    const customer = await signUp('contract-webhook');
    const orderId = await placeOrder(customer, part, 1);
    const { clientSecret, intentId } = await intentFor(customer, 64);
    await confirmCard(clientSecret);
    const paid = await stored(orderId);
    expect(paid).toMatchObject({ paid: true, transectionId: intentId });

    const metadata = (
      await admin.db.doc(`${collections.emulatedIntents}/${intentId}`).get()
    ).data()!;
    const late = deliverSucceeded(intentId, 6400, {
      orderId,
      uid: customer.uid,
      store: String(metadata.store),
    });
    expect((await late.answer).status).toBe(200);
    expect(
      (await admin.db.doc(`${collections.paymentEvents}/${late.eventId}`).get()).data(),
    ).toMatchObject({
      orderId,
      intentId,
      effect: 'already-paid',
    });
    expect(await stored(orderId)).toEqual(paid);
  });
});

describe("POST /reviews keeps the payload's picture when the store can show it", () => {
  it("an https picture on an image host, or the default picture, is kept; any other → the server's choice", async () => {
    const reviewer = await signUp('contract-reviewer');
    const cases: [string, string][] = [
      ['https://i.ibb.co/4pDNDk1/avatar.png', 'https://i.ibb.co/4pDNDk1/avatar.png'],
      [defaultAvatar, defaultAvatar],
      ['https://evil.example/avatar.png', defaultAvatar],
      ['javascript:alert(1)', defaultAvatar],
    ];
    for (const [img, kept] of cases) {
      const answer = await call<Inserted & { published: boolean }>('POST', '/reviews', {
        token: reviewer.token,
        body: { name: reviewer.name, review: 'Fast and quiet.', rating: 5, img },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      // A new account's review waits for approval, as it will be published.
      expect(answer.body.published).toBe(false);
      const review = await admin.db
        .doc(`${collections.reviewQueue}/${answer.body.insertedId}`)
        .get();
      expect({ img, stored: review.get('img') }).toEqual({ img, stored: kept });
    }
  });
});
