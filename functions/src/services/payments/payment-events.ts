import type { DocumentReference, Transaction } from 'firebase-admin/firestore';

/** What paymentEvents/{eventId} keeps of a Stripe event the store has applied. */
export interface PaymentEventRecord {
  type: string;
  intentId: string;
  orderId: string | null;
  at: number;
  [field: string]: unknown;
}

/** A payment event as read in the transaction that applies it (see readPaymentEvent). */
export interface PaymentEvent {
  /** Applied already: a replayed or duplicated delivery, which must change nothing. */
  seen: boolean;
  /** Records the event with the change, in the same transaction. */
  record(fields: PaymentEventRecord): void;
}

/**
 * The step every Stripe event handler takes in its transaction: reads the event's record (its
 * id is Stripe's event id) among the transaction's reads, and creates it among its writes, so
 * the change and the record commit together and a replay, however concurrent, finds it.
 */
export async function readPaymentEvent(
  tx: Transaction,
  eventRef: DocumentReference,
): Promise<PaymentEvent> {
  const snap = await tx.get(eventRef);
  return { seen: snap.exists, record: (fields) => void tx.create(eventRef, fields) };
}
