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
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { Caller } from '../api/caller';
import { conflict, HttpError, notFound } from '../api/errors';
import type { Deps } from './deps';

export interface NewOrder {
  partId: string;
  customerPhone: string;
  customerAddress: string;
  quanity: number;
}

/** Firestore gives up on a contended transaction with ABORTED (gRPC 10): the caller may retry. */
function isContention(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 10 || code === 'aborted' || code === 'ABORTED';
}

async function inTransaction<T>(db: Firestore, work: Parameters<Firestore['runTransaction']>[0]) {
  try {
    return (await db.runTransaction(work)) as T;
  } catch (error) {
    if (isContention(error)) {
      throw new HttpError('aborted', 'The store is busy with this item. Please try again.');
    }
    throw error;
  }
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
  await inTransaction(db, async (tx) => {
    const snap = await tx.get(partRef);
    if (!snap.exists) throw notFound('Part not found.');
    const part = snap.data() as PartDoc;
    const problem = quantityError(input.quanity, part);
    if (problem === messages.validation.quantityAboveStock) throw conflict(problem);
    if (problem) throw new HttpError('invalid-argument', problem);
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
    tx.update(partRef, {
      availableQuanity: part.availableQuanity - input.quanity,
      updatedAt: at,
    });
    tx.create(orderRef, order);
  });
  return orderRef.id;
}

/** Reads an order the caller may see: its owner or an admin. Others get 404, as for a missing one. */
export async function getOrderFor(
  db: Firestore,
  caller: Caller,
  isAdmin: boolean,
  id: string,
): Promise<Order> {
  const snap = await db.collection(collections.orders).doc(id).get();
  if (!snap.exists || (!isAdmin && snap.get('uid') !== caller.uid)) {
    throw notFound('Order not found.');
  }
  return { _id: snap.id, ...(snap.data() as OrderDoc) };
}

/** What cancelling a paid order answers, wherever the paid state is found. */
export const paidOrderRefusal = () => conflict('A paid order cannot be cancelled.');

/**
 * Cancels an unpaid order (owner or admin): the order goes and its stock returns to the part.
 * `releasedIntentId` is the payment intent the caller has cancelled at the gateway (see
 * releaseOpenIntent); if the order has moved on to another intent since, nothing changes.
 */
export async function cancelOrder(
  { db, now }: Pick<Deps, 'db' | 'now'>,
  caller: Caller,
  isAdmin: boolean,
  id: string,
  releasedIntentId: string | undefined,
): Promise<void> {
  const orderRef = db.collection(collections.orders).doc(id);
  await inTransaction(db, async (tx) => {
    const snap = await tx.get(orderRef);
    if (!snap.exists || (!isAdmin && snap.get('uid') !== caller.uid)) {
      throw notFound('Order not found.');
    }
    const order = snap.data() as OrderDoc;
    if (!canCancel(order)) throw paidOrderRefusal();
    if (order.paymentIntentId !== releasedIntentId) {
      throw conflict('A payment was started for this order; please try again.');
    }
    const partRef = db.collection(collections.parts).doc(order.partId);
    const part = await tx.get(partRef);
    if (part.exists) {
      tx.update(partRef, {
        availableQuanity: FieldValue.increment(order.quanity),
        updatedAt: now(),
      });
    }
    tx.delete(orderRef);
  });
}

/** Ships a paid, unshipped order (admins only; the route checks). */
export async function shipOrder({ db, now }: Pick<Deps, 'db' | 'now'>, id: string): Promise<void> {
  const orderRef = db.collection(collections.orders).doc(id);
  await inTransaction(db, async (tx) => {
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
