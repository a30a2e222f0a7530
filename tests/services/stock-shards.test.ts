import { collections, copy, type PartDoc } from '@cps/domain';
import { describe, expect, it } from 'vitest';
import { cancelUnpaidOrder, createOrder } from '../../functions/src/services/orders/orders';
import { expireOrder } from '../../functions/src/services/orders/order-expiry';
import { updatePart } from '../../functions/src/services/catalogue/catalogue';
import { recordChargeRefunded } from '../../functions/src/services/payments/refunds';
import {
  setStockShards,
  stockShardRef,
  syncStockTotal,
} from '../../functions/src/services/shared/order-stock';
import {
  addPart,
  burst,
  expectOnlyContention,
  holdsOf,
  makeCaller,
  newOrder,
  payByCard,
  serviceHarness,
  stockOf,
} from './support';

// A hot part's stock split over shards (docs/orders.md, "A hot part's stock in shards"): every
// unit is in exactly one shard or one order, and the part's `availableQuanity` is the shards' sum
// once `syncStockTotal` (the trigger's work) has run after a change.

const deps = serviceHarness('stock-shards', { maxUnpaid: 1000 });

async function shardsOf(partId: string, count: number): Promise<number[]> {
  const ref = deps.db.collection(collections.parts).doc(partId);
  const snaps = await deps.db.getAll(
    ...Array.from({ length: count }, (_, n) => stockShardRef(ref, n)),
  );
  return snaps.map((s) => (s.get('available') as number | undefined) ?? 0);
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** A part of `stock` units split over `count` shards by the admin's switch. */
async function splitPart(stock: number, count: number): Promise<string> {
  const partId = await addPart(deps, { minimumOrderQuanity: 1, availableQuanity: stock });
  await setStockShards(deps.db, partId, count, deps.now());
  return partId;
}

/** The part's stock as readers see it, after the trigger's sync, equals the shards' sum. */
async function expectSynced(partId: string, count: number, expected: number) {
  await syncStockTotal(deps.db, partId, deps.now());
  expect(sum(await shardsOf(partId, count))).toBe(expected);
  expect(await stockOf(deps, partId)).toBe(expected);
}

describe("a hot part's stock in shards", () => {
  it('the switch spreads the stock and joins it back, every unit kept', async () => {
    const partId = await splitPart(10, 4);
    expect(await shardsOf(partId, 4)).toEqual([3, 3, 2, 2]);
    expect(await stockOf(deps, partId)).toBe(10);
    await setStockShards(deps.db, partId, 3, deps.now());
    expect(await shardsOf(partId, 4)).toEqual([4, 3, 3, 0]);
    await setStockShards(deps.db, partId, 1, deps.now());
    expect(await shardsOf(partId, 4)).toEqual([0, 0, 0, 0]);
    const part = (await deps.db.doc(`${collections.parts}/${partId}`).get()).data() as PartDoc;
    expect(part.stockShards).toBeUndefined();
    expect(part.availableQuanity).toBe(10);
  });

  it('hold, pay, refund, cancel and expire conserve every unit; the sum follows each', async () => {
    const partId = await splitPart(20, 4);
    const [a, b, c] = [makeCaller(), makeCaller(), makeCaller()];
    const paid = await createOrder(deps, a, newOrder(partId, 5));
    await expectSynced(partId, 4, 15);
    expect(await holdsOf(deps, partId)).toEqual({ held: 5, heldByNew: 0 });

    const intent = await payByCard(deps, a, paid);
    await expectSynced(partId, 4, 15);
    expect(await holdsOf(deps, partId)).toEqual({ held: 0, heldByNew: 0 });

    const charge = { chargeId: 'ch_s', intentId: intent.id, amount: 1, amountRefunded: 1 };
    const refunded = await recordChargeRefunded(
      deps,
      { ...charge, amount: intent.amount, amountRefunded: intent.amount, refunded: true },
      'evt_shard_refund',
    );
    expect(refunded).toBe('refunded');
    await expectSynced(partId, 4, 20);

    const cancelled = await createOrder(deps, b, newOrder(partId, 7));
    await expectSynced(partId, 4, 13);
    await cancelUnpaidOrder(deps, { uid: b.uid, admin: false }, cancelled);
    await expectSynced(partId, 4, 20);

    const expiring = await createOrder(deps, c, newOrder(partId, 6));
    await expectSynced(partId, 4, 14);
    const placedAt = deps.now();
    deps.setNow(placedAt + deps.config.orders.holdSeconds * 1000 + 1);
    expect(await expireOrder(deps, expiring)).toBe('expired');
    deps.setNow(placedAt);
    await expectSynced(partId, 4, 20);
    expect(await holdsOf(deps, partId)).toEqual({ held: 0, heldByNew: 0 });

    await updatePart(deps, partId, { availableQuanity: 9 });
    expect(await shardsOf(partId, 4)).toEqual([3, 2, 2, 2]);
    await expectSynced(partId, 4, 9);
  });

  it('an order larger than any one shard draws from several', async () => {
    const partId = await splitPart(8, 4);
    await createOrder(deps, makeCaller(), newOrder(partId, 5));
    await expectSynced(partId, 4, 3);
  });

  it('refuses what the shards do not hold with what is left, taking nothing', async () => {
    const partId = await splitPart(6, 2);
    await createOrder(deps, makeCaller(), newOrder(partId, 4));
    // The part still says 6 until the sync, so the order's own check passes: the shards decide.
    await expect(createOrder(deps, makeCaller(), newOrder(partId, 3))).rejects.toMatchObject({
      code: 'failed-precondition',
      message: copy.checkout.onlyLeft(`Part ${partId}`, 2),
    });
    await expectSynced(partId, 2, 2);
    expect((await holdsOf(deps, partId)).held).toBe(4);
  });

  // Measured in the same run: how many of 100 buyers at once on one part get "busy", unsplit
  // and split over 8 shards. Every buyer is a verified account ordering 1 of 100 units.
  it.each([
    ['unsplit', 1],
    ['split over 8', 8],
  ])('100 buyers at once, %s: no unit oversold, every refusal contention', async (_, count) => {
    const partId = await addPart(deps, { minimumOrderQuanity: 1, availableQuanity: 100 });
    if (count > 1) await setStockShards(deps.db, partId, count, deps.now());
    const started = Date.now();
    const result = await burst(100, () => createOrder(deps, makeCaller(), newOrder(partId, 1)));
    const ms = Date.now() - started;
    expectOnlyContention(result);
    const accepted = result.values.length;
    console.info(
      `100 at once on one part, ${count} shard(s): ${accepted} accepted, ` +
        `${result.refusals.length + result.failures.length} busy, ${ms} ms`,
    );
    if (count > 1) await expectSynced(partId, count, 100 - accepted);
    else expect(await stockOf(deps, partId)).toBe(100 - accepted);
    expect((await holdsOf(deps, partId)).held).toBe(accepted);
  });

  it('120 buyers at once for 60 units split over 8: never one unit more than the stock', async () => {
    const partId = await splitPart(60, 8);
    const result = await burst(120, () => createOrder(deps, makeCaller(), newOrder(partId, 1)));
    for (const refusal of result.refusals)
      expect(['aborted', 'failed-precondition']).toContain(refusal.code);
    expectOnlyContention({ refusals: [], failures: result.failures });
    const accepted = result.values.length;
    expect(accepted).toBeLessThanOrEqual(60);
    for (const left of await shardsOf(partId, 8)) expect(left).toBeGreaterThanOrEqual(0);
    await expectSynced(partId, 8, 60 - accepted);
  });
});
