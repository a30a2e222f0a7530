import { messages } from '@cps/domain';
import { describe, expect, it } from 'vitest';
import { expireOrderHoldsJob } from '../../functions/src/jobs/expire-order-holds';
import {
  createIntentForPrice,
  INTENT_BINDINGS,
  INTENT_RECORDS,
  reportPayment,
} from '../../functions/src/services/intent-bindings';
import { amountDueCents } from '../../functions/src/services/payments';
import { REFUNDS } from '../../functions/src/services/refunds';
import {
  refundUnreportedPayments,
  UNREPORTED_GRACE_MS,
} from '../../functions/src/services/unreported-payments';
import type { Caller } from '../../functions/src/services/caller';
import { burst, expectOnlyContention, orderSteps, serviceHarness } from './support';

// A spec §7 client pays with POST /create-payment-intent {price} (an intent bound to no order),
// then reports it with PATCH /order/{id}. A card that succeeds and is never reported (the tab
// closed, the order cancelled meanwhile) is refunded by the sweep the expiry job runs, once the
// grace has passed; a report, even one racing the sweep, and the sweep never both win.

const deps = serviceHarness('unreported');
const { unpaidOrder, orderDoc, confirmCard } = orderSteps(deps);

/** A {price} intent for `orderId`'s total; its card confirmed unless `confirm` is false. */
async function pricePayment(orderId: string, owner: Caller, confirm = true) {
  const total = amountDueCents(await orderDoc(orderId));
  const intent = await createIntentForPrice(deps, owner, total / 100);
  if (confirm) {
    await confirmCard(intent.clientSecret);
  }
  return intent;
}

async function emulatedRefundsOf(intentId: string) {
  const snap = await deps.db.collection('emulatedRefunds').where('intentId', '==', intentId).get();
  return snap.docs.map((d) => d.data());
}

const record = async (intentId: string) =>
  (await deps.db.doc(`${INTENT_RECORDS}/${intentId}`).get()).data();
const binding = async (intentId: string) =>
  (await deps.db.doc(`${INTENT_BINDINGS}/${intentId}`).get()).data();

/** Moves the clock just past the grace of an intent made now. */
const passGrace = () => deps.setNow(deps.now() + UNREPORTED_GRACE_MS + 1);

describe('a {price} payment never reported (the tab closed after the card)', () => {
  it('is refunded after the grace, once, however many sweeps run (two at once, then another)', async () => {
    const { id, owner } = await unpaidOrder();
    const intent = await pricePayment(id, owner);
    passGrace();

    const result = await burst(2, () => refundUnreportedPayments(deps));
    await refundUnreportedPayments(deps);

    expectOnlyContention(result);
    expect(await emulatedRefundsOf(intent.id)).toHaveLength(1);
    expect((await deps.db.doc(`${REFUNDS}/${intent.id}`).get()).data()).toMatchObject({
      reason: 'unreported',
      orderId: null,
      amount: intent.amount,
    });
    expect(await binding(intent.id)).toMatchObject({ orderId: null, reason: 'unreported' });
    expect(await record(intent.id)).toMatchObject({ open: false });
    // Reported after all, it pays nothing: the money went back.
    await expect(reportPayment(deps, owner, id, intent.id)).rejects.toThrow(
      messages.contract.intentRefunded,
    );
    expect(await orderDoc(id)).toMatchObject({ paid: false, status: 'unpaid' });
    expect(await emulatedRefundsOf(intent.id)).toHaveLength(1);
  });

  it('is left alone within the grace, and can still pay its order', async () => {
    const { id, owner } = await unpaidOrder();
    const intent = await pricePayment(id, owner);
    deps.setNow(deps.now() + UNREPORTED_GRACE_MS - 1000);

    await refundUnreportedPayments(deps);

    expect(await emulatedRefundsOf(intent.id)).toEqual([]);
    expect(await record(intent.id)).toMatchObject({ open: true });
    expect(await reportPayment(deps, owner, id, intent.id)).toBe('paid');
  });

  it('whose refund fails at the gateway stays open, and the next run refunds it once', async () => {
    const { id, owner } = await unpaidOrder();
    const intent = await pricePayment(id, owner);
    passGrace();
    const down = {
      ...deps,
      gateway: () => ({
        ...deps.gateway(),
        refundIntent: () => Promise.reject(new Error('gateway unavailable')),
      }),
    };

    expect(await refundUnreportedPayments(down)).toMatchObject({ refunded: 0, waiting: 1 });
    expect(await emulatedRefundsOf(intent.id)).toEqual([]);
    expect(await record(intent.id)).toMatchObject({ open: true });
    // Refused already: it can pay no order meanwhile.
    expect(await binding(intent.id)).toMatchObject({ orderId: null, reason: 'unreported' });

    expect(await refundUnreportedPayments(deps)).toMatchObject({ refunded: 1, waiting: 0 });
    expect(await emulatedRefundsOf(intent.id)).toHaveLength(1);
    expect(await record(intent.id)).toMatchObject({ open: false });
  });

  it('is refunded by the scheduled expiry job, which runs the sweep', async () => {
    const { id, owner } = await unpaidOrder();
    const intent = await pricePayment(id, owner);
    passGrace();

    await expireOrderHoldsJob(deps, async (ms) => deps.setNow(deps.now() + ms));

    expect(await emulatedRefundsOf(intent.id)).toHaveLength(1);
  });
});

describe('a {price} payment reported', () => {
  it('is never refunded by the sweep, and its order stays paid', async () => {
    const { id, owner } = await unpaidOrder();
    const intent = await pricePayment(id, owner);
    expect(await reportPayment(deps, owner, id, intent.id)).toBe('paid');
    passGrace();

    await refundUnreportedPayments(deps);
    await refundUnreportedPayments(deps);

    expect(await emulatedRefundsOf(intent.id)).toEqual([]);
    expect(await orderDoc(id)).toMatchObject({ paid: true, transectionId: intent.id });
    expect(await record(intent.id)).toMatchObject({ open: false });
  });

  it('late, the sweep refunding it between its checks and its transaction: refused, refunded once', async () => {
    const { id, owner } = await unpaidOrder();
    const intent = await pricePayment(id, owner);
    passGrace();
    // The report has read the intent (succeeded, no binding yet); the sweep runs to its end.
    const sweepMeanwhile = {
      ...deps,
      gateway: () => ({
        ...deps.gateway(),
        retrieveIntent: async (intentId: string) => {
          const seen = await deps.gateway().retrieveIntent(intentId);
          await refundUnreportedPayments(deps);
          return seen;
        },
      }),
    };

    await expect(reportPayment(sweepMeanwhile, owner, id, intent.id)).rejects.toThrow(
      messages.contract.intentRefunded,
    );

    expect(await emulatedRefundsOf(intent.id)).toHaveLength(1);
    expect(await orderDoc(id)).toMatchObject({ paid: false, status: 'unpaid' });
  });

  it("late, paying its order between the sweep's checks and its transaction: paid, never refunded", async () => {
    const { id, owner } = await unpaidOrder();
    const intent = await pricePayment(id, owner);
    passGrace();
    // The sweep has read the intent (succeeded, no binding yet); the report runs to its end.
    let reported: unknown;
    const reportMeanwhile = {
      ...deps,
      gateway: () => ({
        ...deps.gateway(),
        retrieveIntent: async (intentId: string) => {
          const seen = await deps.gateway().retrieveIntent(intentId);
          if (intentId === intent.id) reported = await reportPayment(deps, owner, id, intentId);
          return seen;
        },
      }),
    };

    await refundUnreportedPayments(reportMeanwhile);

    expect(reported).toBe('paid');
    expect(await emulatedRefundsOf(intent.id)).toEqual([]);
    expect(await orderDoc(id)).toMatchObject({ paid: true, transectionId: intent.id });
    expect(await record(intent.id)).toMatchObject({ open: false });
  });

  it('late, racing the sweep at once: exactly one of paid and refunded, each time', async () => {
    for (let round = 0; round < 2; round += 1) {
      const { id, owner } = await unpaidOrder();
      const intent = await pricePayment(id, owner);
      passGrace();

      const [report] = await Promise.allSettled([
        reportPayment(deps, owner, id, intent.id),
        refundUnreportedPayments(deps),
      ]);

      const refunds = await emulatedRefundsOf(intent.id);
      const order = await orderDoc(id);
      if (report.status === 'fulfilled') {
        expect(report.value).toBe('paid');
        expect(refunds).toEqual([]);
        expect(order).toMatchObject({ paid: true, transectionId: intent.id });
      } else {
        expect(String(report.reason)).toContain(messages.contract.intentRefunded);
        expect(refunds).toHaveLength(1);
        expect(order).toMatchObject({ paid: false, status: 'unpaid' });
      }
    }
  });
});

describe('a {price} intent whose card was never confirmed', () => {
  it('is cancelled after the grace and closed; nothing is refunded', async () => {
    const { id, owner } = await unpaidOrder();
    const intent = await pricePayment(id, owner, false);
    passGrace();

    await refundUnreportedPayments(deps);

    expect(await deps.gateway().retrieveIntent(intent.id)).toMatchObject({ status: 'canceled' });
    expect(await emulatedRefundsOf(intent.id)).toEqual([]);
    expect(await record(intent.id)).toMatchObject({ open: false });
    expect(await binding(intent.id)).toBeUndefined();
  });
});
