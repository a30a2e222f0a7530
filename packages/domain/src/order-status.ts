import { messages } from './messages';
import type { OrderDoc } from './types';

type OrderState = Pick<OrderDoc, 'paid' | 'shipped'>;

export type AdminStatus = 'Unpaid' | 'Pending' | 'Paid';

/** Spec §4, admin view: unpaid → Unpaid; paid, not shipped → Pending; shipped → Paid. */
export function adminStatusLabel(order: OrderState): AdminStatus {
  const { status } = messages.orders;
  if (!order.paid) return status.unpaid;
  return order.shipped ? status.paid : status.pending;
}

/** Only an unpaid order may be cancelled (by its owner or an admin). */
export function canCancel(order: OrderState): boolean {
  return !order.paid;
}

/** Only a paid, unshipped order may be shipped. */
export function canShip(order: OrderState): boolean {
  return order.paid && !order.shipped;
}

/** Spec §4, customer view: Cancel and Pay while unpaid, else the paid line with the transaction id. */
export function customerOrderView(
  order: Pick<OrderDoc, 'paid' | 'transectionId'>,
): { kind: 'unpaid' } | { kind: 'paid'; label: string; transectionId: string } {
  if (!order.paid) return { kind: 'unpaid' };
  return {
    kind: 'paid',
    label: messages.orders.paidTransaction,
    transectionId: order.transectionId ?? '',
  };
}
