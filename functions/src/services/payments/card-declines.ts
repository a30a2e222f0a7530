import { cardDeclineLimit, collections, ordersCopy } from '@cps/domain';
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { ServiceError } from '../shared/errors';

// Card testing: a script confirms card after card on an intent to learn which stolen cards work.
// Each declined confirmation the gateway reports (payment_intent.payment_failed) is counted
// against the account that pays, in the transaction that records the event's id, so a replayed
// event counts once and concurrent ones are all counted. Past `cardDeclineLimit` declines in its
// window the account may start no new payment, and the intent of each further decline is
// cancelled at the gateway (services/payments/payments.ts recordPaymentFailure).
//
// The record is `rateLimits/cardDeclines:{uid}`, shaped as the per-user limits' records (the
// times counted, `accepted`; `expiresAt` for Firestore's TTL policy), so it is deleted once its
// window is over. It holds the last `declines` times at most.

/** The name of an account's decline record: `rateLimits/cardDeclines:{uid}`. */
export const CARD_DECLINES = 'cardDeclines';

const { declines: limit, windowMs } = cardDeclineLimit;

const recordOf = (db: Firestore, uid: string) =>
  db.collection(collections.rateLimits).doc(`${CARD_DECLINES}:${uid}`);

/** The counted declines still inside the window, oldest first. */
function recentOf(stored: unknown, now: number): number[] {
  const times = Array.isArray(stored) ? (stored as number[]) : [];
  return times.filter((at) => at > now - windowMs).sort((a, b) => a - b);
}

/** How long the account stays locked out: 0 while it has fewer than `limit` recent declines. */
function lockedFor(recent: number[], now: number): number {
  return recent.length >= limit ? recent[recent.length - limit]! + windowMs - now : 0;
}

/**
 * Refuses to start a payment for an account locked out by its declines: 429 with the seconds
 * until the oldest of its last `limit` declines leaves the window. One read, by id.
 */
export async function assertMayStartPayment(
  db: Firestore,
  uid: string,
  now: number,
): Promise<void> {
  const wait = lockedFor(recentOf((await recordOf(db, uid).get()).get('accepted'), now), now);
  if (wait > 0) {
    throw new ServiceError(
      'rate-limited',
      ordersCopy.payment.declinesLocked(limit, windowMs / 3_600_000),
      Math.max(1, Math.ceil(wait / 1000)),
    );
  }
}

/** An account's declines as read in a transaction, before any of its writes. */
export interface DeclineCount {
  /** Whether the account is locked out now (a replayed event counts nothing). */
  locked(now: number): boolean;
  /** Counts one decline, with the transaction's writes; whether the account is locked after it. */
  count(now: number): boolean;
}

export async function readDeclines(
  tx: Transaction,
  db: Firestore,
  uid: string,
): Promise<DeclineCount> {
  const ref = recordOf(db, uid);
  const stored: unknown = (await tx.get(ref)).get('accepted');
  return {
    locked: (now) => lockedFor(recentOf(stored, now), now) > 0,
    count(now) {
      const recent = [...recentOf(stored, now), now].slice(-limit);
      tx.set(ref, {
        accepted: recent,
        expiresAt: Timestamp.fromMillis(recent[recent.length - 1]! + windowMs),
      });
      return lockedFor(recent, now) > 0;
    },
  };
}
