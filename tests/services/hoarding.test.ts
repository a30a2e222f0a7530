import { checkoutCopy, collections, type OrderDoc } from '@cps/domain';
import { describe, expect, it } from 'vitest';
import { expireOrder } from '../../functions/src/services/orders/order-expiry';
import { cancelUnpaidOrder, createOrder } from '../../functions/src/services/orders/orders';
import type { Caller } from '../../functions/src/services/shared/caller';
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

// Stock hoarding by free sign-ups (docs/orders.md, "No hoarding"): a fresh account holds at most
// a third of a part's stock, fresh accounts together at most half, and cancelling or letting a
// hold expire does not renew it. The hold is the default 1800 s and the cap 3, as deployed.

const deps = serviceHarness('hoarding');
const HOLD_MS = deps.config.orders.holdSeconds * 1000;

/** A free sign-up: an email nobody verified, no paid order. */
const freshAccount = () => makeCaller({ emailVerified: false });

const orderDoc = async (id: string) =>
  (await deps.db.doc(`${collections.orders}/${id}`).get()).data() as OrderDoc | undefined;

/** The same figures the slow way, from the part's unpaid orders. */
async function recountHolds(partId: string) {
  const snap = await deps.db
    .collection(collections.orders)
    .where('partId', '==', partId)
    .where('status', '==', 'unpaid')
    .get();
  const docs = snap.docs.map((d) => d.data() as OrderDoc);
  const sum = (list: OrderDoc[]) => list.reduce((n, o) => n + o.quanity, 0);
  return { held: sum(docs), heldByNew: sum(docs.filter((o) => o.holdTier === 'new')) };
}

/** The most a greedy account gets: it asks for all that is left, then half as much, and so on. */
async function grab(caller: Caller, partId: string): Promise<number> {
  for (let want = await stockOf(deps, partId); want >= 1; want = Math.floor(want / 2)) {
    try {
      await createOrder(deps, caller, newOrder(partId, want));
      return want;
    } catch {
      // Refused: ask for less.
    }
  }
  return 0;
}

describe('stock hoarding by fresh accounts', () => {
  it('one fresh account cannot hold all units of a part', async () => {
    // The keyboard measured on the local stack: 3 in stock, one order took all 3 for 30 minutes.
    const partId = await addPart(deps, {
      name: 'Keychron K2 (3 left)',
      minimumOrderQuanity: 1,
      availableQuanity: 3,
    });
    const attacker = freshAccount();
    await expect(createOrder(deps, attacker, newOrder(partId, 3))).rejects.toMatchObject({
      code: 'failed-precondition',
      message: checkoutCopy.holds.customerLimit('Keychron K2 (3 left)', 1, 1, true),
    });
    expect(await stockOf(deps, partId)).toBe(3);
    // The minimum is always allowed.
    await createOrder(deps, attacker, newOrder(partId, 1));
    expect(await stockOf(deps, partId)).toBe(2);
  });

  it("a ring of 10 fresh accounts cannot take a part's whole stock", async () => {
    const partId = await addPart(deps, { minimumOrderQuanity: 1, availableQuanity: 30 });
    const ring = Array.from({ length: 10 }, freshAccount);
    let taken = 0;
    for (const account of ring) taken += await grab(account, partId);
    expect(taken).toBeLessThanOrEqual(15);
    expect(await stockOf(deps, partId)).toBe(30 - taken);
    expect(await holdsOf(deps, partId)).toEqual({ held: taken, heldByNew: taken });
    // Half the stock stays for customers who have paid before or verified their email.
    const buyer = makeCaller({ emailVerified: true });
    await createOrder(deps, buyer, newOrder(partId, 15));
    expect(await stockOf(deps, partId)).toBe(15 - taken);
  });

  it('the unit cap: a second order may not take a customer past their share, whatever the order count', async () => {
    const partId = await addPart(deps, {
      name: 'Unit Cap Mouse',
      minimumOrderQuanity: 1,
      availableQuanity: 30,
    });
    const customer = freshAccount();
    await createOrder(deps, customer, newOrder(partId, 6));
    // One unpaid order of the 3 allowed, but 6 + 5 units is past a third of 30.
    await expect(createOrder(deps, customer, newOrder(partId, 5))).rejects.toMatchObject({
      code: 'failed-precondition',
      message: checkoutCopy.holds.customerLimit('Unit Cap Mouse', 10, 4, true),
    });
    await createOrder(deps, customer, newOrder(partId, 4));
    await expect(createOrder(deps, customer, newOrder(partId, 1))).rejects.toMatchObject({
      message: checkoutCopy.holds.customerLimit('Unit Cap Mouse', 10, 0, true),
    });
    expect(await stockOf(deps, partId)).toBe(20);
  });

  it('cancelling and ordering again does not renew the hold', async () => {
    const partId = await addPart(deps, {
      name: 'Renewed Hold SSD',
      minimumOrderQuanity: 1,
      availableQuanity: 9,
    });
    const customer = freshAccount();
    const actor = { uid: customer.uid, admin: false };
    const start = deps.now();
    const first = await createOrder(deps, customer, newOrder(partId, 3));
    expect((await orderDoc(first))?.expiresAt).toBe(start + HOLD_MS);

    // 20 minutes in: cancel and order again; the new order ends when the first would have.
    deps.setNow(start + 20 * 60_000);
    await cancelUnpaidOrder(deps, actor, first);
    const second = await createOrder(deps, customer, newOrder(partId, 3));
    expect((await orderDoc(second))?.expiresAt).toBe(start + HOLD_MS);

    // It expires unpaid; ordering again at once is refused, and says when it may be.
    deps.setNow(start + HOLD_MS);
    expect(await expireOrder(deps, second)).toBe('expired');
    await expect(createOrder(deps, customer, newOrder(partId, 1))).rejects.toMatchObject({
      code: 'failed-precondition',
      message: checkoutCopy.holds.coolingDown('Renewed Hold SSD', 30),
    });
    deps.setNow(start + HOLD_MS + 29 * 60_000 + 1);
    await expect(createOrder(deps, customer, newOrder(partId, 1))).rejects.toMatchObject({
      message: checkoutCopy.holds.coolingDown('Renewed Hold SSD', 1),
    });
    // After one hold's length, a new hold may start, for a full hold.
    deps.setNow(start + 2 * HOLD_MS);
    const third = await createOrder(deps, customer, newOrder(partId, 3));
    expect((await orderDoc(third))?.expiresAt).toBe(start + 3 * HOLD_MS);
    expect(await stockOf(deps, partId)).toBe(6);
  });

  it('10 concurrent orders by fresh accounts never pass the new accounts’ half, and none is lost', async () => {
    const partId = await addPart(deps, { minimumOrderQuanity: 1, availableQuanity: 30 });
    const ring = Array.from({ length: 10 }, freshAccount);
    const result = await burst(10, (i) => createOrder(deps, ring[i]!, newOrder(partId, 5)));
    expect(result.failures).toEqual([]);
    for (const refusal of result.refusals) {
      expect(refusal.code).toMatch(/^(failed-precondition|aborted)$/);
    }
    const placed = result.values.length;
    expect(placed).toBeGreaterThanOrEqual(1);
    expect(placed).toBeLessThanOrEqual(3);
    expect(await stockOf(deps, partId)).toBe(30 - 5 * placed);
    expect(await holdsOf(deps, partId)).toEqual({ held: 5 * placed, heldByNew: 5 * placed });
    expect(await recountHolds(partId)).toEqual(await holdsOf(deps, partId));
  });
});

describe("a part's hold figures", () => {
  it('follow every order that starts or stops holding: placed, cancelled, expired, paid, concurrently', async () => {
    const partId = await addPart(deps, { minimumOrderQuanity: 1, availableQuanity: 60 });
    const fresh = Array.from({ length: 4 }, freshAccount);
    const proven = Array.from({ length: 4 }, () => makeCaller({ emailVerified: true }));
    // One at a time: eight transactions at once on one part may all lose their retries, and
    // these are the orders the burst below works on, so each must be there.
    const ids: string[] = [];
    for (const [i, caller] of [...fresh, ...proven].entries()) {
      ids.push(await createOrder(deps, caller, newOrder(partId, 1 + (i % 3))));
    }
    expect(await holdsOf(deps, partId)).toEqual(await recountHolds(partId));

    // Cancels, payments and new orders at once.
    const result = await burst(8, async (i) => {
      const owner = i < 4 ? fresh[i]! : proven[i - 4]!;
      if (i % 3 === 0) return cancelUnpaidOrder(deps, { uid: owner.uid, admin: false }, ids[i]!);
      if (i % 3 === 1) return payByCard(deps, owner, ids[i]!);
      return createOrder(deps, freshAccount(), newOrder(partId, 2));
    });
    expectOnlyContention(result);
    expect(await holdsOf(deps, partId)).toEqual(await recountHolds(partId));

    deps.setNow(deps.now() + HOLD_MS);
    for (const id of ids) await expireOrder(deps, id);
    const left = await deps.db
      .collection(collections.orders)
      .where('partId', '==', partId)
      .where('status', '==', 'unpaid')
      .get();
    for (const doc of left.docs) await expireOrder(deps, doc.id);
    expect(await holdsOf(deps, partId)).toEqual({ held: 0, heldByNew: 0 });
  });
});

describe('a proven customer', () => {
  it('may hold two thirds of a part: a verified email, or a paid order, proves an account', async () => {
    const partId = await addPart(deps, {
      name: 'Proven GPU',
      minimumOrderQuanity: 1,
      availableQuanity: 30,
    });
    const verified = makeCaller({ emailVerified: true });
    const big = await createOrder(deps, verified, newOrder(partId, 20));
    await expect(createOrder(deps, verified, newOrder(partId, 1))).rejects.toMatchObject({
      message: checkoutCopy.holds.customerLimit('Proven GPU', 20, 0, false),
    });
    await cancelUnpaidOrder(deps, { uid: verified.uid, admin: false }, big);

    const buyer = freshAccount();
    const first = await createOrder(deps, buyer, newOrder(partId, 1));
    await expect(createOrder(deps, buyer, newOrder(partId, 12))).rejects.toMatchObject({
      message: checkoutCopy.holds.customerLimit('Proven GPU', 10, 9, true),
    });
    // Paid 10 minutes later: 29 left, nothing held, so two thirds is 19; and paying closed the
    // window on this part, so the next order has a full hold.
    deps.setNow(deps.now() + 10 * 60_000);
    await payByCard(deps, buyer, first);
    const at = deps.now();
    const second = await createOrder(deps, buyer, newOrder(partId, 19));
    expect(await orderDoc(second)).toMatchObject({ holdTier: 'proven', expiresAt: at + HOLD_MS });
  });
});
