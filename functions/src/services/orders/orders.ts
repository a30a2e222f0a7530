import {
  apiCopy,
  canCancel,
  collections,
  isCodOrder,
  lineTotal,
  messages,
  ordersCopy,
  quantityError,
  type Order,
  type OrderDoc,
  type OrderEvent,
} from '@cps/domain';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import type { Caller } from '../shared/caller';
import type { Deps } from '../shared/deps';
import { badRequest, conflict, notFound } from '../shared/errors';
import { writeOrderRemoval } from '../shared/order-writes';
import { readOrderParts, returnStock } from '../shared/order-stock';
import { startedAnotherPayment } from '../payments/payments';
import { releaseOpenPayment } from '../payments/release-payment';
import { placeOrder } from './place-order';
import type { RateLimitGate } from '../shared/rate-limit';
import { runTransaction } from '../shared/transaction';

export interface NewOrder {
  partId: string;
  /** The part's name when the order named it (spec §7): the part must still be called so. */
  partName?: string;
  customerPhone: string;
  customerAddress: string;
  quanity: number;
}

/**
 * Places an order of one part: the order's placement (place-order.ts: the stock reserved in the
 * same transaction, so concurrent orders can never oversell; the unpaid cap, the amount limits
 * and the hoarding rules) with this kind's checks. Name, picture, unit price and line total come
 * from the part, the customer's name and email from their token; the quantity must be whole and
 * within [minimum, stock].
 */
export function createOrder(
  deps: Pick<Deps, 'db' | 'now' | 'config'>,
  caller: Caller,
  input: NewOrder,
  rateLimit?: RateLimitGate,
): Promise<string> {
  return placeOrder(
    deps,
    caller,
    {
      partIds: [input.partId],
      customerPhone: input.customerPhone,
      customerAddress: input.customerAddress,
      items: (parts) => {
        const part = parts.get(input.partId);
        if (!part) throw notFound('Part not found.');
        if (input.partName !== undefined && part.name !== input.partName) {
          throw notFound(apiCopy.contract.unknownPartName(input.partName));
        }
        const problem = quantityError(input.quanity, part);
        if (problem === messages.validation.quantityAboveStock) throw conflict(problem);
        if (problem) throw badRequest(problem);
        return {
          partId: input.partId,
          name: part.name,
          img: part.img,
          price: part.price,
          quanity: input.quanity,
          unitPrice: lineTotal(part.price, input.quanity),
        };
      },
    },
    rateLimit,
  );
}

/**
 * Who acts on an order: its owner reaches only their own orders (another's answers 404, as a
 * missing one does); an admin, or the store itself (a scheduled job), reaches every order.
 */
export interface OrderActor {
  uid: string;
  admin: boolean;
  /** Who it is, for the order's history. */
  email?: string;
}

/** The history event of an actor's act on an order. */
function eventBy(actor: OrderActor, type: OrderEvent['type'], at: number): OrderEvent {
  return {
    type,
    at,
    by: actor.admin ? 'admin' : 'customer',
    ...(actor.email ? { who: actor.email } : {}),
  };
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
 * Why an order cannot be cancelled: it is paid, it expired (its stock is back already), or it is a
 * cash-on-delivery order that has left the shop.
 */
const cannotCancel = (order: OrderDoc) =>
  isCodOrder(order) && order.expiredAt === undefined
    ? conflict(ordersCopy.cod.cannotCancel)
    : !order.paid && order.expiredAt !== undefined
      ? conflict(ordersCopy.orders.expiredNotice)
      : paidOrderRefusal();

/**
 * Cancels an unpaid order: its open payment intent is cancelled at the gateway first, so no card
 * can be charged for an order that no longer exists; then, in one transaction, the order goes and
 * the stock of every line returns to its part. A payment that got there first wins (409, and a succeeded one is
 * settled as paid). The one cancel use case: DELETE /order/{id} calls it, and so can a job.
 * With a rate-limit gate, the cancel is counted with its own writes, or before the gateway is
 * called when the order has an intent to cancel: a cancel refused before either writes nothing.
 */
export async function cancelUnpaidOrder(
  deps: Pick<Deps, 'db' | 'gateway' | 'now' | 'sslcommerz'>,
  actor: OrderActor,
  id: string,
  rateLimit?: RateLimitGate,
): Promise<void> {
  const { db, now } = deps;
  const order = await getOrderFor(db, actor, id);
  // A paid or expired order stops here, before any gateway call; the transaction checks again.
  if (!canCancel(order)) throw cannotCancel(order);
  const countedFirst = rateLimit !== undefined && order.paymentIntentId !== undefined;
  if (countedFirst) await rateLimit.take();
  const release = await releaseOpenPayment(deps, order);
  if (release.kind === 'paid') throw paidOrderRefusal();
  if (release.kind === 'processing') {
    throw conflict('A payment for this order is being processed; please try again later.');
  }
  const orderRef = db.collection(collections.orders).doc(id);
  await runTransaction(db, async (tx) => {
    const count = countedFirst ? undefined : await rateLimit?.admit(tx);
    const snap = await tx.get(orderRef);
    if (!reachable(actor, snap)) throw notFound('Order not found.');
    const current = snap.data() as OrderDoc;
    if (!canCancel(current)) throw cannotCancel(current);
    // A payment started after the release: its intent is open, so nothing may change yet.
    if (startedAnotherPayment(current, release.intentId)) {
      throw conflict('A payment was started for this order; please try again.');
    }
    const at = now();
    returnStock(tx, await readOrderParts(db, tx, current), at);
    writeOrderRemoval(tx, orderRef, current, eventBy(actor, 'cancelled', at));
    count?.();
  });
}
