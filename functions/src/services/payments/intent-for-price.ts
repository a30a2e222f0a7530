import { canPay, collections, fromCents, ordersCopy, toCents, type OrderDoc } from '@cps/domain';
import type { Intent } from '../../payments/card/gateway';
import { assertMayStartPayment } from './card-declines';
import type { Caller } from '../shared/caller';
import type { Deps } from '../shared/deps';
import { conflict } from '../shared/errors';
import { amountDueCents, intentForOrder } from './payments';

// Spec §7's client pays the way its payment page was written: POST /create-payment-intent with
// `{price}` (the total the page shows) and no order id, then, once the card is confirmed,
// PATCH /order/{id} `{orderId, transectionId}`. The intent is bound to an order when it is made:
// an unpaid order of the caller's own, hold not ended, whose total is exactly that price. It is
// that order's own intent (metadata.orderId, the order's paymentIntentId), the one the SPA's
// Payment page gets: reused while open, cancelled with the order, settled by the webhook, and
// reported by PATCH /order/{id} like any other. A price that is the total of no such order gets
// no intent, so an account cannot have an intent of any amount made to try cards on.

/**
 * Unpaid orders of one total read at most: a customer holds few unpaid orders at once (the
 * unpaid cap), and an order whose hold ended leaves `unpaid` within a minute (the expiry job).
 */
const SAME_TOTAL_READ = 10;

/** POST /create-payment-intent `{price}`: the intent of the caller's unpaid order of that total. */
export async function createIntentForPrice(
  deps: Pick<Deps, 'db' | 'gateway' | 'now'>,
  caller: Caller,
  price: number,
): Promise<Intent> {
  await assertMayStartPayment(deps.db, caller.uid, deps.now());
  const orderId = await unpaidOrderOfTotal(deps, caller.uid, toCents(price));
  if (!orderId) throw conflict(ordersCopy.payment.noOrderOfPrice);
  return intentForOrder(deps, caller, orderId);
}

/**
 * The id of the customer's unpaid order whose total is `totalCents` and whose hold has not ended;
 * of several, the one whose hold ends first, then the one placed first (the next `{price}` of that
 * total pays the next).
 * Equality filters only: Firestore's automatic indexes serve it.
 */
export async function unpaidOrderOfTotal(
  { db, now }: Pick<Deps, 'db' | 'now'>,
  uid: string,
  totalCents: number,
): Promise<string | undefined> {
  const found = await db
    .collection(collections.orders)
    .where('uid', '==', uid)
    .where('status', '==', 'unpaid')
    .where('unitPrice', '==', fromCents(totalCents))
    .limit(SAME_TOTAL_READ)
    .get();
  const at = now();
  const payable = found.docs
    .map((doc) => ({ id: doc.id, order: doc.data() as OrderDoc }))
    .filter(({ order }) => canPay(order, at) && amountDueCents(order) === totalCents)
    // Orders of one part placed inside one hold window end together: then the first placed.
    .sort(
      (a, b) =>
        (a.order.expiresAt ?? 0) - (b.order.expiresAt ?? 0) ||
        a.order.createdAt - b.order.createdAt,
    );
  return payable[0]?.id;
}
