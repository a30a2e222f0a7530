import { collections } from '@cps/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { createOrder } from '../../functions/src/services/orders/orders';
import { RateLimitGate, type RateLimit } from '../../functions/src/services/shared/rate-limit';
import { addPart, burst, makeCaller, newOrder, serviceHarness, stockOf } from './support';

// The per-user limits on writes that hold stock or call Stripe, under the bursts a script sends.

/** Counts one attempt of `uid` under `limit` at `now`, or refuses it (the gate's `take`). */
const enforceRateLimit = (db: Firestore, limit: RateLimit, uid: string, now: number) =>
  new RateLimitGate(db, limit, uid, () => now).take();

// Many orders per customer: the unpaid cap is lifted here (order-holds.test.ts tests it).
const deps = serviceHarness('rate-limit', { maxUnpaid: 1000 });

async function ordersOfPart(partId: string) {
  return (await deps.db.collection(collections.orders).where('partId', '==', partId).get()).docs;
}

describe('the per-user order limit', () => {
  const limit = { name: 'orders', max: 20, windowMs: 10 * 60_000 };

  it('40 concurrent attempts by one user: at least one and at most 20 pass, the rest are refused with a retry delay, and the window then holds exactly the accepted ones', async () => {
    const uid = makeCaller().uid;
    const result = await burst(40, () => enforceRateLimit(deps.db, limit, uid, deps.now()));
    expect(result.failures).toEqual([]);
    expect(result.values.length).toBeGreaterThanOrEqual(1);
    expect(result.values.length).toBeLessThanOrEqual(limit.max);
    expect(result.refusals.length).toBe(40 - result.values.length);
    for (const refusal of result.refusals) {
      expect(refusal.code).toBe('rate-limited');
      expect(refusal.retryAfterSeconds).toBeGreaterThan(0);
      expect(refusal.retryAfterSeconds).toBeLessThanOrEqual(600);
    }
    // Sequential attempts take exactly the room the burst left, then are refused.
    const room = limit.max - result.values.length;
    for (let i = 0; i < room; i++) await enforceRateLimit(deps.db, limit, uid, deps.now());
    await expect(enforceRateLimit(deps.db, limit, uid, deps.now())).rejects.toMatchObject({
      code: 'rate-limited',
      retryAfterSeconds: 600,
    });
  });

  it('a refused attempt writes nothing, so spamming refusals costs no writes', async () => {
    const uid = makeCaller().uid;
    const tiny = { name: 'tiny', max: 1, windowMs: 60_000 };
    await enforceRateLimit(deps.db, tiny, uid, deps.now());
    const ref = deps.db.doc(`${collections.rateLimits}/tiny:${uid}`);
    const before = await ref.get();
    for (let i = 0; i < 3; i++) {
      await expect(enforceRateLimit(deps.db, tiny, uid, deps.now() + i)).rejects.toMatchObject({
        code: 'rate-limited',
      });
    }
    expect((await ref.get()).updateTime?.isEqual(before.updateTime!)).toBe(true);
  });

  it('40 concurrent orders by one user through the limit and the order: at most 20 placed, none lost', async () => {
    const partId = await addPart(deps, { minimumOrderQuanity: 1, availableQuanity: 1000 });
    const racer = makeCaller();
    const result = await burst(40, async () => {
      await enforceRateLimit(deps.db, limit, racer.uid, deps.now());
      return createOrder(deps, racer, newOrder(partId, 1));
    });
    expect(result.failures).toEqual([]);
    expect(result.values.length).toBeGreaterThanOrEqual(1);
    expect(result.values.length).toBeLessThanOrEqual(limit.max);
    expect(result.codes('rate-limited').length).toBeGreaterThanOrEqual(40 - limit.max);
    for (const refusal of result.refusals) expect(refusal.code).toMatch(/^(rate-limited|aborted)$/);
    expect(await stockOf(deps, partId)).toBe(1000 - result.values.length);
    expect(await ordersOfPart(partId)).toHaveLength(result.values.length);
  });

  it('the window slides: attempts older than the window no longer count', async () => {
    const uid = makeCaller().uid;
    const small = { name: 'slide', max: 2, windowMs: 60_000 };
    const start = deps.now();
    await enforceRateLimit(deps.db, small, uid, start);
    await enforceRateLimit(deps.db, small, uid, start + 1);
    await expect(enforceRateLimit(deps.db, small, uid, start + 2)).rejects.toMatchObject({
      code: 'rate-limited',
    });
    await expect(enforceRateLimit(deps.db, small, uid, start + 60_002)).resolves.toBeUndefined();
  });
});

describe('a limit counted with the action it limits (RateLimitGate)', () => {
  const limit = { name: 'orders', max: 20, windowMs: 10 * 60_000 };
  const gate = (uid: string) => new RateLimitGate(deps.db, limit, uid, deps.now);
  const record = (uid: string) => deps.db.doc(`${collections.rateLimits}/orders:${uid}`).get();

  it('30 concurrent orders counted in their own transactions: at most 20 placed, and the record holds exactly the placed ones', async () => {
    const partId = await addPart(deps, { minimumOrderQuanity: 1, availableQuanity: 1000 });
    const racer = makeCaller();
    const result = await burst(30, () =>
      createOrder(deps, racer, newOrder(partId, 1), gate(racer.uid)),
    );
    expect(result.failures).toEqual([]);
    expect(result.values.length).toBeGreaterThanOrEqual(1);
    expect(result.values.length).toBeLessThanOrEqual(limit.max);
    for (const refusal of result.refusals) expect(refusal.code).toMatch(/^(rate-limited|aborted)$/);
    expect(await ordersOfPart(partId)).toHaveLength(result.values.length);
    expect((await record(racer.uid)).get('accepted')).toHaveLength(result.values.length);
  });

  it('an order the action refuses (more than the stock) writes no count, however often it is sent', async () => {
    const partId = await addPart(deps, { minimumOrderQuanity: 1, availableQuanity: 3 });
    const greedy = makeCaller();
    for (let i = 0; i < limit.max + 5; i++) {
      await expect(
        createOrder(deps, greedy, newOrder(partId, 4), gate(greedy.uid)),
      ).rejects.toMatchObject({ code: 'failed-precondition' });
    }
    expect((await record(greedy.uid)).exists).toBe(false);
    await createOrder(deps, greedy, newOrder(partId, 2), gate(greedy.uid));
    expect((await record(greedy.uid)).get('accepted')).toHaveLength(1);
  });

  it('check() refuses a full window with the retry delay and writes nothing; settle() counts a success once', async () => {
    const uid = makeCaller().uid;
    const tiny = { name: 'tiny-gate', max: 1, windowMs: 60_000 };
    const first = new RateLimitGate(deps.db, tiny, uid, deps.now);
    await first.check();
    await first.settle();
    await first.settle();
    const ref = deps.db.doc(`${collections.rateLimits}/tiny-gate:${uid}`);
    const before = await ref.get();
    expect(before.get('accepted')).toHaveLength(1);
    await expect(new RateLimitGate(deps.db, tiny, uid, deps.now).check()).rejects.toMatchObject({
      code: 'rate-limited',
      retryAfterSeconds: 60,
    });
    expect((await ref.get()).updateTime?.isEqual(before.updateTime!)).toBe(true);
  });
});
