import { collections, type PartDoc } from '@cps/domain';
import { makePart } from '@cps/fixtures';
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll } from 'vitest';
import { readOrderConfig, type OrderConfig } from '../../functions/src/config';
import { addParts, deletePart } from '../../functions/src/services/catalogue';
import { adminFor, DEMO_PROJECT, hosts, signIn } from '../support/emulators';
import { markOrderPaid, removeOrdersFrom } from '../support/orders';
import { clearRateLimits } from '../support/rate-limits';
import { removeReviewsBy } from '../support/reviews';
import { removeSavedBuildsOf } from '../support/saved-builds';

// Helpers for the API suites: real HTTP through Hosting's /api rewrite to the api function,
// real accounts in the Auth emulator, real documents in the Firestore emulator.

export const API = process.env.API_URL ?? `${hosts.app}/api`;
export const FUNCTIONS = process.env.FUNCTIONS_URL ?? 'http://127.0.0.1:5001';
export const admin = adminFor(DEMO_PROJECT);

// The API runs on the shared demo project (the Functions emulator serves one project), so each
// file owns what it makes: unique accounts and parts, removed with everything they led to when
// the file ends. The demo data is never changed, and no file depends on another having run.
const made = { uids: new Set<string>(), parts: new Set<string>() };

afterAll(async () => {
  const uids = [...made.uids];
  const orders: string[] = [];
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
  }
  await writes.close();
  // With the queue's count, so the store-wide bound on waiting reviews starts right next file.
  await removeReviewsBy(admin.db, uids);
  await removeSavedBuildsOf(admin.db, uids);
  await removeOrders(orders);
  // Through the catalogue's write path, so the demo project's counters (stats/parts) stay right.
  for (const id of made.parts) await deletePart(admin.db, id);
  await resetRateLimits(...uids.map((uid) => ({ uid })));
  if (uids.length > 0) await admin.auth.deleteUsers(uids);
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

/** Gives accounts a fresh allowance under the per-user rate limits (services/rate-limit.ts). */
export function resetRateLimits(...accounts: Pick<Account, 'uid'>[]): Promise<void> {
  return clearRateLimits(
    admin.db,
    accounts.map(({ uid }) => uid),
  );
}
