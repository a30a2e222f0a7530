import {
  amountLimitError,
  collections,
  decideHold,
  isCodOrder,
  lineTotalCents,
  orderHoldLines,
  ordersCopy,
  orderStatusOf,
  sslcommerzAmountError,
  unitsByPart,
  withPartCategories,
  type OrderDoc,
  type PartDoc,
  type PartHoldFigures,
} from '@cps/domain';
import type { Caller } from '../shared/caller';
import type { Deps } from '../shared/deps';
import { badRequest, conflict } from '../shared/errors';
import { holdTierOf, orderLockRef, readHoldWindows } from '../shared/holds';
import { readCustomerHolds } from '../shared/customer-orders';
import { queueOrderMail } from '../shared/order-mail';
import { writeNewOrder } from '../shared/order-writes';
import { readPartsWithShards, takeStock } from '../shared/order-stock';
import type { RateLimitGate } from '../shared/rate-limit';
import { runTransaction } from '../shared/transaction';
import { assertCodAllowed } from './cod-standing';

/**
 * What an order is of: the spec's fields that describe it, an order of several lines' lines, and
 * a checkout's delivery and way to pay (its charge is in the price).
 */
export type OrderItems = Pick<
  OrderDoc,
  | 'partId'
  | 'name'
  | 'img'
  | 'price'
  | 'quanity'
  | 'unitPrice'
  | 'lines'
  | 'deliveryCharge'
  | 'delivery'
  | 'paymentMethod'
  | 'category'
>;

/** One kind of order (a part, a PC build, a checkout) as the placement needs it. */
export interface Placement {
  /** The parts it may take, each once, read by id: the caller bounds how many. */
  partIds: readonly string[];
  /**
   * What is ordered, from the parts as read (a missing one is undefined): the kind's own checks
   * (the part's name and quantity, a build's compatibility and each line's stock), refusals
   * thrown. Its lines (`orderHoldLines`) are what the order takes and holds.
   */
  items: (parts: ReadonlyMap<string, PartDoc | undefined>) => OrderItems;
  customerPhone: string;
  customerAddress: string;
}

/**
 * Places an order of one or several lines: the one placement path of POST /orders, POST
 * /orders/build and POST /orders/checkout (docs/orders.md, "How it is kept exact"). In one transaction of bounded reads it
 * refuses an order past the unpaid cap, of a total no card can pay, or breaking the hoarding rules
 * (decideHold over all its lines); otherwise it takes every line's stock and holds it until
 * `expiresAt`. Every placement writes the customer's lock, and writes each part (a split part's
 * shards it draws from) and its hold figures only if unchanged since it read them, so two
 * placements cannot both pass the cap, a share or the stock. A cash-on-delivery order is also held to the
 * fake-order policy (cod-standing.ts), and holds its stock until the shop's call confirms it or
 * its deadline passes (codPolicy.confirmHours). With a rate-limit gate the placement is
 * counted in the same commit, so an order refused for any reason writes nothing.
 */
export async function placeOrder(
  { db, now, config }: Pick<Deps, 'db' | 'now' | 'config'>,
  caller: Caller,
  placement: Placement,
  rateLimit?: RateLimitGate,
): Promise<string> {
  const ids = [...new Set(placement.partIds)];
  const partRefs = ids.map((id) => db.collection(collections.parts).doc(id));
  const orderRef = db.collection(collections.orders).doc();
  const lockRef = orderLockRef(db, caller.uid);
  const { holdSeconds, maxUnpaid, holdRule, codPolicy } = config.orders;
  await runTransaction(db, async (tx) => {
    const at = now();
    const [count, [lock, holding], tier] = await Promise.all([
      rateLimit?.admit(tx),
      readCustomerHolds(db, tx, lockRef, caller.uid, at, maxUnpaid),
      holdTierOf(db, caller),
    ]);
    if (holding.size >= maxUnpaid) throw conflict(ordersCopy.orders.tooManyUnpaid(maxUnpaid));
    // The parts (a split part's shards) and their hold figures, which buyers of a part write, are
    // read outside the transaction and written only if unchanged since (writeIfUnchanged): buyers
    // of one part take turns at the commit instead of waiting on each other's locks. They are
    // read last, in one call, so that the time from their read to the commit, in which another
    // buyer's commit makes them stale, is as short as it can be.
    const read = await readPartsWithShards(db, partRefs);
    const stock = new Map(read.map((r) => [r.snap.id, r]));
    const parts = new Map(read.map((r) => [r.snap.id, r.part]));
    // Each line keeps its part's category as placed, for the sales figures by category.
    const items = withPartCategories(placement.items(parts), (id) => parts.get(id)?.category);
    const units = unitsByPart(orderHoldLines(items));
    const figures = new Map<string, PartHoldFigures>();
    for (const [partId, quantity] of units) {
      const { part, holds } = stock.get(partId)!;
      // The kind checks its lines' stock with its own message; this keeps any stock from going
      // below zero whatever a kind forgets.
      if (!part || quantity > part.availableQuanity) {
        throw new Error(`placeOrder: line of ${partId} not checked against its stock`);
      }
      figures.set(partId, { ...part, ...holds });
    }
    // A total its way to pay cannot take would only hold its stock until it expired: a card's
    // limits (409; cash on delivery keeps them too), or SSLCommerz's BDT 10 to 500,000 (400,
    // before any session is made).
    const totalCents = lineTotalCents(items.price, items.quanity);
    if (items.paymentMethod === 'sslcommerz') {
      const refusal = sslcommerzAmountError(totalCents);
      if (refusal) throw badRequest(refusal);
    } else {
      const outOfRange = amountLimitError(totalCents);
      if (outOfRange) throw conflict(outOfRange);
    }
    // Cash on delivery: the fake-order policy, and a hold that lasts until the shop's call.
    const cod = isCodOrder(items);
    if (cod) await assertCodAllowed(db, tx, caller, totalCents, at, codPolicy);
    const hold = decideHold({
      lines: orderHoldLines(items),
      parts: figures,
      customer: {
        tier,
        holding: holding.docs.flatMap((doc) => orderHoldLines(doc.data() as OrderDoc)),
        windows: readHoldWindows(lock),
      },
      now: at,
      holdMs: (cod ? codPolicy.confirmHours * 3600 : holdSeconds) * 1000,
      rule: holdRule,
    });
    if (!hold.ok) throw conflict(hold.message);
    const order: OrderDoc = {
      customerName: caller.name ?? caller.email,
      customerEmail: caller.email,
      customerPhone: placement.customerPhone,
      customerAddress: placement.customerAddress,
      ...items,
      paid: false,
      shipped: false,
      uid: caller.uid,
      createdAt: at,
      status: orderStatusOf({ ...items, paid: false, shipped: false }),
      expiresAt: hold.expiresAt,
      holdTier: tier,
      timeline: [{ type: 'placed', at, by: 'customer', who: caller.email }],
    };
    for (const [partId, quantity] of units) {
      const read = stock.get(partId)!;
      takeStock(tx, read, read.part!, quantity, at);
    }
    const figuresRead = new Map(
      [...units.keys()].map((id) => {
        const { holdsSnap, shards } = stock.get(id)!;
        return [id, { snap: holdsSnap, heldInShards: shards.length > 0 }];
      }),
    );
    writeNewOrder(tx, orderRef, order, figuresRead);
    queueOrderMail(tx, db, orderRef.id, order, 'placed', at);
    tx.set(lockRef, { lastOrderAt: at, holdWindows: hold.windows });
    count?.();
  });
  return orderRef.id;
}
