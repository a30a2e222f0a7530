import { assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collections, pageSizes, reviewLimits, statsDocs } from '@cps/domain';
import { makeOrder, makePart, makeProfile, makeReview, makeUser } from '@cps/fixtures';
import { readFileSync } from 'node:fs';
import {
  collection,
  deleteDoc,
  doc,
  documentId,
  getCountFromServer,
  getDoc,
  getDocs,
  increment,
  limit,
  limitToLast,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientFor,
  collectionKeys,
  createRulesEnv,
  expectPermissionDenied,
  identities,
  identityKeys,
  modularDb,
  rulesPath,
  seed,
  seededOrderIds,
  seededPart,
  seededStats,
  targetDocId,
  type CollectionKey,
  type IdentityKey,
} from './harness';

type Op = 'get' | 'list' | 'create' | 'update' | 'delete';
type Outcome = 'allow' | 'deny';
type Row = Record<Op, Outcome>;

const ops: Op[] = ['get', 'list', 'create', 'update', 'delete'];

const noAccess: Row = { get: 'deny', list: 'deny', create: 'deny', update: 'deny', delete: 'deny' };
const getOnly: Row = { ...noAccess, get: 'allow' };
const readOnly: Row = { ...getOnly, list: 'allow' };
/** The same row for every identity. */
const everyone = (row: Row) =>
  Object.fromEntries(identityKeys.map((key) => [key, row])) as Record<IdentityKey, Row>;

// The policy, written out by hand (not derived from the rules). get/update/delete aim at alice's
// doc; list is the query that identity's client would run (see listQueryFor). No client creates,
// updates or deletes anything: every write goes through the API.
const matrix: Record<CollectionKey, Record<IdentityKey, Row>> = {
  parts: everyone(readOnly),
  // stats/parts, the catalogue's counters: everyone gets it; no one lists stats or writes.
  stats: everyone(getOnly),
  // Published reviews: anyone gets one or lists a bounded page (see listQueryFor).
  reviews: everyone(readOnly),
  // Reviews waiting for approval: the admin's moderation page only.
  reviewQueue: { ...everyone(noAccess), admin: readOnly },
  // Who wrote each review: no client, not even the author or an admin.
  reviewAuthors: everyone(noAccess),
  orders: {
    anonymous: noAccess,
    // Owner: get their order, list with where('uid', '==', 'alice').
    customer: readOnly,
    // bob running alice's query is refused, as is getting her order.
    otherCustomer: noAccess,
    admin: readOnly,
    fakeAdmin: noAccess,
  },
  profiles: {
    anonymous: noAccess,
    // A whole-collection list would include bob's profile, so only admins may list.
    customer: getOnly,
    otherCustomer: noAccess,
    admin: readOnly,
    fakeAdmin: noAccess,
  },
  users: {
    anonymous: noAccess,
    customer: getOnly,
    otherCustomer: noAccess,
    admin: readOnly,
    fakeAdmin: noAccess,
  },
  // Order counts per state: the back office (admins) reads the shards; no one writes them.
  orderStats: { ...everyone(noAccess), admin: readOnly },
  // Sales per shop day: admins read them (the overview is the API's); no one writes them.
  dailyStats: { ...everyone(noAccess), admin: readOnly },
  // A cancelled order's history is the server's record: no client reads it, not even its owner.
  cancelledOrders: everyone(noAccess),
  payments: everyone(noAccess),
  // Deleted parts' tombstones are for the API's search index only.
  partDeletions: everyone(noAccess),
};

// Whose orders each identity asks for; null = the whole collection (what an admin screen runs,
// and what someone posing as admin would try).
const ordersListFilter: Record<IdentityKey, string | null> = {
  anonymous: 'alice',
  customer: 'alice',
  otherCustomer: 'alice',
  admin: null,
  fakeAdmin: null,
};

function newDocFor(collectionName: CollectionKey, key: IdentityKey): DocumentData {
  const identity = identities[key];
  const uid = identity.uid ?? '';
  switch (collectionName) {
    case collections.parts:
      return makePart({ name: `Part by ${key}` });
    case collections.stats:
      return { total: 1000 };
    case collections.reviews:
    case collections.reviewQueue:
      return makeReview({ name: identity.displayName });
    case collections.reviewAuthors:
      return { uid, createdAt: 1 };
    case collections.orders:
      return makeOrder(seededPart, {
        uid,
        email: identity.email,
        displayName: identity.displayName,
      });
    case collections.profiles:
      return makeProfile({ email: identity.email, name: identity.displayName });
    case collections.users:
      return makeUser({ email: identity.email, roll: 'admin' });
    case collections.orderStats:
      return { total: 1, unpaid: 1 };
    case collections.dailyStats:
      return { day: '2026-11-02', placed: 1 };
    case collections.cancelledOrders:
      return makeOrder(seededPart, {
        uid,
        email: identity.email,
        displayName: identity.displayName,
      });
    case 'payments':
      return { uid, orderId: 'order-alice', amount: 10 };
    case collections.partDeletions:
      return { deletedAt: 1 };
  }
}

const updateFor: Record<CollectionKey, DocumentData> = {
  parts: { price: 0.01 },
  stats: { total: 0 },
  reviews: { rating: 1 },
  reviewQueue: { rating: 5 },
  reviewAuthors: { uid: 'mallory' },
  orders: { paid: true, shipped: true },
  profiles: { name: 'Changed' },
  users: { roll: 'admin' },
  orderStats: { unpaid: 0 },
  dailyStats: { placed: 0 },
  cancelledOrders: { paid: true },
  payments: { amount: 0 },
  partDeletions: { deletedAt: 2 },
};

interface Operation {
  description: string;
  run: (db: Firestore) => Promise<unknown>;
}

function listQueryFor(collectionName: CollectionKey, key: IdentityKey): Operation {
  if (collectionName === collections.reviews) {
    return {
      description: "list Home's newest reviews (a bounded page)",
      run: (db) =>
        getDocs(
          query(
            collection(db, collectionName),
            orderBy('createdAt', 'desc'),
            limit(reviewLimits.shownOnHome),
          ),
        ),
    };
  }
  const filter = collectionName === collections.orders ? ordersListFilter[key] : null;
  if (filter === null) {
    return {
      description: 'list the whole collection',
      run: (db) => getDocs(collection(db, collectionName)),
    };
  }
  return {
    description: `list where uid == '${filter}'`,
    run: (db) => getDocs(query(collection(db, collectionName), where('uid', '==', filter))),
  };
}

function operationFor(collectionName: CollectionKey, key: IdentityKey, op: Op): Operation {
  const target = `${collectionName}/${targetDocId[collectionName]}`;
  switch (op) {
    case 'get':
      return { description: `get ${target}`, run: (db) => getDoc(doc(db, target)) };
    case 'list':
      return listQueryFor(collectionName, key);
    case 'create': {
      const path = `${collectionName}/new-by-${key}`;
      const data = newDocFor(collectionName, key);
      return { description: `create ${path}`, run: (db) => setDoc(doc(db, path), data) };
    }
    case 'update':
      return {
        description: `update ${target}`,
        run: (db) => updateDoc(doc(db, target), updateFor[collectionName]),
      };
    case 'delete':
      return { description: `delete ${target}`, run: (db) => deleteDoc(doc(db, target)) };
  }
}

let env: RulesTestEnvironment;
let clients: Record<IdentityKey, Firestore>;

beforeAll(async () => {
  env = await createRulesEnv();
  await env.clearFirestore();
  await seed(env);
  clients = {
    anonymous: clientFor(env, 'anonymous'),
    customer: clientFor(env, 'customer'),
    otherCustomer: clientFor(env, 'otherCustomer'),
    admin: clientFor(env, 'admin'),
    fakeAdmin: clientFor(env, 'fakeAdmin'),
  };
});

afterAll(async () => {
  await env?.cleanup();
});

describe('firestore.rules matrix: collection × identity × operation', () => {
  for (const collectionName of collectionKeys) {
    describe(collectionName, () => {
      for (const key of identityKeys) {
        for (const op of ops) {
          const expected = matrix[collectionName][key][op];
          const { description, run } = operationFor(collectionName, key, op);
          const verdict = expected === 'allow' ? 'allowed' : 'denied';
          it(`${collectionName} · ${identities[key].label} · ${description} → ${verdict}`, async () => {
            const operation = run(clients[key]);
            if (expected === 'allow') {
              await assertSucceeds(operation);
            } else {
              await expectPermissionDenied(operation);
            }
          });
        }
      }
    });
  }
});

describe('firestore.rules: named cases', () => {
  it('a customer listing orders filtered by their uid gets exactly their own orders', async () => {
    const snapshot = await assertSucceeds(
      getDocs(query(collection(clients.customer, collections.orders), where('uid', '==', 'alice'))),
    );
    expect(snapshot.docs.map((d) => d.id).sort()).toEqual([...seededOrderIds.alice].sort());
    expect(snapshot.docs.every((d) => d.get('uid') === 'alice')).toBe(true);
  });

  it('a customer listing orders without a uid filter is denied', async () => {
    await expectPermissionDenied(getDocs(collection(clients.customer, collections.orders)));
  });

  it("a customer cannot list another customer's orders by filtering on their uid", async () => {
    const bobsOrders = query(
      collection(clients.customer, collections.orders),
      where('uid', '==', 'bob'),
    );
    await expectPermissionDenied(getDocs(bobsOrders));
  });

  it("a customer cannot get another customer's profile (bob → profiles/alice)", async () => {
    await expectPermissionDenied(getDoc(doc(clients.otherCustomer, collections.profiles, 'alice')));
  });

  it('a customer cannot list profiles, not even with a filter on their own id', async () => {
    const own = query(
      collection(clients.customer, collections.profiles),
      where(documentId(), '==', 'alice'),
    );
    await expectPermissionDenied(getDocs(own));
    await assertSucceeds(getDoc(doc(clients.customer, collections.profiles, 'alice')));
  });

  it('an admin lists all orders and sees both alice’s and bob’s', async () => {
    const snapshot = await assertSucceeds(getDocs(collection(clients.admin, collections.orders)));
    const ids = snapshot.docs.map((d) => d.id).sort();
    expect(ids).toEqual([...seededOrderIds.alice, ...seededOrderIds.bob].sort());
    expect(new Set(snapshot.docs.map((d) => d.get('uid')))).toEqual(new Set(['alice', 'bob']));
  });

  it("a users doc saying roll: 'admin' does not make its owner admin", async () => {
    const own = await assertSucceeds(getDoc(doc(clients.customer, collections.users, 'alice')));
    expect(own.get('roll')).toBe('admin');
    await expectPermissionDenied(getDocs(collection(clients.customer, collections.users)));
    await expectPermissionDenied(getDoc(doc(clients.customer, collections.users, 'bob')));
    await expectPermissionDenied(getDocs(collection(clients.customer, collections.orders)));
  });

  it("a revoked admin's token (admin claim still in it, users.roll gone) reads no order, user, profile or count that is not its own", async () => {
    // A claim lives in an ID token for up to an hour; Delete Admin clears users/{uid}.roll first.
    // bob's users doc has no roll: this is bob's token from before the revoke.
    const revoked = modularDb(
      env.authenticatedContext('bob', { email: 'bob@example.com', admin: true }),
    );
    // An admin claim with no users doc at all (deleted, or never written) grants nothing either.
    const noDoc = modularDb(
      env.authenticatedContext('dave', { email: 'dave@example.com', admin: true }),
    );
    for (const db of [revoked, noDoc]) {
      await expectPermissionDenied(getDocs(collection(db, collections.orders)));
      await expectPermissionDenied(getDoc(doc(db, collections.orders, 'order-alice')));
      await expectPermissionDenied(getDocs(collection(db, collections.users)));
      await expectPermissionDenied(getDoc(doc(db, collections.users, 'alice')));
      await expectPermissionDenied(getDocs(collection(db, collections.profiles)));
      await expectPermissionDenied(getDoc(doc(db, collections.profiles, 'alice')));
      await expectPermissionDenied(getDocs(collection(db, collections.orderStats)));
      await expectPermissionDenied(getDoc(doc(db, collections.orderStats, 'shard-0')));
      await expectPermissionDenied(getDocs(collection(db, collections.dailyStats)));
      await expectPermissionDenied(getDoc(doc(db, collections.dailyStats, '2026-11-01_shard-0')));
    }
    // What is its own still reads, as for any customer.
    const own = await assertSucceeds(
      getDocs(query(collection(revoked, collections.orders), where('uid', '==', 'bob'))),
    );
    expect(own.docs.map((d) => d.id)).toEqual(seededOrderIds.bob);
    await assertSucceeds(getDoc(doc(revoked, collections.orders, 'order-bob')));
    await assertSucceeds(getDoc(doc(revoked, collections.users, 'bob')));
    await assertSucceeds(getDoc(doc(revoked, collections.profiles, 'bob')));
  });

  it('a fake admin (string claim) is only a plain customer: own-uid order query, empty result', async () => {
    const own = query(
      collection(clients.fakeAdmin, collections.orders),
      where('uid', '==', 'mallory'),
    );
    const snapshot = await assertSucceeds(getDocs(own));
    expect(snapshot.size).toBe(0);
    await expectPermissionDenied(getDoc(doc(clients.fakeAdmin, collections.users, 'alice')));
  });

  it('writes with the admin claim are still denied (creating a part, shipping an order)', async () => {
    const admin = clients.admin;
    await expectPermissionDenied(setDoc(doc(admin, collections.parts, 'admin-part'), makePart()));
    await expectPermissionDenied(
      updateDoc(doc(admin, collections.orders, 'order-bob'), { shipped: true, shippedAt: 1 }),
    );
    await expectPermissionDenied(deleteDoc(doc(admin, collections.reviews, 'review-alice')));
    await expectPermissionDenied(
      setDoc(doc(admin, collections.profiles, 'admin-1'), makeProfile({ email: 'a@example.com' })),
    );
  });

  it('server-only paths stay closed to admins too (_meta/seed, payments)', async () => {
    await expectPermissionDenied(getDoc(doc(clients.admin, collections.meta, 'seed')));
    await expectPermissionDenied(getDocs(collection(clients.admin, 'payments')));
  });

  it("the hold figures and a customer's hold windows are server-only, even to that customer", async () => {
    for (const key of identityKeys) {
      await expectPermissionDenied(getDoc(doc(clients[key], collections.partHolds, seededPart.id)));
      await expectPermissionDenied(getDocs(collection(clients[key], collections.partHolds)));
      await expectPermissionDenied(getDoc(doc(clients[key], collections.orderLocks, 'alice')));
    }
  });

  it("a split part's stock shards are server-only, though the part is public", async () => {
    const shard = [collections.parts, seededPart.id, collections.stockShards, '0'] as const;
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(modularDb(ctx), ...shard), { available: 5, held: 0 });
    });
    for (const key of identityKeys) {
      await expectPermissionDenied(getDoc(doc(clients[key], ...shard)));
      await expectPermissionDenied(
        getDocs(
          collection(clients[key], collections.parts, seededPart.id, collections.stockShards),
        ),
      );
      await expectPermissionDenied(setDoc(doc(clients[key], ...shard), { available: 500 }));
    }
  });

  it("cash on delivery's refusals and SSLCommerz's sessions are server-only, even to their customer", async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      const db = modularDb(ctx);
      await setDoc(doc(db, collections.codRefusals, 'alice'), { lastRefusedAt: 1 });
      await setDoc(doc(db, collections.sslcommerzSessions, 'order-alice-0'), {
        orderId: 'order-alice',
        state: 'open',
      });
    });
    for (const key of identityKeys) {
      const db = clients[key];
      await expectPermissionDenied(getDoc(doc(db, collections.codRefusals, 'alice')));
      await expectPermissionDenied(setDoc(doc(db, collections.codRefusals, 'alice'), {}));
      await expectPermissionDenied(getDocs(collection(db, collections.sslcommerzSessions)));
      await expectPermissionDenied(
        getDoc(doc(db, collections.sslcommerzSessions, 'order-alice-0')),
      );
      await expectPermissionDenied(
        setDoc(doc(db, collections.sslcommerzSessions, 'order-alice-0'), { state: 'paid' }),
      );
    }
  });

  it('mail is server-only: the server writes it, no client reads or writes it, not even its buyer', async () => {
    const mail = {
      to: 'alice@example.com',
      message: { subject: 'Your order order-alice is placed', text: 'Hello', html: '<p>Hello</p>' },
      orderId: 'order-alice',
      kind: 'placed',
      createdAt: 1,
    };
    await env.withSecurityRulesDisabled(async (ctx) => {
      await assertSucceeds(
        setDoc(doc(modularDb(ctx), collections.mail, 'order-alice-placed'), mail),
      );
    });
    for (const key of identityKeys) {
      const db = clients[key];
      await expectPermissionDenied(getDoc(doc(db, collections.mail, 'order-alice-placed')));
      await expectPermissionDenied(getDocs(query(collection(db, collections.mail), limit(5))));
      await expectPermissionDenied(
        getDocs(query(collection(db, collections.mail), where('to', '==', 'alice@example.com'))),
      );
      await expectPermissionDenied(setDoc(doc(db, collections.mail, `forged-${key}`), mail));
      await expectPermissionDenied(
        updateDoc(doc(db, collections.mail, 'order-alice-placed'), { to: 'x@example.com' }),
      );
      await expectPermissionDenied(deleteDoc(doc(db, collections.mail, 'order-alice-placed')));
    }
  });

  it('the invoice counters are server-only, even to admins', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(modularDb(ctx), collections.invoiceCounters, '2026-27'), { last: 7 });
    });
    for (const key of identityKeys) {
      const db = clients[key];
      await expectPermissionDenied(getDoc(doc(db, collections.invoiceCounters, '2026-27')));
      await expectPermissionDenied(getDocs(collection(db, collections.invoiceCounters)));
      await expectPermissionDenied(
        setDoc(doc(db, collections.invoiceCounters, '2026-27'), { last: 0 }),
      );
    }
  });

  it('denied writes left the seeded data untouched', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      const db = modularDb(ctx);
      const order = await getDoc(doc(db, collections.orders, 'order-alice'));
      expect(order.get('paid')).toBe(false);
      expect(order.get('shipped')).toBe(false);
      const created = await getDocs(collection(db, collections.parts));
      expect(created.docs.map((d) => d.id)).toEqual([seededPart.id]);
      expect((await getDoc(doc(db, collections.profiles, 'alice'))).get('name')).toBe('Alice');
      expect((await getDoc(doc(db, collections.users, 'bob'))).get('roll')).toBeUndefined();
    });
  });

  it('anyone gets the catalogue counters, stats/parts; no other stats doc, no list, no write', async () => {
    for (const key of identityKeys) {
      const snap = await assertSucceeds(
        getDoc(doc(clients[key], collections.stats, statsDocs.parts)),
      );
      expect(snap.data()).toEqual(seededStats);
      await expectPermissionDenied(getDoc(doc(clients[key], collections.stats, 'other')));
    }
    const admin = clients.admin;
    const counters = doc(admin, collections.stats, statsDocs.parts);
    await expectPermissionDenied(updateDoc(counters, { total: increment(1) }));
    await expectPermissionDenied(setDoc(counters, { brands: { Fake: 1 } }, { merge: true }));
    await expectPermissionDenied(deleteDoc(counters));
  });

  it("the overview's settings, stats/overview, are server-only: no client reads or writes them, not even an admin", async () => {
    for (const key of identityKeys) {
      const settings = doc(clients[key], collections.stats, statsDocs.overview);
      await expectPermissionDenied(getDoc(settings));
      await expectPermissionDenied(setDoc(settings, { lowStockThreshold: 1 }));
      await expectPermissionDenied(updateDoc(settings, { lowStockThreshold: 2 }));
      await expectPermissionDenied(deleteDoc(settings));
    }
  });

  it('an admin reads the daily sales figures a range at a time, as the overview does; no one writes them', async () => {
    const days = collection(clients.admin, collections.dailyStats);
    const range = await assertSucceeds(
      getDocs(query(days, where('day', '>=', '2026-10-03'), where('day', '<=', '2026-11-01'))),
    );
    expect(range.docs.map((d) => d.id)).toEqual(['2026-11-01_shard-0']);
    for (const key of identityKeys) {
      const day = doc(clients[key], collections.dailyStats, '2026-11-01_shard-0');
      await expectPermissionDenied(setDoc(day, { placed: increment(1) }, { merge: true }));
      await expectPermissionDenied(updateDoc(day, { 'revenueCents.card': increment(100) }));
    }
    await expectPermissionDenied(
      getDocs(
        query(
          collection(clients.customer, collections.dailyStats),
          where('day', '>=', '2026-10-03'),
        ),
      ),
    );
  });

  it('an unbounded list of reviews is refused by the rules', async () => {
    for (const key of identityKeys) {
      const reviews = collection(clients[key], collections.reviews);
      await expectPermissionDenied(getDocs(reviews));
      await expectPermissionDenied(getDocs(query(reviews, orderBy('createdAt', 'desc'))));
      await expectPermissionDenied(
        getDocs(query(reviews, orderBy('createdAt', 'desc'), limit(reviewLimits.listMax + 1))),
      );
      // Home's query (its newest reviews) and the largest page a client may ask for pass.
      await assertSucceeds(
        getDocs(query(reviews, orderBy('createdAt', 'desc'), limit(reviewLimits.shownOnHome))),
      );
      await assertSucceeds(getDocs(query(reviews, limit(reviewLimits.listMax))));
    }
  });

  it('the queries the browse page runs are allowed: a bounded page either way, and count()', async () => {
    const parts = collection(clients.anonymous, collections.parts);
    const filtered = [
      where('category', '==', 'processors'),
      where('inStock', '==', true),
      orderBy('createdAt', 'desc'),
    ];
    await assertSucceeds(getDocs(query(parts, ...filtered, limit(pageSizes.browse))));
    await assertSucceeds(getDocs(query(parts, orderBy('price', 'asc'), limitToLast(24))));
    const all = await assertSucceeds(getCountFromServer(parts));
    expect(all.data().count).toBe(1);
    await assertSucceeds(getCountFromServer(query(parts, ...filtered)));
  });

  it('a rule bounding part lists by request.query.limit would refuse count() too: why lists stay open', async () => {
    const rules = readFileSync(rulesPath, 'utf8');
    const open = 'match /parts/{partId} {\n      allow read: if true;';
    expect(rules).toContain(open);
    const bounded = rules.replace(
      open,
      'match /parts/{partId} {\n      allow get: if true;\n      allow list: if request.query.limit <= 100;',
    );
    const boundedEnv = await createRulesEnv(bounded, 'demo-rules-bounded-lists');
    try {
      await boundedEnv.clearFirestore();
      await seed(boundedEnv);
      const parts = collection(clientFor(boundedEnv, 'anonymous'), collections.parts);
      await assertSucceeds(getDocs(query(parts, limit(100))));
      await expectPermissionDenied(getDocs(query(parts, limit(101))));
      await expectPermissionDenied(getDocs(parts));
      // The aggregation the browse page runs for a total the counters do not know:
      await expectPermissionDenied(getCountFromServer(parts));
      await expectPermissionDenied(
        getCountFromServer(query(parts, where('category', '==', 'processors'))),
      );
      // Only a count with a limit passes, and it stops counting at the limit.
      await assertSucceeds(getCountFromServer(query(parts, limit(100))));
    } finally {
      await boundedEnv.cleanup();
    }
  });
});
