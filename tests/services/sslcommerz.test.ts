import { collections, type OrderDoc, ordersCopy } from '@cps/domain';
import { describe, expect, it } from 'vitest';
import { twinMarkers, type TwinMethod } from '../../functions/src/emulator/sslcommerz/twin';
import { signFields } from '../../functions/src/payments/sslcommerz/sign';
import { createCheckoutOrder } from '../../functions/src/services/orders/checkout';
import { expireOrder } from '../../functions/src/services/orders/order-expiry';
import { cancelUnpaidOrder } from '../../functions/src/services/orders/orders';
import { refundOrderPayment } from '../../functions/src/services/payments/refund-order';
import { acceptHeldPayment } from '../../functions/src/services/payments/sslcommerz/accept-held-payment';
import { applySslcommerzNotification } from '../../functions/src/services/payments/sslcommerz/notification';
import {
  sslcommerzTimings,
  type SessionRecord,
} from '../../functions/src/services/payments/sslcommerz/sessions';
import { startSslcommerzSession } from '../../functions/src/services/payments/sslcommerz/start-session';
import { checkSslcommerzSessions } from '../../functions/src/services/payments/sslcommerz/sweep';
import type { Caller } from '../../functions/src/services/shared/caller';
import {
  addPart,
  burst,
  expectOnlyContention,
  makeCaller,
  serviceHarness,
  stockOf,
} from './support';

// SSLCommerz's payment against the Firestore emulator, with the emulated SSLCommerz (the twin)
// called in process: what its hosted page sends when the buyer pays is handed to the store's
// notification door as the IPN and the buyer's return would carry it.

const deps = serviceHarness('sslcommerz');
const admin = makeCaller({ email: 'admin@example.com' });

/** An SSLCommerz order of 3 of a $12.34 part, picked up: $37.02, Tk 4,442.40. */
async function sslOrder(owner: Caller = makeCaller(), price = 12.34, quanity = 3) {
  const partId = await addPart(deps, { price, minimumOrderQuanity: 1, availableQuanity: 50 });
  const id = await createCheckoutOrder(deps, owner, {
    lines: [{ partId, quanity }],
    delivery: { method: 'pickup' },
    customerPhone: '01711000000',
    customerAddress: '',
    paymentMethod: 'sslcommerz',
  });
  return { id, owner, partId };
}

const orderDoc = async (id: string) =>
  (await deps.db.doc(`${collections.orders}/${id}`).get()).data() as OrderDoc;
const sessionDoc = async (tranId: string) =>
  (await deps.db.doc(`${collections.sslcommerzSessions}/${tranId}`).get()).data() as SessionRecord;

/** The buyer starts a session and chooses on the twin's page: the signed form it POSTs back. */
async function payOnPage(
  owner: Caller,
  id: string,
  {
    action = 'pay',
    method = 'bkash',
  }: { action?: 'pay' | 'fail' | 'cancel'; method?: TwinMethod } = {},
) {
  const { url } = await startSslcommerzSession(deps, owner, id);
  const key = url.split('/').pop()!;
  const outcome = await deps.sslcommerzTwin.act(key, action, method);
  expect(outcome).toBeDefined();
  return outcome!;
}

const ipn = (fields: Record<string, string>) =>
  applySslcommerzNotification(deps, fields, 'ipn').then((r) => r.effect);

describe('an SSLCommerz checkout and its session', () => {
  it('is refused outside BDT 10 to 500,000, before any session or stock is held', async () => {
    const partId = await addPart(deps, { price: 4_166.67, availableQuanity: 5 });
    await expect(
      createCheckoutOrder(deps, makeCaller(), {
        lines: [{ partId, quanity: 1 }],
        delivery: { method: 'pickup' },
        customerPhone: '01711000000',
        customerAddress: '',
        paymentMethod: 'sslcommerz',
      }),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: ordersCopy.sslcommerz.amountOutOfRange('Tk 500,000.40', 'Tk 10.00', 'Tk 500,000.00'),
    });
    expect(await stockOf(deps, partId)).toBe(5);
    // The same total by card is taken: the limit is SSLCommerz's.
    await createCheckoutOrder(deps, makeCaller(), {
      lines: [{ partId, quanity: 1 }],
      delivery: { method: 'pickup' },
      customerPhone: '01711000000',
      customerAddress: '',
      paymentMethod: 'card',
    });
    expect(await stockOf(deps, partId)).toBe(4);
  });

  it("charges the stored order's total in Taka, under a new tran_id per attempt bound to it", async () => {
    const { id, owner } = await sslOrder();
    await startSslcommerzSession(deps, owner, id);
    deps.setNow(deps.now() + 1000);
    await startSslcommerzSession(deps, owner, id);
    const order = await orderDoc(id);
    expect(order.sslcommerz).toMatchObject({ tranId: `${id}-2`, attempts: 2 });
    expect(await sessionDoc(`${id}-1`)).toMatchObject({
      orderId: id,
      uid: owner.uid,
      amount: '4442.40',
      poisha: 444_240,
      currency: 'BDT',
      state: 'open',
      checkAt: deps.now() - 1000 + sslcommerzTimings.lostAfterMs,
    });
    const twin = await deps.db.doc(`${collections.emulatedSslcommerzSessions}/${id}-2`).get();
    expect(twin.get('amount')).toBe('4442.40');
    expect(order.timeline!.filter((e) => e.type === 'payment-started')).toHaveLength(2);
  });

  it('only the owner, only an SSLCommerz order, only while it can be paid', async () => {
    const { id } = await sslOrder();
    await expect(startSslcommerzSession(deps, makeCaller(), id)).rejects.toMatchObject({
      code: 'not-found',
    });
    const card = await addPart(deps, { price: 10, availableQuanity: 5 });
    const owner = makeCaller();
    const cardOrder = await createCheckoutOrder(deps, owner, {
      lines: [{ partId: card, quanity: 1 }],
      delivery: { method: 'pickup' },
      customerPhone: '01711000000',
      customerAddress: '',
      paymentMethod: 'card',
    });
    await expect(startSslcommerzSession(deps, owner, cardOrder)).rejects.toMatchObject({
      code: 'failed-precondition',
      message: ordersCopy.sslcommerz.notThisWay,
    });
  });
});

describe('notifications that are not a payment of this order change nothing', () => {
  it('a forged sign: a changed amount, or signed with another password', async () => {
    const { id, owner } = await sslOrder();
    const { fields } = await payOnPage(owner, id);
    const before = await orderDoc(id);
    expect(await ipn({ ...fields, amount: '1.00' })).toBe('forged');
    const keys = fields.verify_key!.split(',');
    expect(await ipn({ ...fields, ...signFields(fields, keys, 'not-the-password') })).toBe(
      'forged',
    );
    expect(await orderDoc(id)).toEqual(before);
  });

  it('a validation that says INVALID: a signed notification of a val_id SSLCommerz does not know', async () => {
    const { id, owner } = await sslOrder();
    const { fields } = await payOnPage(owner, id);
    const made = { ...fields, val_id: 'made-up-val-id' };
    const keys = Object.keys(made).filter((k) => !k.startsWith('verify_'));
    const before = await orderDoc(id);
    expect(await ipn({ ...made, ...signFields(made, keys, 'qwerty') })).toBe('not-valid');
    expect(await orderDoc(id)).toEqual(before);
  });

  it("another order's tran_id: the validated payment is not this session's", async () => {
    const a = await sslOrder();
    const b = await sslOrder();
    const paidA = await payOnPage(a.owner, a.id);
    await startSslcommerzSession(deps, b.owner, b.id);
    const forB = { ...paidA.fields, tran_id: `${b.id}-1`, value_a: b.id };
    const keys = Object.keys(forB).filter((k) => !k.startsWith('verify_'));
    const [beforeA, beforeB] = [await orderDoc(a.id), await orderDoc(b.id)];
    expect(await ipn({ ...forB, ...signFields(forB, keys, 'qwerty') })).toBe('mismatch');
    expect(await orderDoc(a.id)).toEqual(beforeA);
    expect(await orderDoc(b.id)).toEqual(beforeB);
  });

  it('a wrong amount or currency: SSLCommerz took something else than the order asks', async () => {
    for (const change of [{ amount: '4442.39' }, { currency: 'USD' }]) {
      const { id, owner } = await sslOrder();
      const { url } = await startSslcommerzSession(deps, owner, id);
      // SSLCommerz's record of the payment differs from the session the store made.
      await deps.db.doc(`${collections.emulatedSslcommerzSessions}/${id}-1`).update(change);
      const outcome = await deps.sslcommerzTwin.act(url.split('/').pop()!, 'pay', 'card');
      const before = await orderDoc(id);
      expect(await ipn(outcome!.fields)).toBe('mismatch');
      expect(await orderDoc(id)).toEqual(before);
    }
  });

  it('an unknown tran_id, and a failed or cancelled payment', async () => {
    const { id, owner } = await sslOrder();
    const failed = await payOnPage(owner, id, { action: 'fail' });
    expect(await ipn(failed.fields)).toBe('not-paid');
    const cancelled = await payOnPage(owner, id, { action: 'cancel' });
    expect(await ipn(cancelled.fields)).toBe('not-paid');
    const unknown = { ...failed.fields, tran_id: 'AAAAAAAAAAAAAAAAAAAA-1' };
    const keys = Object.keys(unknown).filter((k) => !k.startsWith('verify_'));
    expect(await ipn({ ...unknown, ...signFields(unknown, keys, 'qwerty') })).toBe('unknown');
    expect(await orderDoc(id)).toMatchObject({ paid: false, status: 'unpaid' });
  });
});

describe('a valid payment pays once', () => {
  it('a VALID IPN: paid, its transectionId, the history event, in one go; a replay does nothing', async () => {
    const { id, owner } = await sslOrder();
    const { fields } = await payOnPage(owner, id);
    expect(await ipn(fields)).toBe('paid');
    const order = await orderDoc(id);
    expect(order).toMatchObject({
      paid: true,
      status: 'pending',
      transectionId: `${id}-1`,
      paidAt: deps.now(),
      sslcommerz: { valId: fields.val_id, bankTranId: fields.bank_tran_id, amount: '4442.40' },
    });
    expect(order.paymentIntentId).toBeUndefined();
    expect(order.timeline!.filter((e) => e.type === 'paid')).toEqual([
      { type: 'paid', at: deps.now(), by: 'sslcommerz', who: `${id}-1` },
    ]);
    expect(await ipn(fields)).toBe('duplicate-event');
    expect((await sessionDoc(`${id}-1`)).state).toBe('paid');
    expect((await sessionDoc(`${id}-1`)).checkAt).toBeUndefined();
  });

  it('ten concurrent replays of the IPN racing the success return: paid once', async () => {
    const { id, owner } = await sslOrder();
    const { fields } = await payOnPage(owner, id);
    const result = await burst(11, (i) =>
      applySslcommerzNotification(deps, fields, i === 5 ? 'success' : 'ipn').then((r) => r.effect),
    );
    // A delivery that loses every retry of its transaction answers 500: SSLCommerz sends it again.
    expectOnlyContention(result);
    expect(result.values.filter((v) => v === 'paid')).toHaveLength(1);
    for (const v of result.values) expect(['paid', 'duplicate-event']).toContain(v);
    const order = await orderDoc(id);
    expect(order.timeline!.filter((e) => e.type === 'paid')).toHaveLength(1);
  });

  it('a second payment of a paid order is refunded through the refund API, and followed', async () => {
    const { id, owner } = await sslOrder();
    const first = await payOnPage(owner, id);
    // The buyer opened a second session before the first was paid.
    const { url } = await startSslcommerzSession(deps, owner, id);
    expect(await ipn(first.fields)).toBe('paid');
    const second = await deps.sslcommerzTwin.act(url.split('/').pop()!, 'pay', 'nagad');
    expect(await ipn(second!.fields)).toBe('refunded');
    const record = await sessionDoc(`${id}-2`);
    expect(record).toMatchObject({
      state: 'refunding',
      refund: { refundTransId: `RF${id}-2`, reason: 'second-payment', status: 'processing' },
    });
    deps.setNow(deps.now() + sslcommerzTimings.refundRecheckMs);
    expect(await checkSslcommerzSessions(deps, deps.now() + 60_000)).toMatchObject({ waiting: 1 });
    deps.setNow(deps.now() + sslcommerzTimings.refundRecheckMs);
    expect(await checkSslcommerzSessions(deps, deps.now() + 60_000)).toMatchObject({ refunded: 1 });
    expect((await sessionDoc(`${id}-2`)).state).toBe('refunded');
    const order = await orderDoc(id);
    // The order keeps the payment that paid it.
    expect(order).toMatchObject({ paid: true, status: 'pending', transectionId: `${id}-1` });
    expect(order.timeline!.map((e) => e.type)).toContain('payment-refunded');
  });
});

describe('a risky payment is held for the admin', () => {
  it('held: not paid, not payable, not cancellable, not expired; then accepted, paid once', async () => {
    const owner = makeCaller({ name: `Rahim ${twinMarkers.risky}` });
    const { id, partId } = await sslOrder(owner);
    const { fields } = await payOnPage(owner, id);
    expect(fields.risk_level).toBe('1');
    expect(await ipn(fields)).toBe('held');
    expect(await orderDoc(id)).toMatchObject({ paid: false, status: 'held' });
    await expect(startSslcommerzSession(deps, owner, id)).rejects.toMatchObject({
      message: ordersCopy.sslcommerz.held,
    });
    await expect(
      cancelUnpaidOrder(deps, { uid: owner.uid, admin: false, email: owner.email }, id),
    ).rejects.toMatchObject({ code: 'failed-precondition' });
    deps.setNow(deps.now() + deps.config.orders.holdSeconds * 1000 + 1);
    expect(await expireOrder(deps, id)).toBe('waiting');
    expect(await stockOf(deps, partId)).toBe(47);

    expect(await acceptHeldPayment(deps, admin, id)).toBe('paid');
    const order = await orderDoc(id);
    expect(order).toMatchObject({ paid: true, status: 'pending', transectionId: `${id}-1` });
    expect(order.timeline!.filter((e) => e.type === 'paid')).toEqual([
      { type: 'paid', at: deps.now(), by: 'admin', who: admin.email },
    ]);
    await expect(acceptHeldPayment(deps, admin, id)).rejects.toMatchObject({
      message: ordersCopy.sslcommerz.notHeld,
    });
  });

  it('refunded by the admin instead: the order ends, its stock back, the refund followed', async () => {
    const owner = makeCaller({ name: `Karim ${twinMarkers.risky}` });
    const { id, partId } = await sslOrder(owner);
    expect(await ipn((await payOnPage(owner, id)).fields)).toBe('held');
    await refundOrderPayment(deps, admin, id);
    expect(await orderDoc(id)).toMatchObject({
      paid: false,
      status: 'expired',
      sslcommerz: { refund: { status: 'processing', refundTransId: `RF${id}-1` } },
    });
    expect(await stockOf(deps, partId)).toBe(50);
    for (let i = 0; i < 2; i += 1) {
      deps.setNow(deps.now() + sslcommerzTimings.refundRecheckMs);
      await checkSslcommerzSessions(deps, deps.now() + 60_000);
    }
    const order = await orderDoc(id);
    expect(order.sslcommerz?.refund?.status).toBe('refunded');
    expect(order.timeline!.map((e) => e.type)).toEqual(
      expect.arrayContaining(['payment-held', 'refund-started', 'refunded']),
    );
  });
});

describe('lost notifications and refunds', () => {
  it('a lost IPN is found by the job once its check time comes, not before', async () => {
    const { id, owner } = await sslOrder();
    await payOnPage(owner, id); // paid on the page; its IPN never arrives
    expect(await checkSslcommerzSessions(deps, deps.now() + 60_000)).toMatchObject({ settled: 0 });
    expect((await orderDoc(id)).paid).toBe(false);
    deps.setNow(deps.now() + sslcommerzTimings.lostAfterMs);
    const run = await checkSslcommerzSessions(deps, deps.now() + 60_000);
    expect(run.settled).toBeGreaterThanOrEqual(1);
    expect(await orderDoc(id)).toMatchObject({ paid: true, transectionId: `${id}-1` });
  });

  it('the expiry asks SSLCommerz first: a paid order whose IPN was lost is paid, not expired', async () => {
    const { id, owner, partId } = await sslOrder();
    await payOnPage(owner, id);
    deps.setNow(deps.now() + deps.config.orders.holdSeconds * 1000 + 1);
    expect(await expireOrder(deps, id)).toBe('paid');
    expect(await orderDoc(id)).toMatchObject({ paid: true, status: 'pending' });
    expect(await stockOf(deps, partId)).toBe(47);
  });

  it('an admin refund of a paid order: asked with refund_trans_id, followed until refunded', async () => {
    const { id, owner, partId } = await sslOrder();
    expect(await ipn((await payOnPage(owner, id)).fields)).toBe('paid');
    await refundOrderPayment(deps, admin, id);
    await expect(refundOrderPayment(deps, admin, id)).rejects.toMatchObject({
      message: ordersCopy.sslcommerz.refundPending,
    });
    const refund = await deps.db.doc(`${collections.emulatedSslcommerzRefunds}/RF${id}-1`).get();
    expect(refund.get('amount')).toBe('4442.40');
    expect((await orderDoc(id)).status).toBe('pending');
    for (let i = 0; i < 2; i += 1) {
      deps.setNow(deps.now() + sslcommerzTimings.refundRecheckMs);
      await checkSslcommerzSessions(deps, deps.now() + 60_000);
    }
    const order = await orderDoc(id);
    expect(order).toMatchObject({
      status: 'refunded',
      refundedCents: 3702,
      sslcommerz: { refund: { status: 'refunded' } },
    });
    expect(await stockOf(deps, partId)).toBe(50);
    expect(order.timeline!.map((e) => e.type)).toEqual(
      expect.arrayContaining(['refund-started', 'refunded']),
    );
  });
});
