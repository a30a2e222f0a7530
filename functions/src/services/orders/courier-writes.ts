import type { OrderDoc, OrderEvent } from '@cps/domain';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { writeOrderTransition } from '../shared/order-writes';

/**
 * The one write of a courier's step that the buyer hears of: shipped (with its tracking code, by
 * the courier or by hand) and delivered. Whatever goes with telling the buyer is added here, in
 * the same transaction as the change.
 */
export function writeDeliveryStep(
  tx: Transaction,
  ref: DocumentReference,
  before: OrderDoc,
  fields: Partial<OrderDoc>,
  event: OrderEvent,
): void {
  writeOrderTransition(tx, ref, before, fields, event);
}
