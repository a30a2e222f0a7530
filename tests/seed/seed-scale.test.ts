import {
  collections,
  emptyOrderCounts,
  orderStatusOf,
  salesFiguresOfShards,
  type DailyStatsDoc,
  sumOrderCounts,
  type OrderCounts,
  type OrderDoc,
  type PartDoc,
  validateSpecs,
} from '@cps/domain';
import { demoAccounts, scaleId, scaleOrders, scalePart, scaleUserId } from '@cps/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recountSalesFigures } from '../../scripts/migrations';
import { seedDemoData } from '../../scripts/seed-demo';
import {
  orderableParts,
  scaleCustomers,
  seedScaleOrders,
  seedScaleParts,
  seedScaleUsers,
} from '../../scripts/seed-scale';
import { adminFor, resetProject } from '../support/emulators';

// `npm run seed:scale -- --users N --orders N` against a project of its own: what the bench's
// 20,000 customers and 100,000 orders are, at a size a test can check document by document.
const PROJECT = 'demo-seed-scale-test';
const admin = adminFor(PROJECT);
const USERS = 40;
const ORDERS = 1_200;
const holdSeconds = 1800;

beforeAll(async () => {
  await resetProject(PROJECT);
  await seedDemoData(admin.db, admin.auth, holdSeconds);
  await seedScaleParts(admin.db, 300);
});
afterAll(() => admin.close());

async function orderCounts(): Promise<OrderCounts> {
  const shards = await admin.db.collection(collections.orderStats).get();
  return sumOrderCounts(shards.docs.map((d) => d.data()));
}

/**
 * The daily sales figures (dailyStats) equal a recount of the orders, day document by day
 * document, zero fields aside. Answers how many day documents there are.
 */
async function expectSalesFiguresMatchOrders(): Promise<number> {
  const snap = await admin.db.collection(collections.dailyStats).get();
  const stored: Record<string, object> = {};
  for (const doc of snap.docs) {
    const data = doc.data() as DailyStatsDoc;
    const tally = salesFiguresOfShards([data])[data.day];
    if (tally) stored[doc.id] = { day: data.day, ...tally };
  }
  expect(stored).toEqual(Object.fromEntries(await recountSalesFigures(admin.db)));
  return snap.size;
}

/**
 * Each part's hold figures (partHolds) equal the units its unpaid orders hold, all by proven
 * customers (the seeds' accounts are verified), as placed orders would have left them.
 */
async function expectHoldFiguresMatchOrders(): Promise<number> {
  const unpaid = await admin.db
    .collection(collections.orders)
    .where('status', '==', 'unpaid')
    .get();
  const units = new Map<string, number>();
  for (const doc of unpaid.docs) {
    const order = doc.data() as OrderDoc;
    expect(order.holdTier).toBe('proven');
    units.set(order.partId, (units.get(order.partId) ?? 0) + order.quanity);
  }
  const figures = await admin.db.collection(collections.partHolds).get();
  const stored = new Map(figures.docs.map((d) => [d.id, d.data()]));
  for (const [partId, held] of units) {
    expect(stored.get(partId), partId).toEqual({ held });
  }
  for (const [partId, doc] of stored) {
    if (!units.has(partId)) expect(doc, partId).toEqual({ held: 0 });
  }
  return unpaid.size;
}

async function generatedOrders(): Promise<{ id: string; doc: OrderDoc }[]> {
  const snap = await admin.db
    .collection(collections.orders)
    .where('__name__', '>=', admin.db.doc(`${collections.orders}/scale-order-`))
    .where('__name__', '<', admin.db.doc(`${collections.orders}/scale-order.`))
    .get();
  return snap.docs.map((d) => ({ id: d.id, doc: d.data() as OrderDoc }));
}

describe('generated parts', () => {
  it('are stored with their specifications, which their category accepts', async () => {
    const snap = await admin.db
      .collection(collections.parts)
      .where('__name__', '>=', admin.db.doc(`${collections.parts}/${scaleId(1)}`))
      .where('__name__', '<', admin.db.doc(`${collections.parts}/scale.`))
      .limit(300)
      .get();
    expect(snap.size).toBe(300);
    for (const [i, d] of snap.docs.entries()) {
      const part = d.data() as PartDoc;
      expect(d.id).toBe(scaleId(i + 1));
      expect(part.specs).toEqual(scalePart(i + 1).doc.specs);
      expect(validateSpecs(part.category, part.specs), part.name).toMatchObject({ ok: true });
    }
  });
});

describe('generated customers', () => {
  it('without any, the orders go to the demo customer', async () => {
    const { uid, email, displayName } = demoAccounts.customer;
    expect(await scaleCustomers(admin.db)).toEqual([{ uid, email, displayName }]);
  });

  it('are Auth accounts without a password and users documents, created once', async () => {
    const first = await seedScaleUsers(admin.db, admin.auth, USERS);
    expect(first).toMatchObject({ created: USERS, skipped: 0 });
    const customers = await scaleCustomers(admin.db);
    expect(customers).toHaveLength(USERS);
    const account = await admin.auth.getUser(scaleUserId(USERS));
    expect(account.email).toBe(customers[USERS - 1]!.email);
    expect(account.displayName).toBe(customers[USERS - 1]!.displayName);
    expect(account.passwordHash).toBeUndefined();
    const doc = (await admin.db.doc(`${collections.users}/${scaleUserId(1)}`).get()).data();
    expect(doc).toEqual({
      email: customers[0]!.email,
      displayName: customers[0]!.displayName,
      createdAt: expect.any(Number),
    });
    // Auth keeps the account's creation time to the second.
    const created = (await admin.auth.getUser(scaleUserId(1))).metadata.creationTime;
    expect(new Date(created).getTime()).toBe(Math.floor(doc!.createdAt / 1000) * 1000);

    const again = await seedScaleUsers(admin.db, admin.auth, USERS);
    expect(again).toMatchObject({ created: 0, skipped: USERS });
  });

  it('a run that stopped half-way is completed: each missing half is made again', async () => {
    await admin.db.doc(`${collections.users}/${scaleUserId(3)}`).delete();
    await admin.auth.deleteUser(scaleUserId(7));
    const more = await seedScaleUsers(admin.db, admin.auth, USERS + 5);
    expect(more).toMatchObject({ created: 7, skipped: USERS - 2 });
    expect((await admin.db.doc(`${collections.users}/${scaleUserId(3)}`).get()).exists).toBe(true);
    expect((await admin.auth.getUser(scaleUserId(7))).uid).toBe(scaleUserId(7));
    expect(await scaleCustomers(admin.db)).toHaveLength(USERS + 5);
  });
});

describe('generated orders', () => {
  it('go through the write path: statuses, histories, counters and held stock', async () => {
    const customers = await scaleCustomers(admin.db);
    const parts = await orderableParts(admin.db);
    expect(parts.length).toBeGreaterThan(300);
    const stockBefore = new Map(parts.map((p) => [p.id, p.doc.availableQuanity]));
    const countsBefore = await orderCounts();

    const result = await seedScaleOrders(admin.db, ORDERS, { customers, parts, holdSeconds });
    expect(result).toMatchObject({ created: ORDERS, skipped: 0 });

    const orders = await generatedOrders();
    expect(orders).toHaveLength(ORDERS);
    const counts = await orderCounts();
    expect(counts.total - countsBefore.total).toBe(ORDERS);
    const byStatus = emptyOrderCounts();
    for (const { doc } of orders) {
      expect(doc.status).toBe(orderStatusOf(doc));
      byStatus[doc.status!] += 1;
      expect(doc.timeline?.[0]).toMatchObject({ type: 'placed', at: doc.createdAt });
      if (doc.status === 'shipped') {
        expect(doc.timeline!.map((e) => e.type)).toEqual(['placed', 'paid', 'shipped']);
      }
      if (doc.status === 'expired') {
        expect(doc.timeline!.map((e) => e.type)).toEqual(['placed', 'expired']);
      }
    }
    for (const status of ['unpaid', 'pending', 'shipped', 'expired'] as const) {
      expect(counts[status] - countsBefore[status], status).toBe(byStatus[status]);
    }
    expect(byStatus.shipped).toBeGreaterThan(ORDERS / 2);
    expect(byStatus.unpaid).toBe(ORDERS / 100);

    // The unpaid orders hold their parts' stock, one customer each.
    const unpaid = orders.filter((o) => o.doc.status === 'unpaid');
    expect(new Set(unpaid.map((o) => o.doc.uid)).size).toBe(unpaid.length);
    for (const { doc } of unpaid) {
      const part = (
        await admin.db.doc(`${collections.parts}/${doc.partId}`).get()
      ).data() as PartDoc;
      const held = unpaid.filter((o) => o.doc.partId === doc.partId);
      const quantity = held.reduce((sum, o) => sum + o.doc.quanity, 0);
      expect(part.availableQuanity).toBe(stockBefore.get(doc.partId)! - quantity);
      expect(doc.expiresAt).toBeGreaterThan(Date.now());
    }
    // With the demo customer's unpaid order.
    expect(await expectHoldFiguresMatchOrders()).toBe(unpaid.length + 1);
    // Two years of orders: many days, each in up to 3 shards, in batches of at most 500 writes.
    expect(await expectSalesFiguresMatchOrders()).toBeGreaterThan(500);
  });

  it('a second run adds nothing and a larger one only the orders past those there', async () => {
    const customers = await scaleCustomers(admin.db);
    const parts = await orderableParts(admin.db);
    const before = await orderCounts();
    const again = await seedScaleOrders(admin.db, ORDERS, { customers, parts, holdSeconds });
    expect(again).toMatchObject({ created: 0, skipped: ORDERS });
    expect(await orderCounts()).toEqual(before);

    const more = await seedScaleOrders(admin.db, ORDERS + 100, { customers, parts, holdSeconds });
    expect(more).toMatchObject({ created: 100, skipped: ORDERS });
    expect((await orderCounts()).total).toBe(before.total + 100);
    // (Not an unpaid one: which part those hold depends on the stock left.)
    const expected = scaleOrders(1, ORDERS + 99, customers, parts, { now: 0, holdSeconds })[0]!;
    const last = (await admin.db.doc(`${collections.orders}/${expected.id}`).get()).data();
    expect(last).toMatchObject({ uid: expected.doc.uid, partId: expected.doc.partId });
    await expectHoldFiguresMatchOrders();
    await expectSalesFiguresMatchOrders();
  });
});
