import {
  canPay,
  formatTimeLeft,
  holdTimeLeft,
  isCodOrder,
  isPaymentHeld,
  type OrderDoc,
  ordersCopy,
} from '@cps/domain';

type HoldFields = Pick<OrderDoc, 'paid' | 'shipped' | 'status' | 'expiresAt' | 'expiredAt'> &
  Partial<Pick<OrderDoc, 'paymentMethod' | 'cod' | 'paymentHeldAt'>>;

/**
 * What the customer sees of an order's hold on the stock:
 * - 'open': unpaid and inside its hold: the time left to pay ("Pay within 29:59");
 * - 'expired': the hold ended unpaid (the expiry job marked it, or the clock passed `expiresAt`
 *   before the job ran): no Pay, no Cancel;
 * - 'none': paid, or an order from before holds (no `expiresAt`, no `status`): as the spec shows it;
 *   a payment held for review (the money is taken; the shop accepts or refunds it), and a
 *   cash-on-delivery order (paid at the door; its hold waits for the shop's call, not the buyer).
 */
export type HoldView = { kind: 'none' } | { kind: 'open'; timeLeft: string } | { kind: 'expired' };

export function holdView(order: HoldFields, now: number): HoldView {
  if (order.paid || isPaymentHeld(order)) return { kind: 'none' };
  if (isCodOrder(order)) return order.status === 'expired' ? { kind: 'expired' } : { kind: 'none' };
  if (order.status === 'expired' || !canPay(order, now)) return { kind: 'expired' };
  const left = holdTimeLeft(order, now);
  if (left === undefined) return { kind: 'none' };
  return { kind: 'open', timeLeft: ordersCopy.orders.timeLeft(formatTimeLeft(left)) };
}

/** Whether a list of orders has a hold counting down (its clock must then tick). */
export function anyHoldOpen(orders: readonly HoldFields[], now: number): boolean {
  return orders.some((order) => holdView(order, now).kind === 'open');
}
