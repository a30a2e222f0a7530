import {
  collections,
  isCourierReturn,
  ordersCopy,
  orderStatusOf,
  type OrderDoc,
} from '@cps/domain';
import type { Deps } from '../shared/deps';
import { conflict, notFound } from '../shared/errors';
import { readOrderParts, returnStock } from '../shared/order-stock';
import { writeOrderTransition } from '../shared/order-writes';
import { runTransaction } from '../shared/transaction';

/**
 * POST /orders/{id}/courier/return (admins only; the route checks): a parcel the courier
 * returned (or cancelled) is back at the shop, and the admin says whether its goods can be sold
 * again. Resaleable, every line's units go back to stock; not, they stay out. Decided once: the
 * same decision again is a retry (false), the other one is refused.
 */
export async function decideCourierReturn(
  { db, now }: Pick<Deps, 'db' | 'now'>,
  id: string,
  resaleable: boolean,
  by: string,
): Promise<boolean> {
  const ref = db.collection(collections.orders).doc(id);
  return runTransaction(db, async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound('Order not found.');
    const order = snap.data() as OrderDoc;
    const courier = order.courier;
    if (!courier || !isCourierReturn(courier.state)) throw conflict(ordersCopy.courier.notReturned);
    // Refused at the door already: the refusal gave its stock back.
    if (orderStatusOf(order) === 'cod-refused') throw conflict(ordersCopy.courier.returnDecided);
    if (courier.returnDecidedAt !== undefined) {
      if (courier.restocked === resaleable) return false;
      throw conflict(ordersCopy.courier.returnDecided);
    }
    const parts = resaleable ? await readOrderParts(db, tx, order) : [];
    const at = now();
    returnStock(tx, parts, at);
    writeOrderTransition(
      tx,
      ref,
      order,
      { courier: { ...courier, returnDecidedAt: at, returnDecidedBy: by, restocked: resaleable } },
      { type: resaleable ? 'return-restocked' : 'return-written-off', at, by: 'admin', who: by },
    );
    return true;
  });
}
