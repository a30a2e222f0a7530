import {
  collections,
  orderMailId,
  orderPagePath,
  type CheckoutBody,
  type MailDoc,
  type OrderDoc,
  type PartDoc,
} from '@cps/domain';
import { describe, expect, it } from 'vitest';
import { outboxMails, outboxPage } from '../../functions/src/emulator/mail/outbox';
import { updateProfile } from '../../functions/src/services/accounts/accounts';
import { createCheckoutOrder } from '../../functions/src/services/orders/checkout';
import { takeCodStep } from '../../functions/src/services/orders/cod-orders';
import { shipOrder } from '../../functions/src/services/orders/courier-booking';
import { createOrder } from '../../functions/src/services/orders/orders';
import { applyPaymentSucceeded } from '../../functions/src/services/payments/payments';
import type { Caller } from '../../functions/src/services/shared/caller';
import { queueOrderUpdateMail } from '../../functions/src/services/shared/order-mail';
import { runTransaction } from '../../functions/src/services/shared/transaction';
import { addPart, makeCaller, newOrder, payByCard, serviceHarness } from './support';

// The messages to the buyer as the use cases write them: one `mail` document per change, in the
// change's own transaction, none for a change made again or refused, and the optional updates
// left out for a buyer who turned them off (the receipts never are).

const deps = serviceHarness('order-mail');
const ADMIN = 'boss@example.com';
const toDhaka = {
  delivery: { method: 'home', district: 'Dhaka' },
  customerPhone: '01711000000',
  customerAddress: '12 Road 5, Dhanmondi, Dhaka',
} as const satisfies Partial<CheckoutBody>;

const part = (overrides: Partial<PartDoc> = {}) =>
  addPart(deps, { price: 50, minimumOrderQuanity: 1, availableQuanity: 20, ...overrides });

const checkout = async (buyer: Caller, paymentMethod: 'card' | 'cod') =>
  createCheckoutOrder(deps, buyer, {
    ...toDhaka,
    paymentMethod,
    lines: [{ partId: await part(), quanity: 1 }],
  });

/** The order's messages, as stored, by kind (at most one each, since the id is the kind's). */
async function mailsOf(orderId: string): Promise<Map<string, MailDoc & { id: string }>> {
  const snaps = await deps.db.collection(collections.mail).where('orderId', '==', orderId).get();
  return new Map(
    snaps.docs.map((s) => [(s.data() as MailDoc).kind, { ...(s.data() as MailDoc), id: s.id }]),
  );
}

const kindsOf = async (orderId: string) => [...(await mailsOf(orderId)).keys()].sort();

const optOut = (buyer: Caller) =>
  updateProfile(deps, buyer.uid, buyer.email, { orderUpdateMail: false });

describe('messages to the buyer', () => {
  it('placing writes the receipt, to the buyer, linking the order page (POST /orders too)', async () => {
    const buyer = makeCaller();
    const id = await checkout(buyer, 'card');
    const placed = (await mailsOf(id)).get('placed')!;
    expect(placed.id).toBe(orderMailId(id, 'placed'));
    expect(placed).toMatchObject({ to: buyer.email, orderId: id, createdAt: deps.now() });
    expect(placed.message.subject).toBe(`Your order ${id} is placed`);
    expect(placed.message.text).toContain(orderPagePath(id));
    expect(placed.message.html).toContain(`${orderPagePath(id)}"`);
    expect(await kindsOf(id)).toEqual(['placed']);

    const single = await createOrder(deps, buyer, newOrder(await part(), 2));
    expect(await kindsOf(single)).toEqual(['placed']);
  });

  it('a refused placement writes no message', async () => {
    const buyer = makeCaller();
    const partId = await part({ availableQuanity: 1 });
    await expect(createOrder(deps, buyer, newOrder(partId, 5))).rejects.toThrow();
    const mails = await deps.db.collection(collections.mail).where('to', '==', buyer.email).get();
    expect(mails.size).toBe(0);
  });

  it('paid and shipped: one message each; a replayed payment and a second ship write none', async () => {
    const buyer = makeCaller();
    const id = await checkout(buyer, 'card');
    const intent = await payByCard(deps, buyer, id);
    expect(await kindsOf(id)).toEqual(['paid', 'placed']);
    const paid = (await mailsOf(id)).get('paid')!;
    expect(paid.message.subject).toBe(`Your order ${id} is paid`);

    // The webhook's report of the same payment, and the same event again, an hour later.
    deps.setNow(deps.now() + 3_600_000);
    const intentNow = await deps.gateway().retrieveIntent(intent.id);
    expect(await applyPaymentSucceeded(deps, intentNow!, `evt-${id}`)).toBe('already-paid');
    expect(await applyPaymentSucceeded(deps, intentNow!, `evt-${id}`)).toBe('duplicate-event');
    expect((await mailsOf(id)).get('paid')).toEqual(paid);

    expect(await shipOrder(deps, id, ADMIN)).toBe(true);
    const shipped = (await mailsOf(id)).get('shipped')!;
    expect(shipped.message.subject).toBe(`Your order ${id} is on its way`);
    await expect(shipOrder(deps, id, ADMIN)).rejects.toThrow('already been shipped');
    expect((await mailsOf(id)).get('shipped')).toEqual(shipped);
    expect(await kindsOf(id)).toEqual(['paid', 'placed', 'shipped']);
  });

  it('shipping an unpaid order is refused and writes no message', async () => {
    const id = await checkout(makeCaller(), 'card');
    await expect(shipOrder(deps, id, ADMIN)).rejects.toThrow();
    expect(await kindsOf(id)).toEqual(['placed']);
  });

  it('cash on delivery: confirmed, shipped and collected, once each', async () => {
    const buyer = makeCaller();
    const id = await checkout(buyer, 'cod');
    expect(await takeCodStep(deps, id, 'confirm', ADMIN)).toBe(true);
    expect(await takeCodStep(deps, id, 'confirm', ADMIN)).toBe(false);
    expect(await kindsOf(id)).toEqual(['confirmed', 'placed']);
    expect(await shipOrder(deps, id, ADMIN)).toBe(true);
    expect(await shipOrder(deps, id, ADMIN)).toBe(false);
    expect(await takeCodStep(deps, id, 'collect', ADMIN)).toBe(true);
    const collected = (await mailsOf(id)).get('collected')!;
    deps.setNow(deps.now() + 60_000);
    expect(await takeCodStep(deps, id, 'collect', ADMIN)).toBe(false);
    expect((await mailsOf(id)).get('collected')).toEqual(collected);
    expect(collected.message.subject).toBe(`Your order ${id} is delivered and paid`);
    expect(await kindsOf(id)).toEqual(['collected', 'confirmed', 'placed', 'shipped']);
  });

  it('a refusal at the door writes no message', async () => {
    const id = await checkout(makeCaller(), 'cod');
    await takeCodStep(deps, id, 'confirm', ADMIN);
    await shipOrder(deps, id, ADMIN);
    await takeCodStep(deps, id, 'refuse', ADMIN);
    expect(await kindsOf(id)).toEqual(['confirmed', 'placed', 'shipped']);
  });

  it('a buyer who turned updates off gets the receipts only', async () => {
    const buyer = makeCaller();
    expect(await optOut(buyer)).toEqual({ existed: false, modified: true });
    const card = await checkout(buyer, 'card');
    await payByCard(deps, buyer, card);
    await shipOrder(deps, card, ADMIN);
    expect(await kindsOf(card)).toEqual(['paid', 'placed']);

    const cod = await checkout(buyer, 'cod');
    await takeCodStep(deps, cod, 'confirm', ADMIN);
    await shipOrder(deps, cod, ADMIN);
    await takeCodStep(deps, cod, 'collect', ADMIN);
    expect(await kindsOf(cod)).toEqual(['collected', 'placed']);

    // Turned back on, the next update goes; saving the same choice again changes nothing.
    const again = await checkout(buyer, 'cod');
    expect(await updateProfile(deps, buyer.uid, buyer.email, { orderUpdateMail: true })).toEqual({
      existed: true,
      modified: true,
    });
    expect(await updateProfile(deps, buyer.uid, buyer.email, { name: '' })).toEqual({
      existed: true,
      modified: false,
    });
    await takeCodStep(deps, again, 'confirm', ADMIN);
    expect(await kindsOf(again)).toEqual(['confirmed', 'placed']);
  });

  it('delivered: the update the courier sends, kept to the buyer’s choice', async () => {
    const deliver = (id: string) =>
      runTransaction(deps.db, async (tx) => {
        const ref = deps.db.collection(collections.orders).doc(id);
        const order = (await tx.get(ref)).data() as OrderDoc;
        return queueOrderUpdateMail(tx, deps.db, id, order, 'delivered', deps.now());
      });
    const buyer = makeCaller();
    const id = await checkout(buyer, 'card');
    expect(await deliver(id)).toBe(true);
    expect((await mailsOf(id)).get('delivered')!.message.subject).toBe(
      `Your order ${id} is delivered`,
    );
    const quiet = makeCaller();
    await optOut(quiet);
    const other = await checkout(quiet, 'card');
    expect(await deliver(other)).toBe(false);
    expect(await kindsOf(other)).toEqual(['placed']);
  });
});

describe('the local outbox', () => {
  it('lists the newest messages first, a bounded page at a time, escaped', async () => {
    const later = deps.now() + 10 * 86_400_000;
    const batch = deps.db.batch();
    for (let i = 0; i < 23; i += 1) {
      batch.set(deps.db.collection(collections.mail).doc(`outbox-${i}`), {
        to: `buyer${i}@example.com`,
        message: { subject: `Message <${i}>`, text: `text ${i}`, html: `<p>${i}</p>` },
        orderId: `order-${i}`,
        kind: 'placed',
        createdAt: later + i,
      } satisfies MailDoc);
    }
    await batch.commit();
    const first = await outboxMails(deps, undefined);
    expect(first.mails.map((m) => m.id)).toEqual(
      Array.from({ length: 20 }, (_, i) => `outbox-${22 - i}`),
    );
    expect(first.olderThan).toBe('outbox-3');
    const second = await outboxMails(deps, first.olderThan);
    expect(second.mails.slice(0, 3).map((m) => m.id)).toEqual(['outbox-2', 'outbox-1', 'outbox-0']);

    const page = outboxPage(first.mails, first.olderThan);
    expect(page).toContain('Message &lt;22&gt;');
    expect(page).toContain('buyer22@example.com');
    expect(page).toContain('&lt;p&gt;22&lt;/p&gt;');
    expect(page).not.toContain('<p>22</p>');
    expect(page).toContain('href="/emulator/mail?after=outbox-3"');
    await expect(outboxMails(deps, 'no-such-mail')).rejects.toThrow('No such message.');
  });
});
