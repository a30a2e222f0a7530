import {
  collections,
  encodeCursor,
  mergeOrderCounts,
  orderCountsDelta,
  orderStatsShardId,
  orderStatuses,
  parseOrderFilters,
  sumOrderCounts,
  type Order,
  type OrderCounts,
  type OrderDoc,
  type OrderStatus,
  type PartDoc,
  type User,
} from '@cps/domain';
import { makeOrder } from '@cps/fixtures';
import { FieldValue } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitMessage, userSearchMessage } from '../../functions/src/api/input';
import { personalCacheControl } from '../../functions/src/api/paging';
import { addOrders } from '../../scripts/seed-orders';
import { invalidCursor } from '../../functions/src/services/shared/paged-query';
import { DEMO_PROJECT } from '../support/emulators';
import {
  admin,
  API,
  call,
  createAccount,
  createPart,
  FUNCTIONS,
  type Account,
  type Answer,
  type ErrorBody,
} from './support';

// The lists of personal data through the REST API: GET /orders (admin; status and q),
// GET /orders/{email} and GET /users (admin; q, an email prefix) page by cursors as GET /parts
// does (bare array, Link next/prev, X-Total-Count), refuse bad parameters with a 400, and are
// never cached by anyone but their caller. The orders of this file are written through the
// orders' batch write path (addOrders: status, history, counters) and removed with their counts.

type UserRow = User & { _id: string };

const run = randomUUID().slice(0, 8);
const functionApi = `${FUNCTIONS}/${DEMO_PROJECT}/us-central1/api`;
const orders = admin.db.collection(collections.orders);
const shards = admin.db.collection(collections.orderStats);

let shopAdmin: Account;
let alice: Account;
let bob: Account;
/** The order counts before this file added its orders. */
let countsBefore: OrderCounts;
const start = Date.now();

interface Seeded {
  id: string;
  doc: OrderDoc;
}

/** An order in a given state: the fields its state is read from (addOrders derives `status`). */
function seededOrder(
  part: { id: string; doc: PartDoc },
  owner: Account,
  i: number,
  status: OrderStatus,
  createdAt: number,
): Seeded {
  const paid = status === 'pending' || status === 'shipped';
  const doc = makeOrder(part, owner, {
    createdAt,
    status,
    paid,
    shipped: status === 'shipped',
    ...(paid ? { transectionId: `pi_olist_${run}_${i}`, paidAt: createdAt + 10 } : {}),
    ...(status === 'shipped' ? { shippedAt: createdAt + 20 } : {}),
    ...(status === 'unpaid' ? { expiresAt: start + 3_600_000 } : {}),
    ...(status === 'expired' ? { expiresAt: createdAt + 1, expiredAt: createdAt + 2 } : {}),
  });
  const id = `olist-${run}-${owner === alice ? 'a' : 'b'}${String(i).padStart(2, '0')}`;
  return { id, doc: { ...doc, status } };
}

/** Alice: 12 orders, 3 in each state, newest first in pairs that share a createdAt. */
let aliceOrders: Seeded[];
/** Bob: 3 unpaid orders, older than all of Alice's. */
let bobOrders: Seeded[];

/** The orders as stored and answered: with the history and hold addOrders gave them. */
const stored = new Map<string, Order>();

/**
 * Removes this file's orders and takes them out of the counts in the shards, in one batch (a
 * cancel would archive them in cancelledOrders, which a test has no reason to leave behind).
 */
async function removeOrders(records: Seeded[]) {
  const batch = admin.db.batch();
  const deltas = new Map<string, Partial<OrderCounts>[]>();
  for (const { id, doc } of records) {
    batch.delete(orders.doc(id));
    const delta = orderCountsDelta(doc.status, undefined);
    const shard = orderStatsShardId(id);
    deltas.set(shard, [...(deltas.get(shard) ?? []), delta]);
  }
  for (const [shard, list] of deltas) {
    const increments = Object.entries(mergeOrderCounts(...list)).map(([key, n]) => [
      key,
      FieldValue.increment(n),
    ]);
    batch.set(shards.doc(shard), Object.fromEntries(increments), { merge: true });
  }
  await batch.commit();
}

async function readCounts(): Promise<OrderCounts> {
  const snap = await shards.get();
  return sumOrderCounts(snap.docs.map((d) => d.data() as Partial<OrderCounts>));
}

/** Users for the prefix search: accounts' users docs as PUT /user/{email} writes them. */
const userPrefix = `olist-${run}-user`;
const seededUsers = Array.from({ length: 12 }, (_, i) => ({
  id: `olist-${run}-user-${i}`,
  doc: {
    email: `${userPrefix}-${String(i).padStart(2, '0')}@example.com`,
    displayName: `Order Lists User ${i}`,
    createdAt: start,
  },
}));

beforeAll(async () => {
  [shopAdmin, alice, bob] = await Promise.all([
    createAccount('olist-admin', { admin: true }),
    createAccount('olist-alice'),
    createAccount('olist-bob'),
  ]);
  // Unpaid orders hold stock: addOrders reserves it on this part (deleted when the file ends).
  const part = await createPart({ minimumOrderQuanity: 1, availableQuanity: 100 });
  aliceOrders = Array.from({ length: 12 }, (_, i) =>
    seededOrder(part, alice, i, orderStatuses[i % 4]!, start - Math.floor(i / 2) * 1000),
  );
  bobOrders = Array.from({ length: 3 }, (_, i) =>
    seededOrder(part, bob, i, 'unpaid', start - 20_000 - i * 1000),
  );
  countsBefore = await readCounts();
  const all = [...aliceOrders, ...bobOrders];
  expect(await addOrders({ db: admin.db, now: Date.now }, all)).toEqual({
    created: 15,
    skipped: 0,
  });
  for (const snap of await admin.db.getAll(...all.map(({ id }) => orders.doc(id)))) {
    expect(snap.get('status')).toBe(all.find(({ id }) => id === snap.id)!.doc.status);
    stored.set(snap.id, { _id: snap.id, ...(snap.data() as OrderDoc) });
  }
  const users = admin.db.batch();
  for (const { id, doc } of seededUsers)
    users.create(admin.db.doc(`${collections.users}/${id}`), doc);
  await users.commit();
});

afterAll(async () => {
  await removeOrders([...aliceOrders, ...bobOrders]);
  await Promise.all(
    seededUsers.map(({ id }) => admin.db.doc(`${collections.users}/${id}`).delete()),
  );
  expect(await readCounts()).toEqual(countsBefore);
});

/** GET of a path-absolute URL a Link header gave, with the caller's token. */
async function follow<T>(link: string, token: string): Promise<Answer<T>> {
  const response = await fetch(new URL(link, API), {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
}

/** The targets of a Link header by relation. */
function links(answer: Answer): Record<string, string> {
  const out: Record<string, string> = {};
  for (const match of (answer.headers.get('link') ?? '').matchAll(
    /<([^>]*)>\s*;\s*rel="([^"]+)"/g,
  )) {
    out[match[2]!] = match[1]!;
  }
  return out;
}

/** Follows rel="next" to the end and rel="prev" back to the start, checking every page's headers. */
async function walk<T extends { _id: string }>(first: string, token: string) {
  const forward: T[][] = [];
  const totals = new Set<string>();
  let answer = await call<T[]>('GET', first, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(links(answer).prev).toBeUndefined();
  for (;;) {
    expect(Array.isArray(answer.body)).toBe(true);
    expect(answer.headers.get('cache-control')).toBe(personalCacheControl);
    expect(answer.headers.get('access-control-expose-headers')).toBe('Link, X-Total-Count');
    forward.push(answer.body);
    totals.add(answer.headers.get('x-total-count')!);
    const next = links(answer).next;
    if (!next) break;
    expect(next.startsWith('/api/')).toBe(true);
    answer = await follow<T[]>(next, token);
    expect(answer.status).toBe(200);
    expect(links(answer).prev).toBeDefined();
    expect(forward.length).toBeLessThan(50);
  }
  const backward: T[][] = [answer.body];
  while (links(answer).prev) {
    answer = await follow<T[]>(links(answer).prev!, token);
    expect(answer.status).toBe(200);
    backward.unshift(answer.body);
    expect(backward.length).toBeLessThan(50);
  }
  const ids = (pages: T[][]) => pages.map((page) => page.map((item) => item._id));
  return { forward: ids(forward), backward: ids(backward), items: forward.flat(), totals };
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
const idsOf = (records: Seeded[]) => records.map((r) => r.id);
const byNewest = (records: Seeded[]) =>
  [...records].sort((a, b) => b.doc.createdAt - a.doc.createdAt || (a.id < b.id ? 1 : -1));
const answered = ({ id }: Seeded): Order => stored.get(id)!;

describe("GET /orders/{email}: a customer's own orders, a page at a time", () => {
  it('pages by Link to the end, newest first, each order once, X-Total-Count on every page, and back by rel="prev"', async () => {
    const { forward, backward, items, totals } = await walk<Order>(
      `/orders/${alice.email}?limit=5`,
      alice.idToken,
    );
    expect(forward.map((page) => page.length)).toEqual([5, 5, 2]);
    expect(forward.flat()).toEqual(idsOf(byNewest(aliceOrders)));
    expect(backward).toEqual(forward);
    expect(totals).toEqual(new Set(['12']));
    // The spec's shape: the stored order with its _id.
    expect(items).toEqual(byNewest(aliceOrders).map(answered));
  });

  it('with no limit, answers the first 100 in one page with no Link', async () => {
    const answer = await call<Order[]>('GET', `/orders/${alice.email}`, { token: alice.idToken });
    expect(answer.status).toBe(200);
    expect(answer.body.map((o) => o._id)).toEqual(idsOf(byNewest(aliceOrders)));
    expect(answer.headers.get('x-total-count')).toBe('12');
    expect(answer.headers.get('link')).toBeNull();
  });

  it.each(orderStatuses)('status=%s lists only that state, with its count', async (status) => {
    const { forward, items, totals } = await walk<Order>(
      `/orders/${alice.email}?${query({ status, limit: '2' })}`,
      alice.idToken,
    );
    const expected = byNewest(aliceOrders.filter((o) => o.doc.status === status));
    expect(forward.flat()).toEqual(idsOf(expected));
    for (const order of items) expect(order.status).toBe(status);
    expect(totals).toEqual(new Set([String(expected.length)]));
  });

  it("an admin reads any customer's orders the same way; an email with no account has none", async () => {
    const { forward, totals } = await walk<Order>(
      `/orders/${bob.email}?limit=2`,
      shopAdmin.idToken,
    );
    expect(forward.flat()).toEqual(idsOf(byNewest(bobOrders)));
    expect(totals).toEqual(new Set(['3']));
    const nobody = await call<Order[]>('GET', `/orders/olist-${run}-nobody@example.com`, {
      token: shopAdmin.idToken,
    });
    expect(nobody.status).toBe(200);
    expect(nobody.body).toEqual([]);
    expect(nobody.headers.get('x-total-count')).toBe('0');
    expect(nobody.headers.get('link')).toBeNull();
  });

  it("a customer cannot list another customer's orders (403), whatever the parameters", async () => {
    for (const params of ['', '?limit=2', '?status=bogus', '?cursor=nonsense']) {
      const answer = await call<ErrorBody>('GET', `/orders/${alice.email}${params}`, {
        token: bob.idToken,
      });
      expect(answer.status, params).toBe(403);
      expect(answer.body).toEqual({ success: false, message: expect.any(String) });
    }
  });

  it("a cursor naming another customer's order is refused like an unknown one (400)", async () => {
    const cursor = encodeCursor({ direction: 'after', id: bobOrders[0]!.id });
    const answer = await call<ErrorBody>('GET', `/orders/${alice.email}?${query({ cursor })}`, {
      token: alice.idToken,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, message: invalidCursor().message });
  });
});

describe('GET /orders (admin): every order, by state, by customer email or order id', () => {
  it("is newest first, its total is the order counters' (moved by this file's orders), and Previous returns the first page", async () => {
    const first = await call<Order[]>('GET', '/orders?limit=5', { token: shopAdmin.idToken });
    expect(first.status).toBe(200);
    // This file's orders are the newest in the store.
    expect(first.body.map((o) => o._id)).toEqual(idsOf(byNewest(aliceOrders)).slice(0, 5));
    const counts = await readCounts();
    expect(first.headers.get('x-total-count')).toBe(String(counts.total));
    expect(counts.total).toBe(countsBefore.total + 15);
    expect(first.headers.get('cache-control')).toBe(personalCacheControl);
    const second = await follow<Order[]>(links(first).next!, shopAdmin.idToken);
    expect(second.body.map((o) => o._id)).toEqual(idsOf(byNewest(aliceOrders)).slice(5, 10));
    const back = await follow<Order[]>(links(second).prev!, shopAdmin.idToken);
    expect(back.body.map((o) => o._id)).toEqual(first.body.map((o) => o._id));
    expect(links(back).prev).toBeUndefined();
  });

  it.each(orderStatuses)(
    'status=%s: only that state, newest first, X-Total-Count from its counter',
    async (status) => {
      const answer = await call<Order[]>('GET', `/orders?${query({ status, limit: '100' })}`, {
        token: shopAdmin.idToken,
      });
      expect(answer.status).toBe(200);
      for (const order of answer.body) expect(order.status).toBe(status);
      const times = answer.body.map((o) => o.createdAt);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const mine = byNewest([...aliceOrders, ...bobOrders].filter((o) => o.doc.status === status));
      // This file's orders of that state lead the list (they are the newest).
      expect(answer.body.slice(0, mine.length).map((o) => o._id)).toEqual(idsOf(mine));
      const counts = await readCounts();
      expect(answer.headers.get('x-total-count')).toBe(String(counts[status]));
      expect(counts[status]).toBe(countsBefore[status] + mine.length);
    },
  );

  it("q=<email>: that customer's orders (exact, any case), paged, counted, the filters kept in the links", async () => {
    const { forward, totals } = await walk<Order>(
      `/orders?${query({ q: alice.email.toUpperCase(), limit: '4' })}`,
      shopAdmin.idToken,
    );
    expect(forward.map((page) => page.length)).toEqual([4, 4, 4]);
    expect(forward.flat()).toEqual(idsOf(byNewest(aliceOrders)));
    expect(totals).toEqual(new Set(['12']));

    const shipped = await call<Order[]>(
      'GET',
      `/orders?${query({ q: alice.email, status: 'shipped', limit: '2' })}`,
      { token: shopAdmin.idToken },
    );
    expect(shipped.body.map((o) => o._id)).toEqual(
      idsOf(byNewest(aliceOrders.filter((o) => o.doc.status === 'shipped'))).slice(0, 2),
    );
    expect(shipped.headers.get('x-total-count')).toBe('3');
    const next = new URL(links(shipped).next!, API);
    expect(next.pathname).toBe('/api/orders');
    expect(Object.fromEntries(next.searchParams)).toEqual({
      q: alice.email,
      status: 'shipped',
      limit: '2',
      cursor: expect.any(String),
    });
    // A prefix of an email is no email: nothing matches.
    const partial = await call<Order[]>(
      'GET',
      `/orders?${query({ q: alice.email.slice(0, -4) })}`,
      {
        token: shopAdmin.idToken,
      },
    );
    expect(partial.body).toEqual([]);
    expect(partial.headers.get('x-total-count')).toBe('0');
  });

  it('q=<order id>: that order alone (if in the state asked for), without links', async () => {
    const target = aliceOrders[5]!;
    const found = await call<Order[]>('GET', `/orders?${query({ q: target.id })}`, {
      token: shopAdmin.idToken,
    });
    expect(found.status).toBe(200);
    expect(found.body).toEqual([answered(target)]);
    expect(found.headers.get('x-total-count')).toBe('1');
    expect(found.headers.get('link')).toBeNull();
    expect(found.headers.get('cache-control')).toBe(personalCacheControl);

    const sameState = await call<Order[]>(
      'GET',
      `/orders?${query({ q: target.id, status: target.doc.status! })}`,
      { token: shopAdmin.idToken },
    );
    expect(sameState.body.map((o) => o._id)).toEqual([target.id]);
    const otherState = orderStatuses.find((s) => s !== target.doc.status)!;
    const elsewhere = await call<Order[]>(
      'GET',
      `/orders?${query({ q: target.id, status: otherState })}`,
      { token: shopAdmin.idToken },
    );
    expect(elsewhere.body).toEqual([]);
    expect(elsewhere.headers.get('x-total-count')).toBe('0');
  });

  it.each([
    ['an unknown order id', `olist-${run}-no-such-order`],
    ['an unknown email', `olist-${run}-nobody@example.com`],
    ['neither an email nor an id', 'not an id!'],
    ['a reserved id', '__orders__'],
  ])('q matching nothing (%s) is an empty list with X-Total-Count 0', async (_label, q) => {
    const answer = await call<Order[]>('GET', `/orders?${query({ q })}`, {
      token: shopAdmin.idToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([]);
    expect(answer.headers.get('x-total-count')).toBe('0');
    expect(answer.headers.get('link')).toBeNull();
  });

  it('a customer gets 403 and no token 401', async () => {
    for (const [token, status] of [
      [alice.idToken, 403],
      [undefined, 401],
    ] as const) {
      const answer = await call<ErrorBody>('GET', '/orders', { token });
      expect(answer.status).toBe(status);
      expect(answer.body).toEqual({ success: false, message: expect.any(String) });
    }
  });
});

describe('GET /users (admin): accounts by email, searched by prefix', () => {
  it('pages the accounts whose email starts with q, in email order, counted, back by rel="prev"', async () => {
    const { forward, backward, items, totals } = await walk<UserRow>(
      `/users?${query({ q: userPrefix.toUpperCase(), limit: '5' })}`,
      shopAdmin.idToken,
    );
    expect(forward.map((page) => page.length)).toEqual([5, 5, 2]);
    expect(forward.flat()).toEqual(seededUsers.map((u) => u.id));
    expect(backward).toEqual(forward);
    expect(totals).toEqual(new Set(['12']));
    expect(items[0]).toEqual({
      _id: seededUsers[0]!.id,
      email: seededUsers[0]!.doc.email,
      displayName: seededUsers[0]!.doc.displayName,
    });
  });

  it('an admin account carries roll; a q that matches nobody is an empty list', async () => {
    const one = await call<UserRow[]>('GET', `/users?${query({ q: shopAdmin.email })}`, {
      token: shopAdmin.idToken,
    });
    expect(one.body).toEqual([
      {
        _id: shopAdmin.uid,
        email: shopAdmin.email,
        displayName: shopAdmin.displayName,
        roll: 'admin',
      },
    ]);
    expect(one.headers.get('x-total-count')).toBe('1');
    const none = await call<UserRow[]>('GET', `/users?${query({ q: `${userPrefix}-zz` })}`, {
      token: shopAdmin.idToken,
    });
    expect(none.body).toEqual([]);
    expect(none.headers.get('x-total-count')).toBe('0');
  });

  it('without q: the first page in email order and the count of every account', async () => {
    const answer = await call<UserRow[]>('GET', '/users?limit=100', { token: shopAdmin.idToken });
    expect(answer.status).toBe(200);
    const emails = answer.body.map((u) => u.email);
    expect(emails).toEqual([...emails].sort());
    const all = (await admin.db.collection(collections.users).count().get()).data().count;
    expect(answer.headers.get('x-total-count')).toBe(String(all));
    expect(answer.body.length).toBe(Math.min(all, 100));
    expect(answer.headers.get('cache-control')).toBe(personalCacheControl);
  });

  it('a customer gets 403 and no token 401', async () => {
    for (const [token, status] of [
      [alice.idToken, 403],
      [undefined, 401],
    ] as const) {
      const answer = await call<ErrorBody>('GET', `/users?${query({ q: userPrefix })}`, { token });
      expect(answer.status).toBe(status);
      expect(answer.body).toEqual({ success: false, message: expect.any(String) });
    }
  });
});

describe('bad parameters are a 400 with a clear message', () => {
  const filterError = (params: Record<string, string>) => {
    const parsed = parseOrderFilters(params);
    if (parsed.ok) throw new Error(`expected ${JSON.stringify(params)} to be refused`);
    return parsed.error;
  };
  const unknownCursor = encodeCursor({ direction: 'after', id: `olist-${run}-gone` });
  const cases: [string, () => string, Record<string, string>, string][] = [
    ['GET /orders', () => '/orders', { status: 'paid' }, filterError({ status: 'paid' })],
    ['GET /orders', () => '/orders', { status: 'UNPAID' }, filterError({ status: 'UNPAID' })],
    ['GET /orders', () => '/orders', { q: 'x'.repeat(201) }, filterError({ q: 'x'.repeat(201) })],
    ['GET /orders', () => '/orders', { limit: '0' }, limitMessage(100)],
    ['GET /orders', () => '/orders', { limit: '101' }, limitMessage(100)],
    ['GET /orders', () => '/orders', { limit: 'ten' }, limitMessage(100)],
    ['GET /orders', () => '/orders', { cursor: 'not a cursor!' }, invalidCursor().message],
    ['GET /orders', () => '/orders', { cursor: unknownCursor }, invalidCursor().message],
    [
      'GET /orders/{email}',
      () => `/orders/${alice.email}`,
      { status: 'cancelled' },
      filterError({ status: 'cancelled' }),
    ],
    ['GET /orders/{email}', () => `/orders/${alice.email}`, { limit: '101' }, limitMessage(100)],
    [
      'GET /orders/{email}',
      () => `/orders/${alice.email}`,
      { cursor: unknownCursor },
      invalidCursor().message,
    ],
    ['GET /users', () => '/users', { limit: '-1' }, limitMessage(100)],
    ['GET /users', () => '/users', { cursor: 'bm9wZQ' }, invalidCursor().message],
    ['GET /users', () => '/users', { q: 'u'.repeat(255) }, userSearchMessage],
  ];
  it.each(cases)('%s with %j', async (_route, path, params, message) => {
    // Alice's own list for GET /orders/{email}; the admin for the admin lists.
    const token = path().startsWith('/orders/') ? alice.idToken : shopAdmin.idToken;
    const answer = await call<ErrorBody>('GET', `${path()}?${query(params)}`, { token });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, message });
  });
});

describe('no shared cache keeps these lists', () => {
  it('the function itself answers each with Cache-Control: private, no-store', async () => {
    const at = (path: string, token: string) =>
      fetch(`${functionApi}${path}`, { headers: { authorization: `Bearer ${token}` } });
    for (const [path, token] of [
      ['/orders?limit=1', shopAdmin.idToken],
      [`/orders/${alice.email}?limit=1`, alice.idToken],
      ['/users?limit=1', shopAdmin.idToken],
    ] as const) {
      const response = await at(path, token);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe(personalCacheControl);
      // Links there are built from the function's own path.
      expect(links({ status: 200, body: undefined, headers: response.headers }).next).toMatch(
        /^\/(orders|users)/,
      );
    }
  });

  it("through Hosting (firebase.json replaces a function's headers) they stay private, no-store", async () => {
    for (const [path, token] of [
      ['/orders?limit=1', shopAdmin.idToken],
      [`/orders/${alice.email}?limit=1`, alice.idToken],
      ['/users?limit=1', shopAdmin.idToken],
    ] as const) {
      const answer = await call('GET', path, { token });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('cache-control'), path).toBe(personalCacheControl);
    }
  });
});
