import { collections } from '@cps/domain';
import { describe, expect, it } from 'vitest';
import {
  amountDueCents,
  applyPaymentSucceeded,
  createPaymentIntent,
} from '../../functions/src/services/payments/payments';
import { burst, expectOnlyContention, makeCaller, orderSteps, serviceHarness } from './support';

// Payments under contention: one intent per order however many tabs ask, and exactly one
// transition to paid however often, however concurrently, and by whichever door it is reported.

const deps = serviceHarness('payments');
const { unpaidOrder, orderDoc } = orderSteps(deps);

async function succeededIntent(orderId: string) {
  const order = await orderDoc(orderId);
  return {
    id: `pi_emu_test${orderId.slice(0, 8)}`,
    status: 'succeeded' as const,
    amount: amountDueCents(order),
    currency: 'usd',
    orderId,
  };
}

async function eventsFor(orderId: string) {
  const snap = await deps.db
    .collection(collections.paymentEvents)
    .where('orderId', '==', orderId)
    .get();
  return snap.docs.map((d) => ({ id: d.id, ...(d.data() as { effect?: string }) }));
}

describe('one transition to paid', () => {
  it('the same event applied 20 times concurrently: exactly one transition, every other a no-op', async () => {
    const { id } = await unpaidOrder();
    const intent = await succeededIntent(id);
    const result = await burst(20, () => applyPaymentSucceeded(deps, intent, 'evt_replayed'));

    // A delivery that loses every retry of the transaction fails, and Stripe delivers it again.
    expectOnlyContention(result);
    expect(result.values.filter((v) => v === 'paid')).toHaveLength(1);
    for (const v of result.values) expect(['paid', 'duplicate-event']).toContain(v);

    const order = await orderDoc(id);
    expect(order).toMatchObject({ paid: true, transectionId: intent.id, paidAt: deps.now() });
    expect(await eventsFor(id)).toEqual([
      expect.objectContaining({ id: 'evt_replayed', effect: 'paid' }),
    ]);
  });

  it('different events for one payment (webhook, owner confirm, cancel race) at once: one is the transition, the others record "already-paid"', async () => {
    const { id } = await unpaidOrder();
    const intent = await succeededIntent(id);
    const eventIds = Array.from({ length: 12 }, (_, i) => `evt_door_${i}`);
    const result = await burst(eventIds.length, (i) =>
      applyPaymentSucceeded(deps, intent, eventIds[i]!),
    );
    expectOnlyContention(result);
    expect(result.values.filter((v) => v === 'paid')).toHaveLength(1);
    for (const v of result.values) expect(['paid', 'already-paid']).toContain(v);
    const effects = (await eventsFor(id)).map((e) => e.effect);
    expect(effects.filter((e) => e === 'paid')).toHaveLength(1);
    expect(effects.length).toBe(result.values.length);
  });

  it('40 orders paid at once: every number given once, serial with no gap; a replay gives none', async () => {
    // Placed one after another: the burst under test is the payments'.
    const orders: { id: string }[] = [];
    for (let i = 0; i < 40; i++) orders.push(await unpaidOrder());
    const intents = await Promise.all(orders.map(({ id }) => succeededIntent(id)));
    const counterRef = deps.db.doc(`${collections.invoiceCounters}/2026-27`);
    const before = ((await counterRef.get()).get('last') as number | undefined) ?? 0;
    const readAll = () => Promise.all(orders.map(({ id }) => orderDoc(id)));

    // Every payment takes the year's one counter, so they queue on it; one that loses every retry
    // of its transaction changes nothing (no number, not paid) and is delivered again.
    const result = await burst(40, (i) =>
      applyPaymentSucceeded(deps, intents[i]!, `evt_invoice_${i}`),
    );
    expectOnlyContention(result);
    expect(result.values.length).toBeGreaterThan(0);
    expect(result.values.every((v) => v === 'paid')).toBe(true);
    const firstRound = await readAll();
    for (const o of firstRound) expect(o.paid).toBe(o.invoiceNumber !== undefined);
    expect(firstRound.filter((o) => o.paid)).toHaveLength(result.values.length);

    // The losers delivered again, one by one, as the gateway retries: each is paid and numbered.
    for (const [i, o] of firstRound.entries()) {
      if (!o.paid) {
        expect(await applyPaymentSucceeded(deps, intents[i]!, `evt_invoice_retry_${i}`)).toBe(
          'paid',
        );
      }
    }
    const paid = await readAll();
    const serials = paid
      .map((o) => Number(/^2026-27\/(\d{6})$/.exec(o.invoiceNumber ?? '')?.[1]))
      .sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: 40 }, (_, i) => before + 1 + i));
    expect((await counterRef.get()).get('last')).toBe(before + 40);
    // Those paid in the burst kept the number the burst gave them.
    for (const [i, o] of firstRound.entries()) {
      if (o.invoiceNumber) expect(paid[i]!.invoiceNumber).toBe(o.invoiceNumber);
    }

    // Every payment reported again at once (another door): already paid, nothing renumbered.
    const again = await burst(40, (i) =>
      applyPaymentSucceeded(deps, intents[i]!, `evt_invoice_again_${i}`),
    );
    expectOnlyContention(again);
    for (const v of again.values) expect(v).toBe('already-paid');
    expect((await readAll()).map((o) => o.invoiceNumber)).toEqual(paid.map((o) => o.invoiceNumber));
    expect((await counterRef.get()).get('last')).toBe(before + 40);
  });

  it('a payment for the wrong amount or currency changes nothing and records no event', async () => {
    const { id } = await unpaidOrder();
    const intent = await succeededIntent(id);
    const before = await orderDoc(id);
    await expect(
      applyPaymentSucceeded(deps, { ...intent, amount: intent.amount - 1 }, 'evt_short'),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'The payment amount does not match.',
    });
    await expect(
      applyPaymentSucceeded(deps, { ...intent, currency: 'eur' }, 'evt_euro'),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    expect(await orderDoc(id)).toEqual(before);
    expect(await eventsFor(id)).toEqual([]);
  });
});

describe('payment intents', () => {
  it('20 concurrent requests for one order converge on one intent for its stored total', async () => {
    const { id, owner } = await unpaidOrder();
    const result = await burst(20, () => createPaymentIntent(deps, owner, id));
    expect(result.failures).toEqual([]);
    expect(result.refusals).toEqual([]);
    const ids = new Set(result.values.map((intent) => intent.id));
    expect(ids.size).toBe(1);
    expect(result.values[0]!.amount).toBe(amountDueCents(await orderDoc(id)));
    const intents = await deps.db
      .collection(collections.emulatedIntents)
      .where('orderId', '==', id)
      .get();
    expect(intents.size).toBe(1);
    expect((await orderDoc(id)).paymentIntentId).toBe([...ids][0]);
  });

  it('another customer cannot make an intent for an order that is not theirs', async () => {
    const { id } = await unpaidOrder();
    await expect(createPaymentIntent(deps, makeCaller(), id)).rejects.toMatchObject({
      code: 'not-found',
    });
    expect((await orderDoc(id)).paymentIntentId).toBeUndefined();
  });
});
