import {
  amountLimitError,
  canCancel,
  canShip,
  collections,
  decideHold,
  isRefunded,
  lineTotal,
  lineTotalCents,
  messages,
  orderHoldLines,
  quantityError,
  type Order,
  type OrderDoc,
  type OrderEvent,
  type PartDoc,
} from '@cps/domain';
import type {
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Transaction,
} from 'firebase-admin/firestore';
import type { Caller } from './caller';
import type { Deps } from './deps';
import { badRequest, conflict, notFound } from './errors';
import { holdTierOf, orderLockRef, partHoldsRef, readHoldWindows, readPartHolds } from './holds';
import { writeNewOrder, writeOrderRemoval, writeOrderTransition } from './order-writes';
import { writeStockChange } from './part-writes';
import { releaseOpenIntent, startedAnotherPayment } from './payments';
import type { RateLimitGate } from './rate-limit';
import { runTransaction } from './transaction';

export interface NewOrder {
  partId: string;
  /** The part's name when the order named it (spec §7): the part must still be called so. */
  partName?: string;
  customerPhone: string;
  customerAddress: string;
  quanity: number;
}

/**
 * Places an order. Name, picture, unit price and line total come from the part, the customer's
 * name and email from their token; the quantity must be whole and within [minimum, stock]. The
 * stock is reserved in the same transaction, so concurrent orders can never oversell, and held
 * until `expiresAt` (ORDER_HOLD_SECONDS, or the end of the customer's open hold window on the
 * part); then the expiry job gives it back unless it was paid.
 * A customer holds at most `maxUnpaid` unpaid orders at once, and of each part at most their
 * share, new customers together at most theirs (decideHold, docs/orders.md "No hoarding"): their
 * lock document is written by every placement, so two placements of one customer cannot both pass
 * the count, and the part's hold figures are read and moved here, so two customers cannot both
 * pass the new customers' share. With a rate-limit gate the placement is counted in the same
 * commit, so an order refused for any reason (the cap, a share, the stock, the limit) writes
 * nothing.
 */
export async function createOrder(
  { db, now, config }: Pick<Deps, 'db' | 'now' | 'config'>,
  caller: Caller,
  input: NewOrder,
  rateLimit?: RateLimitGate,
): Promise<string> {
  const partRef = db.collection(collections.parts).doc(input.partId);
  const orderRef = db.collection(collections.orders).doc();
  const lockRef = orderLockRef(db, caller.uid);
  const { holdSeconds, maxUnpaid, holdRule } = config.orders;
  await runTransaction(db, async (tx) => {
    const at = now();
    // Holds that ended count no more, even before the expiry job has run: the query leaves them
    // out, so however many of those there are, it reads at most maxUnpaid orders.
    const [count, snap, lock, holding, figures, tier] = await Promise.all([
      rateLimit?.admit(tx),
      tx.get(partRef),
      tx.get(lockRef),
      tx.get(
        db
          .collection(collections.orders)
          .where('uid', '==', caller.uid)
          .where('status', '==', 'unpaid')
          .where('expiresAt', '>', at)
          .limit(maxUnpaid),
      ),
      tx.get(partHoldsRef(db, input.partId)),
      holdTierOf(db, tx, caller),
    ]);
    if (holding.size >= maxUnpaid) throw conflict(messages.orders.tooManyUnpaid(maxUnpaid));
    if (!snap.exists) throw notFound('Part not found.');
    const part = snap.data() as PartDoc;
    if (input.partName !== undefined && part.name !== input.partName) {
      throw notFound(messages.contract.unknownPartName(input.partName));
    }
    const problem = quantityError(input.quanity, part);
    if (problem === messages.validation.quantityAboveStock) throw conflict(problem);
    if (problem) throw badRequest(problem);
    // A total no card can pay would only hold its stock until it expired.
    const outOfRange = amountLimitError(lineTotalCents(part.price, input.quanity));
    if (outOfRange) throw conflict(outOfRange);
    const hold = decideHold({
      lines: orderHoldLines(input),
      parts: new Map([[input.partId, { ...part, ...readPartHolds(figures) }]]),
      customer: {
        tier,
        holding: holding.docs.flatMap((doc) => orderHoldLines(doc.data() as OrderDoc)),
        windows: readHoldWindows(lock),
      },
      now: at,
      holdMs: holdSeconds * 1000,
      rule: holdRule,
    });
    if (!hold.ok) throw conflict(hold.message);
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
      status: 'unpaid',
      expiresAt: hold.expiresAt,
      holdTier: tier,
      timeline: [{ type: 'placed', at, by: 'customer', who: caller.email }],
    };
    writeStockChange(tx, partRef, part, part.availableQuanity - input.quanity, at);
    writeNewOrder(tx, orderRef, order);
    tx.set(lockRef, { lastOrderAt: at, holdWindows: hold.windows });
    count?.();
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
/** Why an order cannot be cancelled: it is paid, or it expired (its stock is back already). */
const cannotCancel = (order: OrderDoc) =>
  !order.paid && order.expiredAt !== undefined
    ? conflict(messages.orders.expiredNotice)
    : paidOrderRefusal();

/**
 * Cancels an unpaid order: its open payment intent is cancelled at the gateway first, so no card
 * can be charged for an order that no longer exists; then, in one transaction, the order goes and
 * its stock returns to the part. A payment that got there first wins (409, and a succeeded one is
 * settled as paid). The one cancel use case: DELETE /order/{id} calls it, and so can a job.
 * With a rate-limit gate, the cancel is counted with its own writes, or before the gateway is
 * called when the order has an intent to cancel: a cancel refused before either writes nothing.
 */
export async function cancelUnpaidOrder(
  deps: Pick<Deps, 'db' | 'gateway' | 'now'>,
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
  const release = await releaseOpenIntent(deps, order);
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
    returnStock(tx, await readPart(db, tx, current), current, at);
    writeOrderRemoval(tx, orderRef, current, eventBy(actor, 'cancelled', at));
    count?.();
  });
}

/** The part of an order, read inside a transaction before any of its writes. */
export interface PartRead {
  ref: DocumentReference;
  snap: DocumentSnapshot;
}

export async function readPart(db: Firestore, tx: Transaction, order: OrderDoc): Promise<PartRead> {
  const ref = db.collection(collections.parts).doc(order.partId);
  return { ref, snap: await tx.get(ref) };
}

/** An order's quantity goes back to its part (a part deleted since gets nothing back). */
export function returnStock(tx: Transaction, part: PartRead, order: OrderDoc, at: number): void {
  if (!part.snap.exists) return;
  const before = part.snap.data() as PartDoc;
  writeStockChange(tx, part.ref, before, before.availableQuanity + order.quanity, at);
}

/** Ships a paid, unshipped order that was not refunded (admins only; the route checks). */
export async function shipOrder(
  { db, now }: Pick<Deps, 'db' | 'now'>,
  id: string,
  by?: string,
): Promise<void> {
  const orderRef = db.collection(collections.orders).doc(id);
  await runTransaction(db, async (tx) => {
    const snap = await tx.get(orderRef);
    if (!snap.exists) throw notFound('Order not found.');
    const order = snap.data() as OrderDoc;
    if (isRefunded(order)) throw conflict(messages.refunds.shipRefusal);
    if (order.shipped) throw conflict('This order has already been shipped.');
    if (!canShip(order)) throw conflict('Only a paid order can be shipped.');
    const at = now();
    writeOrderTransition(
      tx,
      orderRef,
      order,
      { shipped: true, shippedAt: at },
      { type: 'shipped', at, by: 'admin', ...(by ? { who: by } : {}) },
    );
  });
}
