import { apiCopy, collections, ordersCopy, type Review, type ReviewDoc } from '@cps/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/src/api/routes';
import { emulatorRoutes } from '../../functions/src/emulator/routes';
import { readConfig, type RateLimitName } from '../../functions/src/config';
import type { RateLimit } from '../../functions/src/services/shared/rate-limit';
import { createOrder } from '../../functions/src/services/orders/orders';
import {
  admin,
  call,
  createAccount,
  createPart,
  markPaid,
  orderBody,
  orderConfig,
  removeOrders,
  resetRateLimits,
  type Account,
  type Answer,
} from './support';
import { deletePart } from '../../functions/src/services/catalogue/catalogue';

// Per-user limits on the writes that hold stock (orders), call the payment gateway (intents,
// confirmations, cancels), mint login tokens (PUT /user) or publish and write (reviews,
// profiles), and body-size limits on every write path. The limits are the deployed
// configuration. An attempt refused before it counts writes nothing: not by its validation, not
// by the limit itself, and not by the action (an order the unpaid cap refuses, a cancel of an
// order that is not there): the count is written with the action's own writes. Orders also meet
// the unpaid cap (MAX_UNPAID_ORDERS, tests/api/order-holds).

const { orders: orderLimit, paymentIntents: intentLimit } = readConfig('').rateLimits;
const { maxUnpaid } = orderConfig;

let part: { id: string };
const madeOrders: string[] = [];
const accounts: Account[] = [];

async function account(name: string) {
  const created = await createAccount(name);
  accounts.push(created);
  return created;
}

beforeAll(async () => {
  part = await createPart({ minimumOrderQuanity: 1, availableQuanity: 100_000, price: 10 });
});

afterAll(async () => {
  await removeOrders(madeOrders);
  await deletePart(admin.db, part.id);
  await resetRateLimits(...accounts);
});

const limits = readConfig('').rateLimits;
const limitDoc = (limit: RateLimit, uid: string) =>
  admin.db.doc(`${collections.rateLimits}/${limit.name}:${uid}`).get();

/** Every rate-limit record of an account that exists, as `name: accepted attempts`. */
async function recordsOf(uid: string): Promise<string[]> {
  const snaps = await admin.db.getAll(
    ...Object.values(limits).map((l) => admin.db.doc(`${collections.rateLimits}/${l.name}:${uid}`)),
  );
  return snaps
    .filter((snap) => snap.exists)
    .map((snap) => `${snap.id.split(':')[0]}: ${(snap.get('accepted') as number[]).length}`);
}

/** A 429 as every limit answers it: the shared message, and the seconds until room is made. */
function expectTooMany(answer: Answer<{ message?: string }>, limit: RateLimit) {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({ success: false, message: apiCopy.limits.tooMany });
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(limit.windowMs / 1000 - 120);
  expect(retryAfter).toBeLessThanOrEqual(limit.windowMs / 1000);
}

/** More 429s change nothing: the record's last write time stays what it was. */
async function expectRefusalsWriteNothing(
  limit: RateLimit,
  uid: string,
  send: () => Promise<Answer>,
) {
  const before = await limitDoc(limit, uid);
  expect(before.exists).toBe(true);
  for (let i = 0; i < 3; i++) expect((await send()).status).toBe(429);
  const after = await limitDoc(limit, uid);
  expect(after.updateTime?.isEqual(before.updateTime!)).toBe(true);
  expect(after.get('accepted')).toEqual(before.get('accepted'));
}

describe('order creation is limited per user', () => {
  it(`spamming orders the unpaid cap refuses writes nothing: ${orderLimit.max + 5} refusals (409) spend no allowance, leave no rate-limit record and move no stock`, async () => {
    const hoarder = await account('cap-spammer');
    for (let i = 0; i < maxUnpaid; i++) {
      const answer = await call<{ insertedId: string }>('POST', '/orders', {
        token: hoarder.idToken,
        body: orderBody(part.id, 1),
      });
      expect(answer.status).toBe(201);
      madeOrders.push(answer.body.insertedId);
    }
    const record = await limitDoc(orderLimit, hoarder.uid);
    expect(record.get('accepted')).toHaveLength(maxUnpaid);
    const stock = async () =>
      (await admin.db.doc(`${collections.parts}/${part.id}`).get()).get(
        'availableQuanity',
      ) as number;
    const before = await stock();
    const answers = [];
    for (let i = 0; i < orderLimit.max + 5; i++) {
      answers.push(
        await call<{ message?: string }>('POST', '/orders', {
          token: hoarder.idToken,
          body: orderBody(part.id, 1),
        }),
      );
    }
    expect(answers.map((a) => a.status)).toEqual(Array(orderLimit.max + 5).fill(409));
    for (const answer of answers) {
      expect(answer.body).toEqual({
        success: false,
        message: ordersCopy.orders.tooManyUnpaid(maxUnpaid),
      });
      expect(answer.headers.get('retry-after')).toBeNull();
    }
    const after = await limitDoc(orderLimit, hoarder.uid);
    expect(after.updateTime?.isEqual(record.updateTime!)).toBe(true);
    expect(after.get('accepted')).toEqual(record.get('accepted'));
    expect(await stock()).toBe(before);
    const stored = await admin.db
      .collection(collections.orders)
      .where('uid', '==', hoarder.uid)
      .count()
      .get();
    expect(stored.data().count).toBe(maxUnpaid);
  });

  it('the limit is per user: another customer still orders', async () => {
    const other = await account('burst-bystander');
    const answer = await call<{ insertedId: string }>('POST', '/orders', {
      token: other.idToken,
      body: orderBody(part.id, 1),
    });
    expect(answer.status).toBe(201);
    madeOrders.push(answer.body.insertedId);
  });

  it('refused (invalid) requests do not spend the allowance', async () => {
    const careless = await account('burst-careless');
    for (let i = 0; i < orderLimit.max + 5; i++) {
      const answer = await call('POST', '/orders', {
        token: careless.idToken,
        body: { ...orderBody(part.id, 1), quanity: 0 },
      });
      expect(answer.status).toBe(400);
    }
    const answer = await call<{ insertedId: string }>('POST', '/orders', {
      token: careless.idToken,
      body: orderBody(part.id, 1),
    });
    expect(answer.status).toBe(201);
    madeOrders.push(answer.body.insertedId);
  });

  // The property under a burst of 40 is proven at the service layer (tests/services/rate-limit);
  // through the Functions emulator a burst stays small, as each concurrent request is a worker.
  it(`a concurrent burst that crosses the limit: at most the allowance left is placed, a 429 with Retry-After only once it is spent, none 5xx, and more 429s write nothing`, async () => {
    const racer = await account('burst-racer');
    const left = 3;
    expect(left).toBeLessThanOrEqual(maxUnpaid);
    // Each order is cancelled once placed, so the racer holds none when the burst starts (the
    // unpaid cap stays out of the way); a cancel gives no allowance back.
    for (let i = 0; i < orderLimit.max - left; i++) {
      const answer = await call<{ insertedId: string }>('POST', '/orders', {
        token: racer.idToken,
        body: orderBody(part.id, 1),
      });
      expect(answer.status).toBe(201);
      const cancelled = await call('DELETE', `/order/${answer.body.insertedId}`, {
        token: racer.idToken,
      });
      expect(cancelled.status).toBe(200);
    }
    const send = () =>
      call<{ insertedId?: string; message?: string }>('POST', '/orders', {
        token: racer.idToken,
        body: orderBody(part.id, 1),
      });
    const answers = await Promise.all(Array.from({ length: 6 }, send));
    const placed = answers.filter((a) => a.status === 201);
    madeOrders.push(...placed.map((a) => a.body.insertedId!));
    // Under contention an order may also meet the clean 409 "busy" answer; never a 5xx.
    for (const answer of answers) expect([201, 409, 429]).toContain(answer.status);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    expect(placed.length).toBeLessThanOrEqual(left);
    const refused = answers.filter((a) => a.status === 429);
    // The allowance is taken in the order's own transaction, so a contended (409) request spends
    // none, and a refusal is told only once the orders placed have used the whole allowance.
    if (refused.length > 0) expect(placed.length).toBe(left);
    for (const answer of refused) expectTooMany(answer, orderLimit);
    // Cancel what the burst placed, so that only the rate limit can refuse from here.
    for (const answer of placed) {
      expect(
        (await call('DELETE', `/order/${answer.body.insertedId}`, { token: racer.idToken })).status,
      ).toBe(200);
    }
    if (placed.length < left) return; // the window still has room: nothing more to refuse
    await expectRefusalsWriteNothing(orderLimit, racer.uid, send);
  });
});

describe('payment-intent creation is limited per user', () => {
  it(`a burst of 100 for the caller's own order: the first ${intentLimit.max} answer the same client secret, the rest 429`, async () => {
    const payer = await account('burst-payer');
    const order = await call<{ insertedId: string }>('POST', '/orders', {
      token: payer.idToken,
      body: orderBody(part.id, 1),
    });
    expect(order.status).toBe(201);
    madeOrders.push(order.body.insertedId);

    const answers = [];
    for (let i = 0; i < 100; i++) {
      answers.push(
        await call<{ clientSecret?: string }>('POST', '/create-payment-intent', {
          token: payer.idToken,
          body: { orderId: order.body.insertedId },
        }),
      );
    }
    const accepted = answers.slice(0, intentLimit.max);
    expect(accepted.map((a) => a.status)).toEqual(Array(intentLimit.max).fill(200));
    expect(new Set(accepted.map((a) => a.body.clientSecret)).size).toBe(1);
    expect(answers.slice(intentLimit.max).map((a) => a.status)).toEqual(
      Array(100 - intentLimit.max).fill(429),
    );
  });
});

describe('a refused attempt writes nothing, on every limited path', () => {
  type Refusal = {
    limit: RateLimitName;
    status: number;
    send: (who: Account, other: Account) => Promise<Answer>;
  };
  const refusals: Record<string, Refusal> = {
    'POST /orders': {
      limit: 'orders',
      status: 400,
      send: (who) =>
        call('POST', '/orders', {
          token: who.idToken,
          body: { ...orderBody(part.id, 1), quanity: 0 },
        }),
    },
    'POST /orders/build': {
      // The part is no motherboard and the build has no CPU: refused inside the order's
      // transaction, which counts nothing.
      limit: 'orders',
      status: 409,
      send: (who) =>
        call('POST', '/orders/build', {
          token: who.idToken,
          body: {
            parts: { motherboard: part.id },
            customerPhone: '01711000000',
            customerAddress: 'Dhaka',
          },
        }),
    },
    'POST /orders/checkout': {
      // A line's part is not in the store: refused inside the order's transaction, which counts
      // nothing.
      limit: 'orders',
      status: 409,
      send: (who) =>
        call('POST', '/orders/checkout', {
          token: who.idToken,
          body: {
            lines: [
              { partId: part.id, quanity: 1 },
              { partId: 'no-such-part', quanity: 1 },
            ],
            delivery: { method: 'pickup' },
            customerPhone: '01711000000',
            customerAddress: '',
            paymentMethod: 'card',
          },
        }),
    },
    'POST /create-payment-intent': {
      limit: 'paymentIntents',
      status: 400,
      send: (who) => call('POST', '/create-payment-intent', { token: who.idToken, body: {} }),
    },
    'POST /payments/sslcommerz/session': {
      limit: 'paymentIntents',
      status: 400,
      send: (who) => call('POST', '/payments/sslcommerz/session', { token: who.idToken, body: {} }),
    },
    'PATCH /order/:id': {
      limit: 'paymentConfirmations',
      status: 400,
      send: (who) =>
        call('PATCH', '/order/no-such-order', {
          token: who.idToken,
          body: { orderId: 'no-such-order', transectionId: 'not-an-intent' },
        }),
    },
    'DELETE /order/:id': {
      limit: 'orderCancels',
      status: 404,
      send: (who) => call('DELETE', '/order/no-such-order', { token: who.idToken }),
    },
    'PUT /user/:email': {
      limit: 'signIns',
      status: 403,
      send: (who, other) =>
        call('PUT', `/user/${other.email}`, { token: who.idToken, body: { email: other.email } }),
    },
    'POST /reviews': {
      limit: 'reviews',
      status: 400,
      send: (who) =>
        call('POST', '/reviews', {
          token: who.idToken,
          body: { name: 'x', review: 'Spam', rating: 9 },
        }),
    },
    'PUT /profile/:email': {
      limit: 'profileUpdates',
      status: 403,
      send: (who, other) =>
        call('PUT', `/profile/${other.email}`, { token: who.idToken, body: { name: 'Spam' } }),
    },
    'POST /builds': {
      limit: 'savedBuilds',
      status: 400,
      send: (who) =>
        call('POST', '/builds', { token: who.idToken, body: { name: '', parts: { cpu: 'x' } } }),
    },
    'PATCH /build/:id': {
      limit: 'savedBuilds',
      status: 404,
      send: (who) =>
        call('PATCH', '/build/no-such-build', { token: who.idToken, body: { name: 'Spam' } }),
    },
    'DELETE /build/:id': {
      limit: 'savedBuilds',
      status: 404,
      send: (who) => call('DELETE', '/build/no-such-build', { token: who.idToken }),
    },
  };

  it('every limited route of the route table declares its limit, and each is listed here', () => {
    const declared = Object.fromEntries(
      routes
        .filter((route) => route.rateLimit)
        .map((route) => [`${route.method.toUpperCase()} ${route.path}`, route.rateLimit]),
    );
    expect(declared).toEqual(
      Object.fromEntries(Object.entries(refusals).map(([key, { limit }]) => [key, limit])),
    );
  });

  it.each(Object.keys(refusals))(
    '%s: a spam of refused attempts, one more than the allowance, leaves no rate-limit record',
    async (key) => {
      const { limit, status, send } = refusals[key]!;
      const [who, other] = [await account('refused-spammer'), await account('refused-other')];
      const answers: number[] = [];
      for (let i = 0; i <= limits[limit].max; i++) answers.push((await send(who, other)).status);
      expect(answers).toEqual(Array(limits[limit].max + 1).fill(status));
      expect(await recordsOf(who.uid)).toEqual([]);
    },
  );
});

describe('the per-user limits: past the allowance, 429 with Retry-After, and more 429s write nothing', () => {
  it(`PUT /user/{email} mints at most ${limits.signIns.max} login tokens an hour`, async () => {
    const who = await account('token-minter');
    const send = () =>
      call<{ message?: string }>('PUT', `/user/${who.email}`, {
        token: who.idToken,
        body: { email: who.email },
      });
    for (let i = 0; i < limits.signIns.max; i++) expect((await send()).status).toBe(200);
    expectTooMany(await send(), limits.signIns);
    await expectRefusalsWriteNothing(limits.signIns, who.uid, send);
  });

  it(`PUT /profile/{email}: at most ${limits.profileUpdates.max} updates in ${limits.profileUpdates.windowMs / 60_000} minutes`, async () => {
    const who = await account('profile-churner');
    let n = 0;
    const send = () =>
      call<{ message?: string }>('PUT', `/profile/${who.email}`, {
        token: who.idToken,
        body: { name: `Name ${(n += 1)}` },
      });
    for (let i = 0; i < limits.profileUpdates.max; i++) expect((await send()).status).toBe(200);
    expectTooMany(await send(), limits.profileUpdates);
    await expectRefusalsWriteNothing(limits.profileUpdates, who.uid, send);
  });

  it(`a script saving and deleting builds in a loop is cut off after ${limits.savedBuilds.max} writes in ${limits.savedBuilds.windowMs / 60_000} minutes`, async () => {
    const who = await account('build-churner');
    let saved: string | undefined;
    // Save, delete, save, delete...: the account never holds more than one build.
    const send = async () => {
      const answer = saved
        ? await call<{ message?: string }>('DELETE', `/build/${saved}`, { token: who.idToken })
        : await call<{ message?: string; insertedId?: string }>('POST', '/builds', {
            token: who.idToken,
            body: { name: 'Churn', parts: { cpu: part.id } },
          });
      if (answer.status < 300) {
        saved = saved ? undefined : (answer.body as { insertedId: string }).insertedId;
      }
      return answer;
    };
    for (let i = 0; i < limits.savedBuilds.max; i++)
      expect((await send()).status).toBeLessThan(300);
    expectTooMany(await send(), limits.savedBuilds);
    await expectRefusalsWriteNothing(limits.savedBuilds, who.uid, send);
  });

  it(`POST /reviews: a new account posts at most ${limits.reviews.max} reviews a day`, async () => {
    const who = await account('review-flooder');
    const send = () =>
      call<{ message?: string }>('POST', '/reviews', {
        token: who.idToken,
        body: { name: who.displayName, review: 'Great shop!', rating: 5 },
      });
    for (let i = 0; i < limits.reviews.max; i++) expect((await send()).status).toBe(201);
    expectTooMany(await send(), limits.reviews);
    await expectRefusalsWriteNothing(limits.reviews, who.uid, send);
    const stored = await admin.db
      .collection(collections.reviewAuthors)
      .where('uid', '==', who.uid)
      .count()
      .get();
    expect(stored.data().count).toBe(limits.reviews.max);
  });

  it(`PATCH /order/{id}: at most ${limits.paymentConfirmations.max} confirmations in ${limits.paymentConfirmations.windowMs / 60_000} minutes (each asks the gateway, so a valid one counts even when it is refused)`, async () => {
    const who = await account('confirm-spammer');
    const order = await call<{ insertedId: string }>('POST', '/orders', {
      token: who.idToken,
      body: orderBody(part.id, 1),
    });
    expect(order.status).toBe(201);
    madeOrders.push(order.body.insertedId);
    const id = order.body.insertedId;
    let n = 0;
    const send = () =>
      call<{ message?: string }>('PATCH', `/order/${id}`, {
        token: who.idToken,
        body: { orderId: id, transectionId: `pi_unknown${(n += 1)}` },
      });
    for (let i = 0; i < limits.paymentConfirmations.max; i++) {
      expect((await send()).status).not.toBe(429);
    }
    expectTooMany(await send(), limits.paymentConfirmations);
    await expectRefusalsWriteNothing(limits.paymentConfirmations, who.uid, send);
  });

  it(`DELETE /order/{id}: at most ${limits.orderCancels.max} cancels in ${limits.orderCancels.windowMs / 60_000} minutes, even for an admin`, async () => {
    const [owner, clerk] = [
      await account('cancel-owner'),
      await createAccount('cancel-admin', { admin: true }),
    ];
    accounts.push(clerk);
    // Orders placed through the order use case (the API would stop at the customer's own limits).
    const deps = {
      db: admin.db,
      now: Date.now,
      config: readConfig('', { ...orderConfig, maxUnpaid: 1000 }),
    };
    const caller = {
      uid: owner.uid,
      email: owner.email,
      emailVerified: true,
      name: owner.displayName,
      picture: undefined,
      via: 'idToken' as const,
    };
    const ids: string[] = [];
    for (let i = 0; i <= limits.orderCancels.max; i++) {
      ids.push(await createOrder(deps, caller, orderBody(part.id, 1)));
    }
    madeOrders.push(...ids);
    const send = (id: string) =>
      call<{ message?: string }>('DELETE', `/order/${id}`, { token: clerk.idToken });
    for (const id of ids.slice(0, limits.orderCancels.max))
      expect((await send(id)).status).toBe(200);
    const last = ids[limits.orderCancels.max]!;
    expectTooMany(await send(last), limits.orderCancels);
    await expectRefusalsWriteNothing(limits.orderCancels, clerk.uid, () => send(last));
    expect((await admin.db.doc(`${collections.orders}/${last}`).get()).exists).toBe(true);
  });
});

describe('reviews are posted under the account, and marked when from a verified buyer', () => {
  /** Posts; answers the stored review (published, or waiting for approval) and its author. */
  async function postReview(who: Account, body: Record<string, unknown>) {
    const answer = await call<{ insertedId: string; published: boolean }>('POST', '/reviews', {
      token: who.idToken,
      body,
    });
    expect(answer.status).toBe(201);
    const { insertedId, published } = answer.body;
    const where = published ? collections.reviews : collections.reviewQueue;
    const stored = (await admin.db.doc(`${where}/${insertedId}`).get()).data() as ReviewDoc;
    const author = await admin.db.doc(`${collections.reviewAuthors}/${insertedId}`).get();
    return { ...stored, published, author: author.get('uid') as string };
  }

  it("a review posted under another's name is posted under the account's own name", async () => {
    const impostor = await account('impostor');
    const stored = await postReview(impostor, {
      name: 'Tanvir Hasan',
      review: 'Best shop!',
      rating: 5,
    });
    expect(stored.name).toBe(impostor.displayName);
    expect(stored.author).toBe(impostor.uid);
  });

  it('a customer with a paid order is a verified buyer and publishes at once; one without waits, whatever the payload says', async () => {
    const buyer = await account('verified-buyer');
    const order = await call<{ insertedId: string }>('POST', '/orders', {
      token: buyer.idToken,
      body: orderBody(part.id, 1),
    });
    expect(order.status).toBe(201);
    madeOrders.push(order.body.insertedId);
    const browser = await account('window-shopper');
    const unpaid = await postReview(buyer, { name: 'x', review: 'Before paying', rating: 4 });
    expect(unpaid).toMatchObject({ verifiedBuyer: false, published: false });
    await markPaid(order.body.insertedId, 'pi_verified_buyer');
    const paid = await postReview(buyer, { name: 'x', review: 'After paying', rating: 5 });
    expect(paid).toMatchObject({ verifiedBuyer: true, published: true });
    const claimed = await postReview(browser, {
      name: 'x',
      review: 'Trust me',
      rating: 5,
      verifiedBuyer: true,
      published: true,
    });
    expect(claimed).toMatchObject({ verifiedBuyer: false, published: false });

    const listed = await call<Review[]>('GET', '/reviews?limit=10');
    const ours = ['Before paying', 'After paying', 'Trust me'];
    const mine = listed.body.filter((r) => ours.includes(r.review));
    expect(mine.map((r) => [r.review, r.verifiedBuyer])).toEqual([['After paying', true]]);
  });
});

describe('request bodies over the limit are refused on every write path', () => {
  const writes = [...routes, ...emulatorRoutes].filter(
    (route) => route.method !== 'get' && route.method !== 'delete',
  );
  const big = JSON.stringify({ padding: 'x'.repeat(200 * 1024) });

  it('the route table has write paths to check', () => {
    expect(writes.length).toBeGreaterThanOrEqual(8);
  });

  it.each(writes.map((route) => [route.method.toUpperCase(), route.path] as const))(
    '%s %s answers 413 to a 200 KB JSON body',
    async (method, path) => {
      const buyer = accounts[0] ?? (await account('big-body'));
      const concrete = path.replace(/:(\w+)/g, 'x-$1@example.com');
      const answer = await call<{ message?: string }>(method, concrete, {
        token: buyer.idToken,
        body: big,
        headers: { 'content-type': 'application/json' },
      });
      expect(answer.status).toBe(413);
      expect(answer.body.message).toBe('The request body is too large.');
    },
  );

  it('the Stripe webhook refuses a body over 256 KB before checking its signature', async () => {
    const response = await fetch(
      `${process.env.API_URL ?? 'http://127.0.0.1:5000/api'}/webhooks/stripe`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
        body: JSON.stringify({ padding: 'x'.repeat(300 * 1024) }),
      },
    );
    expect(response.status).toBe(413);
  });
});
