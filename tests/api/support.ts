import { collections, type OrderDoc, type PartDoc } from '@cps/domain';
import { makeOrder, makePart } from '@cps/fixtures';
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import Stripe from 'stripe';
import { afterAll, expect } from 'vitest';
import { readConfig, readOrderConfig, type OrderConfig } from '../../functions/src/config';
import { addParts, deletePart } from '../../functions/src/services/catalogue/catalogue';
import { addOrders } from '../../scripts/seed-orders';
import { adminFor, DEMO_PROJECT, hosts, signIn } from '../support/emulators';
import { markOrderPaid, removeOrdersFrom } from '../support/orders';
import { cards, intentIdOf, removePaymentRecords } from '../support/payments';
import { clearRateLimits } from '../support/rate-limits';
import { removeReviewsBy } from '../support/reviews';
import { removeSavedBuildsOf } from '../support/saved-builds';

// Helpers for the API suites: real HTTP through Hosting's /api rewrite to the api function,
// real accounts in the Auth emulator, real documents in the Firestore emulator.

export const API = process.env.API_URL ?? `${hosts.app}/api`;
export const FUNCTIONS = process.env.FUNCTIONS_URL ?? 'http://127.0.0.1:5001';
export const admin = adminFor(DEMO_PROJECT);

// The API runs on the shared demo project (the Functions emulator serves one project), so each
// file owns what it makes: unique accounts, parts, orders and payment intents, removed with
// everything they led to when the file ends. The demo data is never changed, and no file depends
// on another having run.
const made = {
  uids: new Set<string>(),
  parts: new Set<string>(),
  orders: new Set<string>(),
  intents: new Set<string>(),
};

afterAll(async () => {
  const uids = [...made.uids];
  const orders = [...made.orders];
  const writes = admin.db.bulkWriter();
  for (const uid of uids) {
    const owned = await admin.db.collection(collections.orders).where('uid', '==', uid).get();
    orders.push(...owned.docs.map((doc) => doc.id));
    const cancelled = await admin.db
      .collection(collections.cancelledOrders)
      .where('uid', '==', uid)
      .get();
    for (const doc of cancelled.docs) void writes.delete(doc.ref);
    void writes.delete(admin.db.doc(`${collections.users}/${uid}`));
    void writes.delete(admin.db.doc(`${collections.profiles}/${uid}`));
    void writes.delete(admin.db.doc(`${collections.orderLocks}/${uid}`));
    void writes.delete(admin.db.doc(`${collections.codRefusals}/${uid}`));
  }
  await writes.close();
  // With the queue's count, so the store-wide bound on waiting reviews starts right next file.
  await removeReviewsBy(admin.db, uids);
  await removeSavedBuildsOf(admin.db, uids);
  await removePaymentRecords(admin.db, orders, made.intents);
  await removeOrders(orders);
  // Through the catalogue's write path, so the demo project's counters (stats/parts) stay right.
  for (const id of made.parts) await deletePart(admin.db, id);
  await resetRateLimits(...uids.map((uid) => ({ uid })));
  if (uids.length > 0) await admin.auth.deleteUsers(uids);
  await admin.close();
});

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  token?: string;
  /** Sent as JSON unless it is a string, FormData or Buffer. */
  body?: unknown;
  headers?: Record<string, string>;
}

export async function call<T = unknown>(
  method: string,
  path: string,
  { token, body, headers = {} }: CallOptions = {},
): Promise<Answer<T>> {
  const init: RequestInit = { method, headers: { ...headers } };
  const h = init.headers as Record<string, string>;
  if (token !== undefined) h.authorization = `Bearer ${token}`;
  if (body instanceof FormData || typeof body === 'string' || Buffer.isBuffer(body)) {
    init.body = body as RequestInit['body'];
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    h['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${API}${path}`, init);
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: the assertion decides whether that is acceptable
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

export interface Account {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  /** A fresh Firebase ID token. */
  idToken: string;
}

/** A unique email for this run, e.g. unique('alice') → alice-1a2b3c4d@example.com. */
export function unique(name: string): string {
  return `${name}-${randomUUID().slice(0, 8)}@example.com`;
}

/**
 * A real account in the Auth emulator (admin: custom claim and users doc, as the roles service
 * keeps them), signed in. Pass `admin: true` for an admin.
 */
export async function createAccount(
  name: string,
  {
    admin: isAdmin = false,
    emailVerified = true,
  }: { admin?: boolean; emailVerified?: boolean } = {},
): Promise<Account> {
  const email = unique(name);
  const password = 'secret-password';
  const displayName = name.charAt(0).toUpperCase() + name.slice(1);
  const user = await admin.auth.createUser({ email, password, displayName, emailVerified });
  made.uids.add(user.uid);
  if (isAdmin) {
    await admin.auth.setCustomUserClaims(user.uid, { admin: true });
    await admin.db
      .doc(`${collections.users}/${user.uid}`)
      .set({ email, displayName, roll: 'admin', createdAt: Date.now() });
  }
  return { uid: user.uid, email, password, displayName, idToken: await signIn(email, password) };
}

/**
 * How long GET /parts and /parts/facets may take to show a part written or deleted: each API
 * instance's search index asks for changes at most once a second (docs/search.md), and a
 * write is found within 5 s. For `expect.poll(..., searchFreshness)`.
 */
export const searchFreshness = { timeout: 5_000, interval: 250 } as const;

/**
 * Waits, within `searchFreshness`, until the list at `path` holds `ids` (a hook's wait for the
 * parts it wrote: expect.poll runs only inside a test).
 */
export async function untilListed(path: string, ids: readonly string[]): Promise<void> {
  const deadline = Date.now() + searchFreshness.timeout;
  let listed: string[] = [];
  for (;;) {
    const answer = await call<{ _id: string }[]>('GET', path);
    listed = Array.isArray(answer.body) ? answer.body.map((p) => p._id) : [];
    if (ids.every((id) => listed.includes(id))) return;
    if (Date.now() > deadline) {
      throw new Error(`${path} did not list ${ids.join(', ')} within 5 s: ${listed.join(', ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, searchFreshness.interval));
  }
}

/** A part of this test's own (unique id), written straight to Firestore. */
export async function createPart(
  overrides: Partial<PartDoc> = {},
): Promise<{ id: string; doc: PartDoc }> {
  const id = `test-part-${randomUUID().slice(0, 12)}`;
  const at = Date.now();
  // Written now, whatever its creation date: the write path stamps `updatedAt` itself.
  const doc = makePart({ name: `Test Part ${id}`, createdAt: at, ...overrides, updatedAt: at });
  // The write path adds the derived fields and counts the part, as POST /part does.
  await addParts({ db: admin.db, now: () => at }, [{ id, doc }]);
  made.parts.add(id);
  return { id, doc };
}

/**
 * A part this file made through the API (POST /part): removed with the file's other parts when
 * it ends, through the catalogue's write path (a raw delete would leave it counted).
 */
export function ownPart(id: string): string {
  made.parts.add(id);
  return id;
}

/**
 * An account this file made outside createAccount (a client's own sign-up through the Auth
 * emulator): removed with the file's other accounts, and what they led to, when it ends.
 */
export function ownAccount(uid: string): string {
  made.uids.add(uid);
  return uid;
}

/** Removes orders with their counts and archives (tests/support/orders.ts). */
export const removeOrders = (ids: Iterable<string>) => removeOrdersFrom(admin.db, ids);

/** Marks an order paid as a settled payment does (tests/support/orders.ts). */
export const markPaid = (orderId: string, transectionId: string) =>
  markOrderPaid(admin.db, orderId, transectionId);

/**
 * The order params the emulated functions run with: functions/.env.demo-computer-parts, unless
 * the environment passes one through as the local stack does (ORDER_HOLD_SECONDS=30 npm test).
 */
export const orderConfig: OrderConfig = (() => {
  const file = readFileSync(
    new URL('../../functions/.env.demo-computer-parts', import.meta.url),
    'utf8',
  );
  const param = (name: string) =>
    Number(process.env[name] ?? new RegExp(`^${name}=(\\d+)\\s*$`, 'm').exec(file)?.[1]);
  return readOrderConfig(param('ORDER_HOLD_SECONDS'), param('MAX_UNPAID_ORDERS'));
})();

/** Gives accounts a fresh allowance under the per-user rate limits (services/shared/rate-limit.ts). */
export function resetRateLimits(...accounts: Pick<Account, 'uid'>[]): Promise<void> {
  return clearRateLimits(
    admin.db,
    accounts.map(({ uid }) => uid),
  );
}

/** Fills `who`'s window of POST /orders' rate limit, as `limit.max` orders just placed would. */
export async function fillOrdersWindow(who: Pick<Account, 'uid'>): Promise<void> {
  const limit = readConfig('').rateLimits.orders;
  const at = Date.now();
  await admin.db.doc(`${collections.rateLimits}/${limit.name}:${who.uid}`).set({
    accepted: Array.from({ length: limit.max }, (_, i) => at - i * 1000),
    expiresAt: Timestamp.fromMillis(at + limit.windowMs),
  });
}

/** A refusal's body (the messages or copy module). */
export interface ErrorBody {
  success: false;
  message: string;
}

/** POST /orders' answer to an order it placed. */
export interface Created {
  acknowledged: boolean;
  insertedId: string;
}

/** A POST /orders body with the contact fields filled in. */
export const orderBody = <P, Q>(partId: P, quanity: Q) => ({
  partId,
  customerPhone: '01711000000',
  customerAddress: 'Dhaka',
  quanity,
});

/** POST /orders as `who`; the answer, whatever it is. */
export function postOrder(who: Pick<Account, 'idToken'>, partId: string, quanity: number) {
  return call<Created | ErrorBody>('POST', '/orders', {
    token: who.idToken,
    body: orderBody(partId, quanity),
  });
}

/** Places an order through the API and returns its id (the test fails if it is refused). */
export async function placeOrder(
  who: Pick<Account, 'idToken'>,
  partId: string,
  quanity: number,
): Promise<string> {
  const answer = await postOrder(who, partId, quanity);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return ownOrder((answer.body as Created).insertedId);
}

/** A part's stock as stored (the Admin SDK's read, not the API's). */
export async function stockOf(partId: string): Promise<number> {
  const snap = await admin.db.doc(`${collections.parts}/${partId}`).get();
  return (snap.data() as PartDoc).availableQuanity;
}

/** A part's stock as the catalogue answers it: GET /part/{id}. */
export async function stockShown(partId: string): Promise<number> {
  const answer = await call<PartDoc>('GET', `/part/${partId}`);
  expect(answer.status).toBe(200);
  return answer.body.availableQuanity;
}

/** The order as stored, or undefined. */
export async function storedOrder<T extends OrderDoc = OrderDoc>(
  id: string,
): Promise<T | undefined> {
  const snap = await admin.db.doc(`${collections.orders}/${id}`).get();
  return snap.exists ? (snap.data() as T) : undefined;
}

/**
 * An unpaid order of `owner`'s on a part of its own (`part`: its price and stock), written
 * through the orders' batch write path (addOrders) as a placed order is: status 'unpaid', its
 * hold, its 'placed' event, its stock reserved and its count. `doc` is the order as stored.
 */
export async function unpaidOrder<T extends OrderDoc = OrderDoc>(
  owner: Pick<Account, 'uid' | 'email' | 'displayName'>,
  { part: partOverrides = {}, ...overrides }: Partial<OrderDoc> & { part?: Partial<PartDoc> } = {},
): Promise<{ id: string; doc: T; partId: string }> {
  const part = await createPart({
    price: 189.99,
    minimumOrderQuanity: 1,
    availableQuanity: 50,
    ...partOverrides,
  });
  const id = ownOrder(admin.db.collection(collections.orders).doc().id);
  const placed = makeOrder(part, owner, { quanity: 3, createdAt: Date.now(), ...overrides });
  const written = await addOrders(
    { db: admin.db, now: Date.now },
    [{ id, doc: placed }],
    orderConfig.holdSeconds,
  );
  expect(written).toEqual({ created: 1, skipped: 0 });
  const doc = await storedOrder<T>(id);
  expect(doc, `order ${id} should exist`).toBeDefined();
  return { id, doc: doc!, partId: part.id };
}

/**
 * An order this file made outside its accounts (or before they are known): removed, with its
 * payment records and counts, when the file ends.
 */
export function ownOrder(id: string): string {
  made.orders.add(id);
  return id;
}

/** A payment intent this file made: removed with its keys and events when the file ends. */
export function ownIntent(id: string): string {
  made.intents.add(id);
  return id;
}

/** POST /create-payment-intent as `who`. */
export function createIntent(who: Pick<Account, 'idToken'>, body: object) {
  return call<{ clientSecret: string } | ErrorBody>('POST', '/create-payment-intent', {
    token: who.idToken,
    body,
  });
}

/** The client secret of an intent the API made (the test fails if it refused). */
export function clientSecretOf(answer: Answer<{ clientSecret: string } | ErrorBody>): string {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const { clientSecret } = answer.body as { clientSecret: string };
  ownIntent(intentIdOf(clientSecret));
  return clientSecret;
}

/** A card confirms an intent at the emulated gateway, which reports the outcome to the webhook. */
export function confirmCard(clientSecret: string, number: string = cards.good) {
  return call<{
    error?: { code: string; message: string };
    paymentIntent?: { id: string; status: string };
  }>('POST', '/emulator/payments/confirm', {
    body: { clientSecret, card: { number, expiry: '12 / 34', cvc: '123' } },
  });
}

/** The owner pays the order as the Payment page does: its intent, then the card 4242. */
export async function payOrder(owner: Pick<Account, 'idToken'>, orderId: string): Promise<string> {
  const clientSecret = clientSecretOf(await createIntent(owner, { orderId }));
  const answer = await confirmCard(clientSecret);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return intentIdOf(clientSecret);
}

/** The webhook signing secret the emulated functions run with (functions/.env.demo-computer-parts). */
export const WEBHOOK_SECRET = 'whsec_emulator_local';

/** A Stripe-shaped event; its id is unique unless given. */
export function stripeEvent(
  type: string,
  object: object,
  id = `evt_test_${randomUUID().slice(0, 12)}`,
) {
  return {
    id,
    object: 'event',
    api_version: '2025-01-27.acacia',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: { object },
  };
}

export interface Signing {
  secret?: string;
  /** Seconds since the epoch; now by default. */
  timestamp?: number;
}

/** A Stripe-Signature header for `payload`, as Stripe signs a delivery. */
export function signWebhook(
  payload: string,
  { secret = WEBHOOK_SECRET, timestamp }: Signing = {},
): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp: timestamp ?? Math.floor(Date.now() / 1000),
  });
}

/** POSTs a raw body to the webhook through Hosting, as Stripe delivers it. */
export function postWebhook<T = { received: true; ignored?: string } | ErrorBody>(
  payload: string,
  signature: string | undefined,
) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== undefined) headers['stripe-signature'] = signature;
  return call<T>('POST', '/webhooks/stripe', { body: payload, headers });
}

/** Delivers an event to the webhook, signed (with `signing`'s secret and time, if given). */
export function deliverWebhook(event: object, signing: Signing = {}) {
  const payload = JSON.stringify(event);
  return postWebhook(payload, signWebhook(payload, signing));
}
