import {
  collections,
  isOrderReceipt,
  orderMailContent,
  orderMailId,
  sendsOrderMail,
  type MailDoc,
  type MailOrder,
  type MailPreferences,
  type OrderMailKind,
} from '@cps/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { storeOrigin } from '../../config';

// The messages to the buyer (packages/domain order-mail.ts) as `mail/{orderId}-{kind}` documents,
// which Firebase's Trigger Email extension sends. Each is written in the transaction of the change
// it tells of, and only when that transaction makes the change: a replay makes none, and its id
// would name the same document besides. Firestore wants a transaction's reads before its writes,
// so an update (which the buyer may have turned off) is read first (readOrderMailChoice) and
// written with the change (queueOrderMail); a receipt needs no read.

/** The messages an order's buyer takes, read in `tx` from their profile: before any write. */
export async function readOrderMailChoice(
  db: Firestore,
  tx: Transaction,
  uid: string,
): Promise<MailPreferences> {
  const snap = await tx.get(db.collection(collections.profiles).doc(uid));
  const value: unknown = snap.get('orderUpdateMail');
  return typeof value === 'boolean' ? { orderUpdateMail: value } : {};
}

/**
 * Writes the message of `kind` about the order (as it is after the change) in `tx`. An update
 * needs the buyer's choice, read earlier in the same transaction; false when it is turned off.
 */
export function queueOrderMail(
  tx: Transaction,
  db: Firestore,
  orderId: string,
  order: MailOrder & { customerEmail: string },
  kind: OrderMailKind,
  at: number,
  choice?: MailPreferences,
): boolean {
  if (!choice && !isOrderReceipt(kind)) {
    throw new Error(`queueOrderMail: the buyer's choice was not read for "${kind}"`);
  }
  if (!sendsOrderMail(kind, choice?.orderUpdateMail)) return false;
  const mail: MailDoc = {
    to: order.customerEmail,
    message: orderMailContent(order, orderId, kind, storeOrigin()),
    orderId,
    kind,
    createdAt: at,
  };
  tx.set(db.collection(collections.mail).doc(orderMailId(orderId, kind)), mail);
  return true;
}

/**
 * An update about an order, for a transaction whose other reads are done: reads the buyer's choice,
 * then writes the message (the courier's delivered and shipped-with-tracking call this).
 */
export async function queueOrderUpdateMail(
  tx: Transaction,
  db: Firestore,
  orderId: string,
  order: MailOrder & { customerEmail: string; uid: string },
  kind: OrderMailKind,
  at: number,
): Promise<boolean> {
  const choice = await readOrderMailChoice(db, tx, order.uid);
  return queueOrderMail(tx, db, orderId, order, kind, at, choice);
}
