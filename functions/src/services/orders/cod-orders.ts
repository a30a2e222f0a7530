import {
  codStepReturnsStock,
  collections,
  decideCodStep,
  type CodStep,
  type OrderDoc,
  type OrderEvent,
  type OrderMailKind,
} from '@cps/domain';
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import type { Deps } from '../shared/deps';
import { conflict, notFound } from '../shared/errors';
import { queueOrderMail, readOrderMailChoice } from '../shared/order-mail';
import { readOrderParts, returnStock } from '../shared/order-stock';
import { writeOrderTransition } from '../shared/order-writes';
import { runTransaction } from '../shared/transaction';
import { codRefusalsRef } from './cod-standing';
import { readInvoiceCounter } from './invoice-number';

// The admin's steps of a cash-on-delivery order (packages/domain cod.ts): confirm after the
// phone call, ship (PUT /orderShip), collected at the door, refused at the door. Each is one
// transaction that reads the order, decides the step from its state, and writes the order's
// status, history event and counts with the stock it moves: a refusal gives every line's units
// back and counts against the buyer's account. A step taken already changes nothing (a retry).

/**
 * The message each step sends the buyer: collected is delivered and paid, a receipt. Shipping
 * sends its message with the courier's step (courier-writes.ts).
 */
const codStepMail: Partial<Record<CodStep, OrderMailKind>> = {
  confirm: 'confirmed',
  collect: 'collected',
};

/**
 * One step on the order read in `tx` (`order`, at `ref`): refused with a 409 from a state it
 * cannot follow, false when it was taken already, true when taken now. Reads before it writes.
 * `report` is the courier's report the step follows from (its delivery, for a collection):
 * written with it, before it, after the step's reads.
 */
export async function applyCodStep(
  tx: Transaction,
  ref: DocumentReference,
  order: OrderDoc,
  step: CodStep,
  at: number,
  by: string,
  report?: { fields: Partial<OrderDoc>; event: OrderEvent },
): Promise<boolean> {
  const decision = decideCodStep(order, ref.id, step, at, by);
  if (decision.kind === 'refused') throw conflict(decision.message);
  if (decision.kind === 'done') return false;
  const db = ref.firestore;
  const mail = codStepMail[step];
  const choice = mail ? await readOrderMailChoice(db, tx, order.uid) : undefined;
  const invoice = step === 'collect' ? await readInvoiceCounter(tx, db, at) : undefined;
  if (codStepReturnsStock(step)) returnStock(tx, await readOrderParts(db, tx, order), at);
  if (step === 'refuse') {
    tx.set(
      codRefusalsRef(db, order.uid),
      { lastRefusedAt: at, lastOrderId: ref.id, refusals: FieldValue.increment(1) },
      { merge: true },
    );
  }
  if (report) tx.update(ref, { ...report.fields, timeline: FieldValue.arrayUnion(report.event) });
  writeOrderTransition(tx, ref, order, decision.fields, {
    type: decision.event,
    at,
    by: 'admin',
    who: by,
  });
  if (mail) queueOrderMail(tx, db, ref.id, { ...order, ...decision.fields }, mail, at, choice);
  invoice?.assign(tx, ref, order);
  return true;
}

/**
 * POST /orders/{id}/cod/confirm, /collect and /refuse (admins only; the route checks): the step
 * in one transaction. Answers whether it changed the order (false: taken already).
 */
export async function takeCodStep(
  { db, now }: Pick<Deps, 'db' | 'now'>,
  id: string,
  step: Exclude<CodStep, 'ship'>,
  by: string,
): Promise<boolean> {
  const ref = db.collection(collections.orders).doc(id);
  return runTransaction(db, async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound('Order not found.');
    return applyCodStep(tx, ref, snap.data() as OrderDoc, step, now(), by);
  });
}
