import {
  collections,
  firstDayOf,
  lowStockThreshold,
  orderStatsShards,
  overviewWindow,
  statsDocs,
  type OverviewAnswer,
} from '@cps/domain';
import { readsHeader } from '../../functions/src/api/handlers/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  call,
  createAccount,
  createPart,
  markPaid,
  placeOrder,
  type Account,
  type ErrorBody,
} from './support';

// The owner's overview over HTTP: GET /admin/overview answers OverviewAnswer to admins, with
// today's orders in it as they are placed and paid; PUT /admin/overview/settings takes the
// low-stock threshold within its range and refuses anything else with a 400 that says why. The
// services layer (tests/services/daily-stats) proves the figures equal a recount.

const settingsPath = `${collections.stats}/${statsDocs.overview}`;
let boss: Account;
let buyer: Account;

beforeAll(async () => {
  [boss, buyer] = await Promise.all([
    createAccount('overview-admin', { admin: true }),
    createAccount('overview-buyer'),
  ]);
});

afterAll(async () => {
  await admin.db.doc(settingsPath).delete();
});

const overview = async (token = boss.idToken) => {
  const answer = await call<OverviewAnswer>('GET', '/admin/overview', { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

const putSettings = (body: unknown, token = boss.idToken) =>
  call<{ lowStockThreshold: number } | ErrorBody>('PUT', '/admin/overview/settings', {
    token,
    body,
  });

describe('GET /admin/overview', () => {
  it("shows today's placed order, then its sale once paid, among the top parts", async () => {
    const before = await overview();
    const part = await createPart({ price: 31.5, minimumOrderQuanity: 1, availableQuanity: 20 });
    const id = await placeOrder(buyer, part.id, 2);
    const placed = await overview();
    expect(placed.today).toBe(before.today);
    expect(placed.days).toHaveLength(60);
    expect(placed.days.at(-1)).toMatchObject({
      day: placed.today,
      placed: before.days.at(-1)!.placed + 1,
      orders: before.days.at(-1)!.orders,
    });
    await markPaid(id, `pi_overview_${id}`);
    const sold = (await overview()).days.at(-1)!;
    expect(sold.orders.card).toBe(before.days.at(-1)!.orders.card + 1);
    expect(sold.revenueCents.card).toBe(before.days.at(-1)!.revenueCents.card + 6300);
    const { topParts } = await overview();
    expect(topParts).toContainEqual({
      partId: part.id,
      name: part.doc.name,
      revenueCents: 6300,
      units: 2,
    });
  });

  it('says what it read: the count shards, 3 stats documents, the days and the low-stock count', async () => {
    const answer = await call<OverviewAnswer>('GET', '/admin/overview', { token: boss.idToken });
    const { today, todo } = answer.body;
    const days = await admin.db
      .collection(collections.dailyStats)
      .where('day', '>=', firstDayOf(today, overviewWindow.answerDays))
      .where('day', '<=', today)
      .count()
      .get();
    expect(days.data().count).toBeGreaterThan(0);
    expect(answer.headers.get(readsHeader)).toBe(
      String(
        orderStatsShards + 3 + days.data().count + Math.max(1, Math.ceil(todo.lowStock / 1000)),
      ),
    );
  });

  it('is refused without a token (401) and to a customer (403)', async () => {
    expect((await call('GET', '/admin/overview')).status).toBe(401);
    const refused = await call<ErrorBody>('GET', '/admin/overview', { token: buyer.idToken });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, message: expect.any(String) });
  });
});

describe('PUT /admin/overview/settings', () => {
  it('stores a threshold within range, which the overview then answers', async () => {
    const answer = await putSettings({ lowStockThreshold: 12 });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ lowStockThreshold: 12 });
    expect((await overview()).lowStockThreshold).toBe(12);
    expect((await admin.db.doc(settingsPath).get()).data()).toEqual({ lowStockThreshold: 12 });
  });

  it.each([
    ['missing', {}],
    ['zero', { lowStockThreshold: 0 }],
    ['past the maximum', { lowStockThreshold: lowStockThreshold.max + 1 }],
    ['a fraction', { lowStockThreshold: 2.5 }],
    ['a word', { lowStockThreshold: 'five' }],
    ['null', { lowStockThreshold: null }],
  ])(
    'refuses a threshold that is %s with a 400 that says why, changing nothing',
    async (_, body) => {
      await putSettings({ lowStockThreshold: 9 });
      const answer = await putSettings(body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        success: false,
        message: expect.stringMatching(/^lowStockThreshold must be /),
      });
      expect((await overview()).lowStockThreshold).toBe(9);
    },
  );

  it('is refused to a customer (403), changing nothing', async () => {
    await putSettings({ lowStockThreshold: 9 });
    const refused = await putSettings({ lowStockThreshold: 3 }, buyer.idToken);
    expect(refused.status).toBe(403);
    expect((await overview()).lowStockThreshold).toBe(9);
  });
});
