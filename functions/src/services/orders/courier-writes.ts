import type { OrderDoc, OrderEvent, OrderMailKind } from '@cps/domain';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { queueOrderUpdateMail } from '../shared/order-mail';
import { writeOrderTransition } from '../shared/order-writes';

/** The courier's steps that the buyer hears of, and their message. */
const deliveryMail: Partial<Record<OrderEvent['type'], OrderMailKind>> = {
  shipped: 'shipped',
  delivered: 'delivered',
};

/**
 * The one write of a courier's step: shipped (with its tracking code, by the courier or by hand),
 * what the courier reports, and the message the buyer hears of it, in the same transaction as the
 * change. It reads the buyer's choice of messages, so it comes before the transaction's writes.
 */
export async function writeDeliveryStep(
  tx: Transaction,
  ref: DocumentReference,
  before: OrderDoc,
  fields: Partial<OrderDoc>,
  event: OrderEvent,
): Promise<void> {
  const mail = deliveryMail[event.type];
  if (mail)
    await queueOrderUpdateMail(tx, ref.firestore, ref.id, { ...before, ...fields }, mail, event.at);
  writeOrderTransition(tx, ref, before, fields, event);
}
