import {
  collections,
  dhakaDay,
  formatSteadfastTime,
  lineTotalCents,
  overviewWindow,
  publicReviewerName,
  statsDocs,
  type OrderDoc,
  type OverviewAnswer,
  type PartDoc,
} from '@cps/domain';
import { makeOrder } from '@cps/fixtures';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/src/api/routes';
import { sandboxStore } from '../../functions/src/emulator/sslcommerz/select-gateway';
import { emulatedSslcommerz } from '../../functions/src/emulator/sslcommerz/twin';
import { emulatorRoutes } from '../../functions/src/emulator/routes';
import { twinMerchant } from '../../functions/src/emulator/courier/select-courier';
import { emulatedCourier } from '../../functions/src/emulator/courier/twin';
import { EMULATOR_COURIER_TOKEN, readConfig } from '../../functions/src/config';
import { MAX_SIDE } from '../../functions/src/services/catalogue/images';
import { addOrders } from '../../scripts/seed-orders';
import { addReview } from '../../functions/src/services/reviews/reviews';
import { createSavedBuild } from '../../functions/src/services/accounts/saved-builds';
import { buildPartDoc } from '../support/build-parts';
import { DEMO_PROJECT } from '../support/emulators';
import {
  admin,
  call,
  createAccount,
  FUNCTIONS,
  createPart,
  ownPart,
  removeOrders,
  resetRateLimits,
  untilListed,
  type Account,
  type Answer,
} from './support';

// Every route of the one route table × five callers. Each row states, literally, what each
// caller gets; allowed calls are checked for answer shape and Firestore/Auth effect, refused
// ones for the error body and for leaving the documents they name untouched.

const identities = ['none', 'malformed', 'customer', 'other', 'admin'] as const;
type Identity = (typeof identities)[number];

const identityLabel: Record<Identity, string> = {
  none: 'no token',
  malformed: 'malformed token',
  customer: 'customer',
  other: 'another customer',
  admin: 'admin',
};

const MALFORMED_TOKEN = 'not-a-real-token-xxxxxxxxxxxxxxxxxxxx';

interface Caller {
  identity: Identity;
  token: string | undefined;
  /** The account the caller acts as; callers without a valid token stand in for the customer. */
  self: Account;
}

/** One concrete request of a row for one caller. */
interface Plan {
  path: string;
  body?: unknown;
  /** What the call could change; read before and after a refused call and compared. */
  state: () => Promise<unknown>;
  /** Checks an allowed call: the answer's shape and its effect in Firestore or Auth. */
  verify: (answer: Answer) => Promise<void>;
  /** Removes what was made for this one call and must not outlive it (e.g. an admin account). */
  cleanup?: () => Promise<void>;
  /** Request headers beyond the token (a CSV body's content type). */
  headers?: Record<string, string>;
}

interface Row {
  statuses: Record<Identity, number>;
  plan: (caller: Caller) => Promise<Plan>;
}

interface Fixtures {
  customer: Account;
  other: Account;
  admin: Account;
  part: { id: string; doc: PartDoc };
  /** An unpaid order of the customer's. */
  orderId: string;
  reviewId: string;
  /** `<id>.webp` of an image uploaded by the admin. */
  imageName: string;
}

let fx: Fixtures;

/** Documents and accounts this file made, removed in afterAll. */
const leftovers = {
  docs: new Set<string>(),
  uids: new Set<string>(),
  paidOrders: new Set<string>(),
};

const refusal = { success: false, message: expect.any(String) };
const documentId = expect.stringMatching(/^[A-Za-z0-9_-]+$/);
const inserted = { acknowledged: true, insertedId: documentId };
const deletedOne = { acknowledged: true, deletedCount: 1 };
const updatedOne = { acknowledged: true, matchedCount: 1, modifiedCount: 1, upsertedCount: 0 };

const intentSecret = /^(pi_emu_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/;
const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

const paths = {
  intent: (id: string) => `${collections.emulatedIntents}/${id}`,
  part: (id: string) => `${collections.parts}/${id}`,
  order: (id: string) => `${collections.orders}/${id}`,
  review: (id: string) => `${collections.reviews}/${id}`,
  waitingReview: (id: string) => `${collections.reviewQueue}/${id}`,
  reviewAuthor: (id: string) => `${collections.reviewAuthors}/${id}`,
  profile: (uid: string) => `${collections.profiles}/${uid}`,
  user: (uid: string) => `${collections.users}/${uid}`,
  image: (id: string) => `${collections.images}/${id}`,
  savedBuilds: (uid: string) => `${collections.users}/${uid}/${collections.savedBuilds}`,
  savedBuild: (uid: string, id: string) =>
    `${collections.users}/${uid}/${collections.savedBuilds}/${id}`,
  overviewSettings: `${collections.stats}/${statsDocs.overview}`,
};

function track(path: string): string {
  leftovers.docs.add(path);
  return path;
}

async function read(path: string): Promise<Record<string, unknown> | undefined> {
  return (await admin.db.doc(path).get()).data();
}

async function mustRead(path: string): Promise<Record<string, unknown>> {
  const data = await read(path);
  expect(data, `${path} should exist`).toBeDefined();
  return data ?? {};
}

async function idsWhere(collection: string, field: string, value: unknown): Promise<string[]> {
  const snap = await admin.db.collection(collection).where(field, '==', value).get();
  return snap.docs.map((d) => d.id).sort();
}

async function roleOf(uid: string) {
  const [user, doc] = await Promise.all([admin.auth.getUser(uid), read(paths.user(uid))]);
  return { claim: user.customClaims?.admin as unknown, roll: doc?.roll };
}

function list(answer: Answer): Record<string, unknown>[] {
  expect(Array.isArray(answer.body)).toBe(true);
  const items = answer.body as Record<string, unknown>[];
  for (const item of items) expect(item).toEqual(expect.objectContaining({ _id: documentId }));
  return items;
}

/** A part as the API answers it: `_id` and its fields, without the derived `inStock`. */
function asAnswered(part: { id: string; doc: PartDoc }): Record<string, unknown> {
  const fields: Record<string, unknown> = { ...part.doc };
  delete fields.inStock;
  return { _id: part.id, ...fields };
}

function insertedId(answer: Answer): string {
  return (answer.body as { insertedId: string }).insertedId;
}

async function freshPart(overrides: Partial<PartDoc> = {}) {
  // Removed by tests/api/support.ts through the write path, so the counters stay right.
  return createPart({ minimumOrderQuanity: 1, availableQuanity: 1000, ...overrides });
}

/** An order of `owner`'s written straight to Firestore, on a part of its own. */
async function freshOrder(owner: Account, overrides: Partial<OrderDoc> = {}) {
  const part = await freshPart({ availableQuanity: 50 });
  const ref = admin.db.collection(collections.orders).doc();
  const doc = makeOrder(part, owner, { quanity: 3, createdAt: Date.now(), ...overrides });
  await ref.set(doc);
  track(ref.path);
  return { id: ref.id, doc, part };
}

/**
 * A review of the other customer's waiting for approval, posted through the use case (counted
 * in the queue); removed with that account by tests/api/support.ts.
 */
async function waitingReview(): Promise<string> {
  const { uid, email, displayName } = fx.other;
  const posted = await addReview(
    { db: admin.db, now: Date.now, config: readConfig('') },
    { uid, email, emailVerified: true, name: displayName, picture: undefined, via: 'idToken' },
    { review: `Waiting in the matrix ${randomUUID()}`, rating: 3 },
  );
  expect(posted.published).toBe(false);
  return posted.id;
}

/**
 * An unpaid order of `owner`'s whose hold ended a second ago, on a part of its own, written
 * through the orders' write path (status, history, count, and its stock reserved).
 */
async function dueOrder(owner: Account) {
  const part = await freshPart({ availableQuanity: 50 });
  const id = admin.db.collection(collections.orders).doc().id;
  const now = Date.now();
  const doc = makeOrder(part, owner, {
    quanity: 3,
    createdAt: now - 60_000,
    expiresAt: now - 1000,
  });
  expect(await addOrders({ db: admin.db, now: Date.now }, [{ id, doc }])).toEqual({
    created: 1,
    skipped: 0,
  });
  track(paths.order(id));
  return { id, part };
}

/** The client secret of a new intent for `orderId`, asked for by its owner, the customer. */
async function intentFor(orderId: string): Promise<{ clientSecret: string; intentId: string }> {
  leftovers.paidOrders.add(orderId);
  const answer = await call<{ clientSecret: string }>('POST', '/create-payment-intent', {
    token: fx.customer.idToken,
    body: { orderId },
  });
  expect(answer.status, preview(answer.body)).toBe(200);
  const { clientSecret } = answer.body;
  return { clientSecret, intentId: intentSecret.exec(clientSecret)?.[1] ?? '' };
}

/** The payment records this file's orders caused: intents, their keys, webhook events. */
async function paymentLeftovers(): Promise<string[]> {
  const found: string[] = [];
  for (const orderId of leftovers.paidOrders) {
    const [intents, events] = await Promise.all([
      admin.db.collection(collections.emulatedIntents).where('orderId', '==', orderId).get(),
      admin.db.collection(collections.paymentEvents).where('orderId', '==', orderId).get(),
    ]);
    for (const doc of [...intents.docs, ...events.docs]) found.push(doc.ref.path);
    for (const intent of intents.docs) {
      const keys = await admin.db
        .collection(collections.emulatedIntentKeys)
        .where('intentId', '==', intent.id)
        .get();
      for (const key of keys.docs) found.push(key.ref.path);
    }
  }
  return found;
}

/** An account made for one call; removed right after it, so no stray admin survives. */
async function throwaway(isAdmin: boolean) {
  const account = await createAccount('matrix-target', { admin: isAdmin });
  const remove = async () => {
    await admin.db.doc(paths.user(account.uid)).delete();
    await admin.auth.deleteUser(account.uid);
  };
  return { account, remove };
}

async function pngUpload(): Promise<{ form: FormData; storedId: string }> {
  // Random pixels: every upload hashes to an image id no other test can produce.
  const png = await sharp(randomBytes(40 * 30 * 3), { raw: { width: 40, height: 30, channels: 3 } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'matrix.png');
  return { form, storedId: await storedImageId(png) };
}

/**
 * The id the API stores an upload under: a hash of its WebP re-encoding (services/catalogue/images.ts).
 * Knowing it beforehand lets a refused upload be checked for having stored nothing; the admin's
 * upload asserts the prediction, so a drift fails loudly rather than weakening that check.
 */
async function storedImageId(png: Buffer): Promise<string> {
  const webp = await sharp(png)
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
  return createHash('sha256').update(webp).digest('hex').slice(0, 32);
}

/** A saved build of the customer's, written by the use case (counted); removed with the account. */
async function customersBuild(): Promise<string> {
  const build = await createSavedBuild({ db: admin.db, now: Date.now }, fx.customer.uid, {
    name: `Matrix build ${randomUUID().slice(0, 8)}`,
    parts: { cpu: fx.part.id },
  });
  return build._id;
}

/** The ids of an account's saved builds. */
async function savedBuildIds(uid: string): Promise<string[]> {
  const builds = await admin.db.collection(paths.savedBuilds(uid)).get();
  return builds.docs.map((d) => d.id).sort();
}

function newPartBody() {
  return {
    name: `Matrix PSU ${randomUUID().slice(0, 8)}`,
    price: 129.5,
    description: 'An 850 W power supply made by the access-matrix suite.',
    minimumOrderQuanity: 1,
    availableQuanity: 25,
    img: '/images/parts/corsair-rm850x.svg',
  };
}

// SSLCommerz (docs/payments.md): the buyer's choice on the twin's hosted page is made in process
// (its act() writes the twin's state in this project, as the page would, and sends no IPN), so
// each row decides which notification reaches the store, and how.
const twin = emulatedSslcommerz(admin.db, Date.now, {
  ...sandboxStore,
  baseUrl: `${FUNCTIONS}/${DEMO_PROJECT}/us-central1/api/emulator/sslcommerz`,
});
const sslPaths = {
  session: (tranId: string) => `${collections.sslcommerzSessions}/${tranId}`,
  twin: (tranId: string) => `${collections.emulatedSslcommerzSessions}/${tranId}`,
  refund: (tranId: string) => `${collections.emulatedSslcommerzRefunds}/RF${tranId}`,
};
const formOf = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

// The emulated courier (docs/orders.md, "Courier delivery"): its parcels made in process, and
// orders shipped through the API, which books them with the twin.
const courierTwin = emulatedCourier(admin.db, Date.now);
const twinKeys = { 'api-key': twinMerchant.apiKey, 'secret-key': twinMerchant.secretKey };

async function twinParcel() {
  const invoice = admin.db.collection(collections.orders).doc().id;
  track(`${collections.emulatedCourierParcels}/${invoice}`);
  await courierTwin.createOrder({
    invoice,
    recipientName: 'Matrix',
    recipientPhone: '01711000000',
    recipientAddress: 'Dhanmondi, Dhaka',
    codAmount: 0,
    note: 'Matrix',
  });
  return (await mustRead(`${collections.emulatedCourierParcels}/${invoice}`)) as {
    consignmentId: string;
    invoice: string;
  };
}

/** A paid order of the customer's that the admin shipped, booked with the twin. */
async function shippedByCourier() {
  const order = await freshOrder(fx.customer, {
    paid: true,
    shipped: false,
    transectionId: `pi_matrix_${randomUUID().slice(0, 8)}`,
    paidAt: Date.now(),
  });
  track(`${collections.emulatedCourierParcels}/${order.id}`);
  const shipped = await call('PUT', `/orderShip/${order.id}`, { token: fx.admin.idToken });
  expect(shipped.status, preview(shipped.body)).toBe(200);
  const consignmentId = (await mustRead(paths.order(order.id))).consignmentId as string;
  expect(consignmentId).toMatch(/^\d+$/);
  return { ...order, consignmentId };
}

/** An unpaid SSLCommerz order of the customer's ($37.02 at $12.34 × 3: Tk 4,442.40). */
async function sslOrder(overrides: Partial<OrderDoc> = {}) {
  const order = await freshOrder(fx.customer, {
    price: 12.34,
    unitPrice: 37.02,
    paymentMethod: 'sslcommerz',
    ...overrides,
  });
  leftovers.paidOrders.add(order.id);
  return order;
}

/** The customer's session for `orderId`, through the API: its tran_id and the page's key. */
async function sslSession(orderId: string): Promise<{ tranId: string; key: string }> {
  // Each row's setup starts a session as the customer: more than the 30 in 10 minutes a buyer gets.
  await resetRateLimits(fx.customer);
  const answer = await call<{ url: string }>('POST', '/payments/sslcommerz/session', {
    token: fx.customer.idToken,
    body: { orderId },
  });
  expect(answer.status, preview(answer.body)).toBe(200);
  const tranId = ((await mustRead(paths.order(orderId))).sslcommerz as { tranId: string }).tranId;
  track(sslPaths.session(tranId));
  track(sslPaths.twin(tranId));
  return { tranId, key: answer.body.url.split('/').pop()! };
}

/** A session the buyer paid (or failed, or cancelled) on the page: the form SSLCommerz POSTs. */
async function sslPaid(orderId: string, action: 'pay' | 'fail' | 'cancel' = 'pay') {
  const { tranId, key } = await sslSession(orderId);
  const outcome = await twin.act(key, action, 'bkash');
  expect(outcome).toBeDefined();
  return { tranId, fields: outcome!.fields };
}

/** An SSLCommerz order paid through the IPN, as the store answers it (`held` when risky). */
async function sslSettled(expected: 'paid' | 'held', overrides: Partial<OrderDoc> = {}) {
  const order = await sslOrder(overrides);
  const { tranId, fields } = await sslPaid(order.id);
  const answer = await call('POST', '/payments/sslcommerz/ipn', formOf(fields));
  expect(answer.body).toEqual({ status: expected });
  return { ...order, tranId };
}

/** A return from the hosted page: the order's state as the store left it. */
function sslReturnRow(action: 'pay' | 'fail' | 'cancel', door: string): Row {
  return {
    // Public: SSLCommerz sends the buyer's browser back with its signed form, no token.
    statuses: { none: 200, malformed: 200, customer: 200, other: 200, admin: 200 },
    plan: async () => {
      const order = await sslOrder();
      const { tranId, fields } = await sslPaid(order.id, action);
      return {
        path: `/payments/sslcommerz/${door}`,
        ...formOf(fields),
        state: () => read(paths.order(order.id)),
        verify: async (answer) => {
          // Followed from the 303 to the order's payment page, which the SPA serves.
          expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
          expect(await mustRead(paths.order(order.id))).toMatchObject(
            action === 'pay'
              ? { paid: true, status: 'pending', transectionId: tranId }
              : { paid: false, status: 'unpaid' },
          );
        },
      };
    },
  };
}

const matrix: Record<string, Row> = {
  'PUT /user/:email': {
    statuses: { none: 401, malformed: 401, customer: 200, other: 200, admin: 200 },
    plan: async ({ self }) => ({
      path: `/user/${self.email}`,
      body: { email: self.email },
      state: () => read(paths.user(self.uid)),
      verify: async (answer) => {
        expect(answer.body).toEqual({ token: expect.any(String) });
        expect((answer.body as { token: string }).token.length).toBeGreaterThan(0);
        expect(await mustRead(paths.user(self.uid))).toMatchObject({ email: self.email });
      },
    }),
  },
  'POST /logout': {
    // The matrix calls with ID tokens: Logout answers 200 and records nothing (an ID token has no
    // login token to end); tests/api/sessions.test.ts proves a login token dies at Logout.
    statuses: { none: 401, malformed: 401, customer: 200, other: 200, admin: 200 },
    plan: async ({ self }) => ({
      path: '/logout',
      state: () => idsWhere(collections.revokedSessions, 'uid', self.uid),
      verify: async (answer) => {
        expect(answer.body).toEqual({ success: true });
        expect(await idsWhere(collections.revokedSessions, 'uid', self.uid)).toEqual([]);
      },
    }),
  },
  'PUT /user/makeAdmin/:email': {
    statuses: { none: 401, malformed: 401, customer: 403, other: 403, admin: 200 },
    plan: async () => {
      const target = await throwaway(false);
      return {
        path: `/user/makeAdmin/${target.account.email}`,
        state: () => roleOf(target.account.uid),
        verify: async (answer) => {
          expect(answer.body).toEqual(updatedOne);
          expect(await roleOf(target.account.uid)).toEqual({ claim: true, roll: 'admin' });
        },
        cleanup: target.remove,
      };
    },
  },
  'PUT /user/deleteAdmin/:email': {
    statuses: { none: 401, malformed: 401, customer: 403, other: 403, admin: 200 },
    plan: async () => {
      const target = await throwaway(true);
      return {
        path: `/user/deleteAdmin/${target.account.email}`,
        state: () => roleOf(target.account.uid),
        verify: async (answer) => {
          expect(answer.body).toEqual(updatedOne);
          expect(await roleOf(target.account.uid)).toEqual({ claim: undefined, roll: undefined });
        },
        cleanup: target.remove,
      };
    },
  },
  'GET /users': {
    statuses: { none: 401, malformed: 401, customer: 403, other: 403, admin: 200 },
    plan: async ({ self }) => ({
      path: '/users',
      state: () => read(paths.user(self.uid)),
      verify: async (answer) => {
        expect(list(answer)).toContainEqual({
          _id: fx.admin.uid,
          email: fx.admin.email,
          displayName: fx.admin.displayName,
          roll: 'admin',
        });
      },
    }),
  },
  'GET /admin/:email': {
    statuses: { none: 401, malformed: 401, customer: 200, other: 403, admin: 200 },
    plan: async () => ({
      path: `/admin/${fx.customer.email}`,
      state: () => roleOf(fx.customer.uid),
      verify: async (answer) => {
        expect(answer.body).toEqual({ admin: false });
        expect((await roleOf(fx.customer.uid)).claim).toBeUndefined();
      },
    }),
  },
  'GET /profile/:email': {
    statuses: { none: 401, malformed: 401, customer: 200, other: 403, admin: 200 },
    plan: async () => ({
      path: `/profile/${fx.customer.email}`,
      state: () => read(paths.profile(fx.customer.uid)),
      verify: async (answer) => {
        expect(answer.body).toEqual(await mustRead(paths.profile(fx.customer.uid)));
      },
    }),
  },
  'PUT /profile/:email': {
    statuses: { none: 401, malformed: 401, customer: 200, other: 403, admin: 200 },
    plan: async () => {
      const education = `Matrix School ${randomUUID().slice(0, 8)}`;
      return {
        path: `/profile/${fx.customer.email}`,
        body: { education },
        state: () => read(paths.profile(fx.customer.uid)),
        verify: async (answer) => {
          expect(answer.body).toEqual(updatedOne);
          expect(await mustRead(paths.profile(fx.customer.uid))).toMatchObject({
            education,
            email: fx.customer.email,
          });
        },
      };
    },
  },
  'GET /parts': {
    statuses: { none: 200, malformed: 200, customer: 200, other: 200, admin: 200 },
    plan: async () => ({
      path: '/parts',
      state: () => read(paths.part(fx.part.id)),
      verify: async (answer) => {
        expect(list(answer)).toContainEqual(asAnswered(fx.part));
      },
    }),
  },
  'GET /parts/facets': {
    statuses: { none: 200, malformed: 200, customer: 200, other: 200, admin: 200 },
    plan: async () => ({
      path: `/parts/facets?category=${fx.part.doc.category}`,
      state: () => read(paths.part(fx.part.id)),
      verify: async (answer) => {
        const facets = answer.body as { total: number; categories: Record<string, number> };
        expect(facets.total).toBeGreaterThanOrEqual(1);
        expect(facets.categories[fx.part.doc.category!]).toBe(facets.total);
      },
    }),
  },
  'GET /part/:id': {
    statuses: { none: 200, malformed: 200, customer: 200, other: 200, admin: 200 },
    plan: async () => ({
      path: `/part/${fx.part.id}`,
      state: () => read(paths.part(fx.part.id)),
      verify: async (answer) => {
        expect(answer.body).toEqual(asAnswered(fx.part));
      },
    }),
  },
  'PATCH /part/:id': {
    statuses: { none: 401, malformed: 401, customer: 403, other: 403, admin: 200 },
    plan: async () => {
      const part = await freshPart();
      const body = { price: 12.34, availableQuanity: 77 };
      return {
        path: `/part/${part.id}`,
        body,
        state: () => read(paths.part(part.id)),
        verify: async (answer) => {
          expect(answer.body).toEqual({
            ...asAnswered(part),
            ...body,
            updatedAt: expect.any(Number),
          });
          expect(await mustRead(paths.part(part.id))).toMatchObject(body);
        },
      };
    },
  },
  'PUT /part/:id/stockShards': {
    statuses: { none: 401, malformed: 401, customer: 403, other: 403, admin: 200 },
    plan: async () => {
      const part = await freshPart();
      return {
        path: `/part/${part.id}/stockShards`,
        body: { stockShards: 4 },
        state: () => read(paths.part(part.id)),
        verify: async (answer) => {
          const stock = part.doc.availableQuanity;
          expect(answer.body).toEqual({
            acknowledged: true,
            stockShards: 4,
            availableQuanity: stock,
          });
          expect(await mustRead(paths.part(part.id))).toMatchObject({ stockShards: 4 });
        },
      };
    },
  },
  'POST /part': {
    statuses: { none: 401, malformed: 401, customer: 403, other: 403, admin: 201 },
    plan: async () => {
      const body = newPartBody();
      return {
        path: '/part',
        body,
        state: () => idsWhere(collections.parts, 'name', body.name),
        verify: async (answer) => {
          expect(answer.body).toEqual({ success: true, message: expect.any(String), ...inserted });
          const stored = await mustRead(paths.part(ownPart(insertedId(answer))));
          expect(stored).toMatchObject(body);
        },
      };
    },
  },
  'POST /parts/import': {
    statuses: { none: 401, malformed: 401, customer: 403, other: 403, admin: 200 },
    plan: async () => {
      const body = newPartBody();
      const csv = [
        'name,description,price,img,minimumOrderQuanity,availableQuanity',
        [body.name, body.description, body.price, body.img, 1, body.availableQuanity].join(','),
      ].join('\n');
      return {
        path: '/parts/import',
        body: csv,
        headers: { 'content-type': 'text/csv' },
        state: () => idsWhere(collections.parts, 'name', body.name),
        verify: async (answer) => {
          expect(answer.body).toEqual({
            success: true,
            dryRun: false,
            rows: 1,
            created: 1,
            updated: 0,
            problems: [],
          });
          const [id] = await idsWhere(collections.parts, 'name', body.name);
          expect(await mustRead(paths.part(ownPart(id!)))).toMatchObject(body);
        },
      };
    },
  },
  'GET /parts/export': {
    statuses: { none: 401, malformed: 401, customer: 403, other: 403, admin: 200 },
    plan: async () => ({
      path: '/parts/export',
      state: () => read(paths.part(fx.part.id)),
      verify: async (answer) => {
        expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
        expect(answer.headers.get('cache-control')).toBe('private, no-store');
        expect(String(answer.body)).toContain(fx.part.doc.name);
      },
    }),
  },
  'DELETE /part/:id': {
    statuses: { none: 401, malformed: 401, customer: 403, other: 403, admin: 200 },
    plan: async () => {
      const part = await freshPart();
      return {
        path: `/part/${part.id}`,
        state: () => read(paths.part(part.id)),
        verify: async (answer) => {
          expect(answer.body).toEqual(deletedOne);
          expect(await read(paths.part(part.id))).toBeUndefined();
        },
      };
    },
  },
  'GET /reviews': {
    statuses: { none: 200, malformed: 200, customer: 200, other: 200, admin: 200 },
    plan: async () => ({
      path: '/reviews',
      state: () => read(paths.review(fx.reviewId)),
      verify: async (answer) => {
        expect(list(answer)).toContainEqual({
          _id: fx.reviewId,
          ...(await mustRead(paths.review(fx.reviewId))),
        });
      },
    }),
  },
  'POST /reviews': {
    statuses: { none: 401, malformed: 401, customer: 201, other: 201, admin: 201 },
    plan: async ({ self }) => {
      const body = { name: self.displayName, review: `Matrix review ${randomUUID()}`, rating: 4 };
      const byText = async () => [
        ...(await idsWhere(collections.reviews, 'review', body.review)),
        ...(await idsWhere(collections.reviewQueue, 'review', body.review)),
      ];
      return {
        path: '/reviews',
        body,
        state: byText,
        verify: async (answer) => {
          // None of the matrix's accounts has a paid order: the review waits for approval.
          expect(answer.body).toEqual({ ...inserted, published: false });
          const id = insertedId(answer);
          const stored = await mustRead(paths.waitingReview(id));
          // Under the account's name as a review may show it ("Matrix-admin" reads as the shop's).
          const name = publicReviewerName(self.displayName).name;
          expect(stored).toMatchObject({ ...body, name, img: expect.any(String) });
          expect(stored).not.toHaveProperty('uid');
          expect(await read(paths.reviewAuthor(id))).toMatchObject({ uid: self.uid });
          // Removed with its author's account (tests/api/support.ts), the queue's count with it.
        },
      };
    },
  },
  'PUT /review/:id/approve': {
    statuses: { none: 401, malformed: 401, customer: 403, other: 403, admin: 200 },
    plan: async () => {
      const id = await waitingReview();
      return {
        path: `/review/${id}/approve`,
        state: () => Promise.all([read(paths.waitingReview(id)), read(paths.review(id))]),
        verify: async (answer) => {
          expect(answer.body).toEqual({ acknowledged: true, modifiedCount: 1 });
          expect(await read(paths.waitingReview(id))).toBeUndefined();
          expect(await mustRead(paths.review(id))).not.toHaveProperty('uid');
        },
      };
    },
  },
  'DELETE /review/:id': {
    statuses: { none: 401, malformed: 401, customer: 403, other: 403, admin: 200 },
    plan: async () => {
      const id = await waitingReview();
      return {
        path: `/review/${id}`,
        state: () => Promise.all([read(paths.waitingReview(id)), read(paths.reviewAuthor(id))]),
        verify: async (answer) => {
          expect(answer.body).toEqual(deletedOne);
          expect(await read(paths.waitingReview(id))).toBeUndefined();
          expect(await read(paths.review(id))).toBeUndefined();
          expect(await read(paths.reviewAuthor(id))).toBeUndefined();
        },
      };
    },
  },
  'POST /orders': {
    statuses: { none: 401, malformed: 401, customer: 201, other: 201, admin: 201 },
    plan: async ({ self }) => {
      const part = await freshPart({ minimumOrderQuanity: 1, availableQuanity: 1000 });
      return {
        path: '/orders',
        body: {
          partId: part.id,
          customerPhone: '01711000000',
          customerAddress: 'Dhaka',
          quanity: 1,
        },
        state: async () => ({
          part: await read(paths.part(part.id)),
          orders: await idsWhere(collections.orders, 'partId', part.id),
        }),
        verify: async (answer) => {
          expect(answer.body).toEqual(inserted);
          const order = await mustRead(track(paths.order(insertedId(answer))));
          expect(order).toMatchObject({
            uid: self.uid,
            customerEmail: self.email,
            partId: part.id,
            quanity: 1,
            paid: false,
            shipped: false,
          });
          expect((await mustRead(paths.part(part.id))).availableQuanity).toBe(999);
        },
      };
    },
  },
  'POST /orders/build': {
    statuses: { none: 401, malformed: 401, customer: 201, other: 201, admin: 201 },
    plan: async ({ self }) => {
      const [cpu, motherboard, memory] = await Promise.all(
        (['cpu', 'motherboard', 'memory'] as const).map((t) =>
          freshPart(buildPartDoc(t, { availableQuanity: 1000 })),
        ),
      );
      const ids = [cpu!.id, motherboard!.id, memory!.id];
      return {
        path: '/orders/build',
        body: {
          parts: { cpu: cpu!.id, motherboard: motherboard!.id, memory: memory!.id },
          customerPhone: '01711000000',
          customerAddress: 'Dhaka',
        },
        state: async () => ({
          parts: await Promise.all(ids.map((id) => read(paths.part(id)))),
          orders: await idsWhere(collections.orders, 'partId', cpu!.id),
        }),
        verify: async (answer) => {
          expect(answer.body).toEqual(inserted);
          const order = await mustRead(track(paths.order(insertedId(answer))));
          expect(order).toMatchObject({
            uid: self.uid,
            customerEmail: self.email,
            name: `PC Build: ${cpu!.doc.name}`,
            partId: cpu!.id,
            quanity: 1,
            paid: false,
            shipped: false,
          });
          expect((order.lines as { partId: string }[]).map((l) => l.partId)).toEqual(ids);
          for (const id of ids) expect((await mustRead(paths.part(id))).availableQuanity).toBe(999);
        },
      };
    },
  },
  'POST /orders/checkout': {
    statuses: { none: 401, malformed: 401, customer: 201, other: 201, admin: 201 },
    plan: async ({ self }) => {
      const [keyboard, mouse] = await Promise.all([
        freshPart({ price: 129.99 }),
        freshPart({ price: 49.5 }),
      ]);
      const ids = [keyboard.id, mouse.id];
      return {
        path: '/orders/checkout',
        body: {
          lines: [
            { partId: keyboard.id, quanity: 2 },
            { partId: mouse.id, quanity: 1 },
          ],
          delivery: { method: 'home', district: 'Dhaka' },
          customerPhone: '01711000000',
          customerAddress: 'House 12, Road 5, Dhaka',
          paymentMethod: 'card',
        },
        state: async () => ({
          parts: await Promise.all(ids.map((id) => read(paths.part(id)))),
          orders: await idsWhere(collections.orders, 'partId', keyboard.id),
        }),
        verify: async (answer) => {
          expect(answer.body).toEqual(inserted);
          const order = await mustRead(track(paths.order(insertedId(answer))));
          // 2 × 129.99 + 49.50 + 0.67 inside Dhaka
          expect(order).toMatchObject({
            uid: self.uid,
            customerEmail: self.email,
            partId: keyboard.id,
            quanity: 1,
            price: 310.15,
            unitPrice: 310.15,
            deliveryCharge: 0.67,
            paid: false,
            shipped: false,
          });
          expect((order.lines as { partId: string }[]).map((l) => l.partId)).toEqual(ids);
          expect((await mustRead(paths.part(keyboard.id))).availableQuanity).toBe(998);
          expect((await mustRead(paths.part(mouse.id))).availableQuanity).toBe(999);
        },
      };
    },
  },
  'GET /orders/:email': {
    statuses: { none: 401, malformed: 401, customer: 200, other: 403, admin: 200 },
    plan: async () => ({
      path: `/orders/${fx.customer.email}`,
      state: () => read(paths.order(fx.orderId)),
      verify: async (answer) => {
        const orders = list(answer);
        expect(orders.map((o) => o._id)).toContain(fx.orderId);
        for (const order of orders) expect(order.uid).toBe(fx.customer.uid);
      },
    }),
  },
  'GET /orders': {
    statuses: { none: 401, malformed: 401, customer: 403, other: 403, admin: 200 },
    plan: async () => ({
      path: '/orders',
      state: () => read(paths.order(fx.orderId)),
      verify: async (answer) => {
        expect(list(answer)).toContainEqual({
          _id: fx.orderId,
          ...(await mustRead(paths.order(fx.orderId))),
        });
      },
    }),
  },
  'GET /admin/orders/export': {
    statuses: { none: 401, malformed: 401, customer: 403, other: 403, admin: 200 },
    plan: async () => {
      const day = dhakaDay((await mustRead(paths.order(fx.orderId))).createdAt as number);
      return {
        path: `/admin/orders/export?from=${day}&to=${day}`,
        state: () => read(paths.order(fx.orderId)),
        verify: async (answer) => {
          expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
          expect(answer.headers.get('cache-control')).toBe('private, no-store');
          expect(String(answer.body)).toContain(fx.orderId);
        },
      };
    },
  },
  'GET /order/:id': {
    statuses: { none: 401, malformed: 401, customer: 200, other: 404, admin: 200 },
    plan: async () => ({
      path: `/order/${fx.orderId}`,
      state: () => read(paths.order(fx.orderId)),
      verify: async (answer) => {
        expect(answer.body).toEqual({
          _id: fx.orderId,
          ...(await mustRead(paths.order(fx.orderId))),
        });
      },
    }),
  },
  'GET /order/:id/invoice': {
    statuses: { none: 401, malformed: 401, customer: 200, other: 404, admin: 200 },
    // Made in the row, not with the fixtures: a paid order makes the customer a verified buyer,
    // whose review the POST /reviews row expects to wait.
    plan: async () => {
      const paid = await freshOrder(fx.customer, {
        paid: true,
        paidAt: Date.now(),
        transectionId: 'pi_matrix_invoice',
        invoiceNumber: '2026-27/999999',
      });
      return {
        path: `/order/${paid.id}/invoice`,
        state: () => read(paths.order(paid.id)),
        verify: async (answer) => {
          expect(answer.headers.get('content-type')).toBe('application/pdf');
          expect(answer.headers.get('content-disposition')).toBe(
            'attachment; filename="invoice-2026-27-999999.pdf"',
          );
          expect(String(answer.body).startsWith('%PDF-')).toBe(true);
        },
      };
    },
  },
  'DELETE /order/:id': {
    statuses: { none: 401, malformed: 401, customer: 200, other: 404, admin: 200 },
    plan: async () => {
      const order = await freshOrder(fx.customer);
      const state = async () => ({
        order: await read(paths.order(order.id)),
        part: await read(paths.part(order.part.id)),
      });
      return {
        path: `/order/${order.id}`,
        state,
        verify: async (answer) => {
          expect(answer.body).toEqual(deletedOne);
          const after = await state();
          expect(after.order).toBeUndefined();
          expect(after.part?.availableQuanity).toBe(
            order.part.doc.availableQuanity + order.doc.quanity,
          );
        },
      };
    },
  },
  'PUT /orderShip/:id': {
    statuses: { none: 401, malformed: 401, customer: 403, other: 403, admin: 200 },
    plan: async () => {
      const order = await freshOrder(fx.customer, {
        paid: true,
        shipped: false,
        transectionId: `pi_matrix_${randomUUID().slice(0, 8)}`,
        paidAt: Date.now(),
      });
      return {
        path: `/orderShip/${order.id}`,
        state: () => read(paths.order(order.id)),
        verify: async (answer) => {
          expect(answer.body).toEqual(updatedOne);
          expect(await mustRead(paths.order(order.id))).toMatchObject({
            paid: true,
            shipped: true,
            shippedAt: expect.any(Number),
          });
        },
      };
    },
  },
  // The owner's overview (docs/orders.md, "The owner's overview"): admins only.
  'GET /admin/overview': {
    statuses: { none: 401, malformed: 401, customer: 403, other: 403, admin: 200 },
    plan: async () => ({
      path: '/admin/overview',
      state: () => read(paths.overviewSettings),
      verify: async (answer) => {
        const body = answer.body as OverviewAnswer;
        expect(body).toEqual({
          asOf: expect.any(Number),
          today: dhakaDay(body.asOf),
          lowStockThreshold: expect.any(Number),
          todo: {
            codToConfirm: expect.any(Number),
            toShip: expect.any(Number),
            codToShip: expect.any(Number),
            heldPayments: expect.any(Number),
            reviewsWaiting: expect.any(Number),
            outOfStock: expect.any(Number),
            lowStock: expect.any(Number),
          },
          days: expect.any(Array),
          topParts: expect.any(Array),
          categories: expect.any(Array),
        });
        expect(body.days).toHaveLength(overviewWindow.answerDays);
        expect(body.days.at(-1)!.day).toBe(body.today);
      },
    }),
  },
  'PUT /admin/overview/settings': {
    statuses: { none: 401, malformed: 401, customer: 403, other: 403, admin: 200 },
    plan: async () => {
      track(paths.overviewSettings);
      return {
        path: '/admin/overview/settings',
        body: { lowStockThreshold: 6 },
        state: () => read(paths.overviewSettings),
        verify: async (answer) => {
          expect(answer.body).toEqual({ lowStockThreshold: 6 });
          expect(await mustRead(paths.overviewSettings)).toEqual({ lowStockThreshold: 6 });
        },
      };
    },
  },
  // The courier (docs/orders.md, "Courier delivery"). Its webhook is public but for the shop's
  // bearer token: a caller's own token in its place is refused, and nothing changes.
  'POST /webhooks/courier': {
    statuses: { none: 200, malformed: 401, customer: 401, other: 401, admin: 401 },
    plan: async () => {
      const order = await shippedByCourier();
      return {
        path: '/webhooks/courier',
        body: {
          notification_type: 'delivery_status',
          consignment_id: Number(order.consignmentId),
          invoice: order.id,
          cod_amount: 0,
          status: 'pending',
          delivery_charge: 80,
          tracking_message: 'Picked up by the rider.',
          updated_at: formatSteadfastTime(Date.now() + 1_000),
        },
        headers: { authorization: `Bearer ${EMULATOR_COURIER_TOKEN}` },
        state: () => read(paths.order(order.id)),
        verify: async (answer) => {
          expect(answer.body).toEqual({
            status: 'success',
            message: 'Webhook received successfully.',
          });
          expect(await mustRead(paths.order(order.id))).toMatchObject({
            courier: { state: 'in-transit', status: 'pending' },
          });
        },
      };
    },
  },
  'POST /orders/:id/courier/return': {
    statuses: { none: 401, malformed: 401, customer: 403, other: 403, admin: 200 },
    plan: async () => {
      const order = await freshOrder(fx.customer, {
        paid: true,
        shipped: true,
        transectionId: `pi_matrix_${randomUUID().slice(0, 8)}`,
        consignmentId: '12345678',
        courier: { provider: 'steadfast', state: 'returned', status: 'cancelled' },
      });
      return {
        path: `/orders/${order.id}/courier/return`,
        body: { resaleable: true },
        state: async () => ({
          order: await read(paths.order(order.id)),
          part: await read(paths.part(order.part.id)),
        }),
        verify: async (answer) => {
          expect(answer.body).toEqual(updatedOne);
          expect(await mustRead(paths.order(order.id))).toMatchObject({
            courier: { state: 'returned', restocked: true },
          });
          expect((await mustRead(paths.part(order.part.id))).availableQuanity).toBe(
            order.part.doc.availableQuanity + order.doc.quanity,
          );
        },
      };
    },
  },
  // Cash on delivery's admin steps: each on an order of the customer's in the state before it.
  'POST /orders/:id/cod/confirm': {
    statuses: { none: 401, malformed: 401, customer: 403, other: 403, admin: 200 },
    plan: async () => {
      const order = await freshOrder(fx.customer, {
        paymentMethod: 'cod',
        expiresAt: Date.now() + 3_600_000,
      });
      return {
        path: `/orders/${order.id}/cod/confirm`,
        state: () => read(paths.order(order.id)),
        verify: async (answer) => {
          expect(answer.body).toEqual(updatedOne);
          expect(await mustRead(paths.order(order.id))).toMatchObject({
            status: 'cod-confirmed',
            cod: { confirmedAt: expect.any(Number), confirmedBy: fx.admin.email },
          });
        },
      };
    },
  },
  'POST /orders/:id/cod/collect': {
    statuses: { none: 401, malformed: 401, customer: 403, other: 403, admin: 200 },
    plan: async () => {
      const order = await freshOrder(fx.customer, {
        paymentMethod: 'cod',
        shipped: true,
        cod: { confirmedAt: Date.now() },
      });
      return {
        path: `/orders/${order.id}/cod/collect`,
        state: () => read(paths.order(order.id)),
        verify: async (answer) => {
          expect(answer.body).toEqual(updatedOne);
          expect(await mustRead(paths.order(order.id))).toMatchObject({
            status: 'cod-collected',
            paid: true,
            transectionId: expect.stringMatching(new RegExp(`^COD-${order.id}-\\d+$`)),
          });
        },
      };
    },
  },
  'POST /orders/:id/cod/refuse': {
    statuses: { none: 401, malformed: 401, customer: 403, other: 403, admin: 200 },
    plan: async () => {
      // The refusal counts against the other customer, whose COD this file never uses.
      const order = await freshOrder(fx.other, {
        paymentMethod: 'cod',
        shipped: true,
        cod: { confirmedAt: Date.now() },
      });
      track(`${collections.codRefusals}/${fx.other.uid}`);
      const state = async () => ({
        order: await read(paths.order(order.id)),
        part: await read(paths.part(order.part.id)),
      });
      return {
        path: `/orders/${order.id}/cod/refuse`,
        state,
        verify: async (answer) => {
          expect(answer.body).toEqual(updatedOne);
          const after = await state();
          expect(after.order).toMatchObject({ status: 'cod-refused', paid: false });
          expect(after.part?.availableQuanity).toBe(
            order.part.doc.availableQuanity + order.doc.quanity,
          );
        },
      };
    },
  },
  'POST /create-payment-intent': {
    // Only the caller's own order: an admin has no orders of their own here, so 404 as well.
    statuses: { none: 401, malformed: 401, customer: 200, other: 404, admin: 404 },
    plan: async () => {
      const order = await freshOrder(fx.customer);
      leftovers.paidOrders.add(order.id);
      const intents = () => idsWhere(collections.emulatedIntents, 'orderId', order.id);
      return {
        path: '/create-payment-intent',
        body: { orderId: order.id },
        state: async () => ({ order: await read(paths.order(order.id)), intents: await intents() }),
        verify: async (answer) => {
          expect(answer.body).toEqual({
            clientSecret: expect.stringMatching(/^pi_emu_.+_secret_.+/),
          });
          const intentId = intentSecret.exec(
            (answer.body as { clientSecret: string }).clientSecret,
          )?.[1];
          expect(intentId).toBeDefined();
          expect(await mustRead(paths.order(order.id))).toMatchObject({
            paid: false,
            paymentIntentId: intentId,
          });
          expect(await intents()).toEqual([intentId]);
          expect(await mustRead(paths.intent(intentId ?? ''))).toMatchObject({
            amount: lineTotalCents(order.doc.price, order.doc.quanity),
            currency: 'usd',
            status: 'requires_payment_method',
          });
        },
      };
    },
  },
  'PATCH /order/:id': {
    // The owner only; the intent has succeeded and the webhook the confirm delivered has
    // already paid the order, so the owner's report modifies nothing.
    statuses: { none: 401, malformed: 401, customer: 200, other: 404, admin: 404 },
    plan: async () => {
      const order = await freshOrder(fx.customer);
      const { clientSecret, intentId } = await intentFor(order.id);
      const confirmed = await call('POST', '/emulator/payments/confirm', {
        body: { clientSecret, card: GOOD_CARD },
      });
      expect(confirmed.status, preview(confirmed.body)).toBe(200);
      return {
        path: `/order/${order.id}`,
        body: { orderId: order.id, transectionId: intentId },
        state: () => read(paths.order(order.id)),
        verify: async (answer) => {
          expect(answer.body).toEqual({ ...updatedOne, modifiedCount: 0 });
          expect(await mustRead(paths.order(order.id))).toMatchObject({
            paid: true,
            transectionId: intentId,
            paidAt: expect.any(Number),
          });
        },
      };
    },
  },
  'POST /emulator/payments/confirm': {
    // Public, as Stripe.js's confirm: the client secret is the credential, not the token.
    statuses: { none: 200, malformed: 200, customer: 200, other: 200, admin: 200 },
    plan: async () => {
      const order = await freshOrder(fx.customer);
      const { clientSecret, intentId } = await intentFor(order.id);
      return {
        path: '/emulator/payments/confirm',
        body: { clientSecret, card: GOOD_CARD },
        state: async () => ({
          order: await read(paths.order(order.id)),
          intent: await read(paths.intent(intentId)),
        }),
        verify: async (answer) => {
          expect(answer.body).toEqual({ paymentIntent: { id: intentId, status: 'succeeded' } });
          expect(await mustRead(paths.intent(intentId))).toMatchObject({ status: 'succeeded' });
          expect(await mustRead(paths.order(order.id))).toMatchObject({
            paid: true,
            transectionId: intentId,
            paidAt: expect.any(Number),
          });
        },
      };
    },
  },
  'POST /emulator/workers/hold': {
    // Public and emulator-only: the sale-day bench starts a Functions emulator worker per buyer.
    statuses: { none: 200, malformed: 200, customer: 200, other: 200, admin: 200 },
    plan: async () => ({
      path: '/emulator/workers/hold?ms=0',
      state: () => read(paths.part(fx.part.id)),
      verify: async (answer) => {
        expect(answer.body).toEqual({ pid: expect.any(Number) });
      },
    }),
  },
  'POST /emulator/orders/expire': {
    // Public and emulator-only, as the emulated card's route: the local stack calls it without a
    // token every 10 s to run the expiry job, as the schedule does in production.
    statuses: { none: 200, malformed: 200, customer: 200, other: 200, admin: 200 },
    plan: async () => {
      const order = await dueOrder(fx.customer);
      return {
        path: '/emulator/orders/expire',
        state: async () => ({
          order: await read(paths.order(order.id)),
          part: await read(paths.part(order.part.id)),
        }),
        verify: async (answer) => {
          expect(answer.body).toEqual({
            expired: expect.any(Number),
            paid: expect.any(Number),
            waiting: expect.any(Number),
          });
          expect((answer.body as { expired: number }).expired).toBeGreaterThanOrEqual(1);
          expect(await mustRead(paths.order(order.id))).toMatchObject({
            paid: false,
            status: 'expired',
            expiredAt: expect.any(Number),
          });
          expect((await mustRead(paths.part(order.part.id))).availableQuanity).toBe(50);
        },
      };
    },
  },
  // SSLCommerz: the buyer's session, the gateway's IPN and returns, the admin's decisions.
  'POST /payments/sslcommerz/session': {
    statuses: { none: 401, malformed: 401, customer: 200, other: 404, admin: 404 },
    plan: async () => {
      const order = await sslOrder();
      return {
        path: '/payments/sslcommerz/session',
        body: { orderId: order.id },
        state: () => read(paths.order(order.id)),
        verify: async (answer) => {
          expect(answer.body).toEqual({
            url: expect.stringMatching(/\/emulator\/sslcommerz\/EasyCheckOut\/[0-9A-F]{32}$/),
          });
          track(sslPaths.session(`${order.id}-1`));
          track(sslPaths.twin(`${order.id}-1`));
          expect(await mustRead(sslPaths.session(`${order.id}-1`))).toMatchObject({
            orderId: order.id,
            amount: '4442.40',
            state: 'open',
          });
        },
      };
    },
  },
  'POST /payments/sslcommerz/ipn': {
    // Public: SSLCommerz calls it, signed (verify_sign), and the store asks its validation API.
    statuses: { none: 200, malformed: 200, customer: 200, other: 200, admin: 200 },
    plan: async () => {
      const order = await sslOrder();
      const { tranId, fields } = await sslPaid(order.id);
      return {
        path: '/payments/sslcommerz/ipn',
        ...formOf(fields),
        state: () => read(paths.order(order.id)),
        verify: async (answer) => {
          expect(answer.body).toEqual({ status: 'paid' });
          expect(await mustRead(paths.order(order.id))).toMatchObject({
            paid: true,
            transectionId: tranId,
          });
        },
      };
    },
  },
  'POST /payments/sslcommerz/success': sslReturnRow('pay', 'success'),
  'POST /payments/sslcommerz/fail': sslReturnRow('fail', 'fail'),
  'POST /payments/sslcommerz/cancel': sslReturnRow('cancel', 'cancel'),
  'POST /orders/:id/payment/accept': {
    statuses: { none: 401, malformed: 401, customer: 403, other: 403, admin: 200 },
    plan: async () => {
      const order = await sslSettled('held', { customerName: 'Matrix [risky]' });
      return {
        path: `/orders/${order.id}/payment/accept`,
        state: () => read(paths.order(order.id)),
        verify: async (answer) => {
          expect(answer.body).toEqual({ acknowledged: true, modifiedCount: 1 });
          expect(await mustRead(paths.order(order.id))).toMatchObject({
            paid: true,
            status: 'pending',
            transectionId: order.tranId,
          });
        },
      };
    },
  },
  'POST /orders/:id/payment/refund': {
    statuses: { none: 401, malformed: 401, customer: 403, other: 403, admin: 200 },
    plan: async () => {
      const order = await sslSettled('paid');
      return {
        path: `/orders/${order.id}/payment/refund`,
        state: () => read(paths.order(order.id)),
        verify: async (answer) => {
          expect(answer.body).toEqual({ acknowledged: true });
          track(sslPaths.refund(order.tranId));
          expect(await mustRead(paths.order(order.id))).toMatchObject({
            paid: true,
            sslcommerz: { refund: { status: 'processing', refundTransId: `RF${order.tranId}` } },
          });
        },
      };
    },
  },
  // The emulated Steadfast: its merchant API (the keys in its headers, as Steadfast's) and its
  // panel, public and emulator-only like SSLCommerz's twin.
  'POST /emulator/courier/api/v1/create_order': {
    statuses: { none: 200, malformed: 200, customer: 200, other: 200, admin: 200 },
    plan: async () => {
      const invoice = admin.db.collection(collections.orders).doc().id;
      track(`${collections.emulatedCourierParcels}/${invoice}`);
      return {
        path: '/emulator/courier/api/v1/create_order',
        body: {
          invoice,
          recipient_name: 'Matrix',
          recipient_phone: '01711000000',
          recipient_address: 'Dhanmondi, Dhaka',
          cod_amount: 120,
          note: 'Matrix',
        },
        headers: twinKeys,
        state: () => read(`${collections.emulatedCourierParcels}/${invoice}`),
        verify: async (answer) => {
          expect(answer.body).toMatchObject({
            status: 200,
            consignment: {
              consignment_id: expect.any(Number),
              invoice,
              tracking_code: expect.stringMatching(/^[0-9A-F]{8}$/),
              status: 'in_review',
            },
          });
        },
      };
    },
  },
  'GET /emulator/courier/api/v1/status_by_cid/:key': {
    statuses: { none: 200, malformed: 200, customer: 200, other: 200, admin: 200 },
    plan: async () => {
      const parcel = await twinParcel();
      return {
        path: `/emulator/courier/api/v1/status_by_cid/${parcel.consignmentId}`,
        headers: twinKeys,
        state: async () => undefined,
        verify: async (answer) => {
          expect(answer.body).toEqual({ status: 200, delivery_status: 'in_review' });
        },
      };
    },
  },
  'GET /emulator/courier/api/v1/status_by_invoice/:key': {
    statuses: { none: 200, malformed: 200, customer: 200, other: 200, admin: 200 },
    plan: async () => {
      const parcel = await twinParcel();
      return {
        path: `/emulator/courier/api/v1/status_by_invoice/${parcel.invoice}`,
        headers: twinKeys,
        state: async () => undefined,
        verify: async (answer) => {
          expect(answer.body).toEqual({ status: 200, delivery_status: 'in_review' });
        },
      };
    },
  },
  'GET /emulator/courier/panel': {
    statuses: { none: 200, malformed: 200, customer: 200, other: 200, admin: 200 },
    plan: async () => {
      const parcel = await twinParcel();
      return {
        path: '/emulator/courier/panel',
        state: async () => undefined,
        verify: async (answer) => {
          expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
          expect(answer.body as string).toContain(parcel.consignmentId);
        },
      };
    },
  },
  'POST /emulator/courier/panel': {
    statuses: { none: 200, malformed: 200, customer: 200, other: 200, admin: 200 },
    plan: async () => {
      const order = await shippedByCourier();
      return {
        path: '/emulator/courier/panel',
        ...formOf({ consignment_id: order.consignmentId, status: 'pending' }),
        state: () => read(paths.order(order.id)),
        verify: async (answer) => {
          expect(answer.body as string).toContain('the store was told');
          // The twin sent the webhook, with the shop's token, before it answered.
          expect(await mustRead(paths.order(order.id))).toMatchObject({
            courier: { state: 'in-transit', status: 'pending' },
          });
        },
      };
    },
  },
  'POST /emulator/sslcommerz/gwprocess/v4/api.php': {
    // Public and emulator-only, as SSLCommerz's own API: the store's id and password are in the form.
    statuses: { none: 200, malformed: 200, customer: 200, other: 200, admin: 200 },
    plan: async () => {
      const tranId = `${admin.db.collection(collections.orders).doc().id}-1`;
      track(sslPaths.twin(tranId));
      return {
        path: '/emulator/sslcommerz/gwprocess/v4/api.php',
        ...formOf({
          store_passwd: sandboxStore.storePassword,
          store_id: sandboxStore.storeId,
          tran_id: tranId,
          total_amount: '100.00',
          currency: 'BDT',
          success_url: 'http://127.0.0.1:5000/api/payments/sslcommerz/success',
          fail_url: 'http://127.0.0.1:5000/api/payments/sslcommerz/fail',
          cancel_url: 'http://127.0.0.1:5000/api/payments/sslcommerz/cancel',
          ipn_url: 'http://127.0.0.1:5000/api/payments/sslcommerz/ipn',
          product_name: 'Matrix',
          cus_name: 'Matrix',
        }),
        state: () => read(sslPaths.twin(tranId)),
        verify: async (answer) => {
          expect(answer.body).toMatchObject({
            status: 'SUCCESS',
            sessionkey: expect.stringMatching(/^[0-9A-F]{32}$/),
            GatewayPageURL: expect.stringContaining('/emulator/sslcommerz/EasyCheckOut/'),
          });
          expect(await mustRead(sslPaths.twin(tranId))).toMatchObject({ status: 'PENDING' });
        },
      };
    },
  },
  'GET /emulator/sslcommerz/EasyCheckOut/:key': {
    statuses: { none: 200, malformed: 200, customer: 200, other: 200, admin: 200 },
    plan: async () => {
      const order = await sslOrder();
      const { key } = await sslSession(order.id);
      return {
        path: `/emulator/sslcommerz/EasyCheckOut/${key}`,
        state: () => read(paths.order(order.id)),
        verify: async (answer) => {
          expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
          for (const word of ['Card', 'bKash', 'Nagad', '>Pay<', '>Fail<', '>Cancel<']) {
            expect(answer.body as string).toContain(word);
          }
        },
      };
    },
  },
  'GET /emulator/mail': {
    // Public and emulator-only, as the twins' pages: the local outbox of the messages to buyers.
    statuses: { none: 200, malformed: 200, customer: 200, other: 200, admin: 200 },
    plan: async () => {
      const id = `matrix-${randomUUID().slice(0, 8)}-placed`;
      const ref = admin.db.collection(collections.mail).doc(id);
      await ref.set({
        to: 'matrix@example.com',
        message: { subject: `Outbox ${id}`, text: 'text', html: '<p>html</p>' },
        orderId: id,
        kind: 'placed',
        createdAt: Date.now() + 86_400_000,
      });
      track(ref.path);
      return {
        path: '/emulator/mail',
        state: () => read(ref.path),
        verify: async (answer) => {
          expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
          expect(answer.body as string).toContain(`Outbox ${id}`);
          expect(answer.body as string).toContain('&lt;p&gt;html&lt;/p&gt;');
        },
      };
    },
  },
  'POST /emulator/sslcommerz/EasyCheckOut/:key': {
    statuses: { none: 200, malformed: 200, customer: 200, other: 200, admin: 200 },
    plan: async () => {
      const order = await sslOrder();
      const { tranId, key } = await sslSession(order.id);
      return {
        path: `/emulator/sslcommerz/EasyCheckOut/${key}`,
        ...formOf({ method: 'nagad', action: 'pay' }),
        state: () => read(paths.order(order.id)),
        verify: async (answer) => {
          expect(answer.body as string).toContain(
            'action="http://127.0.0.1:5000/api/payments/sslcommerz/success"',
          );
          // The twin delivered the signed IPN before it answered: the order is paid.
          expect(await mustRead(paths.order(order.id))).toMatchObject({
            paid: true,
            transectionId: tranId,
            sslcommerz: { cardType: 'NAGAD-Nagad' },
          });
        },
      };
    },
  },
  'GET /emulator/sslcommerz/auto-submit.js': {
    statuses: { none: 200, malformed: 200, customer: 200, other: 200, admin: 200 },
    plan: async () => ({
      path: '/emulator/sslcommerz/auto-submit.js',
      state: async () => undefined,
      verify: async (answer) => {
        expect(answer.headers.get('content-type')).toMatch(/^text\/javascript/);
        expect(answer.body as string).toContain('submit()');
      },
    }),
  },
  'GET /emulator/sslcommerz/validator/api/validationserverAPI.php': {
    statuses: { none: 200, malformed: 200, customer: 200, other: 200, admin: 200 },
    plan: async () => {
      const order = await sslOrder();
      const { tranId, fields } = await sslPaid(order.id);
      const query = new URLSearchParams({
        val_id: fields.val_id!,
        store_id: sandboxStore.storeId,
        store_passwd: sandboxStore.storePassword,
        format: 'json',
      });
      return {
        path: `/emulator/sslcommerz/validator/api/validationserverAPI.php?${query}`,
        state: () => read(paths.order(order.id)),
        verify: async (answer) => {
          expect(answer.body).toMatchObject({
            APIConnect: 'DONE',
            status: expect.stringMatching(/^VALID(ATED)?$/),
            tran_id: tranId,
            amount: '4442.40',
            currency: 'BDT',
          });
        },
      };
    },
  },
  'GET /emulator/sslcommerz/validator/api/merchantTransIDvalidationAPI.php': {
    statuses: { none: 200, malformed: 200, customer: 200, other: 200, admin: 200 },
    plan: async () => {
      const order = await sslOrder();
      const { tranId } = await sslPaid(order.id);
      const query = new URLSearchParams({
        tran_id: tranId,
        store_id: sandboxStore.storeId,
        store_passwd: sandboxStore.storePassword,
        format: 'json',
      });
      return {
        path: `/emulator/sslcommerz/validator/api/merchantTransIDvalidationAPI.php?${query}`,
        state: () => read(paths.order(order.id)),
        verify: async (answer) => {
          expect(answer.body).toMatchObject({
            APIConnect: 'DONE',
            no_of_trans_found: 1,
            element: [{ tran_id: tranId, status: 'VALID', amount: '4442.40' }],
          });
        },
      };
    },
  },
  'POST /images': {
    statuses: { none: 401, malformed: 401, customer: 403, other: 403, admin: 201 },
    plan: async ({ self }) => {
      const { form, storedId } = await pngUpload();
      return {
        path: '/images',
        body: form,
        state: () => read(paths.image(storedId)),
        verify: async (answer) => {
          expect(answer.body).toEqual({
            success: true,
            data: { url: `/api/images/${storedId}.webp`, width: 40, height: 30 },
          });
          expect(await mustRead(track(paths.image(storedId)))).toMatchObject({
            owner: self.uid,
            contentType: 'image/webp',
            width: 40,
            height: 30,
          });
        },
      };
    },
  },
  'GET /builds': {
    statuses: { none: 401, malformed: 401, customer: 200, other: 200, admin: 200 },
    plan: async ({ self }) => {
      const id = self === fx.customer ? await customersBuild() : undefined;
      return {
        path: '/builds',
        state: () => savedBuildIds(self.uid),
        verify: async (answer) => {
          const builds = list(answer);
          // Each caller's own builds only: the customer's, and none for the others.
          expect(builds.map((b) => b._id).sort()).toEqual(await savedBuildIds(self.uid));
          if (id) expect(builds.map((b) => b._id)).toContain(id);
          for (const build of builds) expect(build).not.toHaveProperty('uid');
        },
      };
    },
  },
  'POST /builds': {
    // Any account keeps its own builds; the SPA offers them to customers (docs/pc-builder.md).
    statuses: { none: 401, malformed: 401, customer: 201, other: 201, admin: 201 },
    plan: async ({ self }) => {
      const name = `Matrix save ${randomUUID().slice(0, 8)}`;
      const body = { name, parts: { cpu: fx.part.id } };
      return {
        path: '/builds',
        body,
        state: () => savedBuildIds(self.uid),
        verify: async (answer) => {
          expect(answer.body).toEqual(inserted);
          const stored = await mustRead(paths.savedBuild(self.uid, insertedId(answer)));
          expect(stored).toMatchObject({ ...body, uid: self.uid });
        },
      };
    },
  },
  'PATCH /build/:id': {
    // Only the owner's: another account's id is not found under the caller.
    statuses: { none: 401, malformed: 401, customer: 200, other: 404, admin: 404 },
    plan: async () => {
      const id = await customersBuild();
      const name = `Matrix rename ${randomUUID().slice(0, 8)}`;
      return {
        path: `/build/${id}`,
        body: { name },
        state: () => read(paths.savedBuild(fx.customer.uid, id)),
        verify: async (answer) => {
          expect(answer.body).toMatchObject({ _id: id, name, parts: { cpu: fx.part.id } });
          expect(await mustRead(paths.savedBuild(fx.customer.uid, id))).toMatchObject({ name });
        },
      };
    },
  },
  'DELETE /build/:id': {
    statuses: { none: 401, malformed: 401, customer: 200, other: 404, admin: 404 },
    plan: async () => {
      const id = await customersBuild();
      return {
        path: `/build/${id}`,
        state: () => read(paths.savedBuild(fx.customer.uid, id)),
        verify: async (answer) => {
          expect(answer.body).toEqual(deletedOne);
          expect(await read(paths.savedBuild(fx.customer.uid, id))).toBeUndefined();
        },
      };
    },
  },
  'GET /images/:name': {
    statuses: { none: 200, malformed: 200, customer: 200, other: 200, admin: 200 },
    plan: async () => ({
      path: `/images/${fx.imageName}`,
      state: () => read(paths.image(fx.imageName.replace('.webp', ''))),
      verify: async (answer) => {
        expect(answer.headers.get('content-type')).toBe('image/webp');
        expect(Number(answer.headers.get('content-length'))).toBeGreaterThan(0);
      },
    }),
  },
};

function callerFor(identity: Identity): Caller {
  switch (identity) {
    case 'none':
      return { identity, token: undefined, self: fx.customer };
    case 'malformed':
      return { identity, token: MALFORMED_TOKEN, self: fx.customer };
    case 'customer':
      return { identity, token: fx.customer.idToken, self: fx.customer };
    case 'other':
      return { identity, token: fx.other.idToken, self: fx.other };
    case 'admin':
      return { identity, token: fx.admin.idToken, self: fx.admin };
  }
}

function preview(body: unknown): string {
  return (typeof body === 'string' ? body : (JSON.stringify(body) ?? '')).slice(0, 300);
}

async function runCell(key: string, identity: Identity): Promise<void> {
  const row = matrix[key]!;
  const expected = row.statuses[identity];
  const [method = ''] = key.split(' ');
  const caller = callerFor(identity);
  const plan = await row.plan(caller);
  try {
    const before = await plan.state();
    const answer = await call(method, plan.path, {
      token: caller.token,
      body: plan.body,
      ...(plan.headers ? { headers: plan.headers } : {}),
    });
    expect(answer.status, `${key} answered ${preview(answer.body)}`).toBe(expected);
    if (expected < 300) {
      await plan.verify(answer);
      return;
    }
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.body).toEqual(refusal);
    expect(await plan.state()).toEqual(before);
  } finally {
    await plan.cleanup?.();
  }
}

async function uploadImage(token: string): Promise<string> {
  const { form, storedId } = await pngUpload();
  const answer = await call('POST', '/images', { token, body: form });
  expect(answer.status, preview(answer.body)).toBe(201);
  track(paths.image(storedId));
  return `${storedId}.webp`;
}

beforeAll(async () => {
  const [customer, other, boss, part] = await Promise.all([
    createAccount('matrix-customer'),
    createAccount('matrix-other'),
    createAccount('matrix-admin', { admin: true }),
    freshPart(),
  ]);
  for (const account of [customer, other, boss]) leftovers.uids.add(account.uid);

  const orderRef = admin.db.collection(collections.orders).doc();
  const reviewRef = admin.db.collection(collections.reviews).doc();
  const [imageName] = await Promise.all([
    uploadImage(boss.idToken),
    orderRef.set(makeOrder(part, customer, { createdAt: Date.now() })),
    reviewRef.set({
      name: customer.displayName,
      review: 'Seen in the access matrix.',
      rating: 5,
      img: '/images/avatars/default.svg',
      createdAt: Date.now(),
    }),
    admin.db.doc(paths.profile(customer.uid)).set({
      email: customer.email,
      name: customer.displayName,
      education: 'Matrix University',
      streetAddress: 'Road 5, Dhanmondi',
      cuntry: 'Bangladesh',
      number: '01711000000',
      linkedinProfile: 'https://www.linkedin.com/in/matrix-customer',
    }),
  ]);
  track(orderRef.path);
  track(reviewRef.path);
  // The lists answer from the API's search index, which shows a new part within its refresh.
  await untilListed('/parts', [part.id]);
  fx = {
    customer,
    other,
    admin: boss,
    part,
    orderId: orderRef.id,
    reviewId: reviewRef.id,
    imageName,
  };
});

afterAll(async () => {
  for (const uid of leftovers.uids) {
    track(paths.user(uid));
    track(paths.profile(uid));
  }
  for (const path of await paymentLeftovers()) track(path);
  // Orders go with their counts (and a cancelled one's archive); the rest as they are.
  const orderPath = paths.order('');
  const docs = [...leftovers.docs];
  await removeOrders(
    docs.filter((p) => p.startsWith(orderPath)).map((p) => p.slice(orderPath.length)),
  );
  await Promise.all(
    docs.filter((p) => !p.startsWith(orderPath)).map((path) => admin.db.doc(path).delete()),
  );
  await admin.auth.deleteUsers([...leftovers.uids]);
});

describe('the access matrix', () => {
  it('has exactly one row per route the local API serves, and no row for a missing route', () => {
    const routeKeys = [...routes, ...emulatorRoutes].map(
      (route) => `${route.method.toUpperCase()} ${route.path}`,
    );
    expect(Object.keys(matrix).sort()).toEqual(routeKeys.sort());
  });

  for (const key of Object.keys(matrix)) {
    for (const identity of identities) {
      const status = matrix[key]!.statuses[identity];
      it(`${key} · ${identityLabel[identity]} → ${status}`, () => runCell(key, identity));
    }
  }

  it("PUT /user/:email · a customer naming another user's email → 403", async () => {
    const before = await read(paths.user(fx.other.uid));
    const answer = await call('PUT', `/user/${fx.other.email}`, {
      token: fx.customer.idToken,
      body: { email: fx.other.email },
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(refusal);
    expect(await read(paths.user(fx.other.uid))).toEqual(before);
  });
});
