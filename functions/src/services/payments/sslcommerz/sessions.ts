import { collections } from '@cps/domain';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';

// sslcommerzSessions/{tranId} (server-only): every SSLCommerz session the store made. A
// notification is acted on only for a tran_id recorded here, bound to its order and amount; the
// job asks SSLCommerz about each record whose `checkAt` has come (a lost IPN, a refund to follow).

/** When the job asks about a session, and for how long (docs/payments.md, Lost notifications). */
export const sslcommerzTimings = {
  /** A session with no notification this long after it was made is asked about. */
  lostAfterMs: 10 * 60_000,
  /** Asked again this often while SSLCommerz says it is still pending. */
  recheckMs: 10 * 60_000,
  /** After this, a session SSLCommerz still has as unpaid is closed (its IPN still counts). */
  giveUpMs: 3 * 60 * 60_000,
  /** A refund in progress is asked about this often until SSLCommerz says refunded. */
  refundRecheckMs: 5 * 60_000,
} as const;

export type SessionState =
  'open' | 'paid' | 'held' | 'refunding' | 'refunded' | 'closed' | 'refused';

export interface SessionRecord {
  tranId: string;
  orderId: string;
  uid: string;
  /** What the session asked: Taka as sent ("1234.50"), in poisha, and the currency. */
  amount: string;
  poisha: number;
  currency: 'BDT';
  createdAt: number;
  state: SessionState;
  /** When the job asks SSLCommerz about it next; absent once nothing is left to ask. */
  checkAt?: number;
  /** The validated payment, once there is one. */
  valId?: string;
  bankTranId?: string;
  /** A refund asked of SSLCommerz for this payment. */
  refund?: {
    refundTransId: string;
    refundRefId: string | null;
    reason: string;
    status: 'processing' | 'refunded' | 'failed';
    at: number;
  };
}

export const sessionRef = (db: Firestore, tranId: string): DocumentReference =>
  db.collection(collections.sslcommerzSessions).doc(tranId);

/** tran_id of an order's attempt: `<orderId>-<n>`, 30 characters at most as SSLCommerz takes. */
export const tranIdOf = (orderId: string, attempt: number) => `${orderId}-${attempt}`;

/** The tran_ids the store makes, so that nothing else is looked up. */
export const isTranId = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9]{20}-\d{1,6}$/.test(value);

export async function readSession(
  db: Firestore,
  tranId: unknown,
): Promise<SessionRecord | undefined> {
  if (!isTranId(tranId)) return undefined;
  const snap = await sessionRef(db, tranId).get();
  return snap.exists ? (snap.data() as SessionRecord) : undefined;
}
