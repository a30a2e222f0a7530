import {
  canCancel,
  canShip,
  collections,
  lineTotal,
  messages,
  quantityError,
  type Order,
  type OrderDoc,
  type PartDoc,
} from '@cps/domain';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import type { Caller } from './caller';
import type { Deps } from './deps';
import { badRequest, conflict, notFound } from './errors';
import { writeStockChange } from './part-writes';
import { releaseOpenIntent } from './payments';
import { runTransaction } from './transaction';

export interface NewOrder {
  partId: string;
  customerPhone: string;
  customerAddress: string;
  quanity: number;
}

/**
 * Places an order. Name, picture, unit price and line total come from the part, the customer's
 * name and email from their token; the quantity must be whole and within [minimum, stock]. The
 * stock is reserved in the same transaction, so concurrent orders can never oversell.
 */
export async function createOrder(
  { db, now }: Pick<Deps, 'db' | 'now'>,
  caller: Caller,
  input: NewOrder,
): Promise<string> {
  const partRef = db.collection(collections.parts).doc(input.partId);
  const orderRef = db.collection(collections.orders).doc();
  await runTransaction(db, async (tx) => {
    const snap = await tx.get(partRef);
    if (!snap.exists) throw notFound('Part not found.');
    const part = snap.data() as PartDoc;
    const problem = quantityError(input.quanity, part);
    if (problem === messages.validation.quantityAboveStock) throw conflict(problem);
    if (problem) throw badRequest(problem);
    const at = now();
    const order: OrderDoc = {
      customerName: caller.name ?? caller.email,
      customerEmail: caller.email,
      customerPhone: input.customerPhone,
      customerAddress: input.customerAddress,
      name: part.name,
      img: part.img,
      price: part.price,
      quanity: input.quanity,
      unitPrice: lineTotal(part.price, input.quanity),
      paid: false,
      shipped: false,
      uid: caller.uid,
      partId: input.partId,
      createdAt: at,
    };
    writeStockChange(tx, partRef, part, part.availableQuanity - input.quanity, at);
    tx.create(orderRef, order);
  });
  return orderRef.id;
}

/**
 * Who acts on an order: its owner reaches only their own orders (another's answers 404, as a
 * missing one does); an admin, or the store itself (a scheduled job), reaches every order.
 */
export interface OrderActor {
  uid: string;
  admin: boolean;
}

function reachable(actor: OrderActor, snap: DocumentSnapshot): boolean {
  return snap.exists && (actor.admin || snap.get('uid') === actor.uid);
}

/** Reads an order the actor may see. */
export async function getOrderFor(db: Firestore, actor: OrderActor, id: string): Promise<Order> {
  const snap = await db.collection(collections.orders).doc(id).get();
  if (!reachable(actor, snap)) throw notFound('Order not found.');
  return { _id: snap.id, ...(snap.data() as OrderDoc) };
}

const paidOrderRefusal = () => conflict('A paid order cannot be cancelled.');

/**
 * Cancels an unpaid order: its open payment intent is cancelled at the gateway first, so no card
 * can be charged for an order that no longer exists; then, in one transaction, the order goes and
 * its stock returns to the part. A payment that got there first wins (409, and a succeeded one is
 * settled as paid). The one cancel use case: DELETE /order/{id} calls it, and so can a job.
 */
export async function cancelUnpaidOrder(
  deps: Pick<Deps, 'db' | 'gateway' | 'now'>,
  actor: OrderActor,
  id: string,
): Promise<void> {
  const { db, now } = deps;
  const order = await getOrderFor(db, actor, id);
  // A paid order stops here, before any gateway call; the transaction checks again.
  if (!canCancel(order)) throw paidOrderRefusal();
  const release = await releaseOpenIntent(deps, order);
  if (release.kind === 'paid') throw paidOrderRefusal();
  if (release.kind === 'processing') {
    throw conflict('A payment for this order is being processed; please try again later.');
  }
  const orderRef = db.collection(collections.orders).doc(id);
  await runTransaction(db, async (tx) => {
    const snap = await tx.get(orderRef);
    if (!reachable(actor, snap)) throw notFound('Order not found.');
    const current = snap.data() as OrderDoc;
    if (!canCancel(current)) throw paidOrderRefusal();
    // A payment started after the release: its intent is open, so nothing may change yet.
    if (current.paymentIntentId !== release.intentId) {
      throw conflict('A payment was started for this order; please try again.');
    }
    const partRef = db.collection(collections.parts).doc(current.partId);
    const part = await tx.get(partRef);
    if (part.exists) {
      const before = part.data() as PartDoc;
      writeStockChange(tx, partRef, before, before.availableQuanity + current.quanity, now());
    }
    tx.delete(orderRef);
  });
}

/** Ships a paid, unshipped order (admins only; the route checks). */
export async function shipOrder({ db, now }: Pick<Deps, 'db' | 'now'>, id: string): Promise<void> {
  const orderRef = db.collection(collections.orders).doc(id);
  await runTransaction(db, async (tx) => {
    const snap = await tx.get(orderRef);
    if (!snap.exists) throw notFound('Order not found.');
    const order = snap.data() as OrderDoc;
    if (order.shipped) throw conflict('This order has already been shipped.');
    if (!canShip(order)) throw conflict('Only a paid order can be shipped.');
    tx.update(orderRef, { shipped: true, shippedAt: now() });
  });
}

export async function listOrders(db: Firestore, uid?: string): Promise<Order[]> {
  const base = db.collection(collections.orders);
  const query = uid ? base.where('uid', '==', uid) : base;
  const snap = await query.orderBy('createdAt', 'desc').get();
  return snap.docs.map((d) => ({ _id: d.id, ...(d.data() as OrderDoc) }));
}
