import { copy } from './copy';
import { messages } from './messages';
import { orderStatuses, type OrderDoc, type OrderStatus } from './types';

/**
 * What an order's state is read from: paid, shipped, whether its hold ended unpaid, and whether
 * its payment was refunded in full.
 */
type OrderState = Pick<OrderDoc, 'paid' | 'shipped' | 'expiredAt' | 'refundedAt'> &
  Partial<Pick<OrderDoc, 'paymentHeldAt'>>;

export type AdminStatus = 'Unpaid' | 'Pending' | 'Paid' | 'Expired' | 'Refunded';

/** A paid order whose payment was refunded in full: shipped or not, it is over. */
export function isRefunded(order: Pick<OrderDoc, 'paid' | 'refundedAt'>): boolean {
  return order.paid && order.refundedAt !== undefined;
}

/**
 * Spec §4, admin view: unpaid → Unpaid; paid, not shipped → Pending; shipped → Paid; an unpaid
 * order whose hold ended → Expired; a paid order refunded in full → Refunded.
 */
export function adminStatusLabel(order: OrderState): AdminStatus {
  const { status } = messages.orders;
  if (!order.paid)
    return order.expiredAt !== undefined ? copy.orders.status.expired : status.unpaid;
  if (isRefunded(order)) return copy.orders.status.refunded;
  return order.shipped ? status.paid : status.pending;
}

/** Only an unpaid order whose hold has not ended may be cancelled (by its owner or an admin). */
export function canCancel(order: OrderState): boolean {
  return !order.paid && order.expiredAt === undefined && !isPaymentHeld(order);
}

/** Only a paid, unshipped order whose payment was not refunded may be shipped. */
export function canShip(order: OrderState): boolean {
  return order.paid && !order.shipped && !isRefunded(order);
}

/**
 * Spec §4, customer view: Cancel and Pay while unpaid, else the paid line with the transaction
 * id; a refunded order says so, with the id of the payment that was refunded.
 */
export function customerOrderView(
  order: Pick<OrderDoc, 'paid' | 'transectionId' | 'refundedAt'>,
): { kind: 'unpaid' } | { kind: 'paid' | 'refunded'; label: string; transectionId: string } {
  if (!order.paid) return { kind: 'unpaid' };
  const transectionId = order.transectionId ?? '';
  if (isRefunded(order)) {
    return { kind: 'refunded', label: copy.orders.status.refunded, transectionId };
  }
  return { kind: 'paid', label: messages.orders.paidTransaction, transectionId };
}

// An unpaid order holds its stock until `expiresAt`; then the expiry job cancels its open payment
// intent and gives the stock back, and the order stays, as 'expired', for its history
// (docs/orders.md).

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (orderStatuses as readonly string[]).includes(value);
}

export function orderStatusOf(order: OrderState): OrderStatus {
  if (isRefunded(order)) return 'refunded';
  if (order.paid) return order.shipped ? 'shipped' : 'pending';
  if (order.expiredAt !== undefined) return 'expired';
  return isPaymentHeld(order) ? 'held' : 'unpaid';
}

/**
 * An SSLCommerz payment flagged as risky waits for an admin: the money is taken, so the order
 * can be neither paid again nor cancelled, and its hold does not expire, until it is accepted
 * (paid) or refunded (ended).
 */
export function isPaymentHeld(order: OrderState): boolean {
  return !order.paid && order.expiredAt === undefined && order.paymentHeldAt !== undefined;
}

/** When a hold that starts at `createdAt` ends. */
export function holdEndsAt(createdAt: number, holdSeconds: number): number {
  return createdAt + holdSeconds * 1000;
}

/** Unpaid, not expired, and (when it has a hold) still inside it: only then may it be paid. */
export function canPay(order: OrderState & { expiresAt?: number }, now: number): boolean {
  if (order.paid || order.expiredAt !== undefined || isPaymentHeld(order)) return false;
  return order.expiresAt === undefined || now < order.expiresAt;
}

/** Milliseconds left to pay, 0 once the hold has ended; undefined for an order without a hold. */
export function holdTimeLeft(order: { expiresAt?: number }, now: number): number | undefined {
  if (order.expiresAt === undefined) return undefined;
  return Math.max(0, order.expiresAt - now);
}

/** "29:59", or "1:02:03" past an hour; rounded up so a hold never shows 0:00 while still open. */
export function formatTimeLeft(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
