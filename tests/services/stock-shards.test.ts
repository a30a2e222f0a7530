import { collections, messages, type PartDoc } from '@cps/domain';
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

async function shardDocs(partId: string, count: number) {
  const ref = deps.db.collection(collections.parts).doc(partId);
  const snaps = await deps.db.getAll(
    ...Array.from({ length: count }, (_, n) => stockShardRef(ref, n)),
  );
  return snaps.map((s) => ({
    available: (s.get('available') as number | undefined) ?? 0,
    held: (s.get('held') as number | undefined) ?? 0,
  }));
}

async function shardsOf(partId: string, count: number): Promise<number[]> {
  return (await shardDocs(partId, count)).map((s) => s.available);
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** A split part's units held by unpaid orders: its hold figures plus what its shards hold. */
async function splitHoldsOf(partId: string, count: number) {
  const figures = await holdsOf(deps, partId);
  const inShards = sum((await shardDocs(partId, count)).map((s) => s.held));
  return { held: figures.held + inShards, heldByNew: figures.heldByNew };
}

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
    expect(await splitHoldsOf(partId, 4)).toEqual({ held: 5, heldByNew: 0 });

    const intent = await payByCard(deps, a, paid);
    await expectSynced(partId, 4, 15);
    expect(await splitHoldsOf(partId, 4)).toEqual({ held: 0, heldByNew: 0 });

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
    expect(await splitHoldsOf(partId, 4)).toEqual({ held: 0, heldByNew: 0 });

    // An admin's new stock is what the shop has; an unpaid order's units stay held.
    await createOrder(deps, makeCaller(), newOrder(partId, 2));
    await updatePart(deps, partId, { availableQuanity: 9 });
    expect(await shardsOf(partId, 4)).toEqual([3, 2, 2, 2]);
    await expectSynced(partId, 4, 9);
    expect(await splitHoldsOf(partId, 4)).toEqual({ held: 2, heldByNew: 0 });
  });

  it('an order larger than any one shard draws from several', async () => {
    const partId = await splitPart(8, 4);
    await createOrder(deps, makeCaller(), newOrder(partId, 5));
    await expectSynced(partId, 4, 3);
  });

  it('refuses what the shards do not hold with what is left, taking nothing', async () => {
    const partId = await splitPart(6, 2);
    await createOrder(deps, makeCaller(), newOrder(partId, 4));
    // The stored stock still says 6 until the sync; the placement decides on the shards' sum.
    expect(await stockOf(deps, partId)).toBe(6);
    await expect(createOrder(deps, makeCaller(), newOrder(partId, 3))).rejects.toMatchObject({
      code: 'failed-precondition',
    });
    await expectSynced(partId, 2, 2);
    expect((await splitHoldsOf(partId, 2)).held).toBe(4);
  });

  it("a new customer is held to the new customers' pool across the shards", async () => {
    // Pool: half of 12 units, 6; a new customer's own share is a third, 4.
    const partId = await splitPart(12, 4);
    const newcomer = () => makeCaller({ emailVerified: false });
    await createOrder(deps, newcomer(), newOrder(partId, 4));
    await expect(createOrder(deps, newcomer(), newOrder(partId, 3))).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringContaining(`Part ${partId}`),
    });
    await createOrder(deps, newcomer(), newOrder(partId, 2));
    expect(await splitHoldsOf(partId, 4)).toEqual({ held: 6, heldByNew: 6 });
    await expectSynced(partId, 4, 6);
  });

  it('joining a split part back keeps its stock and the units its orders hold', async () => {
    const partId = await splitPart(10, 4);
    const buyer = makeCaller();
    const held = await createOrder(deps, buyer, newOrder(partId, 3));
    await setStockShards(deps.db, partId, 1, deps.now());
    expect(await stockOf(deps, partId)).toBe(7);
    expect(await holdsOf(deps, partId)).toEqual({ held: 3, heldByNew: 0 });
    await cancelUnpaidOrder(deps, { uid: buyer.uid, admin: false }, held);
    expect(await stockOf(deps, partId)).toBe(10);
    expect(await holdsOf(deps, partId)).toEqual({ held: 0, heldByNew: 0 });
  });

  // Every buyer is a verified account ordering 1 unit, all at once. (Left whole, the part's one
  // document refuses some of them as busy: `npm run bench:orders` measures both.)
  it('100 buyers at once for 100 units split over 8: every order placed, every unit counted', async () => {
    const partId = await splitPart(100, 8);
    const result = await burst(100, () => createOrder(deps, makeCaller(), newOrder(partId, 1)));
    expect(result.failures).toEqual([]);
    expect(result.refusals).toEqual([]);
    await expectSynced(partId, 8, 0);
    expect(await splitHoldsOf(partId, 8)).toEqual({ held: 100, heldByNew: 0 });
  });

  it('120 buyers at once for 60 units split over 8: exactly 60 sold, the rest told it is gone', async () => {
    const partId = await splitPart(60, 8);
    const result = await burst(120, () => createOrder(deps, makeCaller(), newOrder(partId, 1)));
    expect(result.failures).toEqual([]);
    expect(result.values).toHaveLength(60);
    for (const refusal of result.refusals) {
      expect(refusal).toMatchObject({
        code: 'failed-precondition',
        message: messages.validation.quantityAboveStock,
      });
    }
    for (const left of await shardsOf(partId, 8)) expect(left).toBe(0);
    await expectSynced(partId, 8, 0);
    expect(await splitHoldsOf(partId, 8)).toEqual({ held: 60, heldByNew: 0 });
  });
});
