import { collections, lineTotal, messages, type OrderDoc } from '@cps/domain';
import type { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { cancelUnpaidOrder, createOrder } from '../../functions/src/services/orders/orders';
import { shipOrder } from '../../functions/src/services/orders/courier-booking';
import { createPaymentIntent } from '../../functions/src/services/payments/payments';
import { addPart, burst, makeCaller, newOrder, serviceHarness, stockOf } from './support';

// Orders under contention, the use cases called as many function instances would call them at
// once: stock is reserved and returned in transactions, so it is never oversold or lost.

// Many orders per customer: the unpaid cap is lifted here (order-holds.test.ts tests it).
const deps = serviceHarness('orders', { maxUnpaid: 1000 });
const aboveStock = messages.validation.quantityAboveStock;

async function ordersOfPart(partId: string) {
  const snap = await deps.db.collection(collections.orders).where('partId', '==', partId).get();
  return snap.docs.map((d) => ({ id: d.id, ...(d.data() as OrderDoc) }));
}

describe('stock under contention', () => {
  it('40 concurrent orders of 3 against a stock of 30: at least one and at most 10 accepted, the rest cleanly refused, and stock = 30 − 3 × accepted', async () => {
    const partId = await addPart(deps, {
      minimumOrderQuanity: 3,
      availableQuanity: 30,
      price: 25.5,
    });
    // One customer per order: this is about the part's stock (the unpaid cap is lifted anyway).
    const customers = Array.from({ length: 40 }, () => makeCaller());

    // Every stock level the part passes through while the burst runs.
    const seen: number[] = [];
    let lastSeen: Timestamp | undefined;
    const partRef = deps.db.doc(`${collections.parts}/${partId}`);
    const stop = partRef.onSnapshot((snap) => {
      const stock = snap.get('availableQuanity') as unknown;
      if (typeof stock === 'number') seen.push(stock);
      lastSeen = snap.updateTime;
    });
    const result = await burst(40, (i) =>
      createOrder(deps, customers[i % customers.length]!, newOrder(partId, 3)),
    );
    const final = await partRef.get();
    const finalStock = final.get('availableQuanity') as number;
    // The listener has delivered the last version before it stops (so `seen` is never empty).
    await expect.poll(() => lastSeen?.isEqual(final.updateTime!)).toBe(true);
    stop();

    expect(result.failures).toEqual([]);
    // Sold out, or the transaction lost the race too often: both refuse cleanly, nothing else.
    for (const refusal of result.refusals) {
      if (refusal.code === 'failed-precondition') expect(refusal.message).toBe(aboveStock);
      else expect(refusal.code).toBe('aborted');
    }
    const accepted = result.values;
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    expect(accepted.length).toBeLessThanOrEqual(10);
    expect(new Set(accepted).size).toBe(accepted.length);
    expect(finalStock).toBe(30 - 3 * accepted.length);
    expect(Math.min(...seen)).toBeGreaterThanOrEqual(0);

    const stored = await ordersOfPart(partId);
    expect(stored.map((o) => o.id).sort()).toEqual([...accepted].sort());
    for (const order of stored) {
      expect(order.quanity).toBe(3);
      expect(order.unitPrice).toBe(lineTotal(25.5, 3));
      expect(customers.map((c) => c.uid)).toContain(order.uid);
    }
  });

  it('when the stock runs out every later order is refused with the spec message, and none is lost', async () => {
    const partId = await addPart(deps, { minimumOrderQuanity: 1, availableQuanity: 5 });
    const result = await burst(12, () => createOrder(deps, makeCaller(), newOrder(partId, 1)));
    expect(result.failures).toEqual([]);
    expect(result.values.length).toBeGreaterThanOrEqual(1);
    expect(result.values.length).toBeLessThanOrEqual(5);
    expect(await stockOf(deps, partId)).toBe(5 - result.values.length);
    // Whatever the burst left, sequential orders take exactly the rest, then the message.
    const left = await stockOf(deps, partId);
    for (let i = 0; i < left; i++) await createOrder(deps, makeCaller(), newOrder(partId, 1));
    await expect(createOrder(deps, makeCaller(), newOrder(partId, 1))).rejects.toMatchObject({
      code: 'failed-precondition',
      message: aboveStock,
    });
    expect(await stockOf(deps, partId)).toBe(0);
    expect(await ordersOfPart(partId)).toHaveLength(5);
  });

  it('orders and cancels racing on one part conserve the stock: stock + units held by orders = the opening stock', async () => {
    const partId = await addPart(deps, { minimumOrderQuanity: 2, availableQuanity: 40 });
    const owner = makeCaller();
    // The orders the burst cancels, placed one at a time: only the burst races.
    const first: string[] = [];
    for (let i = 0; i < 6; i++) first.push(await createOrder(deps, owner, newOrder(partId, 2)));
    const actor = { uid: owner.uid, admin: false };
    const result = await burst(12, (i) =>
      i % 2 === 0
        ? cancelUnpaidOrder(deps, actor, first[i / 2]!).then(() => 'cancelled')
        : createOrder(deps, owner, newOrder(partId, 2)).then(() => 'placed'),
    );
    expect(result.failures).toEqual([]);
    for (const refusal of result.refusals) expect(refusal.code).toBe('aborted');
    const held = async () => (await ordersOfPart(partId)).reduce((sum, o) => sum + o.quanity, 0);
    expect((await stockOf(deps, partId)) + (await held())).toBe(40);
    // Contention may refuse every cancel of the burst: the orders it left, cancelled one at a
    // time, return their units too.
    const open = new Set((await ordersOfPart(partId)).map((order) => order.id));
    for (const orderId of first.filter((id) => open.has(id))) {
      await cancelUnpaidOrder(deps, actor, orderId);
    }
    const left = new Set((await ordersOfPart(partId)).map((order) => order.id));
    expect(first.filter((id) => left.has(id))).toEqual([]);
    expect((await stockOf(deps, partId)) + (await held())).toBe(40);
  });
});

describe('cancelling', () => {
  it('two concurrent cancels of one order: exactly one succeeds and the stock returns once', async () => {
    const partId = await addPart(deps, { minimumOrderQuanity: 4, availableQuanity: 10 });
    const owner = makeCaller();
    const id = await createOrder(deps, owner, newOrder(partId, 4));
    expect(await stockOf(deps, partId)).toBe(6);

    const result = await burst(2, () =>
      cancelUnpaidOrder(deps, { uid: owner.uid, admin: false }, id),
    );
    expect(result.failures).toEqual([]);
    expect(result.values).toHaveLength(1);
    expect(result.refusals.map((r) => r.code)).toEqual([
      expect.stringMatching(/^(not-found|aborted)$/),
    ]);
    expect(await stockOf(deps, partId)).toBe(10);
    expect((await deps.db.doc(`${collections.orders}/${id}`).get()).exists).toBe(false);
  });

  it("an order's open payment intent is cancelled before the stock returns, so the card can no longer pay", async () => {
    const partId = await addPart(deps, { minimumOrderQuanity: 1, availableQuanity: 3 });
    const owner = makeCaller();
    const id = await createOrder(deps, owner, newOrder(partId, 2));
    const intent = await createPaymentIntent(deps, owner, id);

    await cancelUnpaidOrder(deps, { uid: owner.uid, admin: false }, id);
    expect((await deps.gateway().retrieveIntent(intent.id))?.status).toBe('canceled');
    expect(await stockOf(deps, partId)).toBe(3);
  });

  it('a customer cannot cancel another customer’s order (404, nothing changes); an admin can', async () => {
    const partId = await addPart(deps, { minimumOrderQuanity: 1, availableQuanity: 3 });
    const owner = makeCaller();
    const id = await createOrder(deps, owner, newOrder(partId, 1));
    await expect(
      cancelUnpaidOrder(deps, { uid: makeCaller().uid, admin: false }, id),
    ).rejects.toMatchObject({ code: 'not-found' });
    expect(await stockOf(deps, partId)).toBe(2);
    await cancelUnpaidOrder(deps, { uid: 'some-admin', admin: true }, id);
    expect(await stockOf(deps, partId)).toBe(3);
  });

  it('a paid order is never cancelled, and ships exactly once under concurrent ship calls', async () => {
    const partId = await addPart(deps, { minimumOrderQuanity: 1, availableQuanity: 3 });
    const owner = makeCaller();
    const id = await createOrder(deps, owner, newOrder(partId, 1));
    await deps.db.doc(`${collections.orders}/${id}`).update({ paid: true, transectionId: 'pi_x' });

    await expect(
      cancelUnpaidOrder(deps, { uid: owner.uid, admin: false }, id),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'A paid order cannot be cancelled.',
    });
    const ships = await burst(5, () => shipOrder(deps, id));
    expect(ships.failures).toEqual([]);
    expect(ships.values).toHaveLength(1);
    for (const refusal of ships.refusals)
      expect(refusal.code).toMatch(/^(failed-precondition|aborted)$/);
    expect(await stockOf(deps, partId)).toBe(2);
  });
});
