import { ordersCopy } from './copy-orders';
import { messages } from './messages';
import { lineTotalCents } from './money';
import { orderStatuses, type CodOrderStatus, type OrderDoc, type OrderStatus } from './types';

/**
 * What an order's state is read from: paid, shipped, whether its hold ended unpaid, whether its
 * payment was refunded in full, and of a cash-on-delivery order its confirmation and refusal.
 */
type OrderState = Pick<
  OrderDoc,
  'paid' | 'shipped' | 'expiredAt' | 'refundedAt' | 'paymentMethod' | 'cod'
> &
  Partial<Pick<OrderDoc, 'paymentHeldAt'>>;

export type AdminStatus =
  | 'Unpaid'
  | 'Pending'
  | 'Paid'
  | 'Expired'
  | 'Refunded'
  | typeof ordersCopy.orders.status.held
  | (typeof ordersCopy.cod.status)[CodOrderStatus];

/** An order paid in cash at the door (cod.ts): states, labels and steps of its own. */
export const isCodOrder = (order: Pick<OrderDoc, 'paymentMethod'>): boolean =>
  order.paymentMethod === 'cod';

/**
 * The states in which an order holds its stock for a while, then expires: unpaid, and a
 * cash-on-delivery order waiting for the shop's call. Its units are in its parts' hold figures,
 * it counts against the customer's unpaid cap and shares, and the expiry job looks for it.
 */
export const holdingStatuses = ['unpaid', 'cod-placed'] as const satisfies readonly OrderStatus[];

/** A cash-on-delivery order that has not ended: it holds stock or is on its way. */
export const openCodStatuses = [
  'cod-placed',
  'cod-confirmed',
  'cod-shipped',
] as const satisfies readonly CodOrderStatus[];

export const holdsStock = (status: OrderStatus): boolean =>
  (holdingStatuses as readonly OrderStatus[]).includes(status);

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
  if (isCodOrder(order)) {
    const cod = orderStatusOf(order);
    if (cod === 'expired' || cod === 'refunded') return ordersCopy.orders.status[cod];
    return ordersCopy.cod.status[cod as CodOrderStatus];
  }
  if (isPaymentHeld(order)) return ordersCopy.orders.status.held;
  if (!order.paid)
    return order.expiredAt !== undefined ? ordersCopy.orders.status.expired : status.unpaid;
  if (isRefunded(order)) return ordersCopy.orders.status.refunded;
  return order.shipped ? status.paid : status.pending;
}

/**
 * Only an unpaid order whose hold has not ended may be cancelled (by its owner or an admin); a
 * cash-on-delivery order, until it is shipped.
 */
export function canCancel(order: OrderState): boolean {
  if (isCodOrder(order)) {
    const status = orderStatusOf(order);
    return status === 'cod-placed' || status === 'cod-confirmed';
  }
  return !order.paid && order.expiredAt === undefined && !isPaymentHeld(order);
}

/**
 * Only a paid, unshipped order whose payment was not refunded may be shipped; a cash-on-delivery
 * order once the shop has confirmed it.
 */
export function canShip(order: OrderState): boolean {
  if (isCodOrder(order)) return orderStatusOf(order) === 'cod-confirmed';
  return order.paid && !order.shipped && !isRefunded(order);
}

/** Where a cash-on-delivery order stands, for its buyer: the label, the cash due, the actions. */
export interface CodOrderView {
  kind: 'cod';
  status: OrderStatus;
  label: string;
  /** The collection's id once paid at the door, else ''. */
  transectionId: string;
  /** Cash to pay the courier: the order's total until it is collected, then 0. */
  dueCents: number;
  /** The buyer may still cancel it (until it is shipped). */
  canCancel: boolean;
}

/**
 * Spec §4, customer view: Cancel and Pay while unpaid, else the paid line with the transaction
 * id; a refunded order says so, with the id of the payment that was refunded. A cash-on-delivery
 * order has a view of its own: never Pay, the cash due until it is collected.
 */
export function customerOrderView(
  order: Pick<OrderDoc, 'paid' | 'transectionId' | 'refundedAt'> &
    Partial<
      Pick<OrderDoc, 'shipped' | 'expiredAt' | 'paymentMethod' | 'cod' | 'price' | 'quanity'>
    >,
):
  | { kind: 'unpaid' }
  | { kind: 'paid' | 'refunded'; label: string; transectionId: string }
  | CodOrderView {
  if (isCodOrder(order)) {
    const state = { ...order, shipped: order.shipped ?? false };
    const status = orderStatusOf(state);
    const open = (openCodStatuses as readonly OrderStatus[]).includes(status);
    return {
      kind: 'cod',
      status,
      label: codCustomerLabel(status),
      transectionId: order.transectionId ?? '',
      dueCents: open ? lineTotalCents(order.price ?? 0, order.quanity ?? 0) : 0,
      canCancel: canCancel(state),
    };
  }
  if (!order.paid) return { kind: 'unpaid' };
  const transectionId = order.transectionId ?? '';
  if (isRefunded(order)) {
    return { kind: 'refunded', label: ordersCopy.orders.status.refunded, transectionId };
  }
  return { kind: 'paid', label: messages.orders.paidTransaction, transectionId };
}

// An unpaid order holds its stock until `expiresAt`; then the expiry job cancels its open payment
// intent and gives the stock back, and the order stays, as 'expired', for its history
// (docs/orders.md).

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (orderStatuses as readonly string[]).includes(value);
}

/** The buyer's words for a cash-on-delivery order's state. */
export function codCustomerLabel(status: OrderStatus): string {
  if (status === 'expired') return ordersCopy.cod.customer.expired;
  if (status === 'refunded') return ordersCopy.orders.status.refunded;
  return ordersCopy.cod.customer[status as CodOrderStatus] ?? status;
}

/**
 * The one derivation of `status`. A cash-on-delivery order: refused at the door once refused,
 * collected once paid, shipped with cash due once shipped, confirmed once the shop's call did,
 * else placed (holding its stock); expired when its hold ended unconfirmed.
 */
export function orderStatusOf(order: OrderState): OrderStatus {
  if (isRefunded(order)) return 'refunded';
  if (isCodOrder(order)) {
    if (order.expiredAt !== undefined) return 'expired';
    if (order.cod?.refusedAt !== undefined) return 'cod-refused';
    if (order.paid) return 'cod-collected';
    if (order.shipped) return 'cod-shipped';
    return order.cod?.confirmedAt !== undefined ? 'cod-confirmed' : 'cod-placed';
  }
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

/**
 * Unpaid, not expired, and (when it has a hold) still inside it: only then may it be paid. A
 * cash-on-delivery order is paid at the door, never online.
 */
export function canPay(order: OrderState & { expiresAt?: number }, now: number): boolean {
  if (order.paid || order.expiredAt !== undefined || isCodOrder(order) || isPaymentHeld(order)) {
    return false;
  }
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
