import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { ServiceError } from './errors';
import { runTransaction } from './transaction';

/** At most `max` accepted attempts per user within any `windowMs`. */
export interface RateLimit {
  /** Names the counter: `rateLimits/{name}:{uid}`. */
  name: string;
  max: number;
  windowMs: number;
}

export const RATE_LIMITS_COLLECTION = 'rateLimits';

const tooMany = (retryAfterMs: number) =>
  new ServiceError(
    'rate-limited',
    'Too many requests. Please try again later.',
    Math.max(1, Math.ceil(retryAfterMs / 1000)),
  );

/**
 * A sliding-window limit per user, kept in Firestore so that every function instance shares it:
 * one document per user and limit holds the times of the attempts accepted inside the window
 * (at most `max` of them). A transaction reads it and either appends this attempt or refuses,
 * so of any number of racing attempts exactly as many pass as the window has room for (never
 * more, and never none while there is room), and a refused attempt writes nothing. Only that
 * user's own attempts contend for the document. `expiresAt` lets Firestore's TTL policy
 * (firestore.indexes.json) delete it once the window is over.
 * Throws `rate-limited` with the seconds until the oldest attempt leaves the window.
 */
export async function enforceRateLimit(
  db: Firestore,
  limit: RateLimit,
  uid: string,
  now: number,
): Promise<void> {
  const ref = db.collection(RATE_LIMITS_COLLECTION).doc(`${limit.name}:${uid}`);
  const waitMs = await runTransaction(
    db,
    async (tx) => {
      const snap = await tx.get(ref);
      const stored = (snap.get('accepted') as number[] | undefined) ?? [];
      const recent = stored.filter((at) => at > now - limit.windowMs).sort((a, b) => a - b);
      if (recent.length >= limit.max) return recent[0]! + limit.windowMs - now;
      const accepted = [...recent, now];
      tx.set(ref, {
        accepted,
        expiresAt: Timestamp.fromMillis(Math.max(...accepted) + limit.windowMs),
      });
      return 0;
    },
    // So many of this user's own attempts at once that the transaction could not get through.
    () => tooMany(1000),
  );
  if (waitMs > 0) throw tooMany(waitMs);
}
